import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { emailCodeFor, encryptFor, freshIp } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { caller, login, userIdOf, type Call } from './enterprise.test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const as = async (logonId: string): Promise<Call> => caller(testApp, await login(testApp, logonId));

async function issueCode(app: TestApp, email: string, password = DEMO_PASSWORD) {
  const response = await app.app.inject({ method: 'POST', url: '/api/dev/uaas/issueCode', remoteAddress: freshIp(), payload: { email, password } });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: { code: string; expiresIn: number } } };
}

async function unifiedLogin(code: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/token',
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'unifiedAccountToken', logon_type: 'email', code, randomStr: 'state-1' }).toString(),
  });
  return response.json() as { code: number; msg: string; data: { access_token: string; user_id: string } };
}

describe('unifiedAccountToken grant against the sandbox', () => {
  it('logs a bound unified account in as its portal account; the code works once', async () => {
    const issued = await issueCode(testApp, 'DEMO_ENT@coastbook.example');
    expect(issued.body).toMatchObject({ code: 0, data: { expiresIn: 300 } });
    const granted = await unifiedLogin(issued.body.data.code);
    expect(granted).toMatchObject({ code: 0, data: { user_id: await userIdOf(testApp, 'demo_ent') } });
    const info = await caller(testApp, { token: granted.data.access_token, userId: granted.data.user_id })<{ logonId: string }>('GET', 'web/entUser/getUserInfo');
    expect(info.body.data.logonId).toBe('demo_ent');
    expect(await unifiedLogin(issued.body.data.code)).toMatchObject({ code: 4100, msg: '统一账号登录凭证无效或已过期，请重新登录' });
  });

  it('refuses a wrong sandbox password, an unbound unified account, and a missing code', async () => {
    expect((await issueCode(testApp, 'demo_ent@coastbook.example', 'Wrong#Pass1')).body.code).toBe(4103);
    expect((await issueCode(testApp, 'nobody@fanhai.example')).body.code).toBe(4103);
    const unbound = await issueCode(testApp, 'partner@fanhai.example');
    expect(await unifiedLogin(unbound.body.data.code)).toMatchObject({ code: 4101 });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/token',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=unifiedAccountToken&logon_type=email',
    });
    expect(response.json()).toMatchObject({ code: 400, data: { field: 'code' } });
  });

  it('tells the login page which e-mails are unified accounts (no token needed)', async () => {
    const ask = (email: string) => testApp.app.inject({ method: 'GET', url: `/api/web/commonUrl/uaas/checkIsUnionAccount?email=${encodeURIComponent(email)}`, remoteAddress: freshIp() }).then((response) => response.json().data);
    expect(await ask('demo_ent@coastbook.example')).toBe(true);
    expect(await ask('partner@fanhai.example')).toBe(false);
    expect(await ask('nobody@fanhai.example')).toBe(false);
  });
});

