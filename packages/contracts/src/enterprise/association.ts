import { ASSOCIATION_APPLICANT_MAX_LENGTH, ASSOCIATION_MESSAGES, ASSOCIATION_SUGGESTION_MIN_LENGTH, characterLength } from '@coastbook/domain';
import { z } from 'zod';
import { idField } from './fields';

/** GET web/association/getAssociationStatus (000 §3, §4.7). */
export const ZAssociationStatus = z.object({
  typeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 nothing to link with; 2 certified elsewhere, absent here; 3 a linkable enterprise here'),
  enterpriseCnnme: z.string().nullable(),
  enterpriseId: z.string().nullable().describe('typeCode 3: the enterprise to select'),
  checkAppStatus: z.boolean().describe('another app of the unified account is verifying this account'),
  appsInProgress: z.array(z.string()),
});
export type TAssociationStatus = z.infer<typeof ZAssociationStatus>;

/** GET web/association/searchEnterpriseByName?enterpriseCnnme=: certified enterprises whose name contains the text (≥ 2 characters). */
export const ZSearchEnterpriseByNameQuery = z.object({
  enterpriseCnnme: z
    .string({ error: ASSOCIATION_MESSAGES.selectEnterprise.zh })
    .trim()
    .min(ASSOCIATION_SUGGESTION_MIN_LENGTH, `请至少输入${ASSOCIATION_SUGGESTION_MIN_LENGTH}个字符`)
    .max(60, '企业名称长度不能超过60个字符'),
});
export const ZEnterpriseSuggestion = z.object({ enterpriseId: z.string(), enterpriseCnnme: z.string() });
export type TEnterpriseSuggestion = z.infer<typeof ZEnterpriseSuggestion>;
export const ZSearchEnterpriseByNameResponse = z.array(ZEnterpriseSuggestion);

/** GET web/association/hasEnterpriseId?enterpriseId= and isUpperEnterpriseLimit?enterpriseId=. */
export const ZAssociationEnterpriseQuery = z.object({ enterpriseId: idField('企业标识') });

/**
 * POST web/association/saveAssociation (000 §3 association request): id = the enterprise, note = the
 * applicant's name. data = the apps still verifying the account (then nothing is saved); [] = saved.
 */
export const ZSaveAssociationRequest = z.object({
  id: idField('企业标识'),
  note: z
    .string({ error: ASSOCIATION_MESSAGES.applicantRequired.zh })
    .trim()
    .min(1, ASSOCIATION_MESSAGES.applicantRequired.zh)
    .refine((value) => characterLength(value) <= ASSOCIATION_APPLICANT_MAX_LENGTH, `申请人长度不能超过${ASSOCIATION_APPLICANT_MAX_LENGTH}个字符`),
  userId: z.string().optional().describe("the caller's own id (optional)"),
  userName: z.string().max(80).optional(),
  checkAppStatus: z.boolean().optional().describe('accepted for compatibility; the server always checks the other apps'),
});
export type TSaveAssociationRequest = z.infer<typeof ZSaveAssociationRequest>;
export const ZSaveAssociationResponse = z.array(z.string()).describe('apps in progress; empty when the application was saved');

/** GET web/association/checkUaasCompanies: the unified account's enterprises, and whether each is certified here. */
export const ZUaasCompanyCheck = z.object({
  companyName: z.string(),
  socialCreditCode: z.string(),
  appName: z.string(),
  verifyStatus: z.enum(['verifying', 'verified', 'refused']),
  onPlatform: z.boolean().describe('a certified enterprise of this platform has the same social credit code'),
  enterpriseId: z.string().nullable(),
});
export const ZCheckUaasCompaniesResponse = z.object({
  companies: z.array(ZUaasCompanyCheck),
  absentFromPlatform: z.array(z.string()).describe('names of verified companies not certified here (warm prompt)'),
  appsInProgress: z.array(z.string()),
});
export type TCheckUaasCompaniesResponse = z.infer<typeof ZCheckUaasCompaniesResponse>;
