import { z } from 'zod';
import { ZVerificationCode } from '../account/fields';
import { ZPageRequest, pageOf } from '../pagination';

/**
 * Account cancellation (/unsubscribeApply): the user states a reason and confirms with an SMS code
 * sent to the account's own phone; an operator approves or refuses; on approval the account is disabled.
 */

export const UNSUBSCRIBE_STATUSES = ['W', 'A', 'R', 'X'] as const;

/** One thing that stops the account from being cancelled now (answered by check and by apply's refusal). */
export const ZUnsubscribeBlocker = z.object({
  code: z.number().int(),
  msg: z.string(),
});

/** GET web/unsubscribe/check: may the caller apply now, and if not, why. */
export const ZUnsubscribeCheck = z.object({
  allowed: z.boolean(),
  blockers: z.array(ZUnsubscribeBlocker),
  maskedPhone: z.string().describe('the phone the SMS code goes to'),
});
export type TUnsubscribeCheck = z.infer<typeof ZUnsubscribeCheck>;

export const ZUnsubscribeRequest = z.object({
  id: z.string(),
  status: z.enum(UNSUBSCRIBE_STATUSES).describe('W waiting for customer service, A approved (account disabled), R refused, X withdrawn'),
  reason: z.string(),
  refuseReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

/** POST web/unsubscribe/apply. */
export const ZUnsubscribeApplyRequest = z.object({
  reason: z
    .string({ error: '请输入注销原因' })
    .trim()
    .min(1, '请输入注销原因')
    .refine((value) => Array.from(value).length <= 200, '注销原因长度不能超过200个字符'),
  smsCode: ZVerificationCode,
  agreed: z.literal(true, { error: '请勾选已阅读并同意！' }),
});
export type TUnsubscribeApplyRequest = z.infer<typeof ZUnsubscribeApplyRequest>;

/** POST web/unsubscribe/cancel: the applicant withdraws a waiting request. */
export const ZUnsubscribeCancelRequest = z.object({ id: z.uuid({ error: '申请编号不正确' }) });

/** GET web/unsubscribe/current: the caller's latest request (null when none). */
export const ZUnsubscribeCurrentResponse = ZUnsubscribeRequest.nullable();

/** GET /api/ops/unsubscribe-requests: the operator's queue (default: waiting, oldest first). */
export const ZOpsUnsubscribeQuery = ZPageRequest.extend({
  status: z.enum(UNSUBSCRIBE_STATUSES, { error: '状态只能是 W、A、R 或 X' }).default('W'),
});
export const ZOpsUnsubscribeRecord = ZUnsubscribeRequest.extend({
  userId: z.string(),
  logonId: z.string(),
  userType: z.string(),
  enterpriseCnnme: z.string().nullable(),
  phoneMasked: z.string(),
});
export type TOpsUnsubscribeRecord = z.infer<typeof ZOpsUnsubscribeRecord>;
export const ZOpsUnsubscribePage = pageOf(ZOpsUnsubscribeRecord);
export type TOpsUnsubscribePage = z.infer<typeof ZOpsUnsubscribePage>;
export const ZOpsUnsubscribeParams = z.object({ id: z.uuid({ error: '申请编号不正确' }) });
