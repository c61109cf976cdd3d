import type { LabelledValue, ListValue } from '../constants/labelled-list';

/**
 * Every function (permission) code the portal checks: the union of 000 §6 and 001 §6, plus the
 * trailer-supplier menu codes of 001 §2, without duplicates. A user's `authorities` hold these.
 */
export const PERMISSION_CODES = [
  // top navigation (000 §2.4)
  'product_domestic_trade_index',
  'customer_channel',
  'direct_customer_index',
  'truck_search',
  'liquid_bag_index',
  'ms_zqb',
  'ms_zqb_product_index',
  'ms_zqb_order_index',
  'ms_zqb_usage_rule_index',
  'receive_coupon',
  'point_additional_service',
  // user-centre menu: orders, assets, account
  'buyer_ship_order_index',
  'member_account_recharge',
  'buyer_insurance_policy_index',
  'member_center_index',
  'member_capital_fund_detail',
  'member_deliver_address_index',
  'member_security_password_index',
  'member_user_profile_index',
  'member_enterprise_profile_index',
  'member_enterprise_profile_index_relation',
  'member_enterprise_user_index',
  'member_legal_party_index',
  'invoice_email_search',
  'member_enterprise_profile_uaas_upgrade',
  'buyer_trade_center_index',
  'buyer_invoice_index',
  'driver_upload_permission',
  'lcl_supplier_manager',
  'member_capital_fund_index',
  'member_buyer_coupon_index',
  'member_buyer_point_index',
  // product customisation, demurrage mini shop, points mall, additional services
  'buyer_ship_product_custom_index',
  'buyer_ship_product_custom_record',
  'truck_product_bespoke',
  'buyer_ms_zqb_index',
  'user_demurrage',
  'buyer_ms_zqb_order_index',
  'buyer_ms_zqb_usage_rule_index',
  'ep_mall_history',
  'additional-service-order-index',
  // trailer supplier menu (001 §2)
  'truck_transport_order',
  'truck_order_manager',
  'truck_maintain_price',
  'truck_maintain_transport_capacity',
  'truck_trailer_track_feedback',
  'truck_charge_apply',
  // insurance
  'insurance_service_index',
  'buyer_insurance_claim_index',
  'buyer_insurance_claim_process',
  // certification and association
  'user_center_supplier_confirm',
  'user_center_enterprise_or_supplier_already_confirm',
  // charter-ship menu
  'yzc_index',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** The names of codes the spec gives a specific meaning to, for readable call sites. */
export const PERMISSIONS = {
  /** Gates the association page's "submit link application" button (000 §2.4). */
  submitAssociation: 'user_center_enterprise_or_supplier_already_confirm',
  /** Adds the charter-ship menu. */
  charterShipMenu: 'yzc_index',
  /** My orders. Our reading of "the order permission": without it a personal-authenticated user sees the small-parcel (LCL) order entry (000 §6). */
  orders: 'buyer_ship_order_index',
  /** The enterprise information page (/auth/modify) with the bank information: enterprises, not their sub-accounts. */
  enterpriseInfo: 'member_enterprise_profile_index',
  /** The relation page (/relation) of sub-accounts and users whose link to an enterprise is pending. */
  enterpriseRelation: 'member_enterprise_profile_index_relation',
  /** Prepaid centre (/accountStore/stabs). */
  accountRecharge: 'member_account_recharge',
} as const satisfies Record<string, PermissionCode>;

export function isPermissionCode(code: string): code is PermissionCode {
  return (PERMISSION_CODES as readonly string[]).includes(code);
}

/**
 * Whether a menu item or element is shown: items with no code always show; others only when the
 * user's authorities hold the code (000 §6).
 */
export function holdsPermission(authorities: readonly string[], code: PermissionCode | undefined): boolean {
  return code === undefined || authorities.includes(code);
}

/**
 * Which enterprise page the header's user card links (000 §6): the enterprise information for the owner of a
 * certified, certifying or refused enterprise, else the relation page for sub-accounts and pending linkers.
 */
export function userCardEnterpriseLink(authorities: readonly string[]): { path: '/auth/modify' | '/relation'; page: 'enterpriseInfo' | 'relation' } | null {
  if (holdsPermission(authorities, PERMISSIONS.enterpriseInfo)) return { path: '/auth/modify', page: 'enterpriseInfo' };
  if (holdsPermission(authorities, PERMISSIONS.enterpriseRelation)) return { path: '/relation', page: 'relation' };
  return null;
}

/** Rights a main account grants its sub-users (000 §6, 001 §6). */
export const SUB_USER_RIGHTS = [
  { value: 'user_pay', zh: '支付', en: 'Pay' },
  { value: 'user_pre_deposit', zh: '预存', en: 'Prepay' },
  { value: 'user_auto_invoice', zh: '维护发票接收邮箱', en: 'Maintain invoice receiving mailbox' },
  { value: 'user_demurrage_deduction', zh: '滞箱费扣款', en: 'Demurrage deduction' },
] as const satisfies readonly LabelledValue[];
export type SubUserRight = ListValue<typeof SUB_USER_RIGHTS>;

/** Trailer-vendor role: users holding it do not see cargo tracking (000 §6). */
export const ROLE_VENDOR_TRUCK = 'ROLE_VendorTruck';

/** Role codes an account may hold beyond its user type, named for the operator console. */
export const CUSTOMER_ROLES = [{ value: ROLE_VENDOR_TRUCK, zh: '拖车供应商', en: 'Trailer supplier' }] as const satisfies readonly LabelledValue[];

export function canSeeCargoTracking(roles: readonly string[]): boolean {
  return !roles.includes(ROLE_VENDOR_TRUCK);
}