describe('upgrade, bind, create and activate', () => {
  it('upgrades a certified person to a new unified account with an e-mail code, then logs in by it', async () => {
    const person = await as('demo_person');
    expect((await person('GET', 'web/commonUrl/uaas/getLogonStatus')).body.data).toEqual({ ea: null, pn: null, type: null, id: null, status: 'Unbound' });
    const email = 'wangfang@fanhai.example';
    expect((await person('GET', 'web/commonUrl/uaas/checkExistsUserByEmail', { query: { email } })).body.data).toBe(false);
    const weak = await person('POST', 'web/domestic/uaasAccount/uaasAccountUpgrade', { body: { email, emailCode: '000000', password: encryptFor(testApp, 'short') } });
    expect(weak.body.code).toBe(400);
    const emailCode = await emailCodeFor(testApp, email, 'ACCOUNT_UPGRADE');
    const upgraded = await person('POST', 'web/domestic/uaasAccount/uaasAccountUpgrade', { body: { email, emailCode, password: encryptFor(testApp, 'Harbor#Tide42') } });
    expect(upgraded.body).toMatchObject({ code: 0, data: { ea: email, pn: '138****0003', type: 'EMAIL', status: 'Active' } });
    expect((await person<{ inputs: Record<string, unknown>; flags: Record<string, unknown> }>('GET', 'web/entUser/getStatus')).body.data).toMatchObject({
      inputs: { unionAccount: email },
      flags: { isBindUnionAccount: true },
    });
    expect((await person('GET', 'web/commonUrl/uaas/checkPhoneIsEqual')).body.data).toBe(true);
    const again = await person('POST', 'web/domestic/uaasAccount/uaasAccountUpgrade', { body: { email, emailCode, password: encryptFor(testApp, 'Harbor#Tide42') } });
    expect(again.body.code).toBe(4104);

    const issued = await issueCode(testApp, email, 'Harbor#Tide42');
    expect((await unifiedLogin(issued.body.data.code)).data.user_id).toBe(await userIdOf(testApp, 'demo_person'));
  });

  it('binds an existing unified account by its password, only for the caller, and only once', async () => {
    const gangtong = await as('nb_gangtong');
    const body = { userLogonId: 'nb_gangtong', email: 'partner@fanhai.example', password: encryptFor(testApp, DEMO_PASSWORD) };
    expect((await gangtong('POST', 'web/commonUrl/uaas/bindUser', { body: { ...body, userLogonId: 'demo_ent' } })).status).toBe(403);
    expect((await gangtong('POST', 'web/commonUrl/uaas/bindUser', { body: { ...body, password: encryptFor(testApp, 'Wrong#Pass1') } })).body.code).toBe(4103);
    expect((await gangtong('POST', 'web/commonUrl/uaas/bindUser', { body })).body).toMatchObject({ code: 0, data: { ea: 'partner@fanhai.example', pn: null, status: 'Active' } });
    expect((await gangtong('GET', 'web/commonUrl/uaas/checkPhoneIsEqual')).body.data).toBe(false);
    expect((await gangtong('POST', 'web/domestic/uaasAccount/updatePhone')).body.data).toEqual({ pn: '138****0011' });
    expect((await gangtong('GET', 'web/commonUrl/uaas/checkPhoneIsEqual')).body.data).toBe(true);
    const other = await as('sh_huadong');
    expect((await other('POST', 'web/commonUrl/uaas/bindUser', { body: { ...body, userLogonId: 'sh_huadong' } })).body.code).toBe(4105);
  });

  it('creates an inactive unified account that logs in only after activation by e-mail code', async () => {
    const hairun = await as('xm_hairun');
    const email = 'hairun@fanhai.example';
    expect((await hairun('POST', 'web/commonUrl/uaas/unifiedAccount/user/createUser', { body: { email: 'partner@fanhai.example', password: encryptFor(testApp, 'Harbor#Tide42') } })).body.code).toBe(4102);
    const created = await hairun('POST', 'web/commonUrl/uaas/unifiedAccount/user/createUser', { body: { email, password: encryptFor(testApp, 'Harbor#Tide42') } });
    expect(created.body).toMatchObject({ code: 0, data: { ea: email, status: 'Inactive' } });
    expect((await issueCode(testApp, email, 'Harbor#Tide42')).body.code).toBe(4107);
    const emailCode = await emailCodeFor(testApp, email, 'ACCOUNT_UPGRADE');
    expect((await hairun('POST', 'web/commonUrl/uaas/accountActivate', { body: { email: 'other@fanhai.example', emailCode } })).body.code).toBe(400);
    expect((await hairun('POST', 'web/commonUrl/uaas/accountActivate', { body: { email, emailCode } })).body.data).toMatchObject({ status: 'Active' });
    expect((await issueCode(testApp, email, 'Harbor#Tide42')).body.code).toBe(0);
  });

  it('answers companies only for the caller’s own e-mail, the upgrade guide and the enterprise’s users by SAP number', async () => {
    const ent = await as('demo_ent');
    expect((await ent<Array<{ companyName: string; appName: string }>>('GET', 'web/commonUrl/uaas/findCompaniesByUserId', { query: { email: 'demo_ent@coastbook.example' } })).body.data).toEqual([
      expect.objectContaining({ companyName: '上海华信国际物流有限公司', appName: '泛海外贸电商', verifyStatus: 'verified' }),
    ]);
    expect((await ent('GET', 'web/commonUrl/uaas/findCompaniesByUserId', { query: { email: 'demo_uaas@coastbook.example' } })).body.data).toEqual([]);
    expect((await ent('GET', 'web/commonUrl/uaas/isShowUpgradeGuide')).body.data).toBe(false);
    expect((await (await as('sh_huadong'))('GET', 'web/commonUrl/uaas/isShowUpgradeGuide')).body.data).toBe(true);
    expect((await (await as('demo_new'))('GET', 'web/commonUrl/uaas/isShowUpgradeGuide')).body.data).toBe(false);
    const users = await ent<Array<{ logonId: string; boundEmail: string | null; matchesEmail: boolean }>>('GET', 'web/commonUrl/uaas/getEpanEntUserDTOList', {
      query: { email: 'demo_ent@coastbook.example', sapId: '0010023456' },
    });
    expect(users.body.data.map((user) => `${user.logonId}:${user.boundEmail}:${user.matchesEmail}`)).toEqual(['demo_ent:demo_ent@coastbook.example:true', 'demo_sub:null:false']);
    expect((await ent('GET', 'web/commonUrl/uaas/getEpanEntUserDTOList', { query: { email: 'demo_ent@coastbook.example', sapId: '0010031877' } })).body.data).toEqual([]);
  });
});

describe('in production', () => {
  it('has no sandbox code call', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await issueCode(production, 'demo_ent@coastbook.example')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
