/** Date-range checks of 001 §5: a date may be at most 365 days before or after a reference date. */

/** 365 days in milliseconds (001 §5: 31,536,000,000 ms). */
export const MAX_DATE_DISTANCE_MS = 31_536_000_000;

type DateInput = Date | number;

function toMilliseconds(date: DateInput): number {
  return typeof date === 'number' ? date : date.getTime();
}

/** True when the date lies more than 365 days before the reference; exactly 365 days is still allowed. */
export function isTooOld(date: DateInput, reference: DateInput): boolean {
  return toMilliseconds(reference) - toMilliseconds(date) > MAX_DATE_DISTANCE_MS;
}

/** True when the date lies more than 365 days after the reference; exactly 365 days is still allowed. */
export function isTooFarAhead(date: DateInput, reference: DateInput): boolean {
  return toMilliseconds(date) - toMilliseconds(reference) > MAX_DATE_DISTANCE_MS;
}
