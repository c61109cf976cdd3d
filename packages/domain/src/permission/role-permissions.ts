import type { CertificationStatus, EnterpriseType, RelationRequestStatus, SupplierStatus } from '../status/account-status';
import type { PermissionCode, SubUserRight } from './permission-codes';
import { ROLE_VENDOR_TRUCK } from './permission-codes';

/**
 * Which function codes and URLs a user gets (getUserPermission). The spec leaves the permission sets
 * "not shown" (000 §6); these are ours, by kind of user:
 *
 * - every logged-in user: member centre, profile, password management;
 * - customers (not trailer vendors): product search pages, coupons, points, addresses, the mini shop's
 *   rules, supplier certification — browsing, not trading; a user acting for an enterprise (its sub-account
 *   or a linker) has no supplier certification of its own (see `actsForAnEnterprise`) unless it filed
 *   one before linking;
 * - certified customers (their enterprise or person certification is Confirm): trading — orders
 *   (enterprises only: personal users book LCL, 000 §6), invoices, assets, prepaid centre, insurance,
 *   the mini shop, customisation, points-mall and stuffing orders;
 * - main accounts (M): enterprise information, enterprise users, joint-account upgrade; sub-accounts
 *   (S) and pending linkers: the relation page; an applicant with an enterprise type: enterprise info;
 * - a sub-account's rights (granted by its main account) gate the pages of what they allow:
 *   user_pre_deposit → prepaid centre and its records, user_auto_invoice → invoice acceptance e-mail,
 *   user_demurrage_deduction → demurrage deduction; user_pay gates no page (payment checks it);
 * - trailer vendors (ROLE_VendorTruck): their supplier pages (truck_*) and no customer pages, so no
 *   cargo tracking (000 §6).
 */

/** What decides a user's permissions. Certification comes with issue 4; until then it is absent. */
export interface PermissionSubject {
  /** M main account, S sub-account, N default (000 §4.1). */
  userType: string;
  roles: readonly string[];
  /** Certification of the user's enterprise (or of the person); absent = never applied. */
  certification?: { enterpriseType: EnterpriseType; status: CertificationStatus } | undefined;
  /** The user's request to link to an enterprise (enterpriseRelationReqStatus). */
  relationStatus?: RelationRequestStatus | undefined;
  /** Rights the main account granted a sub-account (S); other user types hold every right. */
  subUserRights?: readonly SubUserRight[] | undefined;
  /** The user's own charter-supplier status ('' or absent: none); read only for users acting for an enterprise. */
  supplierStatus?: SupplierStatus | undefined;
}

/**
 * Whether the user acts in an enterprise's name: its sub-account, or a user whose link to it waits for or
 * has the main account's approval. Such a user sees the relation page instead of enterprise information,
 * and files no certification of its own — neither as a customer (4015) nor as a charter supplier (4062):
 * its user card offers neither (000 §4.1 badges: linked / awaiting approval only); the enterprise's main
 * account does that.
 */
export function actsForAnEnterprise(subject: Pick<PermissionSubject, 'userType' | 'relationStatus'>): boolean {
  return subject.userType === 'S' || subject.relationStatus === 'W' || subject.relationStatus === 'A';
}

/** Codes a sub-account holds only with the right that allows them. */
export const CODES_GATED_BY_RIGHT: Readonly<Partial<Record<SubUserRight, readonly PermissionCode[]>>> = {
  user_pre_deposit: ['member_account_recharge', 'member_capital_fund_detail'],
  user_auto_invoice: ['invoice_email_search'],
  user_demurrage_deduction: ['user_demurrage'],
};

/** Whether the user may use a sub-user right: sub-accounts only when granted, everyone else always. */
export function holdsSubUserRight(subject: Pick<PermissionSubject, 'userType' | 'subUserRights'>, right: SubUserRight): boolean {
  return subject.userType !== 'S' || (subject.subUserRights ?? []).includes(right);
}

export interface UserPermissions {
  /** Function codes (000 §6), sorted. */
  authorities: PermissionCode[];
  /** Permitted URL patterns; a trailing '*' matches any path with that prefix (000 §4.3). */
  urls: string[];
}

