import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { customerMessage } from '../message';
import { enterprise } from './enterprise.tables';
import { operatorCaller as opsCaller, operatorToken as opsTokenFor } from '../../testing/ops-session';
import { accountOf, caller, login, uploadLicence, userIdOf, type Call } from './enterprise.test-support';

let testApp: TestApp;
let huaxinId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const [row] = await testApp.database.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.enterpriseCnnme, '上海华信国际物流有限公司'));
  huaxinId = row!.id;
});
afterAll(() => testApp?.close());

const as = async (logonId: string): Promise<Call> => caller(testApp, await login(testApp, logonId));

interface MasterPage {
  records: Array<{ id: string; kind: string; status: string; applicantLogonId: string; previousMasterLogonId: string | null }>;
  total: number;
  current: number;
  size: number;
}

async function masterOfHuaxin(): Promise<string> {
  const [row] = await testApp.database.db.select({ masterUserId: enterprise.masterUserId }).from(enterprise).where(eq(enterprise.id, huaxinId));
  return row!.masterUserId;
}

describe('main-account change requests (entMasterReq)', () => {
  let applicationId: string;

  it('lets a linked sub-account apply; the main account sees it (search defaults 1 / 10); a second one is refused', async () => {
    const sub = await as('demo_sub');
    const applied = await sub<{ id: string }>('POST', 'web/entMasterReq/apply', { body: { reason: '原主账号负责人已离职' } });
    expect(applied.body.code).toBe(0);
    applicationId = applied.body.data.id;
    const mine = await sub<MasterPage>('POST', 'web/entMasterReq/search', { body: {} });
    expect(mine.body.data).toMatchObject({ total: 1, current: 1, size: 10, records: [{ id: applicationId, kind: 'apply', status: 'M', applicantLogonId: 'demo_sub', previousMasterLogonId: 'demo_ent' }] });
    expect((await sub<{ inputs: Record<string, unknown> }>('GET', 'web/entUser/getStatus')).body.data.inputs).toMatchObject({ masterStatus: 'M' });
    expect((await sub('POST', 'web/entMasterReq/apply', { body: { reason: '再次申请' } })).body.code).toBe(4050);
    const main = await as('demo_ent');
    expect((await main<MasterPage>('POST', 'web/entMasterReq/search', { body: { current: 1, size: 5 } })).body.data.records.map((record) => record.id)).toEqual([applicationId]);
    expect((await main('POST', 'web/entMasterReq/change', { body: { newMasterUserId: await userIdOf(testApp, 'demo_sub') } })).body.code).toBe(4050);
    const told = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.userId, await userIdOf(testApp, 'demo_ent')));
    expect(told.map((message) => message.title)).toContain('主账号变更申请');
  });

  it('validates: reason required; only a linked sub-account may apply; the applicant may not decide', async () => {
    const sub = await as('demo_sub');
    const missing = await sub('POST', 'web/entMasterReq/apply', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('reason: 请输入申请原因');
    expect((await (await as('demo_new'))('POST', 'web/entMasterReq/apply', { body: { reason: '想成为主账号' } })).status).toBe(403);
    expect((await sub('POST', 'web/entMasterReq/update', { body: { id: applicationId, action: 'approve' } })).status).toBe(403);
    expect((await (await as('demo_ent'))('POST', 'web/entMasterReq/update', { body: { id: applicationId, action: 'cancel' } })).status).toBe(403);
    expect((await (await as('nb_gangtong'))('POST', 'web/entMasterReq/update', { body: { id: applicationId, action: 'refuse' } })).status).toBe(404);
    expect((await (await as('nb_gangtong'))<MasterPage>('POST', 'web/entMasterReq/search', { body: {} })).body.data.total).toBe(0);
  });

  it('lets the main account refuse, the applicant cancel a new one, and refuses deciding twice', async () => {
    const main = await as('demo_ent');
    expect((await main('POST', 'web/entMasterReq/update', { body: { id: applicationId, action: 'refuse', note: '请先办理交接' } })).body.data).toBe(true);
    expect((await main('POST', 'web/entMasterReq/update', { body: { id: applicationId, action: 'approve' } })).body.code).toBe(4052);
    const subId = await userIdOf(testApp, 'demo_sub');
    const refusedMessage = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.userId, subId));
    expect(refusedMessage.map((message) => message.content).join()).toContain('请先办理交接');

    const sub = await as('demo_sub');
    const second = await sub<{ id: string }>('POST', 'web/entMasterReq/apply', { body: { reason: '交接已完成' } });
    expect((await sub('POST', 'web/entMasterReq/update', { body: { id: second.body.data.id, action: 'cancel' } })).body.data).toBe(true);
    expect((await sub<{ inputs: Record<string, unknown> }>('GET', 'web/entUser/getStatus')).body.data.inputs).toMatchObject({ masterStatus: 'X' });
  });

  it('the main account agrees (W), customer service approves: the applicant becomes M and master, the former main account a sub-account with ALL and every right', async () => {
    const sub = await as('demo_sub');
    const third = await sub<{ id: string }>('POST', 'web/entMasterReq/apply', { body: { reason: '公司任命', fileIds: [await uploadLicence(testApp, await login(testApp, 'demo_sub'), 'authorizationLetter')] } });
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    // Customer service cannot act before the main account agreed.
    expect((await reviewer('POST', `master-requests/${third.body.data.id}/approve`)).body).toMatchObject({ code: 4410, msg: '该申请尚待企业主账号同意，客服暂不能审核' });
    const main = await as('demo_ent');
    expect((await main('POST', 'web/entMasterReq/update', { body: { id: third.body.data.id, action: 'approve' } })).body.data).toBe(true);
    expect((await main<MasterPage>('POST', 'web/entMasterReq/search', { body: {} })).body.data.records[0]).toMatchObject({ id: third.body.data.id, status: 'W' });
    expect(await accountOf(testApp, 'demo_ent')).toMatchObject({ userType: 'M' });
    // Agreed once: the main account cannot decide again.
    expect((await main('POST', 'web/entMasterReq/update', { body: { id: third.body.data.id, action: 'refuse' } })).body.code).toBe(4052);
    const queue = await reviewer<{ records: Array<{ id: string; enterpriseCnnme: string; applicantLogonId: string; fileIds: string[] }>; total: number }>('GET', 'master-requests');
    // Beside it, the seed's own application waiting for customer service (hd_dispatch of 上海华东船务).
    expect(queue.body.data.records.map((record) => record.applicantLogonId).sort()).toEqual(['demo_sub', 'hd_dispatch']);
    const queued = queue.body.data.records.find((record) => record.id === third.body.data.id);
    expect(queued).toMatchObject({ enterpriseCnnme: '上海华信国际物流有限公司', applicantLogonId: 'demo_sub' });
    expect(queued!.fileIds).toHaveLength(1);
    expect((await reviewer('POST', `master-requests/${third.body.data.id}/approve`)).body).toMatchObject({ code: 0, data: true });
    expect((await reviewer('POST', `master-requests/${third.body.data.id}/approve`)).body.code).toBe(4052);
    const subId = await userIdOf(testApp, 'demo_sub');
    const toldBoth = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.title, '主账号变更完成'));
    expect(toldBoth.map((message) => message.userId).sort()).toEqual([subId, await userIdOf(testApp, 'demo_ent')].sort());
    expect(await masterOfHuaxin()).toBe(subId);
    expect(await accountOf(testApp, 'demo_sub')).toMatchObject({ userType: 'M', enterpriseId: huaxinId });
    expect(await accountOf(testApp, 'demo_ent')).toMatchObject({ userType: 'S', enterpriseId: huaxinId });

    const former = await as('demo_ent');
    const status = await former<{ flags: Record<string, unknown>; badges: Array<{ zh: string }> }>('GET', 'web/entUser/getStatus');
    expect(status.body.data.flags).toMatchObject({ isSubAccount: true, isCompanyLink: true });
    expect(status.body.data.badges.map((badge) => badge.zh)).toEqual(['企业已关联']);
    expect((await former('GET', 'web/epanEntUserRelationReq/getEntAuthorityByUserId')).body.data).toMatchObject({
      visibility: 'ALL',
      rights: ['user_pay', 'user_pre_deposit', 'user_auto_invoice', 'user_demurrage_deduction'],
    });
    const formerPermissions = await former<{ urls: string[] }>('GET', 'web/entUser/getUserPermission');
    expect(formerPermissions.body.data.urls).toContain('/accountStore/stabs');
    expect(formerPermissions.body.data.urls).not.toContain('/enterpriseUser/enterprise/user');
    const newMain = await as('demo_sub');
    expect((await newMain<{ urls: string[] }>('GET', 'web/entUser/getUserPermission')).body.data.urls).toContain('/enterpriseUser/enterprise/user');
    expect((await newMain<{ badges: Array<{ zh: string }> }>('GET', 'web/entUser/getStatus')).body.data.badges.map((badge) => badge.zh)).toEqual(['企业已认证']);
    // The former main account cannot manage users any more.
    expect((await former('GET', 'web/enterprise/subUser/getPendingUsers')).status).toBe(403);
  });

  it('lets the main account hand over at once to a linked sub-account, and only to one', async () => {
    const main = await as('demo_sub');
    expect((await main('POST', 'web/entMasterReq/change', { body: { newMasterUserId: await userIdOf(testApp, 'nb_gangtong') } })).body.code).toBe(4053);
    expect((await main('POST', 'web/entMasterReq/change', { body: { newMasterUserId: await userIdOf(testApp, 'demo_sub') } })).body.code).toBe(4053);
    expect((await (await as('demo_ent'))('POST', 'web/entMasterReq/change', { body: { newMasterUserId: await userIdOf(testApp, 'demo_sub') } })).status).toBe(403);
    expect((await main('POST', 'web/entMasterReq/change', { body: { newMasterUserId: await userIdOf(testApp, 'demo_ent'), reason: '交还' } })).body.data).toBe(true);
    expect(await masterOfHuaxin()).toBe(await userIdOf(testApp, 'demo_ent'));
    expect(await accountOf(testApp, 'demo_ent')).toMatchObject({ userType: 'M' });
    expect(await accountOf(testApp, 'demo_sub')).toMatchObject({ userType: 'S' });
    const page = await (await as('demo_ent'))<MasterPage>('POST', 'web/entMasterReq/search', { body: {} });
    expect(page.body.data.records.map((record) => `${record.kind}:${record.status}`)).toEqual(['change:A', 'apply:A', 'apply:X', 'apply:R']);
  });

  it('shows the history of changes: the main account its enterprise’s, others their own', async () => {
    const history = await (await as('demo_ent'))<{ records: Array<{ field: string; from: string | null; to: string | null; userLogonId: string | null; actorLogonId: string | null }>; total: number }>(
      'POST',
      'web/entUser/request/history',
      { body: { current: 1, size: 100 } },
    );
    const userTypeChanges = history.body.data.records.filter((record) => record.field === 'userType').map((record) => `${record.userLogonId}:${record.from}→${record.to} by ${record.actorLogonId}`);
    // Newest first; within one transaction, the later change first.
    // The approval of the application was customer service's (operators are not named); the oldest is the
    // seed's: demo_ent agreed to demo_sub's link application 90 days ago.
    expect(userTypeChanges).toEqual(['demo_sub:M→S by demo_sub', 'demo_ent:S→M by demo_sub', 'demo_ent:M→S by null', 'demo_sub:S→M by null', 'demo_sub:N→S by demo_ent']);
    const own = await (await as('nb_gangtong'))<{ total: number }>('POST', 'web/entUser/request/history');
    expect(own.body.data.total).toBe(0);
    const defaults = await (await as('demo_ent'))<MasterPage>('POST', 'web/entMasterReq/search');
    expect(defaults.body.data).toMatchObject({ current: 1, size: 10 });
  });
});

