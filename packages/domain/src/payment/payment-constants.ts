import type { LabelledValue, ListValue } from '../constants/labelled-list';
import type { PaymentChannel } from '../constants/payment';

/** A payment request's life (one per payment attempt; the QR channels wait for the provider's notify). */
export const PAYMENT_REQUEST_STATUSES = [
  { value: 'INIT', zh: '待支付', en: 'Awaiting payment' },
  { value: 'PAID', zh: '已支付', en: 'Paid' },
  { value: 'FAILED', zh: '支付失败', en: 'Failed' },
  { value: 'CLOSED', zh: '已关闭', en: 'Closed' },
] as const satisfies readonly LabelledValue[];
export type PaymentRequestStatus = ListValue<typeof PAYMENT_REQUEST_STATUSES>;

/** The channels this portal takes payments through today; the loan channels (CITIC, MYbank) are not connected. */
export const SUPPORTED_PAY_CHANNELS = ['ACCOUNTSTORE', 'CREDIT_ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION'] as const satisfies readonly PaymentChannel[];
export type SupportedPayChannel = (typeof SUPPORTED_PAY_CHANNELS)[number];

/** Channels paid by scanning a QR code at an outside provider (sandbox outside production); the money arrives by notify. */
export const QR_PAY_CHANNELS = ['WECHAT', 'ALIPAY', 'UNION'] as const satisfies readonly SupportedPayChannel[];
export type QrPayChannel = (typeof QR_PAY_CHANNELS)[number];

export function isQrPayChannel(channel: string): channel is QrPayChannel {
  return (QR_PAY_CHANNELS as readonly string[]).includes(channel);
}

/** Channels that move money inside the portal at once and therefore need the payment password. */
export function needsPaymentPassword(channel: SupportedPayChannel): boolean {
  return channel === 'ACCOUNTSTORE' || channel === 'CREDIT_ACCOUNTSTORE';
}

/**
 * The pay way an order records (001 §9: 0 zero down, 1 full, 2 down payment, 3 bank credit). The freight-loan
 * line (CREDIT_ACCOUNTSTORE) is the bank credit of pay way 3, whichever pay way the page sent with it; every other
 * channel keeps the requested way.
 */
export function recordedPayWay(requested: 1 | 2 | 3, channel: SupportedPayChannel): 1 | 2 | 3 {
  return channel === 'CREDIT_ACCOUNTSTORE' ? 3 : requested;
}

/** A QR payment request stays payable this long, then it is closed. */
export const QR_PAYMENT_TTL_MINUTES = 15;

/** Orders one batch payment may pay. */
export const MAX_BATCH_PAYMENT_ORDERS = 20;

/**
 * searchPayPoint: points deduction. There is no points area yet, so no order can deduct points; the
 * rule the points area will fill: 100 points = ¥1.00, at most 10% of the order total.
 */
export const POINT_DEDUCTION_RULE = {
  zh: '积分抵扣：100积分抵扣1元，单笔最多抵扣订单金额的10%（积分功能暂未开放，可用积分为0）',
  en: 'Points deduction: 100 points = ¥1.00, at most 10% of the order amount (points are not open yet: 0 available)',
} as const;
