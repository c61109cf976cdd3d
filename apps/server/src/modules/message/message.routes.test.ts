import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, encryptFor, latestCodeFor, loginAs, smsCodeFor } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { customerMessage, sendCustomerMessage } from './index';

let testApp: TestApp;
let ent: { token: string; userId: string }; // demo_ent: 12 seeded messages, 7 unread (3 OC, 2 TR, 2 system)
let sub: { token: string; userId: string }; // demo_sub: 2 seeded messages

type Message = { custMsgLogId: string; theme: string; type: string; orderType: string | null; title: string; isRead: number; createTime: string };
type Page = { records: Message[]; total: number; current: number; size: number };
type Unread = { count: number; total: number; orderMsg: number; trailerMsg: number };

const msg = <T = unknown>(call: string, token: string | undefined, body?: unknown) =>
  callApi<T>(testApp, 'POST', `web/epanCustomer/epanCustomerMsg/${call}`, { token, body });

beforeAll(async () => {
  testApp = await createTestApp();
  ent = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
  sub = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

describe('unread counts', () => {
  it('answers the three header counters raw, and the count asked for', async () => {
    const all = await msg<Unread>('getUnreadMessageCount', ent.token);
    expect(all.body).toMatchObject({ code: 0, data: { count: 7, total: 7, orderMsg: 3, trailerMsg: 2 } });
    const oc = await msg<Unread>('getUnreadMessageCount', ent.token, { type: 'OrderMsg', orderType: 'OC' });
    expect(oc.body.data).toEqual({ count: 3, total: 7, orderMsg: 3, trailerMsg: 2 });
    const tr = await msg<Unread>('getUnreadMessageCount', ent.token, { type: 'OrderMsg', orderType: 'TR' });
    expect(tr.body.data.count).toBe(2);
    const system = await msg<Unread>('getUnreadMessageCount', ent.token, { theme: 'SYSTEM' });
    expect(system.body.data).toEqual({ count: 2, total: 2, orderMsg: 0, trailerMsg: 0 });
    expect((await msg<Unread>('getUnreadMessageCount', sub.token, {})).body.data).toEqual({ count: 1, total: 1, orderMsg: 0, trailerMsg: 0 });
  });

  it('counts past 99 without capping (the badge caps, not the API)', async () => {
    const db = testApp.database.db;
    await db.transaction(async (tx) => {
      for (let index = 0; index < 120; index += 1) {
        await sendCustomerMessage({ db: tx, userId: sub.userId, theme: 'ORDER', orderType: 'OC', title: `订单消息 ${index}`, content: '订单状态更新' });
      }
    });
    const counts = await msg<Unread>('getUnreadMessageCount', sub.token);
    expect(counts.body.data).toMatchObject({ total: 121, orderMsg: 120 });
    await db.delete(customerMessage).where(and(eq(customerMessage.userId, sub.userId), eq(customerMessage.theme, 'ORDER')));
  });

  it('needs a token', async () => {
    expect((await msg('getUnreadMessageCount', undefined)).status).toBe(401);
  });

  it('refuses an unknown orderType with the 400 envelope naming it', async () => {
    const answer = await msg('getUnreadMessageCount', ent.token, { orderType: 'XX' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, data: { fields: [{ field: 'orderType' }] } });
  });
});

describe('getAll', () => {
  it('pages the caller’s messages newest first and filters them', async () => {
    const first = await msg<Page>('getAll', ent.token, { current: 1, size: 5 });
    expect(first.body.data).toMatchObject({ total: 12, current: 1, size: 5 });
    expect(first.body.data.records).toHaveLength(5);
    const times = first.body.data.records.map((record) => record.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.data.records[0]).toMatchObject({ theme: 'SYSTEM', title: '台风天气运营提示', isRead: 0 });

    const trailer = await msg<Page>('getAll', ent.token, { theme: 'TRAILER' });
    expect(trailer.body.data.total).toBe(3);
    expect(trailer.body.data.records.every((record) => record.type === 'OrderMsg' && record.orderType === 'TR')).toBe(true);
    expect((await msg<Page>('getAll', ent.token, { isRead: 0 })).body.data.total).toBe(7);
    expect((await msg<Page>('getAll', ent.token)).body.data.total).toBe(12);
  });

  it('never shows another user’s messages', async () => {
    const subPage = await msg<Page>('getAll', sub.token, {});
    expect(subPage.body.data.total).toBe(2);
    const entIds = new Set((await msg<Page>('getAll', ent.token, { size: 100 })).body.data.records.map((record) => record.custMsgLogId));
    expect(subPage.body.data.records.some((record) => entIds.has(record.custMsgLogId))).toBe(false);
  });
});

describe('read and delete', () => {
  let entUnread: Message[];
  let subMessage: Message;
  beforeAll(async () => {
    entUnread = (await msg<Page>('getAll', ent.token, { isRead: 0, size: 20 })).body.data.records;
    subMessage = (await msg<Page>('getAll', sub.token, {})).body.data.records[0]!;
  });

  it('marks one message read; reading it again changes nothing', async () => {
    const target = entUnread.find((record) => record.orderType === 'OC')!;
    expect((await msg('readMessage', ent.token, { custMsgLogId: target.custMsgLogId })).body).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await msg('readMessage', ent.token, { custMsgLogIds: [target.custMsgLogId] })).body).toMatchObject({ code: 0, data: { updated: 0 } });
    expect((await msg<Unread>('getUnreadMessageCount', ent.token)).body.data).toMatchObject({ total: 6, orderMsg: 2 });
  });

  it("answers 404 for another user's message, as if absent, and changes nothing", async () => {
    const own = entUnread.find((record) => record.orderType === 'TR')!;
    const read = await msg('readMessage', ent.token, { custMsgLogIds: [own.custMsgLogId, subMessage.custMsgLogId] });
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ code: 5200, msg: `消息不存在：${subMessage.custMsgLogId}` });
    expect((await msg<Unread>('getUnreadMessageCount', ent.token)).body.data.trailerMsg).toBe(2);

    const deleted = await msg('delete', ent.token, { custMsgLogIds: [subMessage.custMsgLogId] });
    expect(deleted.status).toBe(404);
    expect(deleted.body.code).toBe(5200);
    expect((await msg<Page>('getAll', sub.token, {})).body.data.total).toBe(2);
  });

  it('reads every unread message of a theme at once', async () => {
    expect((await msg('readMessage', ent.token, { readAll: true, theme: 'SYSTEM' })).body).toMatchObject({ code: 0, data: { updated: 2 } });
    expect((await msg<Unread>('getUnreadMessageCount', ent.token)).body.data).toMatchObject({ total: 4, orderMsg: 2, trailerMsg: 2 });
  });

  it('refuses a read request that names nothing', async () => {
    const answer = await msg('readMessage', ent.token, {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: { fields: [{ field: 'custMsgLogIds', message: '请选择消息' }] } });
  });

  it('deletes own messages, which then leave every list and count', async () => {
    const targets = entUnread.filter((record) => record.orderType === 'TR').map((record) => record.custMsgLogId);
    expect((await msg('delete', ent.token, { custMsgLogIds: targets })).body).toMatchObject({ code: 0, data: { deleted: 2 } });
    expect((await msg<Unread>('getUnreadMessageCount', ent.token)).body.data.trailerMsg).toBe(0);
    expect((await msg('getCustomerMessageTotalCount', ent.token)).body).toMatchObject({ code: 0, data: { total: 10, unread: 2 } });
    const rows = await testApp.database.db.select().from(customerMessage).where(and(eq(customerMessage.userId, ent.userId), isNull(customerMessage.deletedAt)));
    expect(rows).toHaveLength(10);
    expect((await msg('delete', ent.token, { custMsgLogIds: targets })).status).toBe(404);
  });
});

