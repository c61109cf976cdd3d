import { z } from 'zod';
import { ZCertificationRequestView } from './certification';
import { ZBankInfo } from './enterprise-info';

/** Operator review queues (the operator console calls findCertificationQueue / findBankReviewQueue). */
export const ZCertificationQueueRecord = ZCertificationRequestView.extend({
  userId: z.string(),
  logonId: z.string(),
  enterpriseCnnme: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type TCertificationQueueRecord = z.infer<typeof ZCertificationQueueRecord>;

export const ZBankReviewRecord = ZBankInfo.extend({
  enterpriseId: z.string(),
  enterpriseCnnme: z.string(),
  socialCreditCode: z.string().nullable(),
  mainAccountLogonId: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type TBankReviewRecord = z.infer<typeof ZBankReviewRecord>;
