import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { DEMO_PAYMENT_PASSWORD } from '../../../seed/assets';
import { callApi, emailCodeFor, encryptFor, latestCodeFor, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { identityTicket } from './account.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const STRONG = 'Harbor#Tide42';
const entUser = <T = unknown>(method: 'GET' | 'POST', call: string, token: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
  callApi<T>(testApp, method, `web/entUser/${call}`, { token, ...options });

/** Sends a code to the logged-in user's own phone and reads it from the outbox. */
async function ownPhoneCode(token: string, phone: string, purpose: 'CHANGE_PASSWORD' | 'PAYMENT_PASSWORD_RESET'): Promise<string> {
  const sent = await entUser('POST', 'sendOwnPhoneCode', token, { body: { purpose } });
  expect(sent.body).toMatchObject({ code: 0, data: { expiresIn: 300, resendAfter: 60 } });
  return latestCodeFor(testApp, phone);
}

describe('without a token', () => {
  it('answers 401 with data 10040 (empty token) and 401 for an unknown token', async () => {
    const empty = await callApi(testApp, 'GET', 'web/entUser/getUserInfo');
    expect(empty.status).toBe(401);
    expect(empty.body).toMatchObject({ code: 10040 });
    expect((await entUser('GET', 'getUserInfo', 'not-a-token')).status).toBe(401);
  });
});

describe('GET web/entUser/getUserInfo', () => {
  it('answers the session fields of 000 §3 with e-mail and phone masked', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    const info = await entUser<Record<string, unknown>>('GET', 'getUserInfo', token);
    expect(info.body.data).toEqual({
      userId,
      logonId: 'demo_ent',
      username: 'demo_ent',
      userCnnme: '张伟',
      email: 'de***@coastbook.example',
      phone: '138****0001',
      qq: null,
      wechat: null,
      headUrl: null,
      logonFailedTime: 0,
      isStrongPassword: true,
      isPasswordExpired: false,
      userType: 'M',
      roles: [],
      // demo_ent is the main account of the seeded enterprise (seed/enterprise).
      enterpriseId: expect.any(String),
      accountState: 'Active',
      hasPaymentPassword: true, // the demo seed sets one (seed/assets)
    });
  });

  it('reports the weak demo account as weak and expired (changed 200 days ago, max 180)', async () => {
    const { token } = await loginAs(testApp, 'demo_weak', DEMO_PASSWORD);
    expect((await entUser<Record<string, unknown>>('GET', 'getUserInfo', token)).body.data).toMatchObject({ isStrongPassword: false, isPasswordExpired: true });
  });
});

describe('GET web/entUser/getUserPermission', () => {
  it('gives an uncertified user the basics and no trading pages', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const { authorities, urls } = (await entUser<{ authorities: string[]; urls: string[] }>('GET', 'getUserPermission', token)).body.data;
    expect(authorities).toEqual(expect.arrayContaining(['member_center_index', 'member_user_profile_index', 'member_security_password_index']));
    expect(urls).toEqual(expect.arrayContaining(['/userCenter', '/userInfo', '/password-management']));
    expect(urls).not.toContain('/orderManagementIndex');
    expect(authorities).not.toContain('buyer_ship_order_index');
  });

  it('gives the trailer vendor the truck_* codes and no cargo-tracking customer pages', async () => {
    const { token } = await loginAs(testApp, 'demo_truck', DEMO_PASSWORD);
    const { authorities, urls } = (await entUser<{ authorities: string[]; urls: string[] }>('GET', 'getUserPermission', token)).body.data;
    expect(authorities).toEqual(expect.arrayContaining(['truck_transport_order', 'truck_maintain_price', 'truck_charge_apply']));
    expect(authorities).not.toContain('product_domestic_trade_index');
    expect(urls).toContain('/trailer/maintainPrice');
  });

  it('gives a main account the enterprise pages and a sub-account the relation page', async () => {
    const main = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    expect((await entUser<{ urls: string[] }>('GET', 'getUserPermission', main.token)).body.data.urls).toContain('/auth/modify');
    const sub = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
    const subUrls = (await entUser<{ urls: string[] }>('GET', 'getUserPermission', sub.token)).body.data.urls;
    expect(subUrls).toContain('/relation');
    expect(subUrls).not.toContain('/auth/modify');
  });
});

