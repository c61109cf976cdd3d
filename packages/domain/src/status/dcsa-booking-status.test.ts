import { describe, expect, it } from 'vitest';
import { valuesOf } from '../constants/labelled-list';
import { DCSA_BOOKING_STATUSES, toDcsaBookingStatus } from './dcsa-booking-status';
import { ORDER_STATUSES } from './order-status';

describe('order status → DCSA Booking 2.0 status', () => {
  it('maps every order status to a DCSA status', () => {
    for (const status of valuesOf(ORDER_STATUSES)) {
      expect(DCSA_BOOKING_STATUSES).toContain(toDcsaBookingStatus(status));
    }
  });

  it('waits on the shipper for drafts, unpaid orders and pre-sale price differences', () => {
    expect(toDcsaBookingStatus('P')).toBe('PENDING_UPDATE');
    expect(toDcsaBookingStatus('S')).toBe('PENDING_UPDATE');
    expect(toDcsaBookingStatus('WB')).toBe('PENDING_UPDATE');
  });

  it('reports orders under carrier review as received', () => {
    expect(toDcsaBookingStatus('W')).toBe('RECEIVED');
    expect(toDcsaBookingStatus('WM')).toBe('RECEIVED');
  });

  it('keeps confirmed bookings confirmed while an amendment, split, merge, return or settlement is pending', () => {
    for (const status of ['A', 'AM', 'C', 'H', 'T', 'B'] as const) {
      expect(toDcsaBookingStatus(status)).toBe('CONFIRMED');
    }
  });

  it('maps cancellation and rejection at review', () => {
    expect(toDcsaBookingStatus('X')).toBe('CANCELLED');
    expect(toDcsaBookingStatus('R')).toBe('REJECTED');
  });
});
