import { z } from 'zod';
import { fileIdList, optionalText, requiredText, ZContactPhone, ZEnterpriseCnnme, ZSocialCreditCode } from './fields';

/**
 * Charter-supplier certification (000 §7.2 entCharterSupplier): a ship owner or operator offering
 * charter capacity. isTerritory: 1 abroad, 2 domestic (000 §3 "Supplier data").
 */
export const ZCharterSupplierForm = z.object({
  supplierName: ZEnterpriseCnnme,
  socialCreditCode: ZSocialCreditCode.optional(),
  isTerritory: z.union([z.literal(1), z.literal(2)], { error: '请选择境内或境外（1 境外，2 境内）' }),
  contactName: requiredText('联系人', 40),
  contactPhone: ZContactPhone,
  shipNames: optionalText('船舶名称', 200),
  remark: optionalText('备注', 200),
  fileIds: fileIdList('请上传资质文件'),
});
export type TCharterSupplierForm = z.infer<typeof ZCharterSupplierForm>;

/** GET web/entCharterSupplier/getEntCharterSupplier: the caller's latest charter-supplier request, null when none. */
export const ZCharterSupplierView = z.object({
  requestId: z.string(),
  supplierStatus: z.enum(['Submit', 'Confirm', 'Refuse', 'Cancel']),
  supplierName: z.string(),
  socialCreditCode: z.string().nullable(),
  isTerritory: z.union([z.literal(1), z.literal(2)]),
  contactName: z.string(),
  contactPhone: z.string(),
  shipNames: z.string().nullable(),
  remark: z.string().nullable(),
  fileIds: z.array(z.string()),
  refuseReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TCharterSupplierView = z.infer<typeof ZCharterSupplierView>;
export const ZGetCharterSupplierResponse = ZCharterSupplierView.nullable();
