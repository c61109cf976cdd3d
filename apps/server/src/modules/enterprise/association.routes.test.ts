import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { customerMessage } from '../message';
import { enterprise, enterpriseRelationRequest } from './enterprise.tables';
import { uaasSisterMembership } from './uaas/uaas.tables';
import { findSubUserByToken } from './index';
import { accountOf, caller, login, userIdOf, type Call } from './enterprise.test-support';

let testApp: TestApp;
let huaxinId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const [row] = await testApp.database.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.enterpriseCnnme, '上海华信国际物流有限公司'));
  huaxinId = row!.id;
});
afterAll(() => testApp?.close());

const as = async (logonId: string): Promise<Call> => caller(testApp, await login(testApp, logonId));

interface SubUser {
  userId: string;
  loginId: string;
  relationStatus: string | null;
  visibility: string | null;
  rights: string[];
  hasToken: boolean;
  tokenHint: string | null;
}

describe('association page (000 §4.7)', () => {
  it('answers the current association status from the unified account: typeCode 1, 2 (apps in progress) and 3', async () => {
    expect((await (await as('demo_new'))('GET', 'web/association/getAssociationStatus')).body.data).toEqual({
      typeCode: 1,
      enterpriseCnnme: null,
      enterpriseId: null,
      checkAppStatus: false,
      appsInProgress: [],
    });
    expect((await (await as('demo_uaas'))('GET', 'web/association/getAssociationStatus')).body.data).toEqual({
      typeCode: 2,
      enterpriseCnnme: '青岛远航冷链物流有限公司',
      enterpriseId: null,
      checkAppStatus: true,
      appsInProgress: ['泛海外贸电商'],
    });
    expect((await (await as('demo_weak'))('GET', 'web/association/getAssociationStatus')).body.data).toMatchObject({
      typeCode: 3,
      enterpriseCnnme: '上海华信国际物流有限公司',
      enterpriseId: huaxinId,
    });
  });

  it('lists the unified account’s companies and which are absent from this platform', async () => {
    const check = await (await as('demo_uaas'))<{ absentFromPlatform: string[]; appsInProgress: string[]; companies: Array<{ onPlatform: boolean }> }>('GET', 'web/association/checkUaasCompanies');
    expect(check.body.data).toMatchObject({ absentFromPlatform: ['青岛远航冷链物流有限公司'], appsInProgress: ['泛海外贸电商'] });
    expect(check.body.data.companies.every((company) => !company.onPlatform)).toBe(true);
  });

  it('suggests certified enterprises from 2 characters, never persons, trailer suppliers or pending applicants', async () => {
    const call = await as('demo_new');
    const short = await call('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '上' } });
    expect(short.status).toBe(400);
    expect(short.body.msg).toContain('enterpriseCnnme: 请至少输入2个字符');
    const shanghai = await call<Array<{ enterpriseCnnme: string }>>('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '上海华' } });
    expect(shanghai.body.data.map((row) => row.enterpriseCnnme).sort()).toEqual(['上海华东船务代理有限公司', '上海华信国际物流有限公司']);
    expect((await call<unknown[]>('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '港通' } })).body.data).toEqual([
      { enterpriseId: expect.any(String), enterpriseCnnme: '宁波港通供应链管理有限公司' },
    ]);
    expect((await call('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '王芳' } })).body.data).toEqual([]);
    expect((await call('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '恒通' } })).body.data).toEqual([]);
    expect((await call('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '鑫达' } })).body.data).toEqual([]);
    expect((await call('GET', 'web/association/searchEnterpriseByName', { query: { enterpriseCnnme: '%%' } })).body.data).toEqual([]);
  });

  it('checks an enterprise id and its link limit', async () => {
    const call = await as('demo_new');
    expect((await call('GET', 'web/association/hasEnterpriseId', { query: { enterpriseId: huaxinId } })).body.data).toBe(true);
    expect((await call('GET', 'web/association/hasEnterpriseId', { query: { enterpriseId: crypto.randomUUID() } })).body.data).toBe(false);
    expect((await call('GET', 'web/association/isUpperEnterpriseLimit', { query: { enterpriseId: huaxinId } })).body).toEqual({ code: 0, msg: 'success', data: false });
    expect((await call('GET', 'web/association/isUpperEnterpriseLimit', { query: { enterpriseId: crypto.randomUUID() } })).body).toMatchObject({
      code: 4043,
      msg: '企业关联校验：企业标识不存在，请重新选择',
    });
  });

  it('answers the apps in progress instead of saving while another app verifies the account', async () => {
    const call = await as('demo_uaas');
    const answer = await call('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '何静' } });
    expect(answer.body).toEqual({ code: 0, msg: 'success', data: ['泛海外贸电商'] });
    const rows = await testApp.database.db.select().from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.userId, await userIdOf(testApp, 'demo_uaas')));
    expect(rows).toEqual([]);
  });

  it('refuses a user whose unified account holds a company absent from the platform (typeCode 2), saving nothing', async () => {
    const call = await as('demo_uaas');
    // The sister app finishes verifying: no app in progress any more, the company is still absent here.
    await testApp.database.db.update(uaasSisterMembership).set({ verifyStatus: 'verified' }).where(eq(uaasSisterMembership.verifyStatus, 'verifying'));
    expect((await call('GET', 'web/association/getAssociationStatus')).body.data).toMatchObject({ typeCode: 2, checkAppStatus: false });
    const answer = await call('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '何静' } });
    expect(answer.body).toMatchObject({ code: 4044 });
    expect(answer.body.msg).toBe('您统一账号所属企业“青岛远航冷链物流有限公司”尚未在本平台认证，请先完成企业认证');
    // An English page reads the same refusal in English, the enterprise named as it is registered.
    const inEnglish = await callApi(testApp, 'POST', 'web/association/saveAssociation', {
      body: { id: huaxinId, note: '何静' },
      token: (await login(testApp, 'demo_uaas')).token,
      acceptLanguage: 'en-US',
    });
    expect(inEnglish.body).toMatchObject({
      code: 4044,
      msg: 'Your unified account\'s enterprise "青岛远航冷链物流有限公司" is not certified on this platform yet, please complete enterprise certification first',
    });
    const rows = await testApp.database.db.select().from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.userId, await userIdOf(testApp, 'demo_uaas')));
    expect(rows).toEqual([]);
  });

  it('validates the form: applicant required and at most 150 characters', async () => {
    const call = await as('demo_weak');
    const missing = await call('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: ' ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('note: 请输入申请人姓名');
    const long = await call('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '赵'.repeat(151) } });
    expect(long.body.msg).toContain('note: 申请人长度不能超过150个字符');
    expect((await call('POST', 'web/association/saveAssociation', { body: { id: crypto.randomUUID(), note: '赵敏' } })).body.code).toBe(4043);
  });

  it('saves an application: W, the main account is told, a second one is refused; a main account may not apply', async () => {
    const call = await as('demo_weak');
    expect((await call('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '赵敏' } })).body).toEqual({ code: 0, msg: 'success', data: [] });
    const status = await call<{ flags: Record<string, unknown>; badges: Array<{ zh: string }> }>('GET', 'web/entUser/getStatus');
    expect(status.body.data.flags).toMatchObject({ isCompanyLinkApply: true });
    expect(status.body.data.badges.map((badge) => badge.zh)).toEqual(['待企业主账号审核']);
    expect((await call('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '赵敏' } })).body.code).toBe(4042);
    const messages = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.userId, await userIdOf(testApp, 'demo_ent')));
    expect(messages.map((message) => message.content).join()).toContain('demo_weak（申请人：赵敏）');
    expect((await (await as('demo_ent'))('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '张伟' } })).body.code).toBe(4041);
  });
});

describe('sub-user management: the main account only', () => {
  it('answers 403 to a sub-account for every management call', async () => {
    const sub = await as('demo_sub');
    const weakId = await userIdOf(testApp, 'demo_weak');
    for (const [method, url, body] of [
      ['POST', 'web/enterprise/subUser/batchApprove', { userIds: [weakId], visibility: 'OWN', rights: [] }],
      ['POST', 'web/enterprise/subUser/batchRefuse', { userIds: [weakId] }],
      ['POST', 'web/enterprise/subUser/batchDelete', { userIds: [weakId] }],
      ['POST', 'web/enterprise/subUser/updateSubUserPermission', { userId: weakId, visibility: 'ALL', rights: ['user_pay'] }],
      ['POST', 'web/enterprise/subUser/updateSubUserToken', { userId: weakId, action: 'issue' }],
      ['GET', 'web/enterprise/subUser/getPendingUsers', undefined],
      ['POST', 'web/enterprise/subUser/findAllByEnterpriseId', { enterpriseId: huaxinId }],
    ] as const) {
      const answer = await sub(method, url, body === undefined ? {} : { body });
      expect(answer.status, url).toBe(403);
      expect(answer.body, url).toMatchObject({ code: 403, msg: '仅企业主账号可以执行该操作' });
    }
    const pending = await testApp.database.db.select().from(enterpriseRelationRequest).where(and(eq(enterpriseRelationRequest.userId, weakId), eq(enterpriseRelationRequest.status, 'W')));
    expect(pending).toHaveLength(1);
  });

  it('answers 404 to another enterprise’s main account for this enterprise’s objects', async () => {
    const other = await as('nb_gangtong');
    const weakId = await userIdOf(testApp, 'demo_weak');
    const subId = await userIdOf(testApp, 'demo_sub');
    const cases = [
      await other('POST', 'web/enterprise/subUser/findAllByEnterpriseId', { body: { enterpriseId: huaxinId } }),
      await other('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [weakId], visibility: 'OWN', rights: [] } }),
      await other('POST', 'web/enterprise/subUser/updateSubUserPermission', { body: { userId: subId, visibility: 'ALL', rights: [] } }),
      await other('GET', 'web/epanEntUserRelationReq/getRelationInfoByUserId', { query: { userId: subId } }),
      await other('GET', 'web/epanEntUserRelationReq/getEntAuthorityByUserId', { query: { userId: subId } }),
      await other('GET', 'web/entUser/getUserByEnterpriseId', { query: { enterpriseId: huaxinId } }),
    ];
    for (const answer of cases) expect(answer.status).toBe(404);
    expect((await other('GET', 'web/enterprise/subUser/getPendingUsers')).body.data).toEqual([]);
    expect((await other('GET', 'web/entUser/getUserByQuery', { query: { userLogonId: 'demo_sub' } })).body.data).toBeNull();
  });

  it('lists pending users to the main account and validates batch bodies', async () => {
    const main = await as('demo_ent');
    const pending = await main<SubUser[]>('GET', 'web/enterprise/subUser/getPendingUsers');
    expect(pending.body.data.map((user) => user.loginId).sort()).toEqual(['demo_linker', 'demo_weak']);
    const empty = await main('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [], visibility: 'OWN' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('userIds: 请选择用户');
    const visibility = await main('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [await userIdOf(testApp, 'demo_weak')], visibility: 'SOME' } });
    expect(visibility.body.msg).toContain('visibility: 订单查看范围只能是 ALL 或 OWN');
    expect((await main('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [await userIdOf(testApp, 'demo_sub')], visibility: 'OWN' } })).body.code).toBe(4032);
    expect((await main('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [await userIdOf(testApp, 'nb_gangtong')], visibility: 'OWN' } })).status).toBe(404);
  });

  it('approves with OWN visibility and the pay right: the user becomes a sub-account, sees "enterprise linked", is told', async () => {
    const main = await as('demo_ent');
    const weakId = await userIdOf(testApp, 'demo_weak');
    expect((await main('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [weakId], visibility: 'OWN', rights: ['user_pay'] } })).body).toEqual({ code: 0, msg: 'success', data: true });
    const account = await accountOf(testApp, 'demo_weak');
    expect(account).toMatchObject({ userType: 'S', enterpriseId: huaxinId });
    const weak = await as('demo_weak');
    const status = await weak<{ flags: Record<string, unknown>; badges: Array<{ zh: string }> }>('GET', 'web/entUser/getStatus');
    expect(status.body.data.flags).toMatchObject({ isCompanyLink: true, isSubAccount: true, isEnterpriseConfirm: true });
    expect(status.body.data.badges.map((badge) => badge.zh)).toEqual(['企业已关联']);
    expect((await weak('GET', 'web/epanEntUserRelationReq/getEntAuthorityByUserId')).body.data).toEqual({ userId: weakId, userType: 'S', enterpriseId: huaxinId, visibility: 'OWN', rights: ['user_pay'] });
    expect((await weak('GET', 'web/epanEntUserRelationReq/getRelationInfoByUserId')).body.data).toMatchObject({ status: 'A', enterpriseCnnme: '上海华信国际物流有限公司', mainAccountLogonId: 'demo_ent', note: '赵敏' });
    const permissions = await weak<{ authorities: string[] }>('GET', 'web/entUser/getUserPermission');
    expect(permissions.body.data.authorities).toContain('buyer_ship_order_index');
    expect(permissions.body.data.authorities).not.toContain('member_account_recharge');
    const messages = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.userId, weakId));
    expect(messages.map((message) => message.title)).toContain('企业关联申请已通过');
    const all = await main<SubUser[]>('POST', 'web/enterprise/subUser/findAllByEnterpriseId', { body: { enterpriseId: huaxinId } });
    expect(all.body.data.map((user) => user.loginId)).toEqual(['demo_ent', 'demo_weak', 'demo_sub']);
  });

  it('changes a sub-account’s rights: the prepaid centre opens with user_pre_deposit', async () => {
    const main = await as('demo_ent');
    const weakId = await userIdOf(testApp, 'demo_weak');
    await main('POST', 'web/enterprise/subUser/updateSubUserPermission', { body: { userId: weakId, visibility: 'ALL', rights: ['user_pay', 'user_pre_deposit'] } });
    const permissions = await (await as('demo_weak'))<{ urls: string[] }>('GET', 'web/entUser/getUserPermission');
    expect(permissions.body.data.urls).toContain('/accountStore/stabs');
    expect((await main('GET', 'web/epanEntUserRelationReq/getEntAuthorityByUserId', { query: { userId: weakId } })).body.data).toMatchObject({ visibility: 'ALL' });
  });

  it('issues, re-issues and revokes a sub-account integration token', async () => {
    const main = await as('demo_ent');
    const weakId = await userIdOf(testApp, 'demo_weak');
    const first = await main<{ token: string; tokenHint: string }>('POST', 'web/enterprise/subUser/updateSubUserToken', { body: { userId: weakId, action: 'issue' } });
    expect(first.body.data.token).toMatch(/^cbst_[A-Za-z0-9_-]{43}$/);
    expect(first.body.data.tokenHint).toBe(first.body.data.token.slice(-4));
    expect(await findSubUserByToken({ db: testApp.database.db, token: first.body.data.token })).toEqual({ userId: weakId, enterpriseId: huaxinId });
    const second = await main<{ token: string }>('POST', 'web/enterprise/subUser/updateSubUserToken', { body: { userId: weakId, action: 'issue' } });
    expect(await findSubUserByToken({ db: testApp.database.db, token: first.body.data.token })).toBeUndefined();
    const listed = await main<SubUser[]>('GET', 'web/enterprise/subUser/findByLoginIdLike', { query: { loginId: 'WEAK' } });
    expect(listed.body.data).toMatchObject([{ loginId: 'demo_weak', hasToken: true, tokenHint: second.body.data.token.slice(-4) }]);
    expect((await main('POST', 'web/enterprise/subUser/updateSubUserToken', { body: { userId: weakId, action: 'revoke' } })).body.data).toEqual({ token: null, tokenHint: null, issuedAt: null });
    expect(await findSubUserByToken({ db: testApp.database.db, token: second.body.data.token })).toBeUndefined();
  });

  it('refuses a waiting request with a reason and lists decided users page by page', async () => {
    const main = await as('demo_ent');
    const linkerId = await userIdOf(testApp, 'demo_linker');
    await main('POST', 'web/enterprise/subUser/batchRefuse', { body: { userIds: [linkerId], reason: '非本公司员工' } });
    const linker = await as('demo_linker');
    expect((await linker('GET', 'web/epanEntUserRelationReq/getRelationInfoByUserId')).body.data).toMatchObject({ status: 'R', refuseReason: '非本公司员工' });
    expect((await linker<{ flags: Record<string, unknown> }>('GET', 'web/entUser/getStatus')).body.data.flags).toMatchObject({ enableCustomerConfirm: true });
    const page = await main<{ records: SubUser[]; total: number }>('GET', 'web/enterprise/subUser/getAuditedUserPage', { query: { current: '1', size: '10' } });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.records.map((user) => `${user.loginId}:${user.relationStatus}`)).toEqual(['demo_linker:R', 'demo_weak:A', 'demo_sub:A']);
    const refused = await main<{ records: SubUser[] }>('GET', 'web/enterprise/subUser/getAuditedUserPage', { query: { relationStatus: 'R' } });
    expect(refused.body.data.records.map((user) => user.loginId)).toEqual(['demo_linker']);
  });

  it('lets members read their enterprise’s users', async () => {
    const sub = await as('demo_sub');
    const users = await sub<Array<{ logonId: string; userType: string }>>('GET', 'web/entUser/getUserByEnterpriseId', { query: { enterpriseId: huaxinId } });
    expect(users.body.data.map((user) => `${user.logonId}:${user.userType}`)).toEqual(['demo_ent:M', 'demo_sub:S', 'demo_weak:S']);
    expect((await sub('GET', 'web/entUser/getUserByQuery', { query: { userLogonId: 'DEMO_WEAK' } })).body.data).toMatchObject({ logonId: 'demo_weak', userType: 'S' });
    expect((await sub('GET', 'web/entUser/getUserByQuery', { query: { userLogonId: 'nb_gangtong' } })).body.data).toBeNull();
  });

  it('deletes: a linked sub-account is unbound (Cancel) and told; a refused row leaves the list', async () => {
    const main = await as('demo_ent');
    const weakId = await userIdOf(testApp, 'demo_weak');
    const linkerId = await userIdOf(testApp, 'demo_linker');
    await main('POST', 'web/enterprise/subUser/updateSubUserToken', { body: { userId: weakId, action: 'issue' } });
    expect((await main('POST', 'web/enterprise/subUser/batchDelete', { body: { userIds: [weakId, linkerId] } })).body.data).toBe(true);
    expect(await accountOf(testApp, 'demo_weak')).toMatchObject({ userType: 'N', enterpriseId: null });
    const weak = await as('demo_weak');
    expect((await weak<{ inputs: Record<string, unknown> }>('GET', 'web/entUser/getStatus')).body.data.inputs).toMatchObject({ enterpriseRelationReqStatus: 'X', userType: 'N', enterpriseInfoCERTStatus: '' });
    const page = await main<{ records: SubUser[] }>('GET', 'web/enterprise/subUser/getAuditedUserPage');
    expect(page.body.data.records.map((user) => user.loginId)).toEqual(['demo_sub']);
    const messages = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.userId, weakId));
    expect(messages.map((message) => message.title)).toContain('已解除企业关联');
    expect((await main('POST', 'web/enterprise/subUser/batchDelete', { body: { userIds: [weakId] } })).body.code).toBe(4032);
  });
});

describe('link limit (ENTERPRISE_LINK_LIMIT=1)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { ENTERPRISE_LINK_LIMIT: '1' } });
  });
  afterAll(() => limited?.close());

  it('reports the enterprise full and refuses applications and approvals beyond it', async () => {
    const weak = caller(limited, await login(limited, 'demo_weak'));
    expect((await weak('GET', 'web/association/isUpperEnterpriseLimit', { query: { enterpriseId: huaxinId } })).body.data).toBe(true);
    expect((await weak('POST', 'web/association/saveAssociation', { body: { id: huaxinId, note: '赵敏' } })).body).toMatchObject({ code: 4040, msg: '企业关联数已达上限' });
    const main = caller(limited, await login(limited, 'demo_ent'));
    const linkerId = await userIdOf(limited, 'demo_linker');
    expect((await main('POST', 'web/enterprise/subUser/batchApprove', { body: { userIds: [linkerId], visibility: 'OWN' } })).body).toMatchObject({ code: 4040, msg: '企业关联数已达上限' });
  });
});
