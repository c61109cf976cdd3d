/**
 * Whether a bookable offer (product on a voyage) can take orders right now: the product is active,
 * the voyage open, the offer not closed, and the ship has not left the loading port yet — neither by
 * the schedule (ETD) nor by the departure the carrier recorded (ATD), which may come before the ETD
 * when the ship sails early.
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
  return sailing.isProductActive && sailing.voyageStatus === 'open' && !sailing.isClosed && !hasDeparted && etd.getTime() > now.getTime();
}

/** Whole days between departure and arrival (rounded up), plus rail days for sea-rail. */
export function sailingTransitDays(etd: Date | string, eta: Date | string, railTransitDays = 0): number {
  const departure = typeof etd === 'string' ? new Date(etd) : etd;
  const arrival = typeof eta === 'string' ? new Date(eta) : eta;
  const seaDays = Math.max(1, Math.ceil((arrival.getTime() - departure.getTime()) / 86_400_000));
  return seaDays + railTransitDays;
}
