import { describe, expect, it } from 'vitest';
import { isTrackableOrderStatus, trackingTimeline } from './order-tracking';

const confirmedAt = new Date('2026-11-01T02:00:00Z');
const etd = new Date('2026-11-05T10:00:00Z');
const eta = new Date('2026-11-08T00:00:00Z');

describe('trackingTimeline', () => {
  it('shows the schedule as estimates until the staff record the voyage', () => {
    const timeline = trackingTimeline({ confirmedAt, loading: { portCode: 'CNSHA', planned: etd, actual: null }, discharge: { portCode: 'CNQZH', planned: eta, actual: null } });
    expect(timeline.stage).toBe('BOOKED');
    expect(timeline.events).toEqual([
      { milestone: 'BOOKING_CONFIRMED', portCode: 'CNSHA', occurredAt: confirmedAt, isActual: true },
      { milestone: 'VESSEL_DEPARTED', portCode: 'CNSHA', occurredAt: etd, isActual: false },
      { milestone: 'VESSEL_ARRIVED', portCode: 'CNQZH', occurredAt: eta, isActual: false },
    ]);
  });

  it('is in transit once the departure is recorded, with the recorded time', () => {
    const atd = new Date('2026-11-05T13:30:00Z');
    const timeline = trackingTimeline({ confirmedAt, loading: { portCode: 'CNSHA', planned: etd, actual: atd }, discharge: { portCode: 'CNQZH', planned: eta, actual: null } });
    expect(timeline.stage).toBe('IN_TRANSIT');
    expect(timeline.events[1]).toEqual({ milestone: 'VESSEL_DEPARTED', portCode: 'CNSHA', occurredAt: atd, isActual: true });
    expect(timeline.events[2]?.isActual).toBe(false);
  });

  it('has arrived once the arrival is recorded, even if the departure never was', () => {
    const ata = new Date('2026-11-08T04:00:00Z');
    const timeline = trackingTimeline({ confirmedAt, loading: { portCode: 'CNSHA', planned: etd, actual: null }, discharge: { portCode: 'CNQZH', planned: eta, actual: ata } });
    expect(timeline.stage).toBe('ARRIVED');
    expect(timeline.events[2]).toEqual({ milestone: 'VESSEL_ARRIVED', portCode: 'CNQZH', occurredAt: ata, isActual: true });
  });
});

describe('isTrackableOrderStatus', () => {
  it('tracks confirmed bookings, also with a change under review, and nothing before confirmation or after cancellation', () => {
    for (const status of ['A', 'AM', 'C', 'H', 'T', 'B']) expect(isTrackableOrderStatus(status), status).toBe(true);
    for (const status of ['P', 'S', 'W', 'WM', 'WB', 'X', 'R', 'Z']) expect(isTrackableOrderStatus(status), status).toBe(false);
  });
});
