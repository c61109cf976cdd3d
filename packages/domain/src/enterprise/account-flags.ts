import type {
  CertificationStatus,
  EnterpriseReviewStatus,
  EnterpriseType,
  RelationRequestStatus,
  SupplierStatus,
  UserType,
} from '../status/account-status';

/**
 * The status inputs of 000 §3, as GET web/entUser/getStatus answers them. An empty string means
 * "none" (never applied, no request), as the spec's "empty" wording has it.
 */
export interface AccountStatusInputs {
  /** Certification status of the user's enterprise (or person, or trailer-supplier) record. */
  enterpriseInfoCERTStatus: CertificationStatus | '';
  /** Kind of that record. */
  enterpriseType: EnterpriseType | '';
  /** The user's latest request to link to an enterprise. */
  enterpriseRelationReqStatus: RelationRequestStatus | '';
  userType: UserType;
  /** The user's latest main-account change request (entMasterReq). */
  masterStatus: EnterpriseReviewStatus | '';
  /** The enterprise books through the carrier's offline e-booking system. */
  ebooking: boolean;
  /** The enterprise is set up for domestic trade on this portal. */
  domestic: boolean;
  /** A personal user's upgrade to an enterprise certification (Submit while under review). */
  enterpriseUpgradeStatus: CertificationStatus | '';
  /** Charter-supplier certification. */
  supplierStatus: SupplierStatus;
  /** The enterprise confirmed the service terms (updateEnterpriseConfirmTerm). */
  confirmTerm: boolean;
  /** The bound unified (sister-platform) account, '' when none. */
  unionAccount: string;
}

/** Which single certification the user holds or is applying for ('' = none, or refused). */
export type OnlyCertification = '' | 'customer' | 'trailerSupplier' | 'supplier';
/** Which refusal tab to show ('' = nothing refused). */
export type RefuseTab = '' | 'customer' | 'trailerSupplier' | 'supplier';

/** The derived flags of 000 §3 / §4.1, computed only by deriveAccountFlags. */
export interface AccountFlags {
  isEnterpriseConfirm: boolean;
  isEnterpriseCertification: boolean;
  isPersonalConfirm: boolean;
  isPersonalCertification: boolean;
  isSupplierConfirm: boolean;
  /** Ours: charter-supplier certification under review (the badge needs it; §4.1 "Submit ... supplier certifying"). */
  isSupplierCertification: boolean;
  isTrailerSupplierConfirm: boolean;
  isTrailerSupplierCertification: boolean;
  enterpriseAssociation: boolean;
  isCertificationRefuse: boolean;
  isMainAccount: boolean;
  isSubAccount: boolean;
  isCompanyLink: boolean;
  isCompanyLinkApply: boolean;
  isNotAuthUser: boolean;
  isNotPersonal: boolean;
  enableCustomerConfirm: boolean;
  onlyCertification: OnlyCertification;
  showRefuseTab: RefuseTab;
  enterpriseType: EnterpriseType | '';
  isBindUnionAccount: boolean;
  isOfflineEbookingEnterprise: boolean;
}

/** A user with nothing: no certification, no link, no supplier status (a fresh registration). */
export const EMPTY_ACCOUNT_STATUS_INPUTS: AccountStatusInputs = {
  enterpriseInfoCERTStatus: '',
  enterpriseType: '',
  enterpriseRelationReqStatus: '',
  userType: 'N',
  masterStatus: '',
  ebooking: false,
  domestic: true,
  enterpriseUpgradeStatus: '',
  supplierStatus: '',
  confirmTerm: false,
  unionAccount: '',
};

/**
 * Every derived flag of 000 §4.1, worded as the spec words them. The web (user card, menus, pages) and
 * the server (permissions, association rules) both call this one function with the same inputs.
 */
