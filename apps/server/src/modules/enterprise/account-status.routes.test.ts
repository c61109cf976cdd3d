import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { caller, login } from './enterprise.test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

interface Status {
  inputs: Record<string, unknown>;
  flags: Record<string, unknown>;
  badges: Array<{ kind: string; zh: string; route?: string }>;
}

async function statusOf(logonId: string): Promise<Status> {
  const answer = await caller(testApp, await login(testApp, logonId))<Status>('GET', 'web/entUser/getStatus');
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

async function permissionsOf(logonId: string): Promise<{ authorities: string[]; urls: string[] }> {
  const answer = await caller(testApp, await login(testApp, logonId))<{ authorities: string[]; urls: string[] }>('GET', 'web/entUser/getUserPermission');
  return answer.body.data;
}

const badgeTexts = (status: Status) => status.badges.map((badge) => (badge.kind === 'button' ? `${badge.zh} → ${badge.route}` : badge.zh));

describe('GET web/entUser/getStatus for each demo account', () => {
  it('demo_ent: main account of a certified enterprise, bound to a unified account', async () => {
    const status = await statusOf('demo_ent');
    expect(status.inputs).toEqual({
      enterpriseInfoCERTStatus: 'Confirm',
      enterpriseType: 'Enterprise',
      enterpriseRelationReqStatus: '',
      userType: 'M',
      masterStatus: '',
      ebooking: false,
      domestic: true,
      enterpriseUpgradeStatus: '',
      supplierStatus: '',
      confirmTerm: true,
      unionAccount: 'demo_ent@coastbook.example',
    });
    expect(status.flags).toMatchObject({
      isEnterpriseConfirm: true,
      isMainAccount: true,
      isSubAccount: false,
      isNotAuthUser: false,
      enableCustomerConfirm: false,
      onlyCertification: 'customer',
      isBindUnionAccount: true,
      isCompanyLink: false,
    });
    expect(badgeTexts(status)).toEqual(['企业已认证']);
  });

  it('demo_sub: linked sub-account of the same enterprise', async () => {
    const status = await statusOf('demo_sub');
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise', enterpriseRelationReqStatus: 'A', userType: 'S', unionAccount: '' });
    expect(status.flags).toMatchObject({ isSubAccount: true, isCompanyLink: true, enterpriseAssociation: true, isMainAccount: false });
    expect(badgeTexts(status)).toEqual(['企业已关联']);
  });

  it('demo_person: certified person', async () => {
    const status = await statusOf('demo_person');
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal', userType: 'N' });
    expect(status.flags).toMatchObject({ isPersonalConfirm: true, isNotPersonal: false, isNotAuthUser: false, onlyCertification: 'customer' });
    expect(badgeTexts(status)).toEqual(['个人已认证']);
  });

  it('demo_truck: certified trailer supplier', async () => {
    const status = await statusOf('demo_truck');
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' });
    expect(status.flags).toMatchObject({ isTrailerSupplierConfirm: true, onlyCertification: 'trailerSupplier' });
    expect(badgeTexts(status)).toEqual(['供应商已认证']);
  });

  it.each(['demo_new', 'demo_weak'])('%s: uncertified, may apply', async (logonId) => {
    const status = await statusOf(logonId);
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: '', enterpriseType: '', enterpriseRelationReqStatus: '', userType: 'N', supplierStatus: '' });
    expect(status.flags).toMatchObject({ enableCustomerConfirm: true, isNotAuthUser: true, enterpriseAssociation: false, onlyCertification: '' });
    expect(badgeTexts(status)).toEqual(['客户认证 → /auth/customer', '租船供应商认证 → /certification/supplier']);
  });

  it('demo_linker: waiting for the main account', async () => {
    const status = await statusOf('demo_linker');
    expect(status.inputs).toMatchObject({ enterpriseRelationReqStatus: 'W', userType: 'N' });
    expect(status.flags).toMatchObject({ isCompanyLinkApply: true, enableCustomerConfirm: false, enterpriseAssociation: true });
    expect(badgeTexts(status)).toEqual(['待企业主账号审核']);
  });

  it('demo_applicant: enterprise certification under review', async () => {
    const status = await statusOf('demo_applicant');
    expect(status.inputs).toMatchObject({ enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise', userType: 'N' });
    expect(status.flags).toMatchObject({ isEnterpriseCertification: true, enableCustomerConfirm: false });
    expect(badgeTexts(status)).toEqual(['企业认证中']);
  });

  it('answers 401 without a token', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/web/entUser/getStatus' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('GET web/entUser/getUserPermission follows certification', () => {
  it('gives the certified main account orders and enterprise management', async () => {
    const { authorities, urls } = await permissionsOf('demo_ent');
    expect(authorities).toEqual(expect.arrayContaining(['buyer_ship_order_index', 'member_enterprise_user_index', 'member_account_recharge', 'member_enterprise_profile_index']));
    expect(urls).toEqual(expect.arrayContaining(['/orderManagementIndex', '/enterpriseUser/enterprise/user', '/auth/modify']));
  });

  it('gives the sub-account orders and the relation page, and only the pages of its rights (user_pay: none of the gated ones)', async () => {
    const { authorities, urls } = await permissionsOf('demo_sub');
    expect(authorities).toContain('buyer_ship_order_index');
    expect(urls).toContain('/relation');
    expect(urls).not.toContain('/enterpriseUser/enterprise/user');
    expect(authorities).not.toContain('member_account_recharge');
    expect(authorities).not.toContain('invoice_email_search');
  });

  it('gives the certified person trading and the container order page', async () => {
    const { authorities, urls } = await permissionsOf('demo_person');
    expect(authorities).toContain('buyer_invoice_index');
    expect(authorities).toContain('buyer_ship_order_index');
    expect(urls).toContain('/orderManagementIndex');
  });

  it.each(['demo_new', 'demo_applicant'])('gives %s no trading pages', async (logonId) => {
    const { authorities, urls } = await permissionsOf(logonId);
    expect(authorities).not.toContain('buyer_ship_order_index');
    expect(urls).not.toContain('/myAssets');
  });
});