describe('POST web/entUser/updateUserInfo', () => {
  it('changes the fields sent, stores QQ and WeChat encrypted, and clears with an empty string', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    const update = await entUser('POST', 'updateUserInfo', token, { body: { userCnnme: '王芳芳', qq: '123456789', wechat: 'wf_2026', headUrl: 'https://cdn.example.com/a.png' } });
    expect(update.body).toMatchObject({ code: 0, data: true });
    const [row] = await testApp.database.db.select().from(userAccount).where(eq(userAccount.id, userId));
    expect(row!.qqEncrypted).not.toContain('123456789');
    expect((await entUser<Record<string, unknown>>('GET', 'getUserInfo', token)).body.data).toMatchObject({
      userCnnme: '王芳芳',
      qq: '123456789',
      wechat: 'wf_2026',
      headUrl: 'https://cdn.example.com/a.png',
    });
    await entUser('POST', 'updateUserInfo', token, { body: { qq: '', headUrl: '' } });
    expect((await entUser<Record<string, unknown>>('GET', 'getUserInfo', token)).body.data).toMatchObject({ qq: null, headUrl: null, wechat: 'wf_2026' });
  });

  it('validates the fields with the 400 envelope', async () => {
    const { token } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    const answer = await entUser('POST', 'updateUserInfo', token, { body: { qq: '12ab', email: 'nope', headUrl: 'javascript:alert(1)' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('qq: 请输入有效的QQ号码');
    expect(answer.body.msg).toContain('email: 邮箱地址不正确');
    expect(answer.body.msg).toContain('headUrl');
  });

  it('changes the e-mail only with a code sent to the new address, and only to a free one', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    expect((await entUser('POST', 'updateUserInfo', token, { body: { email: 'demo_ent@coastbook.example' } })).body).toMatchObject({ code: 3102, msg: '该邮箱已被使用' });
    expect((await entUser('POST', 'updateUserInfo', token, { body: { email: 'liuyang@example.com' } })).body).toMatchObject({ code: 3115 });
    const emailCode = await emailCodeFor(testApp, 'liuyang@example.com', 'CHANGE_BIND');
    expect((await entUser('POST', 'updateUserInfo', token, { body: { email: 'LiuYang@example.com', emailCode } })).body.code).toBe(0);
    expect((await entUser<Record<string, unknown>>('GET', 'getUserInfo', token)).body.data).toMatchObject({ email: 'li***@example.com' });
    // Sending the current address again needs no code.
    expect((await entUser('POST', 'updateUserInfo', token, { body: { email: 'liuyang@example.com', userCnnme: '刘洋' } })).body.code).toBe(0);
  });
});

describe('changing the login password (000 §4.6)', () => {
  it('checkOriginalPassword says whether the password is right, for the caller only', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
    const check = (password: string, id = userId) => entUser<boolean>('POST', 'checkOriginalPassword', token, { body: { originalPassword: encryptFor(testApp, password), userId: id } });
    expect((await check(DEMO_PASSWORD)).body).toMatchObject({ code: 0, data: true });
    expect((await check('Wrong#Pass99')).body).toMatchObject({ code: 0, data: false });
    expect((await check(DEMO_PASSWORD, '00000000-0000-4000-8000-000000000000')).status).toBe(403);
  });

  it('refuses a unified-account user at both steps: its password is changed on the unified account', async () => {
    // demo_ent is bound to a unified account (seed/enterprise).
    const { token } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    const refusal = { code: 3116, msg: '统一账号用户不能在此修改密码，请使用忘记密码功能' };
    const smsCode = await ownPhoneCode(token, '13800000001', 'CHANGE_PASSWORD');
    expect((await entUser('POST', 'verifyIdentityBySms', token, { body: { smsCode } })).body).toMatchObject(refusal);
    const change = await entUser('POST', 'updateLoginPassword', token, {
      body: { oldPassword: encryptFor(testApp, DEMO_PASSWORD), newPassword: encryptFor(testApp, STRONG), identityTicket: 'any' },
    });
    expect(change.body).toMatchObject(refusal);
    await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
  });

  it('step 0 (SMS) gives a ticket; step 1 changes the password, keeps this login and ends the others', async () => {
    const other = await loginAs(testApp, 'demo_truck', DEMO_PASSWORD);
    const { token } = await loginAs(testApp, 'demo_truck', DEMO_PASSWORD);

    const withoutTicket = await entUser('POST', 'updateLoginPassword', token, {
      body: { oldPassword: encryptFor(testApp, DEMO_PASSWORD), newPassword: encryptFor(testApp, STRONG), identityTicket: 'made-up' },
    });
    expect(withoutTicket.body).toMatchObject({ code: 3107 });

    const smsCode = await ownPhoneCode(token, '13800000005', 'CHANGE_PASSWORD');
    const verified = await entUser<{ identityTicket: string; expiresIn: number }>('POST', 'verifyIdentityBySms', token, { body: { smsCode } });
    expect(verified.body).toMatchObject({ code: 0, data: { expiresIn: 600 } });
    const ticket = verified.body.data.identityTicket;
    const change = (oldPassword: string, newPassword: string) =>
      entUser('POST', 'updateLoginPassword', token, { body: { oldPassword: encryptFor(testApp, oldPassword), newPassword: encryptFor(testApp, newPassword), identityTicket: ticket } });

    expect((await change('Wrong#Pass99', STRONG)).body).toMatchObject({ code: 3104, msg: '原登录密码错误' });
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).body).toMatchObject({ code: 3105, msg: '新登录密码不能与原密码相同' });
    expect((await change(DEMO_PASSWORD, 'Password#2026')).body).toMatchObject({ code: 3106 });
    const short = await change(DEMO_PASSWORD, 'Ab#1');
    expect(short.status).toBe(400);
    expect(short.body.msg).toContain('newPassword: 长度应为8-16位');
    // The refusals above did not spend the ticket.
    expect((await change(DEMO_PASSWORD, STRONG)).body).toMatchObject({ code: 0, data: true });

    expect((await entUser('GET', 'getUserInfo', token)).status).toBe(200);
    expect((await entUser('GET', 'getUserInfo', other.token)).status).toBe(401);
    await loginAs(testApp, 'demo_truck', STRONG);
    const [account] = await testApp.database.db.select().from(userAccount).where(eq(userAccount.logonId, 'demo_truck'));
    expect(account!.isStrongPassword).toBe(true);
    expect(Date.now() - account!.passwordChangedAt.getTime()).toBeLessThan(60_000);
    // The ticket was single use.
    expect((await change(STRONG, 'Another#Tide77')).body).toMatchObject({ code: 3107 });
  });

  it('an expired ticket is refused', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const smsCode = await ownPhoneCode(token, '13800000004', 'CHANGE_PASSWORD');
    const ticket = (await entUser<{ identityTicket: string }>('POST', 'verifyIdentityBySms', token, { body: { smsCode } })).body.data.identityTicket;
    await testApp.database.db.update(identityTicket).set({ expiresAt: sql`now() - interval '1 second'` });
    const answer = await entUser('POST', 'updateLoginPassword', token, {
      body: { oldPassword: encryptFor(testApp, DEMO_PASSWORD), newPassword: encryptFor(testApp, STRONG), identityTicket: ticket },
    });
    expect(answer.body).toMatchObject({ code: 3107 });
  });

  it('a garbled oldPassword is a 400 naming it', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const answer = await entUser('POST', 'updateLoginPassword', token, { body: { oldPassword: 'plain', newPassword: encryptFor(testApp, STRONG), identityTicket: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('oldPassword');
  });
});

