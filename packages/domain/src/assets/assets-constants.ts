import type { LabelledValue, ListValue } from '../constants/labelled-list';

/**
 * The prepaid account (001 §7 "Assets"): an append-only ledger per owner (the enterprise for enterprise
 * users, main and sub share it; the user for personal users). Every row moves the cash balance by
 * `amountFen` and the credit used by `creditFen`; the account's cached balance always equals the sum.
 */
export const LEDGER_KINDS = [
  { value: 'TOPUP_ONLINE', zh: '在线充值', en: 'Online top-up' },
  { value: 'TOPUP_OFFLINE', zh: '线下充值', en: 'Offline top-up' },
  { value: 'ORDER_PAY', zh: '订单支付', en: 'Order payment' },
  { value: 'REFUND', zh: '订单退款', en: 'Order refund' },
  { value: 'WITHDRAWAL', zh: '提现冻结', en: 'Withdrawal' },
  { value: 'WITHDRAWAL_RETURN', zh: '提现退回', en: 'Withdrawal returned' },
  { value: 'CREDIT_PAY', zh: '运费贷支付', en: 'Freight-loan payment' },
  { value: 'BLANK_NOTE', zh: '白条支付', en: 'Deposit-note payment' },
  { value: 'BLANK_NOTE_REDEEM', zh: '白条兑付', en: 'Deposit-note redemption' },
] as const satisfies readonly LabelledValue[];
export type LedgerKind = ListValue<typeof LEDGER_KINDS>;

/** Owner of a prepaid account. */
export const PREPAID_OWNER_KINDS = ['enterprise', 'user'] as const;
export type PrepaidOwnerKind = (typeof PREPAID_OWNER_KINDS)[number];

/** A customer's bank-transfer declaration (insertOfflinePay), decided by finance in /ops. */
export const OFFLINE_TOPUP_STATUSES = [
  { value: 'W', zh: '待确认', en: 'Awaiting confirmation' },
  { value: 'A', zh: '已到账', en: 'Credited' },
  { value: 'R', zh: '已驳回', en: 'Rejected' },
] as const satisfies readonly LabelledValue[];
export type OfflineTopupStatus = ListValue<typeof OFFLINE_TOPUP_STATUSES>;

/** A withdrawal request: the amount is frozen (WITHDRAWAL row) at W; A paid out, R rejected and X cancelled return it. */
export const WITHDRAWAL_STATUSES = [
  { value: 'W', zh: '审核中', en: 'Under review' },
  { value: 'A', zh: '已打款', en: 'Paid out' },
  { value: 'R', zh: '已驳回', en: 'Rejected' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type WithdrawalStatus = ListValue<typeof WITHDRAWAL_STATUSES>;

/** Largest single amount any money call accepts: ¥100,000,000.00 (keeps sums far inside 2^53). */
export const MAX_MONEY_AMOUNT_FEN = 10_000_000_000;

/** Online top-up: smallest amount (¥1.00). */
export const MIN_ONLINE_TOPUP_FEN = 100;

/** The spec's 001 §8 refusal when the enterprise's bank account is not verified (withdrawals go only there). */
export const BANK_NOT_VERIFIED_MESSAGE = {
  zh: '企业银行信息未通过认证，请前往用户信息-企业信息-银行账户信息查看并完善',
  en: 'The enterprise bank information has not passed verification; go to user info - enterprise info - bank account info to check and complete it',
} as const;
