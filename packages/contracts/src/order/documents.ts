import { z } from 'zod';
import { ZOrderId, ZOrderIds } from './fields';

/**
 * Order documents (001 §7 "Tracking and documents" downloads), under /api/web/domestic/order/download/:
 *   GET  bkg?orderId=…        booking confirmation PDF (blob; name in Content-Disposition, RFC 5987)
 *   GET  bl?orderId=…         draft bill of lading PDF ("提单样本")
 *   GET  bkg/try, bl/try      JSON: may it be downloaded now, else the reason (in the caller's language)
 *   POST bkg/confirm, bl/confirm { orderIds }  one PDF for one order, a ZIP of PDFs for several
 * An order the caller may not see answers 404; one not yet confirmed answers a refusal envelope.
 */

export const ORDER_DOCUMENT_KINDS = ['bkg', 'bl'] as const;
export const ZOrderDocumentKind = z.enum(ORDER_DOCUMENT_KINDS).describe('bkg 订舱确认书 / bl 提单样本');
export type TOrderDocumentKind = z.infer<typeof ZOrderDocumentKind>;

/** GET bkg, bl, bkg/try, bl/try. */
export const ZOrderDocumentQuery = z.object({ orderId: ZOrderId });
export type TOrderDocumentQuery = z.infer<typeof ZOrderDocumentQuery>;

/** bkg/try, bl/try: a refusal is an answer (code 0), the reason is shown as is. */
export const ZOrderDocumentTryResponse = z.object({
  orderId: z.string(),
  canDownload: z.boolean(),
  reason: z.string().nullable().describe('不能下载时的原因（按 Accept-Language 为中文或英文）'),
  fileName: z.string().describe('下载时的文件名'),
});
export type TOrderDocumentTryResponse = z.infer<typeof ZOrderDocumentTryResponse>;

/** bkg/confirm, bl/confirm: every listed order must be visible and downloadable, else nothing is sent. */
export const ZOrderDocumentConfirmRequest = z.object({ orderIds: ZOrderIds });
export type TOrderDocumentConfirmRequest = z.infer<typeof ZOrderDocumentConfirmRequest>;
