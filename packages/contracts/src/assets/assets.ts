import {
  BLANK_NOTE_STATUSES,
  LEDGER_KINDS,
  MAX_MONEY_AMOUNT_FEN,
  MIN_ONLINE_TOPUP_FEN,
  OFFLINE_TOPUP_STATUSES,
  WITHDRAWAL_STATUSES,
  valuesOf,
} from '@coastbook/domain';
import { z } from 'zod';
import { requireBusinessAgreementTicked, ZBusinessAgreementTicked } from '../order/fields';
import { pageOf, ZPageRequest } from '../pagination';
import { ZPayPassword } from '../payment/payment';

/**
 * Prepaid account calls (001 §7 "Assets", under /api/web/domestic/member/assets/). Amounts are integer
 * fen everywhere (`…Fen`); the web formats them with formatMoney. Calls that move money or create money
 * records need the `Idempotency-Key` header (see ZMoneyCallHeaders).
 */

const LEDGER_KIND_VALUES = valuesOf(LEDGER_KINDS) as [string, ...string[]];
const OFFLINE_STATUS_VALUES = valuesOf(OFFLINE_TOPUP_STATUSES) as ['W', 'A', 'R'];
const WITHDRAWAL_STATUS_VALUES = valuesOf(WITHDRAWAL_STATUSES) as ['W', 'A', 'R', 'X'];
const BLANK_NOTE_STATUS_VALUES = valuesOf(BLANK_NOTE_STATUSES) as ['D', 'F', 'X', 'N'];

/** An amount in fen: a whole number above zero, at most ¥100,000,000.00. */
export function ZAmountFen(label: string) {
  return z
    .number({ error: `请输入${label}` })
    .int(`${label}须为整数分`)
    .min(1, `${label}须大于0`)
    .max(MAX_MONEY_AMOUNT_FEN, `${label}不能超过100,000,000.00元`);
}

/** Header every money-moving call needs: a fresh random key per user action (web: newIdempotencyKey()). */
export const ZMoneyCallHeaders = z.looseObject({
  'idempotency-key': z.string().min(8).max(100).describe('每次用户操作新生成的幂等键；重放同一键返回第一次的应答，不会重复扣款').optional(),
});

const ZIsoDateTime = z.string().describe('ISO 8601 时间');

/** POST getBalanceAccount: the prepaid (EPAN, account type 0) balance. */
export const ZBalanceAccount = z.object({
  accountId: z.string().nullable().describe('null：尚无预存账户（余额为0，首次充值时开立）'),
  accountType: z.literal(0),
  ownerKind: z.enum(['enterprise', 'user']),
  ownerName: z.string().describe('企业名称或用户姓名'),
  balanceFen: z.number().int().describe('可用余额（分）'),
  frozenFen: z.number().int().describe('提现审核中冻结的金额（分），已从余额中扣除'),
  paymentUpperLimitFen: z.number().int().nullable().describe('单笔支付上限（分），null 为不限'),
  canPay: z.boolean().describe('当前用户可用预存账户支付（子账号需 user_pay）'),
  canPrepay: z.boolean().describe('当前用户可充值/提现（子账号需 user_pre_deposit）'),
});
export type TBalanceAccount = z.infer<typeof ZBalanceAccount>;

/** POST getCreditBalanceAccount: the freight-loan line (CREDIT, account type 3). */
export const ZCreditBalanceAccount = z.object({
  accountType: z.literal(3),
  creditLimitFen: z.number().int(),
  creditUsedFen: z.number().int(),
  creditAvailableFen: z.number().int(),
  opened: z.boolean().describe('额度大于0即已开通'),
});
export type TCreditBalanceAccount = z.infer<typeof ZCreditBalanceAccount>;

/** POST getAccounts: every account of the owner, prepaid first. */
export const ZAccountSummary = z.object({
  accountType: z.union([z.literal(0), z.literal(3)]),
  accountTypeCode: z.enum(['EPAN', 'CREDIT']),
  availableFen: z.number().int(),
});
export const ZAccountList = z.array(ZAccountSummary);
export type TAccountList = z.infer<typeof ZAccountList>;

/** POST getPaymentUpperLimit. */
export const ZPaymentUpperLimit = z.object({ paymentUpperLimitFen: z.number().int().nullable().describe('null 为不限') });
export type TPaymentUpperLimit = z.infer<typeof ZPaymentUpperLimit>;

