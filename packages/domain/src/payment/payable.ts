/** What the payment rules need to know about an order. */
export interface PayableOrder {
  orderId: string;
  orderNo: string;
  status: string;
  totalFen: number;
  payDeadline: Date | null;
}

export type OrderPayRefusal = { orderNo: string; reason: 'NOT_AWAITING_PAYMENT' | 'PAST_DEADLINE' | 'BAD_AMOUNT' };

/**
 * Why an order cannot be paid now, or null: only S (awaiting payment) orders before their payment
 * deadline, with a whole, non-negative amount.
 */
export function orderPayRefusal(order: PayableOrder, now: Date): OrderPayRefusal | null {
  if (order.status !== 'S') return { orderNo: order.orderNo, reason: 'NOT_AWAITING_PAYMENT' };
  if (order.payDeadline && order.payDeadline.getTime() <= now.getTime()) return { orderNo: order.orderNo, reason: 'PAST_DEADLINE' };
  if (!Number.isSafeInteger(order.totalFen) || order.totalFen < 0) return { orderNo: order.orderNo, reason: 'BAD_AMOUNT' };
  return null;
}

/** The Chinese sentence for a refusal (shown as the envelope's msg). */
export function describeOrderPayRefusal(refusal: OrderPayRefusal): string {
  switch (refusal.reason) {
    case 'NOT_AWAITING_PAYMENT':
      return `订单${refusal.orderNo}不是待支付状态，无法支付`;
    case 'PAST_DEADLINE':
      return `订单${refusal.orderNo}已超过支付时限，请重新下单`;
    case 'BAD_AMOUNT':
      return `订单${refusal.orderNo}金额异常，请联系客服`;
  }
}

/** Sum of the orders' amounts in fen. */
export function totalPayableFen(orders: ReadonlyArray<Pick<PayableOrder, 'totalFen'>>): number {
  return orders.reduce((sum, order) => sum + order.totalFen, 0);
}

/**
 * Whether a prepaid payment of `amountFen` fits: the cash balance must cover it and, when the account has
 * a payment upper limit (per payment), stay within it. Null when it fits, else the Chinese reason.
 */
export function prepaidPaymentRefusal(options: { amountFen: number; balanceFen: number; paymentUpperLimitFen: number | null }): string | null {
  const { amountFen, balanceFen, paymentUpperLimitFen } = options;
  if (paymentUpperLimitFen !== null && amountFen > paymentUpperLimitFen) return '支付金额超过预存账户单笔支付上限';
  if (amountFen > balanceFen) return '预存账户余额不足，请先充值';
  return null;
}

/** Whether the freight-loan line covers `amountFen`; null when it does. */
export function creditPaymentRefusal(options: { amountFen: number; creditLimitFen: number; creditUsedFen: number }): string | null {
  if (options.creditLimitFen <= 0) return '尚未开通运费贷额度';
  if (options.amountFen > options.creditLimitFen - options.creditUsedFen) return '运费贷可用额度不足';
  return null;
}

/** Member level from which an enterprise may book with zero down payment (3 diamond, 4 golden diamond). */
export const ZERO_DOWN_PAYMENT_MIN_LEVEL = 3;

/**
 * zeroPayment (pay way 0) is allowed when nothing is due (a fully discounted order), or for an enterprise
 * of member level diamond or above; everyone else pays now. The product table has no zero-down flag yet.
 */
export function canZeroPay(options: { totalFen: number; enterpriseLevel: number | null }): boolean {
  if (options.totalFen === 0) return true;
  return options.enterpriseLevel !== null && options.enterpriseLevel >= ZERO_DOWN_PAYMENT_MIN_LEVEL;
}
