import {
  CERTIFICATION_STATUSES,
  ENTERPRISE_REVIEW_STATUSES,
  ENTERPRISE_TYPES,
  RELATION_REQUEST_STATUSES,
  SUPPLIER_STATUSES,
  USER_TYPES,
  valuesOf,
} from '@coastbook/domain';
import { z } from 'zod';

const orEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.enum([...values, '']);

/** The status inputs of 000 §3 ('' = none). */
export const ZAccountStatusInputs = z.object({
  enterpriseInfoCERTStatus: orEmpty(valuesOf(CERTIFICATION_STATUSES) as ['Submit', 'Confirm', 'Refuse', 'Cancel']),
  enterpriseType: orEmpty(valuesOf(ENTERPRISE_TYPES) as ['Enterprise', 'Personal', 'TmsVendor']),
  enterpriseRelationReqStatus: orEmpty(valuesOf(RELATION_REQUEST_STATUSES) as ['A', 'W', 'R', 'X']),
  userType: z.enum(valuesOf(USER_TYPES) as ['M', 'S', 'N']),
  masterStatus: orEmpty(valuesOf(ENTERPRISE_REVIEW_STATUSES) as ['A', 'R', 'M', 'W', 'X']),
  ebooking: z.boolean(),
  domestic: z.boolean(),
  enterpriseUpgradeStatus: orEmpty(valuesOf(CERTIFICATION_STATUSES) as ['Submit', 'Confirm', 'Refuse', 'Cancel']),
  supplierStatus: z.enum(valuesOf(SUPPLIER_STATUSES) as ['Confirm', 'Submit', 'Refuse', '']),
  confirmTerm: z.boolean(),
  unionAccount: z.string().describe('bound unified account (e-mail), empty when none'),
});
export type TAccountStatusInputs = z.infer<typeof ZAccountStatusInputs>;

const refusalKinds = z.enum(['', 'customer', 'trailerSupplier', 'supplier']);

/** The derived flags of 000 §4.1 (deriveAccountFlags in packages/domain). */
export const ZAccountFlags = z.object({
  isEnterpriseConfirm: z.boolean(),
  isEnterpriseCertification: z.boolean(),
  isPersonalConfirm: z.boolean(),
  isPersonalCertification: z.boolean(),
  isSupplierConfirm: z.boolean(),
  isSupplierCertification: z.boolean(),
  isTrailerSupplierConfirm: z.boolean(),
  isTrailerSupplierCertification: z.boolean(),
  enterpriseAssociation: z.boolean(),
  isCertificationRefuse: z.boolean(),
  isMainAccount: z.boolean(),
  isSubAccount: z.boolean(),
  isCompanyLink: z.boolean(),
  isCompanyLinkApply: z.boolean(),
  isNotAuthUser: z.boolean(),
  isNotPersonal: z.boolean(),
  enableCustomerConfirm: z.boolean(),
  onlyCertification: refusalKinds,
  showRefuseTab: refusalKinds,
  enterpriseType: orEmpty(valuesOf(ENTERPRISE_TYPES) as ['Enterprise', 'Personal', 'TmsVendor']),
  isBindUnionAccount: z.boolean(),
  isOfflineEbookingEnterprise: z.boolean(),
});
export type TAccountFlags = z.infer<typeof ZAccountFlags>;

export const ZCertificationBadge = z.object({
  kind: z.enum(['badge', 'button']),
  key: z.string(),
  zh: z.string(),
  en: z.string(),
  route: z.string().optional().describe('where a button leads'),
});

/** GET web/entUser/getStatus: the inputs, the flags derived from them, and the user card's badges. */
export const ZGetStatusResponse = z.object({
  inputs: ZAccountStatusInputs,
  flags: ZAccountFlags,
  badges: z.array(ZCertificationBadge).describe('certificationBadge(flags): what the user card shows, in order'),
});
export type TGetStatusResponse = z.infer<typeof ZGetStatusResponse>;
