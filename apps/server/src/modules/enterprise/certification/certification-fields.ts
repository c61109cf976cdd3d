import type { TCertificationSubmitRequest, TEnterpriseCertificationForm } from '@coastbook/contracts';
import type { ServerKeys } from '../../../platform/crypto';
import type { enterprise } from '../enterprise.tables';

type EnterpriseColumns = Partial<typeof enterprise.$inferInsert>;

/** '310101199001011234' → '310***********1234': what may be shown or kept outside the encrypted column. */
export function maskIdCardNo(idCardNo: string): string {
  return `${idCardNo.slice(0, 3)}${'*'.repeat(Math.max(idCardNo.length - 7, 0))}${idCardNo.slice(-4)}`;
}

/** The files a submission attaches. */
export function fileIdsOf(request: TCertificationSubmitRequest): string[] {
  return request.entType === 'Personal' ? request.idCardFileIds : request.licenseFileIds;
}

/** The form as kept on the request row: everything the applicant typed, the ID card number masked. */
export function payloadOf(request: TCertificationSubmitRequest): Record<string, unknown> {
  if (request.entType === 'Personal') return { ...request, idCardNo: maskIdCardNo(request.idCardNo) };
  return { ...request };
}

/** The enterprise columns an Enterprise form sets (also used when an upgrade is approved). */
export function enterpriseColumnsOf(form: TEnterpriseCertificationForm): EnterpriseColumns {
  return {
    entType: 'Enterprise',
    enterpriseCnnme: form.enterpriseCnnme,
    enterpriseName: form.enterpriseName ?? null,
    isIndividualBusiness: form.individualBusiness,
    socialCreditCode: form.socialCreditCode,
    businessLicenseNo: form.businessLicenseNo ?? null,
    fleetCode: null,
    idCardNoEncrypted: null,
    idCardNoHash: null,
    ...(form.sapId ? { sapId: form.sapId } : {}),
    address: form.address,
    legalPersonName: form.legalPersonName,
    contactName: form.contactName,
    contactPhone: form.contactPhone,
    contactEmail: form.contactEmail ?? null,
    licenseFileIds: form.licenseFileIds,
  };
}

/**
 * Every certification column a submission sets, the other kinds' columns cleared, so a refused record
 * resubmitted as another kind keeps nothing of the old one. The ID card is stored encrypted with its
 * lookup hash (for the duplicate check).
 */
export function certificationColumnsOf(request: TCertificationSubmitRequest, keys: ServerKeys): EnterpriseColumns {
  switch (request.entType) {
    case 'Enterprise':
      return enterpriseColumnsOf(request);
    case 'Personal':
      return {
        entType: 'Personal',
        enterpriseCnnme: request.realName,
        enterpriseName: null,
        isIndividualBusiness: false,
        socialCreditCode: null,
        businessLicenseNo: null,
        fleetCode: null,
        idCardNoEncrypted: keys.fieldCipher.encrypt(request.idCardNo),
        idCardNoHash: keys.fieldCipher.lookupHash(request.idCardNo),
        address: request.address ?? null,
        legalPersonName: null,
        contactName: request.realName,
        contactPhone: request.contactPhone,
        contactEmail: null,
        licenseFileIds: request.idCardFileIds,
      };
    case 'TmsVendor':
      return {
        entType: 'TmsVendor',
        enterpriseCnnme: request.enterpriseCnnme,
        enterpriseName: null,
        isIndividualBusiness: false,
        socialCreditCode: request.socialCreditCode,
        businessLicenseNo: null,
        fleetCode: request.fleetCode,
        idCardNoEncrypted: null,
        idCardNoHash: null,
        address: request.address,
        legalPersonName: request.legalPersonName,
        contactName: request.contactName,
        contactPhone: request.contactPhone,
        contactEmail: null,
        licenseFileIds: request.licenseFileIds,
      };
  }
}
