import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, emailCodeFor, encryptFor, latestCodeFor, loginAs, smsCodeFor } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { authToken, userAccount } from '../auth';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const STRONG = 'Harbor#Tide42';
const post = <T = unknown>(call: string, body: unknown) => callApi<T>(testApp, 'POST', `web/commonUrl/${call}`, { body });
const accountByLogonId = async (logonId: string) => {
  const [account] = await testApp.database.db.select().from(userAccount).where(eq(userAccount.logonId, logonId));
  return account!;
};

describe('POST web/commonUrl/register', () => {
  const registration = (overrides: Record<string, unknown> = {}) => ({
    userName: '新用户_01',
    phone: '13911110001',
    smsCode: '000000',
    password: encryptFor(testApp, STRONG),
    agreement: true,
    ...overrides,
  });

  it('creates an active default account from phone + code + password, which then logs in', async () => {
    const smsCode = await smsCodeFor(testApp, '13911110001', 'REGISTER');
    const answer = await post<{ userId: string; logonId: string }>('register', registration({ smsCode }));
    expect(answer.body).toMatchObject({ code: 0, data: { logonId: '新用户_01' } });

    const account = await accountByLogonId('新用户_01');
    expect(account).toMatchObject({ id: answer.body.data.userId, userType: 'N', accountState: 'Active', isStrongPassword: true, userCnnme: '新用户_01', phoneMasked: '139****0001' });
    expect(account.phoneEncrypted).not.toContain('13911110001');
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);

    expect((await loginAs(testApp, '新用户_01', STRONG)).userId).toBe(answer.body.data.userId);
    // The code was spent.
    const again = await post('register', registration({ userName: 'another_name', smsCode }));
    expect(again.body.code).not.toBe(0);
  });

  it('records a weak (but valid) password as not strong', async () => {
    const smsCode = await smsCodeFor(testApp, '13911110002', 'REGISTER');
    const answer = await post('register', registration({ userName: 'weakling', phone: '13911110002', smsCode, password: encryptFor(testApp, 'Password#123') }));
    expect(answer.body.code).toBe(0);
    expect((await accountByLogonId('weakling')).isStrongPassword).toBe(false);
  });

  it('refuses a taken user name (any case) or phone before spending the code', async () => {
    const smsCode = await smsCodeFor(testApp, '13911110003', 'REGISTER');
    expect((await post('register', registration({ userName: 'DEMO_ENT', phone: '13911110003', smsCode }))).body).toMatchObject({ code: 3100, msg: '用户名已存在' });
    expect((await post('register', registration({ userName: 'fresh_one', phone: '13800000001', smsCode }))).body).toMatchObject({ code: 3101, msg: '手机号已注册' });
    // The code survived both refusals.
    expect((await post('register', registration({ userName: 'fresh_one', phone: '13911110003', smsCode }))).body.code).toBe(0);
  });

  it('refuses a wrong code', async () => {
    const smsCode = await smsCodeFor(testApp, '13911110004', 'REGISTER');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    expect((await post('register', registration({ userName: 'coder', phone: '13911110004', smsCode: wrong }))).body).toMatchObject({ code: 3056, msg: '验证码错误' });
  });

  it('needs the agreement ticked', async () => {
    const answer = await post('register', registration({ agreement: false }));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('agreement: 请勾选已阅读并同意！');
  });

  it('checks the user name and phone rules (000 §5) with the spec messages', async () => {
    const answer = await post('register', registration({ userName: 'has space', phone: '1234' }));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('userName: 格式不正确');
    expect(answer.body.msg).toContain('phone: 请输入有效的手机号码');
    expect((await post('register', registration({ userName: 'x'.repeat(21) }))).body.msg).toContain('userName: 长度应在1-20个字符之间');
    // Login reads 11 mobile-shaped digits as a phone number, so such a user name could never log in.
    expect((await post('register', registration({ userName: '13912345678' }))).body.msg).toContain('userName: 用户名不能使用手机号格式');
  });

  it('checks the password rules after decrypting it, naming the field', async () => {
    const short = await post<{ fields: Array<{ field: string; message: string }> }>('register', registration({ password: encryptFor(testApp, 'Ab1#') }));
    expect(short.status).toBe(400);
    expect(short.body.data.fields).toEqual([{ field: 'password', message: '长度应为8-16位' }]);
    const twoClasses = await post('register', registration({ password: encryptFor(testApp, 'abcdefgh12') }));
    expect(twoClasses.body.msg).toContain('password: 必须包含数字、大写字母、小写字母、特殊字符中的至少三种');
  });

  it('words the password rules in English for an English page (Accept-Language), in Chinese otherwise', async () => {
    const register = (password: string, acceptLanguage?: string) =>
      callApi(testApp, 'POST', 'web/commonUrl/register', { body: registration({ password: encryptFor(testApp, password) }), ...(acceptLanguage ? { acceptLanguage } : {}) });
    const shortInEnglish = await register('Ab1#', 'en-US');
    expect(shortInEnglish.status).toBe(400);
    expect(shortInEnglish.body).toMatchObject({ code: 400, msg: 'Bad request: password: Length should be 8-16 characters', data: { fields: [{ field: 'password' }] } });
    expect((await register('abcdefgh12', 'en-US,en;q=0.9')).body).toMatchObject({
      code: 400,
      msg: 'Bad request: password: Must contain at least three of: digits, upper-case letters, lower-case letters, special characters',
    });
    expect((await register('Ab1#')).body).toMatchObject({ code: 400, msg: '请求错误：password: 长度应为8-16位', data: { fields: [{ field: 'password' }] } });
  });

  it('answers an unencrypted or garbled password with a 400 naming the field, not a 500', async () => {
    for (const password of [STRONG, 'bm90IGEgY2lwaGVydGV4dA==', 'AAAA']) {
      const answer = await post('register', registration({ password }));
      expect(answer.status, password).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.msg).toContain('password');
    }
  });
});