const ACCOUNT_BASICS: readonly PermissionCode[] = ['member_center_index', 'member_user_profile_index', 'member_security_password_index'];

const CUSTOMER_BROWSING: readonly PermissionCode[] = [
  'product_domestic_trade_index',
  'liquid_bag_index',
  'customer_channel',
  'direct_customer_index',
  'truck_search',
  'point_additional_service',
  'receive_coupon',
  'ms_zqb',
  'ms_zqb_usage_rule_index',
  'buyer_ms_zqb_index',
  'buyer_ms_zqb_usage_rule_index',
  'member_deliver_address_index',
  'member_legal_party_index',
  'member_buyer_coupon_index',
  'member_buyer_point_index',
  'user_center_supplier_confirm',
];

const CERTIFIED_CUSTOMER: readonly PermissionCode[] = [
  'buyer_trade_center_index',
  'buyer_invoice_index',
  'invoice_email_search',
  'member_capital_fund_index',
  'member_capital_fund_detail',
  'member_account_recharge',
  'buyer_insurance_policy_index',
  'insurance_service_index',
  'buyer_insurance_claim_index',
  'buyer_insurance_claim_process',
  'ms_zqb_product_index',
  'ms_zqb_order_index',
  'buyer_ms_zqb_order_index',
  'user_demurrage',
  'ep_mall_history',
  'additional-service-order-index',
  'buyer_ship_product_custom_index',
  'buyer_ship_product_custom_record',
  'truck_product_bespoke',
  'truck_order_manager',
  'user_center_enterprise_or_supplier_already_confirm',
];

const MAIN_ACCOUNT: readonly PermissionCode[] = ['member_enterprise_profile_index', 'member_enterprise_user_index', 'member_enterprise_profile_uaas_upgrade'];

const TRAILER_VENDOR: readonly PermissionCode[] = [
  // Its drivers' container-photo upload permission (/driverUploadPermission): trailer suppliers only.
  'driver_upload_permission',
  'truck_transport_order',
  'truck_order_manager',
  'truck_maintain_price',
  'truck_maintain_transport_capacity',
  'truck_trailer_track_feedback',
  'truck_charge_apply',
];

/**
 * The portal routes each code opens (the routes whose meta carries the code, 000 §2, 001 §2), with
 * their /ssb embedded copies (000 §2.3). Codes that only show or hide an element open no route.
 */
