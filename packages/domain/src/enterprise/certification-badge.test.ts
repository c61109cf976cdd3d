import { describe, expect, it } from 'vitest';
import { deriveAccountFlags, EMPTY_ACCOUNT_STATUS_INPUTS, type AccountStatusInputs } from './account-flags';
import { certificationBadge } from './certification-badge';
import { enterpriseMemberLevelName, memberLevelName } from './enterprise-constants';

const badgesOf = (inputs: Partial<AccountStatusInputs>) =>
  certificationBadge(deriveAccountFlags({ ...EMPTY_ACCOUNT_STATUS_INPUTS, ...inputs })).map((badge) =>
    badge.kind === 'button' ? `${badge.zh} → ${badge.route}` : badge.zh,
  );

describe('certificationBadge (000 §4.1 user card)', () => {
  it.each<[string, Partial<AccountStatusInputs>, string[]]>([
    ['confirmed main account → enterprise certified', { userType: 'M', enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, ['企业已认证']],
    ['enterprise in progress → enterprise certifying', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, ['企业认证中']],
    ['personal upgrading to enterprise → enterprise certifying', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal', enterpriseUpgradeStatus: 'Submit' }, ['企业认证中']],
    ['personal confirmed → personal certified', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal' }, ['个人已认证']],
    ['personal in progress → personal certifying', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Personal' }, ['个人认证中']],
    ['nothing → customer certification to /auth/customer and the charter-supplier button', {}, ['客户认证 → /auth/customer', '租船供应商认证 → /certification/supplier']],
    [
      'refused enterprise (type present) → customer certification to /auth/modify',
      { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise' },
      ['客户认证 → /auth/modify', '租船供应商认证 → /certification/supplier'],
    ],
    [
      'refused personal applicant → back to /auth/customer (no enterprise information page)',
      { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Personal' },
      ['客户认证 → /auth/customer', '租船供应商认证 → /certification/supplier'],
    ],
    ['supplier Confirm → supplier certified', { supplierStatus: 'Confirm' }, ['供应商已认证']],
    ['trailer supplier confirmed → supplier certified', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' }, ['供应商已认证']],
    ['supplier Submit → supplier certifying', { supplierStatus: 'Submit' }, ['供应商认证中']],
    ['trailer supplier certifying → supplier certifying', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'TmsVendor' }, ['供应商认证中']],
    ['supplier Refuse → charter supplier certification button', { supplierStatus: 'Refuse' }, ['客户认证 → /auth/customer', '租船供应商认证 → /certification/supplier']],
    ['linked sub-account → enterprise linked', { userType: 'S', enterpriseRelationReqStatus: 'A', enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, ['企业已关联']],
    ['pending linker → awaiting main account approval', { enterpriseRelationReqStatus: 'W' }, ['待企业主账号审核']],
  ])('%s', (_description, inputs, expected) => {
    expect(badgesOf(inputs)).toEqual(expected);
  });

  it('gives every badge both languages and every button a route', () => {
    const all = [{}, { supplierStatus: 'Refuse' as const }, { enterpriseRelationReqStatus: 'W' as const }].flatMap((inputs) =>
      certificationBadge(deriveAccountFlags({ ...EMPTY_ACCOUNT_STATUS_INPUTS, ...inputs })),
    );
    for (const badge of all) {
      expect(badge.zh).not.toBe('');
      expect(badge.en).not.toBe('');
      expect(badge.kind === 'button' ? badge.route : undefined).toBe(badge.route);
      if (badge.kind === 'button') expect(badge.route).toMatch(/^\//);
    }
  });
});

describe('memberLevelName', () => {
  it('names the four levels and reads unknown levels as silver', () => {
    expect([1, 2, 3, 4].map((level) => memberLevelName(level))).toEqual(['银卡', '金卡', '钻石卡', '金钻卡']);
    expect(memberLevelName(2, 'en')).toBe('Gold card');
    expect(memberLevelName(9)).toBe('银卡');
  });
});

describe('enterpriseMemberLevelName', () => {
  it('names a kept level in the page language, and keeps a name outside the list as it is', () => {
    expect(enterpriseMemberLevelName('金卡', 'en')).toBe('Gold card');
    expect(enterpriseMemberLevelName('金卡', 'zh')).toBe('金卡');
    expect(enterpriseMemberLevelName('战略客户', 'en')).toBe('战略客户');
  });
});
