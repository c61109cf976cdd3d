import type { BilingualText, LabelledValue, ListValue } from '../constants/labelled-list';

/** Statuses of requests, loans, deposits, invoices, audits, services and payments (001 §4). */

/** Generic request status (loading and application requests). */
export const REQUEST_STATUSES = [
  { value: 'A', zh: '已驳回', en: 'Rejected' },
  { value: 'B', zh: '待申请', en: 'To apply' },
  { value: 'C', zh: '待装货', en: 'To load' },
  { value: 'D', zh: '已申请待审核', en: 'Applied, pending review' },
  { value: 'E', zh: '已通过', en: 'Passed' },
  { value: 'F', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type RequestStatus = ListValue<typeof REQUEST_STATUSES>;

/**
 * Bank freight-loan request status. Each also carries the description the customer reads; the spec
 * lists four descriptions in the order awaiting effect, processing, rejected, admitted — matched
 * here to W, WB, R, A.
 */
export const BANK_LOAN_STATUSES = [
  {
    value: 'W',
    zh: '已提交',
    en: 'Submitted',
    description: { zh: '已提交银行，等待生效', en: 'Submitted to the bank, awaiting effect' },
  },
  {
    value: 'WB',
    zh: '待审核',
    en: 'Awaiting review',
    description: { zh: '银行处理中', en: 'The bank is processing' },
  },
  {
    value: 'A',
    zh: '已审核',
    en: 'Reviewed',
    description: { zh: '已准入并授信', en: 'Admitted and credited' },
  },
  {
    value: 'R',
    zh: '已拒绝',
    en: 'Rejected',
    description: { zh: '已拒绝', en: 'Rejected' },
  },
] as const satisfies readonly (LabelledValue & { description: BilingualText })[];
export type BankLoanStatus = ListValue<typeof BANK_LOAN_STATUSES>;

/** Whether a loan request has been pushed to the bank. */
export const PUSH_STATUSES = [
  { value: 'W', zh: '待推送', en: 'To push' },
  { value: 'F', zh: '推送失败', en: 'Failed' },
  { value: 'A', zh: '推送成功', en: 'Succeeded' },
] as const satisfies readonly LabelledValue[];
export type PushStatus = ListValue<typeof PUSH_STATUSES>;

/** Trailer deposit freeze / unfreeze status. */
export const DEPOSIT_FREEZE_STATUSES = [
  { value: 'N', zh: '未解冻', en: 'Not unfrozen' },
  { value: 'W', zh: '解冻中', en: 'Unfreezing' },
  { value: 'A', zh: '已解冻', en: 'Unfrozen' },
  { value: 'R', zh: '已驳回', en: 'Rejected' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
  { value: 'P', zh: '部分解冻', en: 'Partly unfrozen' },
] as const satisfies readonly LabelledValue[];
export type DepositFreezeStatus = ListValue<typeof DEPOSIT_FREEZE_STATUSES>;

/** Invoice application status, from review through printing and sending. */
export const INVOICE_STATUSES = [
  { value: 'R', zh: '审核中', en: 'Under review' },
  { value: 'E', zh: '系统校验失败', en: 'System check failed' },
  { value: 'A', zh: '已受理', en: 'Accepted' },
  { value: 'P', zh: '已打印', en: 'Printed' },
  { value: 'S', zh: '已寄出', en: 'Sent' },
  { value: 'C', zh: '已驳回', en: 'Rejected' },
  { value: 'D', zh: '已作废', en: 'Voided' },
  { value: 'F', zh: '已完成', en: 'Completed' },
] as const satisfies readonly LabelledValue[];
export type InvoiceStatus = ListValue<typeof INVOICE_STATUSES>;

/**
 * Generic audit status. The spec gives only the letters R/W/A/P/X; the meanings follow the letters'
 * use elsewhere in the portal (R rejected, W waiting, A approved, X cancelled, P as in order P: not yet submitted).
 */
export const AUDIT_STATUSES = [
  { value: 'R', zh: '审核拒绝', en: 'Rejected' },
  { value: 'W', zh: '待审核', en: 'Awaiting review' },
  { value: 'A', zh: '审核通过', en: 'Approved' },
  { value: 'P', zh: '待提交', en: 'Not yet submitted' },
  { value: 'X', zh: '已取消', en: 'Cancelled' },
] as const satisfies readonly LabelledValue[];
export type AuditStatus = ListValue<typeof AUDIT_STATUSES>;

/** Status of opening a service (e.g. credit, demurrage deduction); meanings read from the letters, as for audits. */
export const SERVICE_OPEN_STATUSES = [
  { value: 'N', zh: '未开通', en: 'Not opened' },
  { value: 'W', zh: '开通审核中', en: 'Opening under review' },
  { value: 'A', zh: '已开通', en: 'Opened' },
  { value: 'R', zh: '开通被拒绝', en: 'Opening refused' },
] as const satisfies readonly LabelledValue[];
export type ServiceOpenStatus = ListValue<typeof SERVICE_OPEN_STATUSES>;

/** Whether something has been paid. */
export const PAYMENT_STATUSES = [
  { value: 'F', zh: '已支付', en: 'Paid' },
  { value: 'S', zh: '未支付', en: 'Unpaid' },
] as const satisfies readonly LabelledValue[];
export type PaymentStatus = ListValue<typeof PAYMENT_STATUSES>;
