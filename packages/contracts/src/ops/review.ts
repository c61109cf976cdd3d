import { CERTIFICATION_REQUEST_TYPES, CERTIFICATION_STATUSES, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { ZBankReviewRecord, ZCertificationQueueRecord } from '../enterprise';
import { pageOf, ZPageRequest } from '../pagination';
import { ZOpsAccountSummary } from './account';

/**
 * Review queues of the operator console. The queue records are the enterprise area's
 * (ZCertificationQueueRecord, ZBankReviewRecord); these are the console's requests around them.
 */

const REQUEST_TYPES = valuesOf(CERTIFICATION_REQUEST_TYPES) as ['Enterprise', 'Personal', 'TmsVendor', 'CharterSupplier'];
const STATUSES = valuesOf(CERTIFICATION_STATUSES) as ['Submit', 'Confirm', 'Refuse', 'Cancel'];

/** GET /api/ops/certifications: status defaults to Submit (under review), oldest first. */
export const ZOpsCertificationQueueQuery = ZPageRequest.extend({
  type: z.enum(REQUEST_TYPES, { error: 'type 须为 Enterprise、Personal、TmsVendor 或 CharterSupplier' }).optional(),
  status: z.enum(STATUSES, { error: 'status 须为 Submit、Confirm、Refuse 或 Cancel' }).optional(),
});
export type TOpsCertificationQueueQuery = z.infer<typeof ZOpsCertificationQueueQuery>;

export const ZOpsCertificationPage = pageOf(ZCertificationQueueRecord);
export type TOpsCertificationPage = z.infer<typeof ZOpsCertificationPage>;

export const ZOpsCertificationParams = z.object({ id: z.uuid({ error: '认证申请ID格式不正确' }) });

/** An uploaded file named by a certification request, as the reviewer sees it before opening it. */
export const ZOpsReviewFile = z.object({
  fileId: z.string(),
  fileName: z.string().nullable().describe('null when the file was deleted'),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  downloadPath: z.string().describe('GET this path (operator token) to open the file'),
});
export type TOpsReviewFile = z.infer<typeof ZOpsReviewFile>;

/** GET /api/ops/certifications/:id: the request, its files, its applicant and the applicant's earlier requests. */
export const ZOpsCertificationDetail = ZCertificationQueueRecord.extend({
  files: z.array(ZOpsReviewFile),
  applicant: ZOpsAccountSummary.nullable(),
  /** The applicant's other requests, newest first (to see earlier refusals). */
  history: z.array(
    z.object({
      id: z.string(),
      type: z.enum(REQUEST_TYPES),
      status: z.enum(STATUSES),
      refuseReason: z.string().nullable(),
      submittedAt: z.string(),
      reviewedAt: z.string().nullable(),
    }),
  ),
});
export type TOpsCertificationDetail = z.infer<typeof ZOpsCertificationDetail>;

/** POST /api/ops/certifications/:id/approve: an optional note kept with the decision; the body itself may be left out. */
export const ZOpsApproveRequest = z
  .object({
    note: z.string({ error: '备注须为文字' }).trim().max(200, '备注不能超过200个字符').optional(),
  })
  .nullish()
  .transform((body) => ({ note: body?.note || undefined }));
export type TOpsApproveRequest = z.infer<typeof ZOpsApproveRequest>;

/** A refusal's reason, shown to the customer in their message: required, at most 200 characters. */
export const ZOpsRefuseRequest = z.object({
  reason: z
    .string({ error: '请填写拒绝原因' })
    .trim()
    .min(1, '请填写拒绝原因')
    .refine((value) => Array.from(value).length <= 200, '拒绝原因不能超过200个字符'),
});
export type TOpsRefuseRequest = z.infer<typeof ZOpsRefuseRequest>;

/** GET /api/ops/bank-reviews: enterprises whose bank information is under review, oldest first. */
export const ZOpsBankReviewQuery = ZPageRequest;
export const ZOpsBankReviewPage = pageOf(ZBankReviewRecord);
export type TOpsBankReviewPage = z.infer<typeof ZOpsBankReviewPage>;

export const ZOpsEnterpriseParams = z.object({ enterpriseId: z.uuid({ error: '企业ID格式不正确' }) });
