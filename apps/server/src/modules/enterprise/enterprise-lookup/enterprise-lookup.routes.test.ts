import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENTERPRISE } from '../../../../seed/enterprise';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enterprise } from '../enterprise.tables';
import { caller, freshUser, login, type Call } from '../enterprise.test-support';
import { enterpriseBookingLocation } from './enterprise-lookup.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const INFO = 'web/domestic/member/EpanCEnterpriseInfo';
const db = () => testApp.database.db;

async function enterpriseIdOf(name: string): Promise<string> {
  const [row] = await db().select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.enterpriseCnnme, name));
  return row!.id;
}

describe('getAuthStatusByEntIds', () => {
  it('answers certified enterprises in the order asked and leaves out unknown ids and other people’s uncertified records', async () => {
    const call = caller(testApp, await login(testApp, 'demo_new'));
    const huaxin = await enterpriseIdOf(DEMO_ENTERPRISE.enterpriseCnnme);
    const pending = await enterpriseIdOf('苏州恒通国际货运代理有限公司');
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await call<Array<Record<string, unknown>>>('POST', `${INFO}/getAuthStatusByEntIds`, { body: { entIds: [missing, pending, huaxin] } });
    expect(answer.body).toMatchObject({ code: 0, data: [{ enterpriseId: huaxin, enterpriseCnnme: DEMO_ENTERPRISE.enterpriseCnnme, entType: 'Enterprise', checkStatus: 'Confirm', isConfirm: true }] });
    expect(answer.body.data).toHaveLength(1);
  });

  it('shows the applicant its own record under review', async () => {
    const call = caller(testApp, await login(testApp, 'demo_applicant'));
    const pending = await enterpriseIdOf('苏州恒通国际货运代理有限公司');
    const answer = await call<Array<Record<string, unknown>>>('POST', `${INFO}/getAuthStatusByEntIds`, { body: { entIds: [pending] } });
    expect(answer.body.data).toEqual([{ enterpriseId: pending, enterpriseCnnme: '苏州恒通国际货运代理有限公司', entType: 'Enterprise', checkStatus: 'Submit', isConfirm: false }]);
  });

  it('names bad input: empty list, malformed id, more than 50 (400)', async () => {
    const call = caller(testApp, await login(testApp, 'demo_new'));
    const empty = await call('POST', `${INFO}/getAuthStatusByEntIds`, { body: { entIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('entIds: 请提供企业标识列表');
    expect((await call('POST', `${INFO}/getAuthStatusByEntIds`, { body: { entIds: ['x'] } })).body.msg).toContain('企业标识格式不正确');
    const many = Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect((await call('POST', `${INFO}/getAuthStatusByEntIds`, { body: { entIds: many } })).body.msg).toContain('一次最多查询50个企业');
  });
});

describe('getEnterpriseIdAndName', () => {
  it('answers the main account’s and the sub-account’s enterprise, and null for a user without one', async () => {
    const huaxin = await enterpriseIdOf(DEMO_ENTERPRISE.enterpriseCnnme);
    for (const logonId of ['demo_ent', 'demo_sub']) {
      const call = caller(testApp, await login(testApp, logonId));
      expect((await call('GET', `${INFO}/getEnterpriseIdAndName`)).body.data, logonId).toEqual({ enterpriseId: huaxin, enterpriseCnnme: DEMO_ENTERPRISE.enterpriseCnnme });
    }
    const nobody = caller(testApp, await login(testApp, 'demo_new'));
    expect((await nobody('GET', `${INFO}/getEnterpriseIdAndName`)).body).toMatchObject({ code: 0, data: null });
  });

  it('needs a login (401)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: `/api/${INFO}/getEnterpriseIdAndName` })).statusCode).toBe(401);
  });
});

describe('checkEnterpriseConfirm', () => {
  let call: Call;
  beforeAll(async () => {
    call = caller(testApp, await login(testApp, 'demo_new'));
  });

  it('finds a certified enterprise by SAP number, by licence number, and by both together', async () => {
    const expected = { code: 0, data: { isConfirm: true, enterpriseCnnme: DEMO_ENTERPRISE.enterpriseCnnme } };
    expect((await call('GET', `${INFO}/checkEnterpriseConfirm`, { query: { sapId: DEMO_ENTERPRISE.sapId } })).body).toMatchObject(expected);
    expect((await call('GET', `${INFO}/checkEnterpriseConfirm`, { query: { businessLicenseNo: DEMO_ENTERPRISE.socialCreditCode.toLowerCase() } })).body).toMatchObject(expected);
    expect((await call('GET', `${INFO}/checkEnterpriseConfirm`, { query: { businessLicenseNo: DEMO_ENTERPRISE.socialCreditCode, sapId: DEMO_ENTERPRISE.sapId } })).body).toMatchObject(expected);
  });

  it('says false when the numbers match no certified enterprise or do not belong together', async () => {
    expect((await call('GET', `${INFO}/checkEnterpriseConfirm`, { query: { sapId: '0099999999' } })).body).toMatchObject({ code: 0, data: { isConfirm: false, enterpriseCnnme: null } });
    expect((await call('GET', `${INFO}/checkEnterpriseConfirm`, { query: { businessLicenseNo: DEMO_ENTERPRISE.socialCreditCode, sapId: '0010031877' } })).body.data).toEqual({ isConfirm: false, enterpriseCnnme: null });
  });

  it('needs one of the two numbers and a well-formed SAP number (400)', async () => {
    const none = await call('GET', `${INFO}/checkEnterpriseConfirm`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('请输入营业执照注册号或SAP编号');
    const bad = await call('GET', `${INFO}/checkEnterpriseConfirm`, { query: { sapId: '12AB' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('sapId');
  });
});

describe('customerAuth/bookingLocation', () => {
  it('lets the main account set a port and every member read it', async () => {
    const main = caller(testApp, await login(testApp, 'demo_ent'));
    expect((await main('POST', 'web/customerAuth/bookingLocation', { body: {} })).body).toMatchObject({ code: 0, data: { bookingLocation: null } });
    const set = await main('POST', 'web/customerAuth/bookingLocation', { body: { portCode: 'sha' } });
    expect(set.body).toMatchObject({ code: 0, data: { bookingLocation: 'SHA', portCnnme: '上海', portEnnme: 'Shanghai' } });
    const sub = caller(testApp, await login(testApp, 'demo_sub'));
    expect((await sub('POST', 'web/customerAuth/bookingLocation', { body: {} })).body.data).toMatchObject({ bookingLocation: 'SHA' });
    const [row] = await db().select().from(enterpriseBookingLocation).where(eq(enterpriseBookingLocation.enterpriseId, await enterpriseIdOf(DEMO_ENTERPRISE.enterpriseCnnme)));
    expect(row).toMatchObject({ portCode: 'SHA' });
  });

  it('refuses a sub-account setting it (403), a terminal or unknown code, a malformed code (400), and a user without a certified enterprise', async () => {
    const sub = caller(testApp, await login(testApp, 'demo_sub'));
    const forbidden = await sub('POST', 'web/customerAuth/bookingLocation', { body: { portCode: 'NGB' } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 403, msg: '仅企业主账号可以执行该操作' });
    const main = caller(testApp, await login(testApp, 'demo_ent'));
    expect((await main('POST', 'web/customerAuth/bookingLocation', { body: { portCode: 'YIK01' } })).body).toMatchObject({ code: 4320, msg: '订舱地点不存在，请从港口列表中选择' });
    const malformed = await main('POST', 'web/customerAuth/bookingLocation', { body: { portCode: '上海' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('portCode: 港口代码格式不正确');
    const fresh = caller(testApp, await freshUser(testApp, 'booking_none'));
    expect((await fresh('POST', 'web/customerAuth/bookingLocation', { body: {} })).body).toMatchObject({ code: 4020, msg: '请先完成企业认证' });
  });
});