describe('header panel and stowage notices', () => {
  it('shows the latest messages, unread first', async () => {
    const news = await msg<Message[]>('displayMoreNews', sub.token, { size: 2 });
    expect(news.body.data).toHaveLength(2);
    expect(news.body.data.map((record) => record.isRead)).toEqual([0, 1]);
  });

  it('lists the published stowage notices, newest first', async () => {
    const notices = await msg<{ records: Array<{ title: string; portCde: string | null }>; total: number }>('findStowageInfo', ent.token);
    expect(notices.body.data.total).toBe(2);
    expect(notices.body.data.records[0]).toMatchObject({ title: '广州南沙港台风期间截港时间调整', portCde: 'NSA' });
  });
});

describe('messages fed by account events', () => {
  it('welcomes a newly registered user', async () => {
    const smsCode = await smsCodeFor(testApp, '13911119001', 'REGISTER');
    const registered = await callApi<{ userId: string }>(testApp, 'POST', 'web/commonUrl/register', {
      body: { userName: 'msg_newcomer', phone: '13911119001', smsCode, password: encryptFor(testApp, 'Harbor#Tide42'), agreement: true },
    });
    expect(registered.body.code).toBe(0);
    const { token } = await loginAs(testApp, 'msg_newcomer', 'Harbor#Tide42');
    const inbox = await msg<Page>('getAll', token, {});
    expect(inbox.body.data.records).toEqual([expect.objectContaining({ theme: 'ACCOUNT', title: '欢迎注册', isRead: 0 })]);
  });

  it('tells the user their login password was changed', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const sent = await callApi(testApp, 'POST', 'web/entUser/sendOwnPhoneCode', { token, body: { purpose: 'CHANGE_PASSWORD' } });
    expect(sent.body.code).toBe(0);
    const smsCode = await latestCodeFor(testApp, '13800000004');
    const verified = await callApi<{ identityTicket: string }>(testApp, 'POST', 'web/entUser/verifyIdentityBySms', { token, body: { smsCode } });
    const changed = await callApi(testApp, 'POST', 'web/entUser/updateLoginPassword', {
      token,
      body: { oldPassword: encryptFor(testApp, DEMO_PASSWORD), newPassword: encryptFor(testApp, 'Harbor#Tide42'), identityTicket: verified.body.data.identityTicket },
    });
    expect(changed.body).toMatchObject({ code: 0 });
    const inbox = await msg<Page>('getAll', token, { theme: 'ACCOUNT' });
    expect(inbox.body.data.records[0]).toMatchObject({ title: '登录密码已修改', isRead: 0 });
  });
});
