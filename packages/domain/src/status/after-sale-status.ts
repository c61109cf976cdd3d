import type { BilingualText, LabelledValue, ListValue } from '../constants/labelled-list';

/** Statuses of what follows an order: corrections, returns, telex release, blank notes (001 §4). */

/** Correction (amendment) request status. */
export const CORRECTION_STATUSES = [
  { value: 'P', zh: '待确认', en: 'Awaiting confirmation' },
  { value: 'W', zh: '审核中', en: 'Under review' },
  { value: 'A', zh: '审核通过', en: 'Approved' },
  { value: 'R', zh: '审核拒绝', en: 'Rejected' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type CorrectionStatus = ListValue<typeof CORRECTION_STATUSES>;

/** Operation type of a price difference: the customer tops up (1) or is refunded (2). */
export const PRICE_DIFFERENCE_OPERATION_TYPES = [
  { value: 1, zh: '补款', en: 'Top-up' },
  { value: 2, zh: '退款', en: 'Refund' },
] as const satisfies readonly LabelledValue<number>[];

export type PriceDifferenceOperationType = ListValue<typeof PRICE_DIFFERENCE_OPERATION_TYPES>;

const PRICE_DIFFERENCE_PROGRESS_LABELS: Record<PriceDifferenceOperationType, { pending: BilingualText; settled: BilingualText }> = {
  1: { pending: { zh: '待补款', en: 'To top up' }, settled: { zh: '已补款', en: 'Topped up' } },
  2: { pending: { zh: '待退款', en: 'To refund' }, settled: { zh: '已退款', en: 'Refunded' } },
};

/** "1 to top up, 1 topped up; 2 to refund, 2 refunded": the label of a price-difference refund's progress. */
export function priceDifferenceProgressLabel(
  operationType: PriceDifferenceOperationType,
  isSettled: boolean,
): BilingualText {
  const labels = PRICE_DIFFERENCE_PROGRESS_LABELS[operationType];
  return isSettled ? labels.settled : labels.pending;
}

/** Return-shipment (sale return) request status; WR2 and WR3 are the second and third review rounds. */
export const RETURN_ORDER_STATUSES = [
  { value: 'W', zh: '审核中', en: 'Under review' },
  { value: 'WR2', zh: '审核中（复审）', en: 'Under review (second round)' },
  { value: 'WR3', zh: '审核中（终审）', en: 'Under review (final round)' },
  { value: 'WW', zh: '费用待确认', en: 'Fee to be confirmed' },
  { value: 'WA', zh: '费用已确认', en: 'Fee confirmed' },
  { value: 'A', zh: '审核通过', en: 'Approved' },
  { value: 'R', zh: '审核拒绝', en: 'Rejected' },
  { value: 'X', zh: '已申请取消', en: 'Cancellation requested' },
] as const satisfies readonly LabelledValue[];
export type ReturnOrderStatus = ListValue<typeof RETURN_ORDER_STATUSES>;

/** Statuses of a return request still in review. */
export const RETURN_ORDER_REVIEWING_STATUSES = ['W', 'WR2', 'WR3'] as const;

/** Telex release (电放) request status. */
export const TELEX_RELEASE_STATUSES = [
  { value: 'W', zh: '待审核', en: 'Pending review' },
  { value: 'A', zh: '已电放', en: 'Released' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
  { value: 'R', zh: '已拒绝', en: 'Rejected' },
] as const satisfies readonly LabelledValue[];
export type TelexReleaseStatus = ListValue<typeof TELEX_RELEASE_STATUSES>;

/** Blank note (deposit note, 白条) redemption status. */
export const BLANK_NOTE_STATUSES = [
  { value: 'D', zh: '待兑付', en: 'Not redeemed' },
  { value: 'F', zh: '已兑付', en: 'Redeemed' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
  { value: 'N', zh: '未使用', en: 'Not used' },
] as const satisfies readonly LabelledValue[];
export type BlankNoteStatus = ListValue<typeof BLANK_NOTE_STATUSES>;
