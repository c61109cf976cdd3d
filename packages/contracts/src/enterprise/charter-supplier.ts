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
  zeroCommitmentFileId: z.string().nullable().describe('the signed zero-commitment letter (updateZeroCommitment)'),
  eSupplierForwardedAt: z.string().nullable().describe('when the certified supplier was opened in the charter supplier system (forwardToESuppler)'),
});
export type TCharterSupplierView = z.infer<typeof ZCharterSupplierView>;
export const ZGetCharterSupplierResponse = ZCharterSupplierView.nullable();

/** One attached file as the supplier page lists it. */
export const ZCharterSupplierFile = z.object({ fileId: z.string(), fileName: z.string().nullable() });

/**
 * GET web/entCharterSupplier/entCharterSupplierAllFields: everything the certification page needs in
 * one answer — the latest request (or null), its files by name, the zero-commitment letter, and what
 * the caller may do next (submit, update, withdraw, forward, enter the supplier system).
 */
export const ZCharterSupplierAllFields = z.object({
  supplier: ZCharterSupplierView.nullable(),
  files: z.array(ZCharterSupplierFile),
  zeroCommitmentFile: ZCharterSupplierFile.nullable(),
  canSubmit: z.boolean().describe('no request, or the latest was refused / withdrawn; never for a user acting for an enterprise (4062)'),
  canUpdate: z.boolean().describe('under review: the form is corrected in place'),
  canWithdraw: z.boolean().describe('under review: refuseEcharterEntByUser withdraws it'),
  canUseSupplierSystem: z.boolean().describe('certified: forwardToESuppler and the supplier link'),
});
export type TCharterSupplierAllFields = z.infer<typeof ZCharterSupplierAllFields>;

/** POST web/entCharterSupplier/updateZeroCommitment: attach (or replace) the signed zero-commitment letter. */
export const ZUpdateZeroCommitmentRequest = z.object({ fileId: z.uuid({ error: '请上传零承诺书' }) });
export type TUpdateZeroCommitmentRequest = z.infer<typeof ZUpdateZeroCommitmentRequest>;

/** POST web/entCharterSupplier/refuseEcharterEntByUser: the applicant withdraws the request under review. */
export const ZRefuseEcharterEntByUserRequest = z.object({ reason: optionalText('撤回原因', 200) });
export type TRefuseEcharterEntByUserRequest = z.infer<typeof ZRefuseEcharterEntByUserRequest>;

/** POST web/entCharterSupplier/forwardToESuppler: open the certified supplier in the charter supplier system. */
export const ZForwardToESupplierResponse = z.object({
  supplierCode: z.string().describe("the supplier system's id for this supplier"),
  forwardedAt: z.string(),
});
export type TForwardToESupplierResponse = z.infer<typeof ZForwardToESupplierResponse>;