export const PERMISSION_URLS: Readonly<Record<PermissionCode, readonly string[]>> = {
  product_domestic_trade_index: ['/product'],
  customer_channel: ['/customerChannel'],
  direct_customer_index: ['/channel', '/channel/order'],
  truck_search: ['/trailer', '/trailer/order'],
  liquid_bag_index: ['/liquidBag/product'],
  ms_zqb: [],
  ms_zqb_product_index: ['/miniShop/index', '/miniShop/pay'],
  ms_zqb_order_index: ['/miniShop/demurrageOrders'],
  ms_zqb_usage_rule_index: ['/miniShop/usageRules', '/ssb/miniShop/usageRules'],
  receive_coupon: ['/receiveCoupon', '/ssb/receiveCoupon'],
  point_additional_service: ['/additional-service/goods/search', '/ssb/additional-service/goods/search', '/additional-service/order/create'],
  buyer_ship_order_index: ['/orderManagementIndex'],
  member_account_recharge: ['/accountStore/stabs', '/accountStore/refundApplyRecord'],
  buyer_insurance_policy_index: ['/insurance/myInsurance', '/ssb/insurance/myInsurance'],
  member_center_index: ['/userCenter'],
  member_capital_fund_detail: ['/accountStore/storeOfflineRecord'],
  member_deliver_address_index: ['/address-mgr'],
  member_security_password_index: ['/password-management'],
  member_user_profile_index: ['/userInfo'],
  member_enterprise_profile_index: ['/auth/modify'],
  member_enterprise_profile_index_relation: ['/relation'],
  member_enterprise_user_index: ['/enterpriseUser/enterprise/user'],
  member_legal_party_index: ['/shipperOrConsigneeAddress'],
  invoice_email_search: ['/invoiceAcceptanceEmail'],
  member_enterprise_profile_uaas_upgrade: ['/unifiedAccountUpgrade'],
  buyer_trade_center_index: [],
  buyer_invoice_index: ['/invoice', '/invoice/*'],
  driver_upload_permission: ['/driverUploadPermission'],
  lcl_supplier_manager: ['/lclManagement/*'],
  member_capital_fund_index: ['/myAssets', '/assetsManagement/*'],
  member_buyer_coupon_index: ['/availableCoupon'],
  member_buyer_point_index: ['/myPoint'],
  buyer_ship_product_custom_index: ['/product/custom/query'],
  buyer_ship_product_custom_record: [],
  truck_product_bespoke: ['/product/custom/submitCustom'],
  buyer_ms_zqb_index: [],
  user_demurrage: ['/miniShopManagement', '/miniShop/deduction'],
  buyer_ms_zqb_order_index: ['/miniShop/demurrageOrders'],
  buyer_ms_zqb_usage_rule_index: ['/miniShop/usageRules', '/ssb/miniShop/usageRules'],
  ep_mall_history: ['/ep/exchange/history'],
  'additional-service-order-index': ['/additional-service/order/index'],
  truck_transport_order: ['/trailer/transportOrder'],
  truck_order_manager: ['/trailer/orderManagementIndex'],
  truck_maintain_price: ['/trailer/maintainPrice'],
  truck_maintain_transport_capacity: ['/trailer/maintainTransportCapacity'],
  truck_trailer_track_feedback: ['/trailer/trailerTrackFeedback'],
  truck_charge_apply: ['/trailer/chargeApply'],
  insurance_service_index: [],
  buyer_insurance_claim_index: ['/insurance/claimRecord'],
  buyer_insurance_claim_process: ['/insurance/insureClaim', '/ssb/insurance/insureClaim', '/insurance/onlineClaim'],
  user_center_supplier_confirm: ['/certification/supplier'],
  user_center_enterprise_or_supplier_already_confirm: [],
  yzc_index: [],
};

/** The URL patterns the codes open, without duplicates, sorted. */
export function urlsForAuthorities(authorities: readonly PermissionCode[]): string[] {
  return Array.from(new Set(authorities.flatMap((code) => PERMISSION_URLS[code]))).sort();
}

/** The one function that decides a user's function codes and permitted URLs. */
export function permissionsFor(subject: PermissionSubject): UserPermissions {
  const codes = new Set<PermissionCode>(ACCOUNT_BASICS);
  const add = (list: readonly PermissionCode[]) => list.forEach((code) => codes.add(code));

  if (subject.roles.includes(ROLE_VENDOR_TRUCK)) {
    add(TRAILER_VENDOR);
  } else {
    add(CUSTOMER_BROWSING);
    // A request filed before linking stays on its page (to follow it, withdraw it, enter the supplier system).
    if (actsForAnEnterprise(subject) && !subject.supplierStatus) codes.delete('user_center_supplier_confirm');
    const certification = subject.certification;
    const isCertifiedCustomer =
      certification?.status === 'Confirm' && (certification.enterpriseType === 'Enterprise' || certification.enterpriseType === 'Personal');
    if (isCertifiedCustomer) {
      add(CERTIFIED_CUSTOMER);
      // Certified persons book containers too (createOrder takes buyer_trade_center_index), so they hold the
      // container-order page for their own orders; the spec's LCL orders page for persons is not built
      // (ARCHITECTURE.md "Decisions where the spec is silent").
      codes.add('buyer_ship_order_index');
    }
    if (certification?.enterpriseType === 'Enterprise' && subject.userType !== 'S') codes.add('member_enterprise_profile_index');
  }

  for (const [right, gated] of Object.entries(CODES_GATED_BY_RIGHT) as Array<[SubUserRight, readonly PermissionCode[]]>) {
    if (!holdsSubUserRight(subject, right)) gated.forEach((code) => codes.delete(code));
  }

  if (subject.userType === 'M') add(MAIN_ACCOUNT);
  if (actsForAnEnterprise(subject)) codes.add('member_enterprise_profile_index_relation');

  const authorities = Array.from(codes).sort();
  return { authorities, urls: urlsForAuthorities(authorities) };
}