/** POST requestOnlineRecharge (Idempotency-Key): a top-up through a QR channel (sandbox outside production). */
export const ZOnlineRechargeRequest = z.object({
  amountFen: ZAmountFen('充值金额').min(MIN_ONLINE_TOPUP_FEN, '充值金额不能低于1.00元'),
  channel: z.enum(['WECHAT', 'ALIPAY', 'UNION'], { error: 'channel 须为 WECHAT、ALIPAY 或 UNION' }),
});
export type TOnlineRechargeRequest = z.infer<typeof ZOnlineRechargeRequest>;

/** A QR payment waiting for the provider (top-up or order payment): show qrContent as a QR code. */
export const ZQrPayment = z.object({
  payNo: z.string(),
  channel: z.enum(['WECHAT', 'ALIPAY', 'UNION']),
  amountFen: z.number().int(),
  qrContent: z.string().describe('二维码内容：支付页地址（沙箱：/api/dev/pay-sandbox/<payNo>）'),
  expiresAt: ZIsoDateTime,
});
export type TQrPayment = z.infer<typeof ZQrPayment>;

/** POST insertOfflinePay (Idempotency-Key): the customer declares a bank transfer, with the transfer voucher. */
export const ZInsertOfflinePayRequest = z.object({
  amountFen: ZAmountFen('充值金额'),
  payerAccountName: z.string({ error: '请输入付款账户名称' }).trim().min(1, '请输入付款账户名称').max(60, '付款账户名称不能超过60个字符'),
  payerBankName: z.string().trim().max(60, '付款银行不能超过60个字符').optional(),
  transferDate: z.iso.date({ error: '请选择转账日期（YYYY-MM-DD）' }),
  voucherFileIds: z.array(z.uuid({ error: '凭证文件ID格式不正确' })).min(1, '请上传转账凭证').max(5, '转账凭证最多5个文件'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').optional(),
});
export type TInsertOfflinePayRequest = z.infer<typeof ZInsertOfflinePayRequest>;

export const ZOfflineTopupRecord = z.object({
  id: z.string(),
  amountFen: z.number().int(),
  status: z.enum(OFFLINE_STATUS_VALUES),
  payerAccountName: z.string(),
  payerBankName: z.string().nullable(),
  transferDate: z.string(),
  voucherFileIds: z.array(z.string()),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdBy: z.string().describe('申报人用户ID'),
  createdAt: ZIsoDateTime,
  decidedAt: ZIsoDateTime.nullable(),
});
export type TOfflineTopupRecord = z.infer<typeof ZOfflineTopupRecord>;

/** POST offlineRechargeRecord: the owner's declarations, newest first. */
export const ZOfflineRechargeRecordQuery = ZPageRequest.extend({ status: z.enum(OFFLINE_STATUS_VALUES).optional() });
export type TOfflineRechargeRecordQuery = z.infer<typeof ZOfflineRechargeRecordQuery>;
export const ZOfflineTopupPage = pageOf(ZOfflineTopupRecord);
export type TOfflineTopupPage = z.infer<typeof ZOfflineTopupPage>;

/** POST getEnterpriseBankAccount: the verified account withdrawals are paid to (number masked). */
export const ZEnterpriseBankAccount = z.object({
  bankAccountName: z.string(),
  bankAccountNoMasked: z.string(),
  bankName: z.string(),
  bankBranch: z.string().nullable(),
});
export type TEnterpriseBankAccount = z.infer<typeof ZEnterpriseBankAccount>;

/** POST createWithdrawalReq (Idempotency-Key): freezes the amount at once (≤ balance). */
export const ZCreateWithdrawalRequest = z.object({
  amountFen: ZAmountFen('提现金额'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').optional(),
});
export type TCreateWithdrawalRequest = z.infer<typeof ZCreateWithdrawalRequest>;

export const ZWithdrawalRecord = z.object({
  id: z.string(),
  amountFen: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUS_VALUES),
  bankAccountName: z.string(),
  bankAccountNoMasked: z.string(),
  bankName: z.string(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: ZIsoDateTime,
  decidedAt: ZIsoDateTime.nullable(),
});
export type TWithdrawalRecord = z.infer<typeof ZWithdrawalRecord>;

/** POST cancelRefund (Idempotency-Key): withdraws a withdrawal request still under review; the money returns. */
export const ZCancelRefundRequest = z.object({ id: z.uuid({ error: '提现申请ID格式不正确' }) });
export type TCancelRefundRequest = z.infer<typeof ZCancelRefundRequest>;

/** POST getRefundRecord: withdrawals and order refunds of the account, newest first. */
export const ZRefundRecordQuery = ZPageRequest.extend({ kind: z.enum(['WITHDRAWAL', 'REFUND']).optional() });
export type TRefundRecordQuery = z.infer<typeof ZRefundRecordQuery>;
export const ZRefundRecord = z.object({
  id: z.string(),
  kind: z.enum(['WITHDRAWAL', 'REFUND']),
  amountFen: z.number().int().describe('正数金额'),
  status: z.enum(WITHDRAWAL_STATUS_VALUES).describe('退款恒为 A（已退回预存账户）'),
  businessId: z.string().nullable().describe('退款：订单ID；提现：提现申请ID'),
  businessNo: z.string().nullable().describe('退款：订单号'),
  reason: z.string().nullable(),
  bankAccountNoMasked: z.string().nullable(),
  createdAt: ZIsoDateTime,
  decidedAt: ZIsoDateTime.nullable(),
});
export type TRefundRecord = z.infer<typeof ZRefundRecord>;
export const ZRefundRecordPage = pageOf(ZRefundRecord);
export type TRefundRecordPage = z.infer<typeof ZRefundRecordPage>;

/** POST findAccountDealDetail: ledger rows, newest first; dates are China dates, both ends included. */
export const ZDealDetailQuery = ZPageRequest.extend({
  startDate: z.iso.date({ error: 'startDate 须为日期 YYYY-MM-DD' }).optional(),
  endDate: z.iso.date({ error: 'endDate 须为日期 YYYY-MM-DD' }).optional(),
  kind: z.enum(LEDGER_KIND_VALUES, { error: 'kind 不是有效的流水类型' }).optional(),
});
export type TDealDetailQuery = z.infer<typeof ZDealDetailQuery>;
export const ZDealDetailRecord = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KIND_VALUES),
  amountFen: z.number().int().describe('余额变动，收入为正、支出为负'),
  creditFen: z.number().int().describe('运费贷已用额度变动'),
  balanceAfterFen: z.number().int(),
  businessId: z.string().nullable(),
  businessNo: z.string().nullable().describe('订单号、支付单号等'),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TDealDetailRecord = z.infer<typeof ZDealDetailRecord>;
export const ZDealDetailPage = pageOf(ZDealDetailRecord);
export type TDealDetailPage = z.infer<typeof ZDealDetailPage>;
/** POST downloadAccountDealDetail: same filters (no paging) → xlsx blob, filename in Content-Disposition. */
export const ZDownloadDealDetailQuery = ZDealDetailQuery.omit({ current: true, size: true });
export type TDownloadDealDetailQuery = z.infer<typeof ZDownloadDealDetailQuery>;

/**
 * Deposit notes (白条, 001 §2/§4): applyBlanknote pays awaiting-payment orders with a note drawn on the
 * freight-loan line (status D, awaiting redemption); redeeming it (payment purpose 2) makes it F;
 * a note whose orders were all cancelled before redemption is X; N = issued, never used. applyBlanknote
 * carries `agreementTicked: true` like the paying calls (its page shows the business agreement), and the
 * payment password, as paying on the same line through CREDIT_ACCOUNTSTORE does: a note spends credit at once.
 */
export const ZApplyBlankNoteRequest = z
  .object({
    orderIds: z.array(z.uuid({ error: '订单ID格式不正确' })).min(1, '请选择订单').max(20, '一张白条最多20个订单'),
    payPassword: ZPayPassword,
    agreementTicked: ZBusinessAgreementTicked,
  })
  .superRefine(requireBusinessAgreementTicked);
export type TApplyBlankNoteRequest = z.infer<typeof ZApplyBlankNoteRequest>;
export const ZBlankNote = z.object({
  id: z.string(),
  noteNo: z.string(),
  status: z.enum(BLANK_NOTE_STATUS_VALUES),
  amountFen: z.number().int(),
  orders: z.array(z.object({ orderId: z.string(), orderNo: z.string(), amountFen: z.number().int() })),
  createdBy: z.string(),
  createdAt: ZIsoDateTime,
  redeemedAt: ZIsoDateTime.nullable(),
  payNo: z.string().nullable().describe('兑付的支付单号'),
});
export type TBlankNote = z.infer<typeof ZBlankNote>;
/** POST getBlankNoteData: the owner's notes, newest first. */
export const ZBlankNoteQuery = ZPageRequest.extend({ status: z.enum(BLANK_NOTE_STATUS_VALUES).optional() });
export type TBlankNoteQuery = z.infer<typeof ZBlankNoteQuery>;
export const ZBlankNotePage = pageOf(ZBlankNote).extend({ awaitingRedemptionFen: z.number().int().describe('待兑付合计（分）') });
export type TBlankNotePage = z.infer<typeof ZBlankNotePage>;
