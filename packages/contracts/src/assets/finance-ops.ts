import { LEDGER_KINDS, OFFLINE_TOPUP_STATUSES, WITHDRAWAL_STATUSES, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { pageOf, ZPageRequest } from '../pagination';
import { ZDealDetailRecord, ZOfflineTopupRecord, ZWithdrawalRecord } from './assets';

/**
 * Operator console finance calls (/api/ops/finance; permissions ops_offline_topup, ops_withdrawal,
 * ops_refund). Every decision is audited and tells the customer by message.
 */

const OFFLINE_STATUS_VALUES = valuesOf(OFFLINE_TOPUP_STATUSES) as ['W', 'A', 'R'];
const WITHDRAWAL_STATUS_VALUES = valuesOf(WITHDRAWAL_STATUSES) as ['W', 'A', 'R', 'X'];
const LEDGER_KIND_VALUES = valuesOf(LEDGER_KINDS) as [string, ...string[]];

/** Who a record belongs to, as the operator sees it. */
export const ZFinanceOwner = z.object({
  accountId: z.string(),
  ownerKind: z.enum(['enterprise', 'user']),
  ownerId: z.string(),
  ownerName: z.string().describe('企业名称或个人姓名'),
  applicantLogonId: z.string().nullable().describe('申请人登录名'),
});

export const ZOpsFinanceQueueQuery = ZPageRequest.extend({
  status: z.string().optional().describe('默认 W（待处理），先到先处理'),
  keyword: z.string().trim().max(60).optional().describe('企业名称/姓名/登录名包含'),
});

/** GET /api/ops/finance/offline-topups?status=W */
export const ZOpsOfflineTopupQuery = ZOpsFinanceQueueQuery.extend({ status: z.enum(OFFLINE_STATUS_VALUES, { error: 'status 须为 W、A 或 R' }).optional() });
export type TOpsOfflineTopupQuery = z.infer<typeof ZOpsOfflineTopupQuery>;
export const ZOpsOfflineTopup = ZOfflineTopupRecord.extend({
  owner: ZFinanceOwner,
  voucherFiles: z.array(
    z.object({
      fileId: z.string(),
      fileName: z.string().nullable(),
      contentType: z.string().nullable(),
      downloadPath: z.string().describe('GET（运营令牌）打开凭证：/api/ops/finance/offline-topups/:id/vouchers/:fileId'),
    }),
  ),
  decidedBy: z.string().nullable(),
});
export type TOpsOfflineTopup = z.infer<typeof ZOpsOfflineTopup>;
export const ZOpsOfflineTopupPage = pageOf(ZOpsOfflineTopup);
export type TOpsOfflineTopupPage = z.infer<typeof ZOpsOfflineTopupPage>;

/** GET /api/ops/finance/withdrawals?status=W */
export const ZOpsWithdrawalQuery = ZOpsFinanceQueueQuery.extend({ status: z.enum(WITHDRAWAL_STATUS_VALUES, { error: 'status 须为 W、A、R 或 X' }).optional() });
export type TOpsWithdrawalQuery = z.infer<typeof ZOpsWithdrawalQuery>;
export const ZOpsWithdrawal = ZWithdrawalRecord.extend({
  owner: ZFinanceOwner,
  bankBranch: z.string().nullable(),
  balanceFen: z.number().int().describe('账户当前余额（分）'),
  decidedBy: z.string().nullable(),
});
export type TOpsWithdrawal = z.infer<typeof ZOpsWithdrawal>;
export const ZOpsWithdrawalPage = pageOf(ZOpsWithdrawal);
export type TOpsWithdrawalPage = z.infer<typeof ZOpsWithdrawalPage>;

/** GET /api/ops/finance/withdrawals/:id/bank-account: the full account number to pay out to (each reveal audited). */
export const ZOpsRevealWithdrawalAccount = z.object({ bankAccountNo: z.string() });
export type TOpsRevealWithdrawalAccount = z.infer<typeof ZOpsRevealWithdrawalAccount>;

export const ZOpsFinanceIdParams = z.object({ id: z.uuid({ error: '记录ID格式不正确' }) });
export const ZOpsVoucherParams = ZOpsFinanceIdParams.extend({ fileId: z.uuid({ error: '文件ID格式不正确' }) });

/** POST …/confirm, …/approve: an optional note kept in the audit log. */
export const ZOpsFinanceApproveRequest = z
  .object({ note: z.string().trim().max(200, '备注不能超过200个字符').optional() })
  .nullish();
export type TOpsFinanceApproveRequest = z.infer<typeof ZOpsFinanceApproveRequest>;
/** POST …/reject: the reason the customer reads. */
export const ZOpsFinanceRejectRequest = z.object({
  reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(200, '驳回原因不能超过200个字符'),
});
export type TOpsFinanceRejectRequest = z.infer<typeof ZOpsFinanceRejectRequest>;

/** GET /api/ops/finance/accounts?keyword=: prepaid accounts, largest balance first. */
export const ZOpsFinanceAccountQuery = ZPageRequest.extend({ keyword: z.string().trim().max(60).optional() });
export type TOpsFinanceAccountQuery = z.infer<typeof ZOpsFinanceAccountQuery>;
export const ZOpsFinanceAccount = ZFinanceOwner.omit({ applicantLogonId: true }).extend({
  balanceFen: z.number().int(),
  creditLimitFen: z.number().int(),
  creditUsedFen: z.number().int(),
  paymentUpperLimitFen: z.number().int().nullable(),
  ledgerSumFen: z.number().int().describe('流水合计，恒等于余额'),
  updatedAt: z.string(),
});
export type TOpsFinanceAccount = z.infer<typeof ZOpsFinanceAccount>;
export const ZOpsFinanceAccountPage = pageOf(ZOpsFinanceAccount);
export type TOpsFinanceAccountPage = z.infer<typeof ZOpsFinanceAccountPage>;

/** GET /api/ops/finance/accounts/:id/ledger: one account's ledger, newest first. */
export const ZOpsLedgerQuery = ZPageRequest.extend({ kind: z.enum(LEDGER_KIND_VALUES).optional() });
export type TOpsLedgerQuery = z.infer<typeof ZOpsLedgerQuery>;
export const ZOpsLedgerPage = pageOf(ZDealDetailRecord).extend({ account: ZOpsFinanceAccount });
export type TOpsLedgerPage = z.infer<typeof ZOpsLedgerPage>;
