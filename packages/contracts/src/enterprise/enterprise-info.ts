import { z } from 'zod';

export const ZBankInfo = z.object({
  bankAccountName: z.string().nullable(),
  bankAccountNo: z.string().nullable().describe('masked for sub-accounts'),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  bankCertStatus: z.enum(['draft', 'Submit', 'Confirm', 'Refuse', 'Cancel']).nullable(),
  bankRefuseReason: z.string().nullable(),
});
export type TBankInfo = z.infer<typeof ZBankInfo>;

/** GET web/domestic/member/EpanCEnterpriseInfo/getEpanCEnterpriseInfo: the caller's enterprise (000 §3), null when none. */
export const ZEnterpriseInfo = z.object({
  enterpriseId: z.string(),
  enterpriseCnnme: z.string(),
  enterpriseName: z.string().nullable(),
  entType: z.enum(['Enterprise', 'Personal', 'TmsVendor']),
  individualBusiness: z.boolean(),
  checkStatus: z.enum(['Submit', 'Confirm', 'Refuse', 'Cancel']),
  upgradeStatus: z.enum(['Submit', 'Confirm', 'Refuse', 'Cancel']).nullable(),
  socialCreditCode: z.string().nullable(),
  businessLicenseNo: z.string().nullable(),
  fleetCode: z.string().nullable(),
  sapId: z.string().nullable(),
  level: z.number().int().describe('1 silver, 2 gold, 3 diamond, 4 golden diamond'),
  memberLevel: z.string(),
  point: z.number().int(),
  count: z.number().int().describe('trades counted towards the next level'),
  nextLevCount: z.number().int().describe('trades still needed for the next level'),
  blanknoteStatus: z.string().nullable(),
  confirmTerm: z.boolean(),
  address: z.string().nullable(),
  legalPersonName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  licenseFileIds: z.array(z.string()),
  mainAccountLogonId: z.string().nullable(),
  isMainAccount: z.boolean().describe('the caller is this enterprise’s main account'),
  bank: ZBankInfo,
  certifiedAt: z.string().nullable(),
});
export type TEnterpriseInfo = z.infer<typeof ZEnterpriseInfo>;
export const ZGetEnterpriseInfoResponse = ZEnterpriseInfo.nullable();
