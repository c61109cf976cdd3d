import { z } from 'zod';

/**
 * Supplier transfer (000 §7.4 "Supplier transfer"): the portal checks the link, then asks for a
 * one-time URL into the charter supplier system and opens it in a new tab (data.data).
 * ECHARTING_ALLPRICE_LOGIN lands on the supplier system's home; ECHARTING_ALLPRICE on its all-price
 * (quotation) page. abroad: 1 abroad, 2 domestic — the supplier's isTerritory (000 §3).
 */
export const SUPPLIER_TRANSFER_TYPES = ['ECHARTING_ALLPRICE_LOGIN', 'ECHARTING_ALLPRICE'] as const;
export const ZSupplierTransferType = z.enum(SUPPLIER_TRANSFER_TYPES, { error: 'transferType 只能是 ECHARTING_ALLPRICE_LOGIN 或 ECHARTING_ALLPRICE' });
export type TSupplierTransferType = z.infer<typeof ZSupplierTransferType>;
export const ZAbroad = z.union([z.literal(1), z.literal(2)], { error: 'abroad 只能是 1（境外）或 2（境内）' });

/** POST web/external/link/checkSupplierLink: may the caller enter the supplier system now? */
export const ZSupplierLinkCheckRequest = z.object({ transferType: ZSupplierTransferType, abroad: ZAbroad });
export type TSupplierLinkCheckRequest = z.infer<typeof ZSupplierLinkCheckRequest>;

/** POST web/external/link/transferLink */
export const ZSupplierTransferLinkRequest = z.object({
  logonId: z.string({ error: '请提供登录名' }).trim().min(1, '请提供登录名').max(64),
  userId: z.uuid({ error: '用户标识格式不正确' }),
  transferType: ZSupplierTransferType,
  abroad: ZAbroad,
});
export type TSupplierTransferLinkRequest = z.infer<typeof ZSupplierTransferLinkRequest>;
export const ZSupplierTransferLinkResponse = z.object({ data: z.string().describe('the one-time URL to open in a new tab (valid 5 minutes)') });
export type TSupplierTransferLinkResponse = z.infer<typeof ZSupplierTransferLinkResponse>;

/** GET web/external/link/supplierData: the supplier data the transfer needs (000 §3 "Supplier data"). */
export const ZSupplierDataResponse = z.object({
  supplierName: z.string(),
  isTerritory: ZAbroad,
  supplierStatus: z.enum(['Submit', 'Confirm', 'Refuse', 'Cancel']).nullable(),
});
export type TSupplierDataResponse = z.infer<typeof ZSupplierDataResponse>;

/** GET /api/dev/charter-supplier-system/arrive?ticket= (sandbox, not in production). */
export const ZSupplierSandboxArriveQuery = z.object({ ticket: z.string().min(1).max(2000) });
