import { findLabelled, type BilingualText, type Language, type LabelledValue } from '../constants/labelled-list';
import {
  CERTIFICATION_STATUSES,
  ENTERPRISE_REVIEW_STATUSES,
  ENTERPRISE_TYPES,
  RELATION_REQUEST_STATUSES,
  SUPPLIER_STATUSES,
  USER_TYPES,
} from '../status/account-status';
import type { AccountFlags, AccountStatusInputs } from './account-flags';

/**
 * Names of the status inputs and derived flags of 000 §3 / §4.1 as the operator console shows them.
 * An operator answering "why can't I book?" reads these beside the code names the spec and the
 * customer's getStatus use, so the console gives both.
 */
export const ACCOUNT_STATUS_INPUT_LABELS: Record<keyof AccountStatusInputs, BilingualText> = {
  enterpriseInfoCERTStatus: { zh: '认证状态', en: 'Certification status' },
  enterpriseType: { zh: '认证类型', en: 'Certification type' },
  enterpriseRelationReqStatus: { zh: '企业关联申请', en: 'Enterprise link request' },
  userType: { zh: '账号类型', en: 'Account type' },
  masterStatus: { zh: '主账号变更申请', en: 'Main-account change request' },
  ebooking: { zh: '线下订舱企业', en: 'Offline e-booking enterprise' },
  domestic: { zh: '开通内贸', en: 'Domestic trade enabled' },
  enterpriseUpgradeStatus: { zh: '个人升级企业', en: 'Upgrade to enterprise' },
  supplierStatus: { zh: '租船供应商认证', en: 'Charter-supplier certification' },
  confirmTerm: { zh: '已确认服务条款', en: 'Service terms confirmed' },
  unionAccount: { zh: '绑定的统一账号', en: 'Bound unified account' },
};

export const ACCOUNT_FLAG_LABELS: Record<keyof AccountFlags, BilingualText> = {
  isEnterpriseConfirm: { zh: '企业已认证', en: 'Enterprise certified' },
  isEnterpriseCertification: { zh: '企业认证中', en: 'Enterprise certifying' },
  isPersonalConfirm: { zh: '个人已认证', en: 'Person certified' },
  isPersonalCertification: { zh: '个人认证中', en: 'Person certifying' },
  isSupplierConfirm: { zh: '租船供应商已认证', en: 'Charter supplier certified' },
  isSupplierCertification: { zh: '租船供应商认证中', en: 'Charter supplier certifying' },
  isTrailerSupplierConfirm: { zh: '拖车供应商已认证', en: 'Trailer supplier certified' },
  isTrailerSupplierCertification: { zh: '拖车供应商认证中', en: 'Trailer supplier certifying' },
  enterpriseAssociation: { zh: '已关联或不可申请认证', en: 'Linked, or may not apply' },
  isCertificationRefuse: { zh: '认证被拒绝或取消', en: 'Certification refused or cancelled' },
  isMainAccount: { zh: '主账号', en: 'Main account' },
  isSubAccount: { zh: '子账号', en: 'Sub-account' },
  isCompanyLink: { zh: '已关联企业', en: 'Linked to an enterprise' },
  isCompanyLinkApply: { zh: '企业关联审核中', en: 'Link awaiting approval' },
  isNotAuthUser: { zh: '未认证用户', en: 'Not certified' },
  isNotPersonal: { zh: '非个人用户', en: 'Not a person' },
  enableCustomerConfirm: { zh: '可申请客户认证', en: 'May apply for certification' },
  onlyCertification: { zh: '持有或申请中的认证', en: 'Certification held or applied for' },
  showRefuseTab: { zh: '被拒绝的认证', en: 'Refused certification' },
  enterpriseType: { zh: '认证类型', en: 'Certification type' },
  isBindUnionAccount: { zh: '已绑定统一账号', en: 'Bound to a unified account' },
  isOfflineEbookingEnterprise: { zh: '线下订舱企业（非内贸）', en: 'Offline e-booking, not domestic' },
};

/** The kinds of certification onlyCertification and showRefuseTab name. */
export const CERTIFICATION_KINDS = [
  { value: 'customer', zh: '客户认证', en: 'Customer' },
  { value: 'trailerSupplier', zh: '拖车供应商认证', en: 'Trailer supplier' },
  { value: 'supplier', zh: '租船供应商认证', en: 'Charter supplier' },
] as const satisfies readonly LabelledValue[];

/** The coded fields, each with the list that names its codes; the rest are booleans or free text. */
const CODED_FIELDS: Partial<Record<keyof AccountStatusInputs | keyof AccountFlags, readonly LabelledValue[]>> = {
  enterpriseInfoCERTStatus: CERTIFICATION_STATUSES,
  enterpriseUpgradeStatus: CERTIFICATION_STATUSES,
  enterpriseType: ENTERPRISE_TYPES,
  enterpriseRelationReqStatus: RELATION_REQUEST_STATUSES,
  userType: USER_TYPES,
  masterStatus: ENTERPRISE_REVIEW_STATUSES,
  supplierStatus: SUPPLIER_STATUSES,
  onlyCertification: CERTIFICATION_KINDS,
  showRefuseTab: CERTIFICATION_KINDS,
};

const YES_NO = { yes: { zh: '是', en: 'Yes' }, no: { zh: '否', en: 'No' } } as const;

/**
 * One status input or flag's value in words: a code by its list's label (an unknown code as itself),
 * a boolean as yes/no, '' (the spec's "none") as '-'. supplierStatus labels '' itself (未认证).
 */
export function accountStatusValueText(
  field: keyof AccountStatusInputs | keyof AccountFlags,
  value: string | boolean,
  language: Language = 'zh',
): string {
  if (typeof value === 'boolean') return (value ? YES_NO.yes : YES_NO.no)[language];
  const entry = CODED_FIELDS[field] && findLabelled(CODED_FIELDS[field], value);
  if (entry) return entry[language];
  return value === '' ? '-' : value;
}
