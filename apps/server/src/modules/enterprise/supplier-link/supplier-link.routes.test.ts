import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { caller, freshUser, login, reviewerId, uploadLicence, type Call, type Session } from '../enterprise.test-support';
import { approveCertification } from '../index';
import { unconfiguredSupplierSystem } from './charter-supplier-system';
import { readSandboxTicket, sandboxSupplierSystem } from './sandbox-supplier-system';

let testApp: TestApp;
let operatorId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  operatorId = await reviewerId(testApp);
});
afterAll(() => testApp?.close());

const BASE = 'web/external/link';

describe('supplier transfer (check, then a one-time URL into the charter supplier system)', () => {
  let supplier: Session;
  let call: Call;

  beforeAll(async () => {
    supplier = await freshUser(testApp, 'charter_link');
    call = caller(testApp, supplier);
    const file = await uploadLicence(testApp, supplier, 'supplierQualification');
    const form = { supplierName: '舟山海通船务有限公司', isTerritory: 1, contactName: '黄海', contactPhone: '0580-2021234', fileIds: [file] };
    const submitted = await call<{ requestId: string }>('POST', 'web/entCharterSupplier/entCharterSupplier', { body: form });
    await approveCertification({ db: testApp.database.db, requestId: submitted.body.data.requestId, operatorId });
  });

  it('refuses a user who is not a confirmed charter supplier with the message the page shows as a toast', async () => {
    const plain = caller(testApp, await login(testApp, 'demo_new'));
    expect((await plain('POST', `${BASE}/checkSupplierLink`, { body: { transferType: 'ECHARTING_ALLPRICE_LOGIN', abroad: 2 } })).body).toMatchObject({
      code: 4301,
      msg: '租船供应商认证通过后才能使用该功能',
    });
    expect((await plain('GET', `${BASE}/supplierData`)).body).toMatchObject({ code: 4061 });
  });

  it('answers the supplier data (isTerritory 1 = abroad)', async () => {
    expect((await call('GET', `${BASE}/supplierData`)).body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { supplierName: '舟山海通船务有限公司', isTerritory: 1, supplierStatus: 'Confirm' },
    });
  });

  it('names bad input (400) and refuses an abroad flag that contradicts the certification', async () => {
    const bad = await call('POST', `${BASE}/checkSupplierLink`, { body: { transferType: 'ECHARTING', abroad: 3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('transferType: transferType 只能是 ECHARTING_ALLPRICE_LOGIN 或 ECHARTING_ALLPRICE');
    expect(bad.body.msg).toContain('abroad: abroad 只能是 1（境外）或 2（境内）');
    const mismatch = await call('POST', `${BASE}/checkSupplierLink`, { body: { transferType: 'ECHARTING_ALLPRICE', abroad: 2 } });
    expect(mismatch.body).toMatchObject({ code: 4302, msg: '境内/境外标志与供应商认证信息不一致，请刷新页面后重试', data: { field: 'abroad' } });
    expect((await call('POST', `${BASE}/checkSupplierLink`, { body: { transferType: 'ECHARTING_ALLPRICE', abroad: 1 } })).body).toMatchObject({ code: 0, data: true });
  });

  it('refuses a transfer link for somebody else (403)', async () => {
    const other = await login(testApp, 'demo_ent');
    const answer = await call('POST', `${BASE}/transferLink`, { body: { logonId: 'demo_ent', userId: other.userId, transferType: 'ECHARTING_ALLPRICE_LOGIN', abroad: 1 } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 403, msg: '只能以本人账号进入租船供应商系统' });
  });

  it('gives a one-time URL whose sandbox page greets the supplier by logon id; a tampered ticket is refused', async () => {
    const answer = await call<{ data: string }>('POST', `${BASE}/transferLink`, {
      body: { logonId: 'charter_link', userId: supplier.userId, transferType: 'ECHARTING_ALLPRICE', abroad: 1 },
    });
    expect(answer.body.code).toBe(0);
    const url = answer.body.data.data;
    expect(url).toMatch(/^\/api\/dev\/charter-supplier-system\/arrive\?ticket=[0-9a-f]+\.[A-Za-z0-9_-]+$/);
    const page = await testApp.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.body).toContain('您已作为 <strong>charter_link</strong> 进入租船供应商系统');
    expect(page.body).toContain('全量报价（ECHARTING_ALLPRICE）');

    const tampered = url.replace(/ticket=([0-9a-f])/, (_match, first: string) => `ticket=${first === '7' ? '8' : '7'}`);
    const refused = await testApp.app.inject({ method: 'GET', url: tampered });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('跳转凭证无效或已过期，请从门户重新进入');
  });

  it('lets a ticket expire after 5 minutes', async () => {
    const cipher = testApp.app.keys.fieldCipher;
    const issuedAt = Date.now();
    const url = await sandboxSupplierSystem(cipher, () => issuedAt).transferUrl({ userId: supplier.userId, logonId: 'charter_link', supplierName: 'x', abroad: 1 }, 'ECHARTING_ALLPRICE_LOGIN');
    const ticket = url.split('ticket=')[1]!;
    expect(readSandboxTicket(cipher, ticket, () => issuedAt + 4 * 60_000).logonId).toBe('charter_link');
    expect(() => readSandboxTicket(cipher, ticket, () => issuedAt + 6 * 60_000)).toThrow('跳转凭证无效或已过期');
  });

  it('has no sandbox in production, where the unconfigured system answers "unavailable" instead of a fake URL', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/charter-supplier-system/arrive?ticket=a.b' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    const identity = { userId: supplier.userId, logonId: 'charter_link', supplierName: 'x', abroad: 1 as const };
    await expect(unconfiguredSupplierSystem.transferUrl(identity, 'ECHARTING_ALLPRICE')).rejects.toMatchObject({ code: 4303, message: '租船供应商系统暂时无法访问，请稍后再试' });
  });
});