describe('existence checks', () => {
  it('verifyPhone says whether an account uses the number', async () => {
    expect((await post('verifyPhone', { phone: '13800000001' })).body).toMatchObject({ code: 0, data: true });
    expect((await post('verifyPhone', { phone: '13999999999' })).body).toMatchObject({ code: 0, data: false });
    expect((await post('verifyPhone', { phone: 'abc' })).status).toBe(400);
  });

  it('emailIsExist compares the address case-insensitively', async () => {
    const exists = (email: string) => callApi(testApp, 'GET', 'web/commonUrl/emailIsExist', { query: { email } });
    expect((await exists('Demo_Ent@CoastBook.example')).body).toMatchObject({ code: 0, data: true });
    expect((await exists('nobody@coastbook.example')).body).toMatchObject({ code: 0, data: false });
    expect((await exists('not-an-address')).status).toBe(400);
  });
});

describe('POST web/commonUrl/verifyStrongPassword', () => {
  it('answers true only for a strong password', async () => {
    const strength = async (password: string, userName = 'demo_new') =>
      (await post<boolean>('verifyStrongPassword', { password: encryptFor(testApp, password), userName })).body.data;
    expect(await strength(STRONG)).toBe(true);
    expect(await strength('P@ssw0rd')).toBe(false);
    expect(await strength('Welcome#2026')).toBe(false);
    expect(await strength('Demo#Tide42x', 'demo_new')).toBe(false);
    expect(await strength('Ab1#')).toBe(false);
  });

  it('refuses a plain-text password with a 400', async () => {
    const answer = await post('verifyStrongPassword', { password: 'plain text!', userName: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('password');
  });
});

describe('password back', () => {
  it('by phone: resets the password, clears the failures and lock, and ends every login', async () => {
    const { token } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    await testApp.database.db
      .update(userAccount)
      .set({ failedLoginCount: 7, lockedUntil: sql`now() + interval '10 minutes'`, accountState: 'ResetPassword' })
      .where(eq(userAccount.logonId, 'demo_person'));
    const smsCode = await smsCodeFor(testApp, '13800000003', 'PASSWORD_BACK');
    const answer = await post('passwordBack', { phone: '13800000003', smsCode, newPassword: encryptFor(testApp, STRONG) });
    expect(answer.body).toMatchObject({ code: 0, data: true });

    const account = await accountByLogonId('demo_person');
    expect(account).toMatchObject({ failedLoginCount: 0, lockedUntil: null, accountState: 'Active', isStrongPassword: true });
    const liveTokens = await testApp.database.db.select().from(authToken).where(sql`${authToken.userId} = ${account.id} AND ${authToken.revokedAt} IS NULL`);
    expect(liveTokens).toHaveLength(0);
    expect((await callApi(testApp, 'GET', 'web/entUser/getUserInfo', { token })).status).toBe(401);
    await loginAs(testApp, 'demo_person', STRONG);
  });

  it('by phone: refuses an unknown phone, a weak new password, and a code of another purpose', async () => {
    expect((await post('passwordBack', { phone: '13999990000', smsCode: '123456', newPassword: encryptFor(testApp, STRONG) })).body).toMatchObject({ code: 3005 });
    const weak = await post('passwordBack', { phone: '13800000004', smsCode: '123456', newPassword: encryptFor(testApp, 'Password#1') });
    expect(weak.body).toMatchObject({ code: 3106 });
    const loginCode = await smsCodeFor(testApp, '13800000004', 'LOGIN');
    const wrongPurpose = await post('passwordBack', { phone: '13800000004', smsCode: loginCode, newPassword: encryptFor(testApp, STRONG) });
    expect(wrongPurpose.body).toMatchObject({ code: 3057, msg: '验证码已失效，请重新获取' });
  });

  it('by e-mail: resets with a code sent to the bound address', async () => {
    const emailCode = await emailCodeFor(testApp, 'demo_sub@coastbook.example', 'PASSWORD_BACK');
    const answer = await post('passwordBackByEmail', { email: 'DEMO_SUB@coastbook.example', emailCode, newPassword: encryptFor(testApp, STRONG) });
    expect(answer.body).toMatchObject({ code: 0, data: true });
    await loginAs(testApp, 'demo_sub', STRONG);
    expect((await post('passwordBackByEmail', { email: 'nobody@coastbook.example', emailCode, newPassword: encryptFor(testApp, STRONG) })).body).toMatchObject({ code: 3103 });
  });

  it('resetLoginPassword: only for an account in state ResetPassword', async () => {
    const smsCode = await smsCodeFor(testApp, '13800000005', 'PASSWORD_BACK');
    const notNeeded = await post('resetLoginPassword', { phone: '13800000005', smsCode, newPassword: encryptFor(testApp, STRONG) });
    expect(notNeeded.body).toMatchObject({ code: 3108 });
    await testApp.database.db.update(userAccount).set({ accountState: 'ResetPassword' }).where(eq(userAccount.logonId, 'demo_truck'));
    const answer = await post('resetLoginPassword', { phone: '13800000005', smsCode, newPassword: encryptFor(testApp, STRONG) });
    expect(answer.body).toMatchObject({ code: 0, data: true });
    expect((await accountByLogonId('demo_truck')).accountState).toBe('Active');
  });

  it('keeps a carrier-locked account locked', async () => {
    await testApp.database.db.update(userAccount).set({ accountState: 'Lock' }).where(eq(userAccount.logonId, 'demo_weak'));
    const smsCode = await smsCodeFor(testApp, '13800000006', 'PASSWORD_BACK');
    expect((await post('passwordBack', { phone: '13800000006', smsCode, newPassword: encryptFor(testApp, STRONG) })).body.code).toBe(0);
    expect((await accountByLogonId('demo_weak')).accountState).toBe('Lock');
  });

  it('names a garbled newPassword with a 400', async () => {
    const answer = await post('passwordBack', { phone: '13800000004', smsCode: '123456', newPassword: 'Zm9vYmFy' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('newPassword');
    expect(await latestCodeFor(testApp, '13800000004')).toMatch(/^\d{6}$/);
  });
});
