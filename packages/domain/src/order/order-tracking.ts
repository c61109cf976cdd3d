import type { LabelledValue, ListValue } from '../constants/labelled-list';
import type { OrderStatus } from '../status/order-status';

/**
 * Cargo tracking by waybill number (001 §2 /cargoTracking, §7 newTrackingCargo). A waybill (bkgNo) is given
 * when the carrier confirms a booking; what happened since is read from the voyage: the loading call's
 * actual departure and the discharge call's actual arrival, which the carrier's staff record in the console.
 * Until a time is recorded the milestone shows the schedule's estimate, marked as such.
 */

/** Order statuses whose waybill can be tracked: a confirmed booking, also while a change to it is reviewed. */
export const TRACKABLE_ORDER_STATUSES = ['A', 'AM', 'C', 'H', 'T', 'B'] as const satisfies readonly OrderStatus[];

export function isTrackableOrderStatus(status: string): boolean {
  return (TRACKABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

export const TRACKING_MILESTONES = [
  { value: 'BOOKING_CONFIRMED', zh: '订舱已确认', en: 'Booking confirmed' },
  { value: 'VESSEL_DEPARTED', zh: '船舶离港', en: 'Vessel departed' },
  { value: 'VESSEL_ARRIVED', zh: '船舶抵港', en: 'Vessel arrived' },
] as const satisfies readonly LabelledValue[];
export type TrackingMilestone = ListValue<typeof TRACKING_MILESTONES>;

/** Where the shipment is, from the recorded times alone. */
export const TRACKING_STAGES = [
  { value: 'BOOKED', zh: '已订舱，待开船', en: 'Booked, awaiting departure' },
  { value: 'IN_TRANSIT', zh: '运输中', en: 'In transit' },
  { value: 'ARRIVED', zh: '已抵达目的港', en: 'Arrived at the discharge port' },
] as const satisfies readonly LabelledValue[];
export type TrackingStage = ListValue<typeof TRACKING_STAGES>;

export interface TrackingCall {
  portCode: string;
  /** Planned time: ETD at the loading port, ETA at the discharge port. */
  planned: Date;
  /** Recorded time (ATD / ATA), null until the staff record it. */
  actual: Date | null;
}

export interface TrackingInput {
  confirmedAt: Date;
  loading: TrackingCall;
  discharge: TrackingCall;
}

export interface TrackingEvent {
  milestone: TrackingMilestone;
  portCode: string;
  occurredAt: Date;
  /** False while the time is the schedule's estimate. */
  isActual: boolean;
}

export interface TrackingTimeline {
  stage: TrackingStage;
  events: TrackingEvent[];
}

/** The shipment's milestones in order, each with its recorded time or, until then, the planned one. */
export function trackingTimeline({ confirmedAt, loading, discharge }: TrackingInput): TrackingTimeline {
  const events: TrackingEvent[] = [
    { milestone: 'BOOKING_CONFIRMED', portCode: loading.portCode, occurredAt: confirmedAt, isActual: true },
    { milestone: 'VESSEL_DEPARTED', portCode: loading.portCode, occurredAt: loading.actual ?? loading.planned, isActual: loading.actual !== null },
    { milestone: 'VESSEL_ARRIVED', portCode: discharge.portCode, occurredAt: discharge.actual ?? discharge.planned, isActual: discharge.actual !== null },
  ];
  // An arrival recorded without the departure still means the ship sailed.
  const stage: TrackingStage = discharge.actual !== null ? 'ARRIVED' : loading.actual !== null ? 'IN_TRANSIT' : 'BOOKED';
  return { stage, events };
}
