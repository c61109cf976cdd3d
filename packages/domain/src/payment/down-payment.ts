import type { BilingualText } from '../constants/labelled-list';
import { holdsInventory } from '../order/order-transitions';
import type { OrderStatus } from '../status/order-status';

/**
 * Down payment (pay way 2, 001 §9). The spec names the pay way but not its terms; these are the carrier's
 * (ARCHITECTURE.md "Rules where the spec is silent"):
 * - the customer pays DOWN_PAYMENT_PERCENT of the order now (rounded up to the fen) and the order goes to
 *   review like a paid one; the rest (尾款, the balance) is paid later on the same order;
 * - the balance falls due BALANCE_DUE_HOURS_BEFORE_ETD hours before the sailing's ETD; money is still taken
 *   after that (the order is shown as overdue), because refusing the carrier's own freight helps nobody;
 * - down payment is for one order at a time and not on the freight-loan line (that line is pay way 3 itself);
 * - a down payment is refused once the balance would already be due (too close to the sailing).
 */
export const DOWN_PAYMENT_PERCENT = 30;

/** The balance is due this many hours before the sailing's ETD. */
export const BALANCE_DUE_HOURS_BEFORE_ETD = 24;

/** What is paid now with a down payment on an order of `totalFen`: 30 %, rounded up to the fen. */
export function downPaymentFen(totalFen: number): number {
  return Math.ceil((totalFen * DOWN_PAYMENT_PERCENT) / 100);
}

/** When the balance of an order sailing at `etd` falls due. */
export function balanceDueAt(etd: Date): Date {
  return new Date(etd.getTime() - BALANCE_DUE_HOURS_BEFORE_ETD * 3_600_000);
}

export const DOWN_PAYMENT_MESSAGES = {
  nothingDue: { zh: '本单无需付款，不能选择首付款支付', en: 'Nothing is due on this order, so it cannot be paid with a down payment' },
  partlyPaid: { zh: '本单已有付款，请支付剩余金额', en: 'This order has already been partly paid, please pay the remaining amount' },
  tooCloseToSailing: {
    zh: `距开船已不足${BALANCE_DUE_HOURS_BEFORE_ETD}小时，请选择全款支付`,
    en: `Less than ${BALANCE_DUE_HOURS_BEFORE_ETD} hours remain before sailing, please choose full payment`,
  },
} as const satisfies Record<string, BilingualText>;

/** Why an awaiting-payment order may not be paid by down payment now, or null when it may. */
export function downPaymentRefusal(order: { totalFen: number; paidFen: number; etd: Date }, now: Date): BilingualText | null {
  if (order.totalFen - order.paidFen <= 0) return DOWN_PAYMENT_MESSAGES.nothingDue;
  if (order.paidFen > 0) return DOWN_PAYMENT_MESSAGES.partlyPaid;
  if (balanceDueAt(order.etd).getTime() <= now.getTime()) return DOWN_PAYMENT_MESSAGES.tooCloseToSailing;
  return null;
}

/** The order fields that say whether a balance is outstanding. */
export interface BalanceSubject {
  status: string;
  payWay: number | null;
  totalFen: number;
  paidFen: number;
}

/**
 * Whether the order was booked with a down payment and its balance is still to be paid: it went past
 * payment (S) and still holds its containers (not cancelled, rejected or completed away).
 */
export function awaitsBalance(order: BalanceSubject): boolean {
  return order.payWay === 2 && order.status !== 'S' && holdsInventory(order.status as OrderStatus) && order.paidFen < order.totalFen;
}

/** What the customer still has to pay on the order now: the whole rest while awaiting payment (S) or a balance, else 0. */
export function amountDueFen(order: BalanceSubject): number {
  if (order.status === 'S' || awaitsBalance(order)) return Math.max(0, order.totalFen - order.paidFen);
  return 0;
}

/** The balance's standing for the pages: amount, due time and whether it is overdue; null when none is due. */
export function balanceStanding(order: BalanceSubject & { etd: Date }, now: Date): { balanceFen: number; dueAt: Date; overdue: boolean } | null {
  if (!awaitsBalance(order)) return null;
  const dueAt = balanceDueAt(order.etd);
  return { balanceFen: order.totalFen - order.paidFen, dueAt, overdue: dueAt.getTime() <= now.getTime() };
}
