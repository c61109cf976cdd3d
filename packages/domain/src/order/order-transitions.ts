import type { OrderStatus } from '../status/order-status';

/**
 * The order state machine of 001 §4 as ONE table. Every status change goes through the server's
 * transitionOrder, which refuses anything not listed here and writes an order event beside it.
 *
 * Who may move an order:
 * - customer: the shipper (or a sub-account of its enterprise who can see the order);
 * - operator: carrier staff in the operator console;
 * - system: background jobs (payment timeout);
 * - payment: the payment area once money has arrived.
 */
export const ORDER_ACTOR_KINDS = ['customer', 'operator', 'system', 'payment'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActorKind;
  /** What the move is called in events, audits and messages. */
  action: string;
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Booking: a draft is submitted (prices fixed, inventory reserved) and then paid.
  { from: 'P', to: 'S', by: 'customer', action: 'submit' },
  { from: 'S', to: 'W', by: 'payment', action: 'pay' },
  // The product confirms itself on payment (product.is_auto_confirm).
  { from: 'S', to: 'A', by: 'payment', action: 'payAndAutoConfirm' },
  // Zero down payment / bank credit are payments too, of amount 0 now.
  // Review in the operator console.
  { from: 'W', to: 'A', by: 'operator', action: 'confirm' },
  { from: 'W', to: 'R', by: 'operator', action: 'reject' },
  // Cancellation before confirmation (inventory released, paid money refunded to the prepaid account).
  { from: 'P', to: 'X', by: 'customer', action: 'cancel' },
  { from: 'S', to: 'X', by: 'customer', action: 'cancel' },
  { from: 'W', to: 'X', by: 'customer', action: 'cancel' },
  { from: 'S', to: 'X', by: 'system', action: 'payTimeout' },
  // Pre-sale correction and price difference (later issues): the request goes back to review.
  { from: 'W', to: 'WM', by: 'customer', action: 'preSaleCorrection' },
  { from: 'WM', to: 'W', by: 'operator', action: 'preSaleCorrectionDecided' },
  { from: 'W', to: 'WB', by: 'operator', action: 'preSalePriceDifference' },
  { from: 'WB', to: 'W', by: 'payment', action: 'preSalePriceDifferenceSettled' },
  // After confirmation (later issues): amendment, split, merge, return shipment, top-up/refund.
  { from: 'A', to: 'AM', by: 'customer', action: 'amend' },
  { from: 'AM', to: 'A', by: 'operator', action: 'amendDecided' },
  { from: 'A', to: 'C', by: 'customer', action: 'split' },
  { from: 'C', to: 'A', by: 'operator', action: 'splitDecided' },
  { from: 'A', to: 'H', by: 'customer', action: 'merge' },
  { from: 'H', to: 'A', by: 'operator', action: 'mergeDecided' },
  { from: 'A', to: 'T', by: 'customer', action: 'returnShipment' },
  { from: 'T', to: 'A', by: 'operator', action: 'returnShipmentRefused' },
  { from: 'T', to: 'X', by: 'operator', action: 'returnShipmentApproved' },
  { from: 'A', to: 'B', by: 'operator', action: 'priceDifference' },
  { from: 'B', to: 'A', by: 'payment', action: 'priceDifferenceSettled' },
];

/** The table row for a move, or undefined when the move is not allowed. */
export function findOrderTransition(from: OrderStatus, to: OrderStatus, by: OrderActorKind): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((transition) => transition.from === from && transition.to === to && transition.by === by);
}

/** May `by` move an order from `from` to `to`? */
export function canTransition(from: OrderStatus, to: OrderStatus, by: OrderActorKind): boolean {
  return findOrderTransition(from, to, by) !== undefined;
}

/** Statuses an order may be cancelled from by the customer (before confirmation). */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ORDER_TRANSITIONS.filter(
  (transition) => transition.to === 'X' && transition.by === 'customer',
).map((transition) => transition.from);

/** Statuses in which the order holds inventory (reserved at submit, released on X / R). */
export const INVENTORY_HOLDING_STATUSES: readonly OrderStatus[] = ['S', 'W', 'WM', 'WB', 'A', 'AM', 'C', 'H', 'T', 'B'];

/** Does an order in this status hold reserved inventory? */
export function holdsInventory(status: OrderStatus): boolean {
  return INVENTORY_HOLDING_STATUSES.includes(status);
}

/** An order that reached S or beyond and was not cancelled or rejected: it counts as "placed" (first-order promotion). */
export function isPlacedOrderStatus(status: OrderStatus): boolean {
  return holdsInventory(status);
}
