import type { LabelledValue, ListValue } from '../constants/labelled-list';
import { USER_LEVELS } from '../constants/membership';

/** Kinds of certification a user applies for and an operator reviews (000 §4.1, §7.2). */
export const CERTIFICATION_REQUEST_TYPES = [
  { value: 'Enterprise', zh: '企业认证', en: 'Enterprise certification' },
  { value: 'Personal', zh: '个人认证', en: 'Personal certification' },
  { value: 'TmsVendor', zh: '拖车供应商认证', en: 'Trailer supplier certification' },
  { value: 'CharterSupplier', zh: '租船供应商认证', en: 'Charter supplier certification' },
] as const satisfies readonly LabelledValue[];
export type CertificationRequestType = ListValue<typeof CERTIFICATION_REQUEST_TYPES>;

/** Enterprise bank information: saved as a draft, submitted for review, then confirmed or refused; the user may cancel a submission (000 §4.1). */
export const BANK_CERT_STATUSES = [
  { value: 'draft', zh: '草稿', en: 'Draft' },
  { value: 'Submit', zh: '审核中', en: 'Under review' },
  { value: 'Confirm', zh: '已认证', en: 'Verified' },
  { value: 'Refuse', zh: '审核拒绝', en: 'Refused' },
  { value: 'Cancel', zh: '已撤回', en: 'Withdrawn' },
] as const satisfies readonly LabelledValue[];
export type BankCertStatus = ListValue<typeof BANK_CERT_STATUSES>;

/** Links an enterprise accepts when ENTERPRISE_LINK_LIMIT is not set (linked sub-accounts, not pending ones). */
export const DEFAULT_ENTERPRISE_LINK_LIMIT = 20;

/** What a main account may do to a sub-account's integration token (updateSubUserToken). */
export const SUB_USER_TOKEN_ACTIONS = ['issue', 'revoke'] as const;
export type SubUserTokenAction = (typeof SUB_USER_TOKEN_ACTIONS)[number];

/** Association status typeCode (000 §3, §4.7). */
export const ASSOCIATION_TYPE_CODES = {
  /** Nothing to link with yet: the user searches by name; checkAppStatus tells whether another app is verifying. */
  nothingToLink: 1,
  /** The user's unified account holds an enterprise certified elsewhere but absent from this platform. */
  absentFromPlatform: 2,
  /** The user's unified account holds an enterprise certified here: the page selects it. */
  linkable: 3,
} as const;
export type AssociationTypeCode = (typeof ASSOCIATION_TYPE_CODES)[keyof typeof ASSOCIATION_TYPE_CODES];

/** The member-level name of the user card (1 silver ... 4 golden diamond). Unknown levels read as silver. */
export function memberLevelName(level: number, language: 'zh' | 'en' = 'zh'): string {
  const entry = USER_LEVELS.find((item) => item.value === level) ?? USER_LEVELS[0];
  return entry[language];
}

/**
 * An enterprise's member level as the enterprise row keeps it (the level's Chinese name, 金卡) in the page's
 * language; a name outside the list (a level the carrier added by hand) shows as kept.
 */
export function enterpriseMemberLevelName(storedName: string, language: 'zh' | 'en'): string {
  return USER_LEVELS.find((item) => item.zh === storedName)?.[language] ?? storedName;
}
