import { z } from 'zod';
import { encryptedCredential, ZEmailAddress, ZVerificationCode } from '../account/fields';

/**
 * Unified account (000 §7.3, prefix web/commonUrl/uaas): one login across the carrier's sister
 * platforms. CoastBook talks to it through an adapter; the built-in sandbox keeps a sister-platform
 * directory in the database so the upgrade, bind and login flows can be walked.
 */

export const ZUaasEmailQuery = z.object({ email: ZEmailAddress });

/** findCompaniesByUserId: the unified account's companies on the sister platforms. */
export const ZUaasCompany = z.object({
  companyName: z.string(),
  socialCreditCode: z.string(),
  sapId: z.string().nullable(),
  appName: z.string().describe("the sister platform, e.g. '泛海外贸电商'"),
  role: z.enum(['main', 'sub']),
  verifyStatus: z.enum(['verifying', 'verified', 'refused']),
});
export type TUaasCompany = z.infer<typeof ZUaasCompany>;
export const ZFindCompaniesResponse = z.array(ZUaasCompany);

/** unifiedAccount/user/createUser: creates an (inactive) unified account for the caller with this e-mail and password. */
export const ZUaasCreateUserRequest = z.object({
  email: ZEmailAddress,
  password: encryptedCredential('请输入统一账号密码'),
});
export type TUaasCreateUserRequest = z.infer<typeof ZUaasCreateUserRequest>;

/** bindUser: binds the caller (userLogonId = own logon id) to an existing unified account, proven by its password. */
export const ZUaasBindUserRequest = z.object({
  userLogonId: z.string({ error: '请输入登录名' }).trim().min(1, '请输入登录名').max(40),
  email: ZEmailAddress,
  password: encryptedCredential('请输入统一账号密码'),
});
export type TUaasBindUserRequest = z.infer<typeof ZUaasBindUserRequest>;

/** getLogonStatus: ea e-mail account, pn masked phone, type, id, status. */
export const ZUaasLogonStatus = z.object({
  ea: z.string().nullable(),
  pn: z.string().nullable(),
  type: z.enum(['EMAIL']).nullable(),
  id: z.string().nullable(),
  status: z.enum(['Unbound', 'Inactive', 'Active']),
});
export type TUaasLogonStatus = z.infer<typeof ZUaasLogonStatus>;

/** accountActivate: activates the caller's bound unified account with the e-mail code (ACCOUNT_UPGRADE). */
export const ZUaasActivateRequest = z.object({ email: ZEmailAddress, emailCode: ZVerificationCode });

/** getEpanEntUserDTOList: this platform's users of the enterprise with the SAP number, with their binding. */
export const ZEpanEntUserQuery = z.object({
  email: ZEmailAddress,
  sapId: z.string({ error: '请输入SAP编号' }).trim().min(1, '请输入SAP编号').max(20),
});
export const ZEpanEntUser = z.object({
  userId: z.string(),
  logonId: z.string(),
  userType: z.enum(['M', 'S', 'N']),
  enterpriseCnnme: z.string(),
  boundEmail: z.string().nullable().describe('the unified account the user is bound to'),
  matchesEmail: z.boolean(),
});
export const ZEpanEntUserResponse = z.array(ZEpanEntUser);

/** isShowUpgradeGuide?userId=: true for a certified main account not bound to a unified account yet. */
export const ZUpgradeGuideQuery = z.object({ userId: z.string().optional() });

/**
 * POST web/domestic/uaasAccount/uaasAccountUpgrade: one step: prove the e-mail (code ACCOUNT_UPGRADE),
 * then bind to the unified account of that e-mail (its password must match) or create one with this
 * password, active at once.
 */
export const ZUaasAccountUpgradeRequest = z.object({
  email: ZEmailAddress,
  emailCode: ZVerificationCode,
  password: encryptedCredential('请输入统一账号密码'),
});
export type TUaasAccountUpgradeRequest = z.infer<typeof ZUaasAccountUpgradeRequest>;

/** POST web/domestic/uaasAccount/updatePhone: copies this account's phone to the bound unified account. */
export const ZUaasUpdatePhoneResponse = z.object({ pn: z.string() });

/** POST /api/dev/uaas/issueCode (not in production): the sandbox's login page, as a call: a one-time code for a unified account. */
export const ZUaasIssueCodeRequest = z.object({
  email: ZEmailAddress,
  password: z.string({ error: '请输入统一账号密码' }).min(1, '请输入统一账号密码').max(64).describe('plain text: sandbox only'),
});
export const ZUaasIssueCodeResponse = z.object({ code: z.string(), expiresIn: z.number().int() });
