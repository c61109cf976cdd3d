/**
 * A call's actual arrival and departure (ATA/ATD) record what has happened, so neither may lie in the
 * future. An operator's watch and the server's clock may differ a little: a time up to this far ahead of
 * now still counts as past. The console checks with the same rule before sending, the server on receipt.
 */
export const ACTUAL_TIME_CLOCK_SLACK_MS = 5 * 60_000;

export function isActualTimeInFuture(time: Date | string, now: Date): boolean {
  return new Date(time).getTime() > now.getTime() + ACTUAL_TIME_CLOCK_SLACK_MS;
}
