import type { AccountFlags } from './account-flags';

/** A badge (a status text) or a button (a link to the page where the user certifies). */
export interface CertificationBadge {
  kind: 'badge' | 'button';
  /** Stable key for tests and styling. */
  key:
    | 'enterpriseCertified'
    | 'enterpriseCertifying'
    | 'personalCertified'
    | 'personalCertifying'
    | 'customerCertification'
    | 'supplierCertified'
    | 'supplierCertifying'
    | 'charterSupplierCertification'
    | 'enterpriseLinked'
    | 'awaitingMainApproval';
  zh: string;
  en: string;
  /** Where a button leads; badges have none. */
  route?: string;
}

const BADGES = {
  enterpriseCertified: { kind: 'badge', key: 'enterpriseCertified', zh: '企业已认证', en: 'Enterprise certified' },
  enterpriseCertifying: { kind: 'badge', key: 'enterpriseCertifying', zh: '企业认证中', en: 'Enterprise certifying' },
  personalCertified: { kind: 'badge', key: 'personalCertified', zh: '个人已认证', en: 'Personal certified' },
  personalCertifying: { kind: 'badge', key: 'personalCertifying', zh: '个人认证中', en: 'Personal certifying' },
  supplierCertified: { kind: 'badge', key: 'supplierCertified', zh: '供应商已认证', en: 'Supplier certified' },
  supplierCertifying: { kind: 'badge', key: 'supplierCertifying', zh: '供应商认证中', en: 'Supplier certifying' },
  charterSupplierCertification: {
    kind: 'button',
    key: 'charterSupplierCertification',
    zh: '租船供应商认证',
    en: 'Charter supplier certification',
    route: '/certification/supplier',
  },
  enterpriseLinked: { kind: 'badge', key: 'enterpriseLinked', zh: '企业已关联', en: 'Enterprise linked' },
  awaitingMainApproval: { kind: 'badge', key: 'awaitingMainApproval', zh: '待企业主账号审核', en: 'Awaiting enterprise main account approval' },
} as const satisfies Record<string, CertificationBadge>;

/**
 * The customer-certification button: to /auth/modify once an enterprise type exists, else /auth/customer.
 * Our reading: "enterprise type" is an enterprise record; a refused personal applicant has no enterprise
 * information page to edit, so it goes back to /auth/customer, which prefills and resubmits.
 */
function customerCertificationButton(flags: AccountFlags): CertificationBadge {
  return {
    kind: 'button',
    key: 'customerCertification',
    zh: '客户认证',
    en: 'Customer certification',
    route: flags.enterpriseType === 'Enterprise' ? '/auth/modify' : '/auth/customer',
  };
}

/** The customer slot (000 §4.1 "Certification badge in the user card"), for a user who is not a linker. */
function customerBadge(flags: AccountFlags): CertificationBadge {
  if (flags.isEnterpriseConfirm && flags.isMainAccount) return BADGES.enterpriseCertified;
  if (flags.isEnterpriseCertification) return BADGES.enterpriseCertifying;
  if (flags.isPersonalConfirm) return BADGES.personalCertified;
  if (flags.isPersonalCertification) return BADGES.personalCertifying;
  return customerCertificationButton(flags);
}

/** The supplier slot: certified, certifying, or (empty / Refuse) the charter-supplier button. */
function supplierBadge(flags: AccountFlags): CertificationBadge {
  if (flags.isSupplierConfirm || flags.isTrailerSupplierConfirm) return BADGES.supplierCertified;
  if (flags.isSupplierCertification || flags.isTrailerSupplierCertification) return BADGES.supplierCertifying;
  return BADGES.charterSupplierCertification;
}

/**
 * What the user card shows, in order (000 §4.1):
 * - a sub-account or a pending linker: only its link state ('enterprise linked' / 'awaiting enterprise
 *   main account approval');
 * - otherwise the slot of the one certification the user holds or applies for (onlyCertification):
 *   customer → the customer slot; trailerSupplier or supplier → the supplier slot;
 * - a user with none (or a refused one): both buttons, customer certification then charter supplier.
 */
export function certificationBadge(flags: AccountFlags): CertificationBadge[] {
  if (flags.isCompanyLink) return [BADGES.enterpriseLinked];
  if (flags.isCompanyLinkApply) return [BADGES.awaitingMainApproval];
  switch (flags.onlyCertification) {
    case 'customer':
      return [customerBadge(flags)];
    case 'trailerSupplier':
    case 'supplier':
      return [supplierBadge(flags)];
    case '':
      return [customerBadge(flags), supplierBadge(flags)];
  }
}
