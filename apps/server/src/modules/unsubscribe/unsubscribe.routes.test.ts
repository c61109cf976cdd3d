import { ERROR_MESSAGES_EN } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { auditLog } from '../../platform/audit';
import { callApi, encryptFor, latestCodeFor } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { authToken, userAccount } from '../auth';
import { caller, freshUser, login, type Call } from './unsubscribe.test-support';
import { customerMessage } from '../message';
import { operatorCaller as opsCaller, operatorToken as opsTokenFor } from '../../testing/ops-session';
import { accountCancellationRequest } from './unsubscribe.tables';

let testApp: TestApp;
let reviewer: ReturnType<typeof opsCaller>;
beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const as = async (logonId: string): Promise<Call> => caller(testApp, await login(testApp, logonId));

async function phoneOf(logonId: string): Promise<string> {
  const [row] = await db().select().from(userAccount).where(eq(userAccount.logonId, logonId));
  return testApp.app.keys.fieldCipher.decrypt(row!.phoneEncrypted);
}

interface Check {
  allowed: boolean;
  blockers: Array<{ code: number; msg: string }>;
  maskedPhone: string;
}

describe('account cancellation (web/unsubscribe)', () => {
  it('needs a login', async () => {
    expect((await callApi(testApp, 'GET', 'web/unsubscribe/check')).status).toBe(401);
    expect((await callApi(testApp, 'POST', 'web/unsubscribe/apply', { body: { reason: 'x', smsCode: '123456', agreed: true } })).status).toBe(401);
  });

  it('refuses a main account whose enterprise still has sub-accounts, with a clear Chinese message, before sending a code', async () => {
    const main = await as('demo_ent');
    const check = await main<Check>('GET', 'web/unsubscribe/check');
    expect(check.body.data).toMatchObject({ allowed: false, maskedPhone: '138****0001' });
    expect(check.body.data.blockers).toEqual([{ code: 4401, msg: expect.stringContaining('您是企业主账号，企业下仍有关联或申请关联的子账号') }]);
    // An English page reads the blockers in English.
    const token = (await login(testApp, 'demo_ent')).token;
    const inEnglish = await callApi<Check>(testApp, 'GET', 'web/unsubscribe/check', { token, acceptLanguage: 'en-US' });
    expect(inEnglish.body.data.blockers).toEqual([{ code: 4401, msg: ERROR_MESSAGES_EN.UNSUBSCRIBE_MAIN_ACCOUNT_HAS_USERS }]);
    const send = await main('POST', 'web/unsubscribe/sendCode');
    expect(send.body).toMatchObject({ code: 4401 });
    expect((await main('POST', 'web/unsubscribe/apply', { body: { reason: '不再使用', smsCode: '123456', agreed: true } })).body.code).toBe(4401);
  });

  it('validates the form: reason, 6-character code, agreement', async () => {
    const user = caller(testApp, await freshUser(testApp, 'unsub_check'));
    const bad = await user('POST', 'web/unsubscribe/apply', { body: { reason: '', smsCode: '12', agreed: false } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('reason: 请输入注销原因');
    expect(bad.body.msg).toContain('agreed: 请勾选已阅读并同意！');
    const long = await user('POST', 'web/unsubscribe/apply', { body: { reason: '长'.repeat(201), smsCode: '123456', agreed: true } });
    expect(long.body.msg).toContain('注销原因长度不能超过200个字符');
    expect((await user('POST', 'web/unsubscribe/cancel', { body: { id: 'nope' } })).status).toBe(400);
  });

  it('applies with the SMS code of the own phone; a wrong code is refused; a second application is refused; the user may withdraw', async () => {
    const session = await freshUser(testApp, 'unsub_withdraw');
    const user = caller(testApp, session);
    expect((await user<Check>('GET', 'web/unsubscribe/check')).body.data).toMatchObject({ allowed: true, blockers: [] });
    expect((await user('POST', 'web/unsubscribe/sendCode')).body.code).toBe(0);
    const phone = await phoneOf('unsub_withdraw');
    const code = await latestCodeFor(testApp, phone);
    const wrong = await user('POST', 'web/unsubscribe/apply', { body: { reason: '公司业务调整', smsCode: code === '000000' ? '111111' : '000000', agreed: true } });
    expect(wrong.body).toMatchObject({ code: expect.any(Number), msg: '验证码错误' });
    const applied = await user<{ id: string; status: string }>('POST', 'web/unsubscribe/apply', { body: { reason: '公司业务调整', smsCode: code, agreed: true } });
    expect(applied.body.data).toMatchObject({ status: 'W' });
    expect((await user<Check>('GET', 'web/unsubscribe/check')).body.data.blockers[0]).toMatchObject({ code: 4400 });
    expect((await user('POST', 'web/unsubscribe/apply', { body: { reason: '再次', smsCode: code, agreed: true } })).body.code).toBe(4400);
    // Someone else's request is absent.
    expect((await (await as('demo_person'))('POST', 'web/unsubscribe/cancel', { body: { id: applied.body.data.id } })).status).toBe(404);
    expect((await user<{ status: string }>('POST', 'web/unsubscribe/cancel', { body: { id: applied.body.data.id } })).body.data.status).toBe('X');
    expect((await user<{ status: string } | null>('GET', 'web/unsubscribe/current')).body.data).toMatchObject({ status: 'X' });
    expect((await user('POST', 'web/unsubscribe/cancel', { body: { id: applied.body.data.id } })).body.code).toBe(4404);
  });
});

describe('cancellation review (/api/ops/unsubscribe-requests)', () => {
  let requestId: string;
  let userId: string;

  beforeAll(async () => {
    const session = await freshUser(testApp, 'unsub_done');
    userId = session.userId;
    const user = caller(testApp, session);
    await user('POST', 'web/unsubscribe/sendCode');
    const code = await latestCodeFor(testApp, await phoneOf('unsub_done'));
    requestId = (await user<{ id: string }>('POST', 'web/unsubscribe/apply', { body: { reason: '账号不再使用', smsCode: code, agreed: true } })).body.data.id;
  });

  it('is for reviewers only', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ops/unsubscribe-requests' })).statusCode).toBe(401);
    const product = opsCaller(testApp, await opsTokenFor(testApp, 'ops_product'));
    expect((await product('GET', 'unsubscribe-requests')).status).toBe(403);
    expect((await product('POST', `unsubscribe-requests/${requestId}/approve`)).status).toBe(403);
    expect((await reviewer('POST', 'unsubscribe-requests/xyz/approve')).status).toBe(400);
    expect((await reviewer('POST', 'unsubscribe-requests/00000000-0000-4000-8000-000000000000/approve')).body.code).toBe(4403);
    expect((await reviewer('POST', `unsubscribe-requests/${requestId}/refuse`, { body: { reason: '' } })).body.msg).toContain('请填写拒绝原因');
  });

  it('lists the waiting request; approval disables the account, revokes its tokens, and login says the account is disabled', async () => {
    const queue = await reviewer<{ records: Array<{ id: string; logonId: string; reason: string }>; total: number }>('GET', 'unsubscribe-requests');
    expect(queue.body.data.records).toEqual(expect.arrayContaining([expect.objectContaining({ id: requestId, logonId: 'unsub_done', reason: '账号不再使用' })]));
    const approved = await reviewer<{ status: string }>('POST', `unsubscribe-requests/${requestId}/approve`);
    expect(approved.body.data.status).toBe('A');
    expect((await reviewer('POST', `unsubscribe-requests/${requestId}/approve`)).body.code).toBe(4404);
    const [account] = await db().select().from(userAccount).where(eq(userAccount.id, userId));
    expect(account!.accountState).toBe('Lock');
    const live = (await db().select().from(authToken).where(eq(authToken.userId, userId))).filter((token) => token.revokedAt === null);
    expect(live).toEqual([]);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', scope: 'server', username: 'unsub_done', password: encryptFor(testApp, DEMO_PASSWORD) }).toString(),
    });
    expect(login.json()).toMatchObject({ code: 3004, msg: '账号已被停用，请联系客服' });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(audit).toMatchObject({ action: 'account-cancellation.approve' });
    const [row] = await db().select().from(accountCancellationRequest).where(eq(accountCancellationRequest.id, requestId));
    expect(row!.decidedByOperatorId).not.toBeNull();
  });

  it('a cancelled sub-account leaves its enterprise: link X, type N without enterprise, the main account told', async () => {
    const subId = (await db().select().from(userAccount).where(eq(userAccount.logonId, 'demo_sub')))[0]!.id;
    const sub = await as('demo_sub');
    await sub('POST', 'web/unsubscribe/sendCode');
    const code = await latestCodeFor(testApp, await phoneOf('demo_sub'));
    const id = (await sub<{ id: string }>('POST', 'web/unsubscribe/apply', { body: { reason: '已离职', smsCode: code, agreed: true } })).body.data.id;
    expect((await reviewer<{ status: string }>('POST', `unsubscribe-requests/${id}/approve`)).body.data.status).toBe('A');
    const [after] = await db().select().from(userAccount).where(eq(userAccount.id, subId));
    expect(after).toMatchObject({ userType: 'N', enterpriseId: null, accountState: 'Lock' });
    const mainId = (await db().select().from(userAccount).where(eq(userAccount.logonId, 'demo_ent')))[0]!.id;
    const told = await db().select().from(customerMessage).where(eq(customerMessage.userId, mainId));
    expect(told.map((message) => message.title)).toContain('子账号已注销');
  });

  it('refusal keeps the account and tells the user why', async () => {
    const session = await freshUser(testApp, 'unsub_refused');
    const user = caller(testApp, session);
    await user('POST', 'web/unsubscribe/sendCode');
    const code = await latestCodeFor(testApp, await phoneOf('unsub_refused'));
    const id = (await user<{ id: string }>('POST', 'web/unsubscribe/apply', { body: { reason: '测试', smsCode: code, agreed: true } })).body.data.id;
    expect((await reviewer<{ status: string; refuseReason: string }>('POST', `unsubscribe-requests/${id}/refuse`, { body: { reason: '账户尚有未结清费用' } })).body.data).toMatchObject({ status: 'R', refuseReason: '账户尚有未结清费用' });
    const messages = await db().select().from(customerMessage).where(eq(customerMessage.userId, session.userId));
    expect(messages.map((message) => message.content).join()).toContain('账户尚有未结清费用');
    expect((await user<{ status: string }>('GET', 'web/unsubscribe/current')).body.data.status).toBe('R');
  });
});
