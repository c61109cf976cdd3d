import type { LabelledValue, ListValue } from '../constants/labelled-list';

/** Account, certification and sub-user statuses (000 §4.1, §6; 001 §4, §6). */

/** Certification status of an enterprise, personal or trailer-supplier application (enterpriseInfoCERTStatus). */
export const CERTIFICATION_STATUSES = [
  { value: 'Submit', zh: '认证中', en: 'Submitted' },
  { value: 'Confirm', zh: '已认证', en: 'Certified' },
  { value: 'Refuse', zh: '认证拒绝', en: 'Refused' },
  { value: 'Cancel', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type CertificationStatus = ListValue<typeof CERTIFICATION_STATUSES>;

/** Kind of certified party (enterpriseType). */
export const ENTERPRISE_TYPES = [
  { value: 'Enterprise', zh: '企业', en: 'Enterprise' },
  { value: 'Personal', zh: '个人', en: 'Personal' },
  { value: 'TmsVendor', zh: '拖车供应商', en: 'Trailer supplier' },
] as const satisfies readonly LabelledValue[];
export type EnterpriseType = ListValue<typeof ENTERPRISE_TYPES>;

/** Status of a sub-account's request to link to an enterprise (enterpriseRelationReqStatus). */
export const RELATION_REQUEST_STATUSES = [
  { value: 'A', zh: '已关联', en: 'Linked' },
  { value: 'W', zh: '待主账号审核', en: 'Awaiting main account approval' },
  { value: 'R', zh: '已拒绝', en: 'Refused' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type RelationRequestStatus = ListValue<typeof RELATION_REQUEST_STATUSES>;

/** Role of a user within its enterprise (userType); N is a user with no enterprise role yet. */
export const USER_TYPES = [
  { value: 'M', zh: '主账号', en: 'Main account' },
  { value: 'S', zh: '子账号', en: 'Sub-account' },
  { value: 'N', zh: '普通用户', en: 'Default user' },
] as const satisfies readonly LabelledValue[];
export type UserType = ListValue<typeof USER_TYPES>;

/** Charter-supplier certification status (supplierStatus); empty means never applied. */
export const SUPPLIER_STATUSES = [
  { value: 'Confirm', zh: '已认证', en: 'Certified' },
  { value: 'Submit', zh: '认证中', en: 'Submitted' },
  { value: 'Refuse', zh: '认证拒绝', en: 'Refused' },
  { value: '', zh: '未认证', en: 'Not certified' },
] as const satisfies readonly LabelledValue[];
export type SupplierStatus = ListValue<typeof SUPPLIER_STATUSES>;

/** Review of an enterprise certification or change (masterStatus and enterprise review). */
export const ENTERPRISE_REVIEW_STATUSES = [
  { value: 'A', zh: '审核通过', en: 'Approved' },
  { value: 'R', zh: '审核拒绝', en: 'Refused' },
  { value: 'M', zh: '企业审核中', en: 'Under enterprise review' },
  { value: 'W', zh: '客服审核中', en: 'Under customer-service review' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type EnterpriseReviewStatus = ListValue<typeof ENTERPRISE_REVIEW_STATUSES>;

/** What a user may be authenticated as. */
export const AUTHENTICATION_TYPES = [
  { value: 'Enterprise', zh: '企业认证', en: 'Enterprise' },
  { value: 'Personal', zh: '个人认证', en: 'Personal' },
  { value: 'Trailer', zh: '拖车供应商认证', en: 'Trailer supplier' },
  { value: 'Associate', zh: '关联企业', en: 'Association' },
] as const satisfies readonly LabelledValue[];
export type AuthenticationType = ListValue<typeof AUTHENTICATION_TYPES>;

/** Actions on a sub-user as recorded in its history; Cancel means the sub-user was unbound. */
export const SUB_USER_ACTIONS = [
  { value: 'Submit', zh: '申请关联', en: 'Applied' },
  { value: 'Confirm', zh: '审核通过', en: 'Approved' },
  { value: 'Refuse', zh: '审核拒绝', en: 'Refused' },
  { value: 'Cancel', zh: '已解绑', en: 'Unbound' },
] as const satisfies readonly LabelledValue[];
export type SubUserAction = ListValue<typeof SUB_USER_ACTIONS>;

/** Where a sub-user's approval stands: pending, then approved or refused, or deleted (in batch). */
export const SUB_USER_APPROVAL_STATES = [
  { value: 'PENDING', zh: '待审核', en: 'Pending' },
  { value: 'APPROVED', zh: '已通过', en: 'Approved' },
  { value: 'REFUSED', zh: '已拒绝', en: 'Refused' },
  { value: 'DELETED', zh: '已删除', en: 'Deleted' },
] as const satisfies readonly LabelledValue[];
export type SubUserApprovalState = ListValue<typeof SUB_USER_APPROVAL_STATES>;

/** State of a login account. */
export const ACCOUNT_STATES = [
  { value: 'Active', zh: '正常', en: 'Active' },
  { value: 'Lock', zh: '已锁定', en: 'Locked' },
  { value: 'ResetPassword', zh: '待重置密码', en: 'Password reset required' },
] as const satisfies readonly LabelledValue[];
export type AccountState = ListValue<typeof ACCOUNT_STATES>;

/** Which enterprise orders a sub-user may see. */
export const ORDER_VISIBILITY = [
  { value: 'ALL', zh: '查看企业全部订单', en: 'All enterprise orders' },
  { value: 'OWN', zh: '仅查看本人订单', en: 'Own orders only' },
] as const satisfies readonly LabelledValue[];
export type OrderVisibility = ListValue<typeof ORDER_VISIBILITY>;
