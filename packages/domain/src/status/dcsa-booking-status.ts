import type { OrderStatus } from './order-status';

/**
 * Order status → DCSA Booking 2.0 `bookingStatus`, for partners that integrate through the DCSA
 * standard. DCSA tracks amendments of a confirmed booking in a separate `amendmentStatus`, so an
 * order whose confirmed booking is being corrected, split, merged or returned stays CONFIRMED here.
 */
export const DCSA_BOOKING_STATUSES = [
  'RECEIVED',
  'PENDING_UPDATE',
  'CONFIRMED',
  'REJECTED',
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
] as const;

export type DcsaBookingStatus = (typeof DCSA_BOOKING_STATUSES)[number];

export const ORDER_STATUS_TO_DCSA_BOOKING_STATUS = {
  // A draft already exists on the carrier's side (it has an orderNo) but waits for the shipper to finish it.
  P: 'PENDING_UPDATE',
  // The carrier will not review the request until the shipper pays: waiting on the shipper.
  S: 'PENDING_UPDATE',
  // Paid and submitted; the carrier has it and has not decided yet.
  W: 'RECEIVED',
  // The shipper corrected the request before confirmation; the carrier is reviewing it again.
  WM: 'RECEIVED',
  // Before confirmation the shipper must settle a price difference: waiting on the shipper.
  WB: 'PENDING_UPDATE',
  A: 'CONFIRMED',
  // AM, C, H, T, B: a confirmed booking with an amendment, split, merge, return or settlement pending.
  AM: 'CONFIRMED',
  C: 'CONFIRMED',
  H: 'CONFIRMED',
  T: 'CONFIRMED',
  B: 'CONFIRMED',
  // Cancelled by the shipper (or on the shipper's request).
  X: 'CANCELLED',
  // The carrier refused the request at review, before ever confirming it: REJECTED, not DECLINED
  // (DECLINED is the carrier withdrawing a booking it had confirmed, which no order status expresses).
  R: 'REJECTED',
} as const satisfies Record<OrderStatus, DcsaBookingStatus>;

/**
 * DCSA status of an order. DECLINED and COMPLETED are never produced: no portal order status means
 * "carrier withdrew a confirmed booking" or "transport finished".
 */
export function toDcsaBookingStatus(status: OrderStatus): DcsaBookingStatus {
  return ORDER_STATUS_TO_DCSA_BOOKING_STATUS[status];
}
