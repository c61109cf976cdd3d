import { z } from 'zod';
import { ZQueryBoolean } from '../basedata/query-params';
import {
  fileIdList,
  idField,
  optionalText,
  requiredText,
  ZContactPhone,
  ZEnterpriseAddress,
  ZEnterpriseCnnme,
  ZFleetCode,
  ZNationalId,
  ZOptionalEmail,
  ZSapId,
  ZSocialCreditCode,
} from './fields';

/**
 * POST web/customerAuth/update: submit a customer certification (000 §4.1) — an enterprise (or an
 * individual business), a person, or a trailer supplier (TmsVendor). Files are ids from the files
 * area's upload, owned by the caller. A personal user certified as Personal who submits an Enterprise
 * certification is upgrading (enterpriseUpgradeStatus).
 */
export const ZEnterpriseCertificationForm = z.object({
  entType: z.literal('Enterprise'),
  enterpriseCnnme: ZEnterpriseCnnme,
  enterpriseName: optionalText('企业英文名称', 120),
  /** An individual business (个体工商户) rather than a company: its duplicate message differs (000 §5). */
  individualBusiness: z.boolean().default(false),
  socialCreditCode: ZSocialCreditCode,
  businessLicenseNo: optionalText('营业执照注册号', 30),
  sapId: ZSapId.optional(),
  address: ZEnterpriseAddress,
  legalPersonName: requiredText('法定代表人', 40),
  contactName: requiredText('联系人', 40),
  contactPhone: ZContactPhone,
  contactEmail: ZOptionalEmail,
  licenseFileIds: fileIdList('请上传营业执照'),
});

export const ZPersonalCertificationForm = z.object({
  entType: z.literal('Personal'),
  realName: requiredText('真实姓名', 40),
  idCardNo: ZNationalId,
  contactPhone: ZContactPhone,
  address: optionalText('联系地址', 100),
  idCardFileIds: fileIdList('请上传身份证正反面照片', 1, 4),
});

export const ZTrailerSupplierCertificationForm = z.object({
  entType: z.literal('TmsVendor'),
  enterpriseCnnme: ZEnterpriseCnnme,
  socialCreditCode: ZSocialCreditCode,
  fleetCode: ZFleetCode,
  address: ZEnterpriseAddress,
  legalPersonName: requiredText('法定代表人', 40),
  contactName: requiredText('联系人', 40),
  contactPhone: ZContactPhone,
  licenseFileIds: fileIdList('请上传营业执照及道路运输经营许可证'),
});

export const ZCertificationSubmitRequest = z.discriminatedUnion(
  'entType',
  [ZEnterpriseCertificationForm, ZPersonalCertificationForm, ZTrailerSupplierCertificationForm],
  { error: '请选择认证类型（Enterprise / Personal / TmsVendor）' },
);
export type TCertificationSubmitRequest = z.infer<typeof ZCertificationSubmitRequest>;
export type TEnterpriseCertificationForm = z.infer<typeof ZEnterpriseCertificationForm>;
export type TPersonalCertificationForm = z.infer<typeof ZPersonalCertificationForm>;
export type TTrailerSupplierCertificationForm = z.infer<typeof ZTrailerSupplierCertificationForm>;

/** POST web/customerAuth/resubmitEntAuth: a new submission for a refused or cancelled request. */
const resubmitOf = { requestId: idField('认证申请编号') };
export const ZResubmitEntAuthRequest = z.discriminatedUnion(
  'entType',
  [ZEnterpriseCertificationForm.extend(resubmitOf), ZPersonalCertificationForm.extend(resubmitOf), ZTrailerSupplierCertificationForm.extend(resubmitOf)],
  { error: '请选择认证类型（Enterprise / Personal / TmsVendor）' },
);
export type TResubmitEntAuthRequest = z.infer<typeof ZResubmitEntAuthRequest>;

/** A certification request as its applicant (and the operator) sees it. */
export const ZCertificationRequestView = z.object({
  id: z.string(),
  type: z.enum(['Enterprise', 'Personal', 'TmsVendor', 'CharterSupplier']),
  status: z.enum(['Submit', 'Confirm', 'Refuse', 'Cancel']),
  isUpgrade: z.boolean().describe('a personal user upgrading to an enterprise'),
  enterpriseId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).describe('the submitted form (ID card numbers masked)'),
  fileIds: z.array(z.string()),
  refuseReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  resubmitOf: z.string().nullable(),
});
export type TCertificationRequestView = z.infer<typeof ZCertificationRequestView>;

/** POST web/customerAuth/update and resubmitEntAuth answer: the new request. */
export const ZCertificationSubmitResponse = ZCertificationRequestView;

/** POST web/customerAuth/search?isEntAuth=true|false: the caller's latest enterprise/trailer (true) or personal (false) request. */
export const ZCustomerAuthSearchQuery = z.object({ isEntAuth: ZQueryBoolean.default(true) });
export const ZCustomerAuthSearchResponse = ZCertificationRequestView.nullable();

/** POST web/customerAuth/validateEnterpriseID?enterpriseId=: true when it names a certified enterprise. */
export const ZValidateEnterpriseIdQuery = z.object({ enterpriseId: idField('企业标识') });
export const ZBooleanResponse = z.boolean();

/** GET .../checkEntCnnmeExist?enterpriseCnnme=&entType=: code 0 (data false) when the name is free. */
export const ZCheckEntCnnmeExistQuery = z.object({
  enterpriseCnnme: ZEnterpriseCnnme,
  entType: z.enum(['Enterprise', 'IndividualBusiness', 'TmsVendor'], { error: '企业类型只能是 Enterprise、IndividualBusiness 或 TmsVendor' }).default('Enterprise'),
});
export type TCheckEntCnnmeExistQuery = z.infer<typeof ZCheckEntCnnmeExistQuery>;

/** GET .../checkSocialCreditCodeExist?socialCreditCode=: code 0 (data false) when no certified enterprise has it. */
export const ZCheckSocialCreditCodeExistQuery = z.object({ socialCreditCode: ZSocialCreditCode });

/** GET .../validateSapId?sapId=: code 0 (data true) when the SAP number is well-formed and no other enterprise uses it. */
export const ZValidateSapIdQuery = z.object({ sapId: ZSapId });

/** POST .../updateEnterpriseConfirmTerm: the enterprise confirms the service terms (EpanServiceTerm). */
export const ZUpdateEnterpriseConfirmTermRequest = z.object({
  confirmTerm: z.literal('service_term', { error: "confirmTerm 只能是 'service_term'" }),
});
