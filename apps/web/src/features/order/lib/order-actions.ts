import type { TBalanceDue } from '@coastbook/contracts';
import type { OrderStatus } from '@coastbook/domain';

/** What the customer may do with an order in the lists and the view (001 §2, §4). */
export type OrderAction = 'continue' | 'pay' | 'payBalance' | 'cancel' | 'view';

export interface OrderActionSubject {
  status: OrderStatus;
  /** The server's answer: P/S/W and visible to this user. */
  canCancel: boolean;
  /** The server's answer: S and not past the pay deadline. */
  canPay: boolean;
  /** The server's answer: the balance of a down-payment order still to be paid, else null. */
  balanceDue: TBalanceDue;
}

/**
 * The buttons of one order, in display order: a draft (P) is continued on the booking page, an order
 * awaiting payment (S) is paid while the server still allows it, a down-payment order's balance is paid
 * while one is due, P/S/W can be cancelled when the server
 * says so, and every order can be viewed. The server re-checks every action.
 */
export function orderActions(order: OrderActionSubject): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.status === 'P') actions.push('continue');
  if (order.status === 'S' && order.canPay) actions.push('pay');
  if (order.balanceDue !== null) actions.push('payBalance');
  if (order.canCancel && (order.status === 'P' || order.status === 'S' || order.status === 'W')) actions.push('cancel');
  actions.push('view');
  return actions;
}

/** Only orders that can be paid now are selectable for batch payment. */
export function isBatchPayable(order: OrderActionSubject): boolean {
  return order.status === 'S' && order.canPay;
}

/** 批量支付 needs at least one selected order, every one payable now. */
export function batchPaymentReady(selected: readonly OrderActionSubject[]): boolean {
  return selected.length >= 1 && selected.every(isBatchPayable);
}
