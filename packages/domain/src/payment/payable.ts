import type { BilingualText } from '../constants/labelled-list';

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

/** The refusal in words, naming the order (the envelope's msg, or the payment check's reason). */
export function describeOrderPayRefusal(refusal: OrderPayRefusal): BilingualText {
  switch (refusal.reason) {
    case 'NOT_AWAITING_PAYMENT':
      return { zh: `订单${refusal.orderNo}不是待支付状态，无法支付`, en: `Order ${refusal.orderNo} is not awaiting payment and cannot be paid` };
    case 'PAST_DEADLINE':
      return { zh: `订单${refusal.orderNo}已超过支付时限，请重新下单`, en: `Order ${refusal.orderNo} is past its payment deadline, please place a new order` };
    case 'BAD_AMOUNT':
      return { zh: `订单${refusal.orderNo}金额异常，请联系客服`, en: `The amount of order ${refusal.orderNo} is invalid, please contact customer service` };
  }
}

/** An order of another account in a payment: it is paid by the account that placed it. */
export function describeOrderOfAnotherPayer(orderNo: string): BilingualText {
  return {
    zh: `订单${orderNo}不属于当前付款账户，请使用下单账号支付`,
    en: `Order ${orderNo} does not belong to the paying account, please pay with the account that placed the order`,
  };
}

/** Sum of the orders' amounts in fen. */
export function totalPayableFen(orders: ReadonlyArray<Pick<PayableOrder, 'totalFen'>>): number {
  return orders.reduce((sum, order) => sum + order.totalFen, 0);
}

/**
 * The reasons these rules give, in both languages. Three are the catalogue's own refusals word for word (its
 * test holds them equal); written out here so that the web's payment page does not load the English catalogue.
 */
export const PAYMENT_RULE_MESSAGES = {
  overUpperLimit: { zh: '支付金额超过预存账户单笔支付上限', en: "The amount exceeds the prepaid account's per-payment limit" },
  balanceTooLow: { zh: '预存账户余额不足，请先充值', en: 'Insufficient prepaid balance, please top up first' },
  noCreditLine: { zh: '尚未开通运费贷额度', en: 'No freight-loan credit line has been opened yet' },
  creditTooLow: { zh: '运费贷可用额度不足', en: 'Not enough freight-loan credit available' },
} as const satisfies Record<string, BilingualText>;

/**
 * Whether a prepaid payment of `amountFen` fits: the cash balance must cover it and, when the account has
 * a payment upper limit (per payment), stay within it. Null when it fits, else the reason.
 */
export function prepaidPaymentRefusal(options: { amountFen: number; balanceFen: number; paymentUpperLimitFen: number | null }): BilingualText | null {
  const { amountFen, balanceFen, paymentUpperLimitFen } = options;
  if (paymentUpperLimitFen !== null && amountFen > paymentUpperLimitFen) return PAYMENT_RULE_MESSAGES.overUpperLimit;
  if (amountFen > balanceFen) return PAYMENT_RULE_MESSAGES.balanceTooLow;
  return null;
}

/** Whether the freight-loan line covers `amountFen`; null when it does, else the reason. */
export function creditPaymentRefusal(options: { amountFen: number; creditLimitFen: number; creditUsedFen: number }): BilingualText | null {
  if (options.creditLimitFen <= 0) return PAYMENT_RULE_MESSAGES.noCreditLine;
  if (options.amountFen > options.creditLimitFen - options.creditUsedFen) return PAYMENT_RULE_MESSAGES.creditTooLow;
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
