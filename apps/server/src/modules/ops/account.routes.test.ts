import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { createOperator, opsCaller, opsTokenFor } from './ops.test-support';

let testApp: TestApp;
let reviewer: ReturnType<typeof opsCaller>;
beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = opsCaller(testApp, await opsTokenFor(testApp, 'ops_review'));
});
afterAll(() => testApp?.close());

interface Summary {
  userId: string;
  logonId: string;
  phone: string;
  email: string | null;
  enterpriseCnnme: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
}

const search = (keyword: string, extra: Record<string, string> = {}) => reviewer<Page<Summary>>('GET', 'accounts', { query: { keyword, ...extra } });

describe('GET /api/ops/accounts', () => {
  it('finds demo_ent by its exact phone, with the phone and e-mail masked', async () => {
    const answer = await search('13800000001');
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.records[0]).toMatchObject({
      logonId: 'demo_ent',
      phone: '138****0001',
      email: 'de***@coastbook.example',
      userType: 'M',
      enterpriseCnnme: '上海华信国际物流有限公司',
      enterpriseCheckStatus: 'Confirm',
    });
    expect(JSON.stringify(answer.body)).not.toContain('13800000001');
    expect(JSON.stringify(answer.body)).not.toContain('demo_ent@coastbook.example');
  });

  it('finds by exact e-mail (any case), logon id prefix (any case) and enterprise name', async () => {
    expect((await search('DEMO_ENT@coastbook.example')).body.data.records.map((record) => record.logonId)).toEqual(['demo_ent']);
    const byPrefix = (await search('Demo_')).body.data.records.map((record) => record.logonId);
    expect(byPrefix).toEqual(expect.arrayContaining(['demo_ent', 'demo_sub', 'demo_new', 'demo_person']));
    expect(byPrefix).not.toContain('nb_gangtong');
    const byEnterprise = (await search('华信国际')).body.data.records;
    expect(byEnterprise.map((record) => record.logonId)).toContain('demo_ent');
    expect(byEnterprise.every((record) => record.enterpriseCnnme === '上海华信国际物流有限公司')).toBe(true);
  });

  it('matches a phone only exactly and treats LIKE wildcards literally', async () => {
    expect((await search('1380000000')).body.data.total).toBe(0);
    expect((await search('%')).body.data.total).toBe(0);
    expect((await search('demo\\_')).body.data.total).toBe(0);
  });

  it('pages every account without a keyword', async () => {
    const page = await reviewer<Page<Summary> & { size: number }>('GET', 'accounts', { query: { size: '2', current: '2' } });
    expect(page.body.data).toMatchObject({ size: 2, current: 2 });
    expect(page.body.data.records).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(4);
  });

  it('answers malformed paging with the 400 envelope naming the field', async () => {
    const answer = await reviewer('GET', 'accounts', { query: { current: '0' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('current');
  });
});

describe('GET /api/ops/accounts/:userId', () => {
  it("shows the account, its enterprise, the customer's own status flags and recent logins", async () => {
    await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    const [account] = await testApp.database.db.select().from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
    const detail = await reviewer<{
      account: Record<string, unknown>;
      enterprise: Record<string, unknown>;
      status: Record<string, unknown>;
      flags: Record<string, unknown>;
      certifications: Array<Record<string, unknown>>;
      recentLogins: Array<{ grantType: string; isActive: boolean; clientIp: string | null }>;
    }>('GET', `accounts/${account!.id}`);
    expect(detail.body.code).toBe(0);
    expect(detail.body.data.account).toMatchObject({ logonId: 'demo_ent', phone: '138****0001', hasPaymentPassword: true, lockedUntil: null });
    expect(detail.body.data.enterprise).toMatchObject({ enterpriseCnnme: '上海华信国际物流有限公司', checkStatus: 'Confirm', isMainAccount: true, mainAccountLogonId: 'demo_ent' });
    expect(detail.body.data.status).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', userType: 'M' });
    expect(detail.body.data.flags).toMatchObject({ isEnterpriseConfirm: true, isMainAccount: true });
    expect(detail.body.data.certifications[0]).toMatchObject({ type: 'Enterprise', status: 'Confirm' });
    expect(detail.body.data.recentLogins[0]).toMatchObject({ grantType: 'password', isActive: true });
  });

  it('shows a logged-out login as no longer active', async () => {
    const { token, userId } = await loginAs(testApp, 'demo_person', DEMO_PASSWORD);
    await testApp.app.inject({ method: 'DELETE', url: '/api/auth/token/logout', headers: { authorization: `bearer ${token}` } });
    const detail = await reviewer<{ recentLogins: Array<{ isActive: boolean }> }>('GET', `accounts/${userId}`);
    expect(detail.body.data.recentLogins[0]).toMatchObject({ isActive: false });
  });

  it('answers 404 for an unknown account and 400 naming userId for a malformed one', async () => {
    const unknown = await reviewer('GET', 'accounts/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 9010, msg: '客户账号不存在', data: null });
    const malformed = await reviewer('GET', 'accounts/demo_ent');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('userId');
  });
});

describe('who may search accounts', () => {
  it('is closed to customers (401) and to the product role (403), open to finance', async () => {
    const { token } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    expect((await callApi(testApp, 'GET', 'ops/accounts', { token, query: { keyword: '138' } })).status).toBe(401);
    await createOperator(testApp, 'ops_product_accounts', { role: 'product' });
    const product = opsCaller(testApp, await opsTokenFor(testApp, 'ops_product_accounts'));
    expect((await product('GET', 'accounts')).status).toBe(403);
    await createOperator(testApp, 'ops_finance_accounts', { role: 'finance' });
    const finance = opsCaller(testApp, await opsTokenFor(testApp, 'ops_finance_accounts'));
    expect((await finance('GET', 'accounts', { query: { keyword: '13800000001' } })).body.data).toMatchObject({ total: 1 });
  });
});