describe('customer service review of main-account applications (/api/ops/master-requests)', () => {
  it('needs an operator with the review permission; validates ids and the refusal reason', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ops/master-requests' })).statusCode).toBe(401);
    const customer = await login(testApp, 'demo_ent');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ops/master-requests', headers: { authorization: `bearer ${customer.token}` } })).statusCode).toBe(401);
    const product = opsCaller(testApp, await opsTokenFor(testApp, 'ops_product'));
    expect((await product('GET', 'master-requests')).status).toBe(403);
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    expect((await reviewer('POST', 'master-requests/not-an-id/approve')).status).toBe(400);
    expect((await reviewer('POST', 'master-requests/00000000-0000-4000-8000-000000000000/approve')).body.code).toBe(4051);
    expect((await reviewer('GET', 'master-requests', { query: { status: 'Q' } })).body.msg).toContain('状态只能是 A、R、M、W 或 X');
  });

  it('refuses with a reason told to the applicant; the roles stay', async () => {
    const sub = await as('demo_sub');
    const applied = await sub<{ id: string }>('POST', 'web/entMasterReq/apply', { body: { reason: '负责人变更' } });
    await (await as('demo_ent'))('POST', 'web/entMasterReq/update', { body: { id: applied.body.data.id, action: 'approve' } });
    const reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
    const missing = await reviewer('POST', `master-requests/${applied.body.data.id}/refuse`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('请填写拒绝原因');
    expect((await reviewer('POST', `master-requests/${applied.body.data.id}/refuse`, { body: { reason: '授权书未加盖公章' } })).body.data).toBe(true);
    expect(await accountOf(testApp, 'demo_ent')).toMatchObject({ userType: 'M' });
    const told = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.userId, await userIdOf(testApp, 'demo_sub')));
    expect(told.map((message) => message.content).join()).toContain('授权书未加盖公章');
    const refused = await reviewer<{ records: Array<{ id: string; status: string }> }>('GET', 'master-requests', { query: { status: 'R' } });
    expect(refused.body.data.records[0]).toMatchObject({ id: applied.body.data.id, status: 'R' });
  });
});