export function deriveAccountFlags(inputs: AccountStatusInputs): AccountFlags {
  const status = inputs.enterpriseInfoCERTStatus;
  const type = inputs.enterpriseType;
  const relation = inputs.enterpriseRelationReqStatus;

  // "enterprise confirmed = Confirm and Enterprise"
  const isEnterpriseConfirm = status === 'Confirm' && type === 'Enterprise';
  // "certification refused = Refuse or Cancel"
  const isCertificationRefuse = status === 'Refuse' || status === 'Cancel';
  // "can apply for customer confirmation = no certification status and relation status empty/R/X, or refused/cancelled"
  const enableCustomerConfirm = (status === '' && (relation === '' || relation === 'R' || relation === 'X')) || isCertificationRefuse;
  // "enterprise certification pending = Submit and Enterprise, or upgrade status Submit"
  const isEnterpriseCertification = (status === 'Submit' && type === 'Enterprise') || inputs.enterpriseUpgradeStatus === 'Submit';
  // "trailer-supplier pending or confirmed = TmsVendor with Submit or Confirm"
  const isTrailerSupplierCertification = type === 'TmsVendor' && status === 'Submit';
  const isTrailerSupplierConfirm = type === 'TmsVendor' && status === 'Confirm';
  // "personal pending or confirmed = Personal with Submit or Confirm"
  const isPersonalCertification = type === 'Personal' && status === 'Submit';
  const isPersonalConfirm = type === 'Personal' && status === 'Confirm';
  const isNotPersonal = type !== 'Personal';
  const isMainAccount = inputs.userType === 'M';
  const isSubAccount = inputs.userType === 'S';
  // "company linked = A and (not personal, or refused/cancelled); link applying = W under the same condition"
  const linkCondition = isNotPersonal || isCertificationRefuse;
  const isCompanyLink = relation === 'A' && linkCondition;
  const isCompanyLinkApply = relation === 'W' && linkCondition;
  // "enterprise association = linked sub-account, or link applying, or not allowed to apply"
  const enterpriseAssociation = (isSubAccount && isCompanyLink) || isCompanyLinkApply || !enableCustomerConfirm;
  const isSupplierConfirm = inputs.supplierStatus === 'Confirm';
  const isSupplierCertification = inputs.supplierStatus === 'Submit';

  // "only-certification = empty if refused, customer if enterprise or personal pending or confirmed,
  //  trailerSupplier, or supplier if supplier status Confirm or Submit"
  let onlyCertification: OnlyCertification = '';
  if (isCertificationRefuse) onlyCertification = '';
  else if (isEnterpriseConfirm || isEnterpriseCertification || isPersonalConfirm || isPersonalCertification) onlyCertification = 'customer';
  else if (isTrailerSupplierConfirm || isTrailerSupplierCertification) onlyCertification = 'trailerSupplier';
  else if (isSupplierConfirm || isSupplierCertification) onlyCertification = 'supplier';

  // "show-refuse tab = customer, trailerSupplier or supplier depending on which was refused"
  // (a refused upgrade of a personal user to an enterprise is a refused customer certification).
  let showRefuseTab: RefuseTab = '';
  if (isCertificationRefuse) showRefuseTab = type === 'TmsVendor' ? 'trailerSupplier' : 'customer';
  else if (inputs.enterpriseUpgradeStatus === 'Refuse') showRefuseTab = 'customer';
  else if (inputs.supplierStatus === 'Refuse') showRefuseTab = 'supplier';

  return {
    isEnterpriseConfirm,
    isEnterpriseCertification,
    isPersonalConfirm,
    isPersonalCertification,
    isSupplierConfirm,
    isSupplierCertification,
    isTrailerSupplierConfirm,
    isTrailerSupplierCertification,
    enterpriseAssociation,
    isCertificationRefuse,
    isMainAccount,
    isSubAccount,
    isCompanyLink,
    isCompanyLinkApply,
    // "not an authenticated user = no type or status not Confirm"
    isNotAuthUser: type === '' || status !== 'Confirm',
    isNotPersonal,
    enableCustomerConfirm,
    onlyCertification,
    showRefuseTab,
    enterpriseType: type,
    // "bound to a union account when unionAccount is non-empty"
    isBindUnionAccount: inputs.unionAccount !== '',
    // "offline e-booking enterprise = ebooking and not domestic"
    isOfflineEbookingEnterprise: inputs.ebooking && !inputs.domestic,
  };
}