describe('payment password', () => {
  it('is set once, checked, changed and reset by SMS', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    // The demo seed gives demo_person a payment password; this is the journey of someone who has none yet.
    await testApp.database.db.update(userAccount).set({ paymentPasswordHash: null }).where(eq(userAccount.id, userId));
    const isSet = async () => (await entUser<boolean>('GET', 'isPaymentPasswordSetBefore', token, { query: { userId } })).body.data;
    const check = async (password: string) => (await entUser<boolean>('POST', 'checkOriginalPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, password) } })).body;

    expect(await isSet()).toBe(false);
    expect(await check('580173')).toMatchObject({ code: 3111, msg: '尚未设置支付密码' });

    const tooSimple = await entUser('POST', 'setPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, '123456'), userId } });
    expect(tooSimple.status).toBe(400);
    expect(tooSimple.body.msg).toContain('paymentPassword: 支付密码不能是相同或连续的数字');
    expect((await entUser('POST', 'setPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, '58017'), userId } })).body.msg).toContain('支付密码须为6位数字');

    expect((await entUser('POST', 'setPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, '580173'), userId } })).body).toMatchObject({ code: 0, data: true });
    expect(await isSet()).toBe(true);
    expect((await entUser('POST', 'setPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, '580174'), userId } })).body).toMatchObject({ code: 3110 });
    const [row] = await testApp.database.db.select({ hash: userAccount.paymentPasswordHash }).from(userAccount).where(eq(userAccount.id, userId));
    expect(row!.hash).toMatch(/^\$argon2id\$/);

    expect(await check('580173')).toMatchObject({ code: 0, data: true });
    expect(await check('580174')).toMatchObject({ code: 0, data: false });

    const update = (oldPaymentPassword: string, newPaymentPassword: string) =>
      entUser('POST', 'updatePaymentPassword', token, {
        body: { oldPaymentPassword: encryptFor(testApp, oldPaymentPassword), newPaymentPassword: encryptFor(testApp, newPaymentPassword) },
      });
    expect((await update('111112', '246813')).body).toMatchObject({ code: 3112, msg: '原支付密码错误' });
    expect((await update('580173', '580173')).body).toMatchObject({ code: 3113 });
    expect((await update('580173', '246813')).body).toMatchObject({ code: 0 });
    expect(await check('246813')).toMatchObject({ data: true });

    const smsCode = await ownPhoneCode(token, '13800000003', 'PAYMENT_PASSWORD_RESET');
    const reset = await entUser('POST', 'resetPaymentPwd', token, { body: { smsCode, newPaymentPassword: encryptFor(testApp, '907531') } });
    expect(reset.body).toMatchObject({ code: 0, data: true });
    expect(await check('907531')).toMatchObject({ data: true });
  });

  it('refuses checks for an hour after 5 wrong payment passwords; a reset by SMS lifts it', async () => {
    const { token } = await loginAs(testApp, 'demo_sub', DEMO_PASSWORD);
    const seeded = DEMO_PAYMENT_PASSWORD;
    const check = async (password: string) => (await entUser<boolean>('POST', 'checkOriginalPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, password) } })).body;
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await check('271828')).toMatchObject({ code: 0, data: false });
    expect(await check(seeded)).toMatchObject({ code: 3114 });

    const smsCode = await ownPhoneCode(token, '13800000002', 'PAYMENT_PASSWORD_RESET');
    expect((await entUser('POST', 'resetPaymentPwd', token, { body: { smsCode, newPaymentPassword: encryptFor(testApp, seeded) } })).body).toMatchObject({ code: 3113 });
    expect((await entUser('POST', 'resetPaymentPwd', token, { body: { smsCode, newPaymentPassword: encryptFor(testApp, '161803') } })).body.code).toBe(0);
    expect(await check('161803')).toMatchObject({ code: 0, data: true });
  });

  it('only answers about the caller: another userId is 403', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const other = '00000000-0000-4000-8000-000000000000';
    expect((await entUser('GET', 'isPaymentPasswordSetBefore', token, { query: { userId: other } })).status).toBe(403);
    expect((await entUser('POST', 'setPaymentPassword', token, { body: { paymentPassword: encryptFor(testApp, '580173'), userId: other } })).status).toBe(403);
  });

  it('generates valid random suggestions', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const suggestions = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const answer = await entUser<string>('POST', 'generateRandomPaymentPassword', token);
      expect(answer.body.data).toMatch(/^\d{6}$/);
      expect(answer.body.data).not.toMatch(/^(\d)\1{5}$/);
      suggestions.add(answer.body.data);
    }
    expect(suggestions.size).toBeGreaterThan(1);
  });

  it('a garbled payment password is a 400 naming the field', async () => {
    const { token } = await loginAs(testApp, 'demo_new', DEMO_PASSWORD);
    const answer = await entUser('POST', 'checkOriginalPaymentPassword', token, { body: { paymentPassword: '580173' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('paymentPassword');
  });
});
