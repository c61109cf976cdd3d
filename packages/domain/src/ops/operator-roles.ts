import type { LabelledValue, ListValue } from '../constants/labelled-list';

/**
 * The carrier's own staff who run the operator console (/ops). Operators are not customers: they have
 * their own accounts, tokens and permission codes. A role is a fixed bundle of permissions (below); the
 * server checks permissions, never role names, so a role can be reshaped here in one place.
 */
export const OPERATOR_ROLES = [
  { value: 'admin', zh: '系统管理员', en: 'Administrator' },
  { value: 'reviewer', zh: '审核专员', en: 'Reviewer' },
  { value: 'finance', zh: '财务专员', en: 'Finance' },
  { value: 'product', zh: '产品专员', en: 'Product manager' },
] as const satisfies readonly LabelledValue[];
export type OperatorRole = ListValue<typeof OPERATOR_ROLES>;

/** Operator account states: a disabled operator cannot log in and its tokens stop working. */
export const OPERATOR_STATES = [
  { value: 'Active', zh: '正常', en: 'Active' },
  { value: 'Disabled', zh: '已停用', en: 'Disabled' },
] as const satisfies readonly LabelledValue[];
export type OperatorState = ListValue<typeof OPERATOR_STATES>;

/**
 * Every permission code the operator console checks. `ops_` keeps them apart from the customer portal's
 * function codes (permission/permission-codes.ts); the console's menu hides what the server refuses.
 */
export const OPS_PERMISSIONS = [
  // reviews (issue 4)
  { value: 'ops_certification_review', zh: '认证审核', en: 'Review certifications' },
  { value: 'ops_bank_review', zh: '银行信息审核', en: 'Review bank information' },
  { value: 'ops_account_read', zh: '客户账号查询', en: 'Search customer accounts' },
  { value: 'ops_file_read', zh: '下载客户上传文件', en: 'Download customer uploads' },
  // administration
  { value: 'ops_audit_read', zh: '查看审计日志', en: 'Read the audit log' },
  { value: 'ops_operator_manage', zh: '运营账号管理', en: 'Manage operators' },
  // finance (later issues)
  { value: 'ops_offline_topup', zh: '线下充值', en: 'Offline top-ups' },
  { value: 'ops_refund', zh: '退款处理', en: 'Refunds' },
  { value: 'ops_withdrawal', zh: '提现处理', en: 'Withdrawals' },
  // product (later issues)
  { value: 'ops_vessel_manage', zh: '船舶管理', en: 'Vessels' },
  { value: 'ops_loop_manage', zh: '航线管理', en: 'Service loops' },
  { value: 'ops_voyage_manage', zh: '航次管理', en: 'Voyages' },
  { value: 'ops_product_manage', zh: '产品管理', en: 'Products' },
  { value: 'ops_price_manage', zh: '运价管理', en: 'Prices' },
  { value: 'ops_inventory_manage', zh: '舱位库存管理', en: 'Inventory' },
  // orders (issue 6)
  { value: 'ops_order_review', zh: '订单审核', en: 'Review orders' },
  { value: 'ops_order_read', zh: '订单查询', en: 'Search orders' },
  { value: 'ops_dashboard_read', zh: '经营看板', en: 'Dashboard' },
] as const satisfies readonly LabelledValue[];
export type OpsPermission = ListValue<typeof OPS_PERMISSIONS>;

const ALL_PERMISSIONS: readonly OpsPermission[] = OPS_PERMISSIONS.map((permission) => permission.value);

/**
 * Role → permissions. admin: everything. reviewer: certification, bank and order review, read-only account
 * search and the uploads those reviews need. finance: money movements. product: sailings, prices, inventory.
 */
export const OPERATOR_ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OpsPermission[]>> = {
  admin: ALL_PERMISSIONS,
  reviewer: ['ops_certification_review', 'ops_bank_review', 'ops_account_read', 'ops_file_read', 'ops_order_review', 'ops_order_read', 'ops_dashboard_read'],
  finance: ['ops_account_read', 'ops_offline_topup', 'ops_refund', 'ops_withdrawal'],
  product: ['ops_vessel_manage', 'ops_loop_manage', 'ops_voyage_manage', 'ops_product_manage', 'ops_price_manage', 'ops_inventory_manage'],
};

/** The permissions of a role, in the catalogue's order; an unknown role (a stored value newer than this code) has none. */
export function permissionsForOperatorRole(role: string): OpsPermission[] {
  const granted = Object.hasOwn(OPERATOR_ROLE_PERMISSIONS, role) ? OPERATOR_ROLE_PERMISSIONS[role as OperatorRole] : [];
  return ALL_PERMISSIONS.filter((permission) => granted.includes(permission));
}

/** True when the role holds every one of the permissions (none asked = any operator). */
export function hasOperatorPermission(role: string, ...permissions: readonly OpsPermission[]): boolean {
  const granted = permissionsForOperatorRole(role);
  return permissions.every((permission) => granted.includes(permission));
}
