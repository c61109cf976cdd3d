import { z } from 'zod';
import { ZAccountFlags, ZAccountStatusInputs } from '../enterprise';
import { pageOf, ZPageRequest } from '../pagination';

/**
 * Customer account search for operators (read-only). The keyword matches a logon id by prefix, a phone
 * or e-mail exactly (through their lookup hashes: the clear values are never searched) or an
 * enterprise name by containment. Phones and e-mails are answered masked.
 */
export const ZOpsAccountSearchQuery = ZPageRequest.extend({
  keyword: z.string({ error: 'keyword 须为文字' }).trim().max(80, '关键字不能超过80个字符').optional(),
});
export type TOpsAccountSearchQuery = z.infer<typeof ZOpsAccountSearchQuery>;

export const ZOpsAccountSummary = z.object({
  userId: z.string(),
  logonId: z.string(),
  userCnnme: z.string(),
  phone: z.string().describe('masked, e.g. 138****0001'),
  email: z.string().nullable().describe('masked, e.g. de***@example.com'),
  userType: z.string().describe('M main account, S sub-account, N default'),
  accountState: z.string().describe('Active, Lock, ResetPassword'),
  roles: z.array(z.string()),
  enterpriseId: z.string().nullable(),
  enterpriseCnnme: z.string().nullable(),
  enterpriseCheckStatus: z.string().nullable().describe('the enterprise (or personal) record’s certification status'),
  createdAt: z.string(),
});
export type TOpsAccountSummary = z.infer<typeof ZOpsAccountSummary>;

export const ZOpsAccountPage = pageOf(ZOpsAccountSummary);
export type TOpsAccountPage = z.infer<typeof ZOpsAccountPage>;

export const ZOpsAccountParams = z.object({ userId: z.uuid({ error: '用户ID格式不正确' }) });

export const ZOpsLoginRecord = z.object({
  at: z.string(),
  grantType: z.string().describe('password, verifyCode, unifiedAccountToken'),
  clientIp: z.string().nullable(),
  /** The login (its token family, refreshes included) can still be used: not logged out, revoked or expired. */
  isActive: z.boolean(),
});

/** GET /api/ops/accounts/:userId: the account, its enterprise, its certification and link statuses, its recent logins. */
export const ZOpsAccountDetail = z.object({
  account: ZOpsAccountSummary.extend({
    isStrongPassword: z.boolean(),
    passwordChangedAt: z.string(),
    failedLoginCount: z.number().int(),
    lockedUntil: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
  }),
  enterprise: z
    .object({
      enterpriseId: z.string(),
      enterpriseCnnme: z.string(),
      entType: z.string(),
      checkStatus: z.string(),
      socialCreditCode: z.string().nullable(),
      sapId: z.string().nullable(),
      memberLevel: z.string(),
      bankCertStatus: z.string().nullable(),
      certifiedAt: z.string().nullable(),
      mainAccountLogonId: z.string().nullable(),
      isMainAccount: z.boolean(),
    })
    .nullable(),
  /** The status inputs of 000 §3 and the flags derived from them, exactly as the customer's getStatus sees them. */
  status: ZAccountStatusInputs,
  flags: ZAccountFlags,
  certifications: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      refuseReason: z.string().nullable(),
      submittedAt: z.string(),
      reviewedAt: z.string().nullable(),
    }),
  ),
  relation: z
    .object({
      enterpriseId: z.string(),
      enterpriseCnnme: z.string().nullable(),
      status: z.string().describe('W waiting, A linked, R refused, X cancelled'),
      visibility: z.string().nullable(),
      rights: z.array(z.string()),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  recentLogins: z.array(ZOpsLoginRecord),
});
export type TOpsAccountDetail = z.infer<typeof ZOpsAccountDetail>;
