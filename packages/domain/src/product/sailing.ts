import { bookingCloseTime } from '../basedata/booking-extras';

/**
 * Whether a bookable offer (product on a voyage) can take orders right now: the product is active,
 * the voyage open, the offer not closed, booking has not closed (截单, BOOKING_CLOSE_HOURS_BEFORE_ETD
 * before the loading call's ETD) and the ship has not left the loading port — the departure the carrier
 * recorded (ATD) may come before the ETD when the ship sails early. The search's canOrder and createOrder
 * answer by this one rule: with the cut-off only in createOrder, the search offered a sailing for its last
 * 24 hours and consigning it was refused (该船期已截止订舱).
 */
export interface SailingState {
  isProductActive: boolean;
  voyageStatus: string;
  isClosed: boolean;
  etd: Date | string;
  /** The recorded departure from the loading port, null while the ship is still there. */
  atd?: Date | string | null;
}

export function isSailingBookable(sailing: SailingState, now: Date): boolean {
  const etd = typeof sailing.etd === 'string' ? new Date(sailing.etd) : sailing.etd;
  const hasDeparted = sailing.atd !== undefined && sailing.atd !== null;
  return sailing.isProductActive && sailing.voyageStatus === 'open' && !sailing.isClosed && !hasDeparted && bookingCloseTime(etd).getTime() > now.getTime();
}

/** Whole days between departure and arrival (rounded up), plus rail days for sea-rail. */
export function sailingTransitDays(etd: Date | string, eta: Date | string, railTransitDays = 0): number {
  const departure = typeof etd === 'string' ? new Date(etd) : etd;
  const arrival = typeof eta === 'string' ? new Date(eta) : eta;
  const seaDays = Math.max(1, Math.ceil((arrival.getTime() - departure.getTime()) / 86_400_000));
  return seaDays + railTransitDays;
}
