import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../seed/auth';
import { encryptCredential } from '../../platform/crypto';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { requireAuth } from './authenticate';

const whoAmI = async (api: FastifyInstance) => {
  api.get('/test/whoami', { preHandler: requireAuth }, async (request) => ({ code: 0, msg: 'success', data: request.actor }));
};

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe('login, tokens and logout', () => {
  let testApp: TestApp;
  let publicKey: string;

  const token = (fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
      remoteAddress,
    });
  const login = (username: string, password: string, remoteAddress?: string) =>
    token({ grant_type: 'password', scope: 'server', username, password: encryptCredential(publicKey, password) }, remoteAddress);
  const whoami = (accessToken: string, prefix = 'bearer ') =>
    testApp.app.inject({ method: 'GET', url: '/api/test/whoami', headers: { authorization: `${prefix}${accessToken}` } });

  beforeAll(async () => {
    testApp = await createTestApp({ extraRoutes: whoAmI, env: { CAPTCHA_LOGIN: 'after-failures' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/publicKey' });
    publicKey = response.json().data.publicKey;
  });
  afterAll(() => testApp?.close());

  it('publishes an RSA-OAEP-256 public key in SPKI PEM', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/publicKey' });
    expect(response.json()).toMatchObject({ code: 0, data: { alg: 'RSA-OAEP-256' } });
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it.each(DEMO_ACCOUNTS.map((account) => account.logonId))('logs %s in with the encrypted password', async (logonId) => {
    const response = await login(logonId, DEMO_PASSWORD, `10.0.1.${DEMO_ACCOUNTS.findIndex((a) => a.logonId === logonId)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ token_type: 'bearer', scope: 'server', expires_in: 7200 });
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.phone).toMatch(/^138\*{4}\d{4}$/);
    const me = await whoami(body.data.access_token);
    expect(me.json().data).toMatchObject({ logonId, userId: body.data.user_id });
  });

  it('accepts the phone number or the e-mail as the login name, and the raw token header', async () => {
    const byPhone = await login('13800000003', DEMO_PASSWORD, '10.0.2.1');
    expect(byPhone.json().code).toBe(0);
    const byEmail = await login('DEMO_PERSON@coastbook.example', DEMO_PASSWORD, '10.0.2.2');
    expect(byEmail.json().code).toBe(0);
    expect(byEmail.json().data.user_id).toBe(byPhone.json().data.user_id);
    const raw = await whoami(byEmail.json().data.access_token, '');
    expect(raw.json().data.logonId).toBe('demo_person');
  });

  it('stores only hashes of tokens and never the phone in clear', async () => {
    const response = await login('demo_new', DEMO_PASSWORD, '10.0.3.1');
    const { access_token: accessToken } = response.json().data;
    const tokens = await testApp.database.db.execute(sql`SELECT access_token_hash FROM auth_token`);
    expect(JSON.stringify(tokens.rows)).not.toContain(accessToken);
    const accounts = await testApp.database.db.execute(sql`SELECT * FROM user_account WHERE logon_id = 'demo_new'`);
    expect(JSON.stringify(accounts.rows)).not.toContain('13800000004');
  });

  it('asks for the captcha from the third failure, with the failed count', async () => {
    const ip = '10.0.4.1';
    const first = await login('demo_ent', 'Wrong@2026', ip);
    expect(first.json()).toMatchObject({ code: 3001, msg: '用户名或密码错误', data: { logonFailedTime: 1, captchaRequired: false } });
    await login('demo_ent', 'Wrong@2026', ip);
    const third = await login('demo_ent', 'Wrong@2026', ip);
    expect(third.json()).toMatchObject({ code: 3001, data: { logonFailedTime: 3, captchaRequired: true } });
    // Even the right password is now refused until the slide puzzle is solved.
    const fourth = await login('demo_ent', DEMO_PASSWORD, ip);
    expect(fourth.json()).toMatchObject({ code: 3002, msg: '请先完成滑块验证', data: { captchaRequired: true } });
    const badKey = await token({ grant_type: 'password', username: 'demo_ent', password: encryptCredential(publicKey, DEMO_PASSWORD), randomStr: 'no-such-key', code: '120' }, ip);
    expect(badKey.json()).toMatchObject({ code: 3007 });
  });

  it('counts failures per IP too: a new account from a noisy IP needs the captcha', async () => {
    const ip = '10.0.5.1';
    await login('nobody_1', 'Wrong@2026', ip);
    await login('nobody_2', 'Wrong@2026', ip);
    await login('nobody_3', 'Wrong@2026', ip);
    const response = await login('demo_person', DEMO_PASSWORD, ip);
    expect(response.json().code).toBe(3002);
  });

  it('answers a malformed or unencrypted password with a 400 naming the field, never a 500', async () => {
    const plain = await token({ grant_type: 'password', username: 'demo_ent', password: 'Coast@2026' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().msg).toContain('password');
    const garbled = await token({ grant_type: 'password', username: 'demo_ent', password: Buffer.from('not a ciphertext').toString('base64') });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: 400, data: { field: 'password' } });
    const noGrant = await token({ username: 'demo_ent' });
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json().msg).toContain('grant_type');
  });

  it('rotates refresh tokens, and a reused refresh token revokes the whole family', async () => {
    const first = (await login('demo_sub', DEMO_PASSWORD, '10.0.6.1')).json().data;
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.json().code).toBe(0);
    const second = refreshed.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await whoami(second.access_token)).statusCode).toBe(200);
    // The old access token ended with the rotation.
    expect((await whoami(first.access_token)).statusCode).toBe(401);

    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 3003, msg: '登录已过期，请重新登录' });
    // The legitimate holder's tokens are gone too: someone else had a copy.
    expect((await whoami(second.access_token)).statusCode).toBe(401);
    const afterReplay = await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('logout kills the access token at once', async () => {
    const session = (await login('demo_truck', DEMO_PASSWORD, '10.0.7.1')).json().data;
    expect((await whoami(session.access_token)).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: { authorization: session.access_token } });
    expect(logout.json()).toEqual({ code: 0, msg: 'success', data: true });
    const after = await whoami(session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, msg: '未授权，请重新登录' });
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers a call without a token with 401 and data 10040', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/whoami' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 10040, data: 10040 });
  });

  it('refuses an expired access token', async () => {
    const session = (await login('demo_person', DEMO_PASSWORD, '10.0.8.1')).json().data;
    await testApp.database.db.execute(sql`UPDATE auth_token SET access_expires_at = now() - interval '1 second' WHERE user_id = ${session.user_id}`);
    expect((await whoami(session.access_token)).statusCode).toBe(401);
    // ...while its refresh token still renews the session silently.
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect((await whoami(refreshed.json().data.access_token)).statusCode).toBe(200);
  });
});

describe('account lock after 10 failures', () => {
  let testApp: TestApp;
  let publicKey: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { CAPTCHA_LOGIN: 'off' } });
    publicKey = testApp.app.keys.credentialKey.publicKeyPem;
  });
  afterAll(() => testApp?.close());

  const login = (password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'password', username: 'demo_ent', password: encryptCredential(publicKey, password) }),
    });

  it('locks for 15 minutes with the same message as a wrong password', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await login('Wrong@2026');
      expect(response.json()).toMatchObject({ code: 3001, data: { logonFailedTime: i } });
    }
    const rightPassword = await login(DEMO_PASSWORD);
    expect(rightPassword.json()).toMatchObject({ code: 3001, msg: '用户名或密码错误' });
    const [row] = (await testApp.database.db.execute<{ minutes: number }>(
      sql`SELECT extract(epoch FROM locked_until - now()) / 60 AS minutes FROM user_account WHERE logon_id = 'demo_ent'`,
    )).rows;
    expect(Number(row?.minutes)).toBeGreaterThan(14);
    expect(Number(row?.minutes)).toBeLessThanOrEqual(15);

    await testApp.database.db.execute(sql`UPDATE user_account SET locked_until = now() - interval '1 second' WHERE logon_id = 'demo_ent'`);
    const afterLock = await login(DEMO_PASSWORD);
    expect(afterLock.json().code).toBe(0);
  });
});
