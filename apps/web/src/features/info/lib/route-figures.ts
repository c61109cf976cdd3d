import { WEEKDAY_KEYS, type WeekdayKey } from '../../../lib/weekdays';

/** The translation key of an ISO weekday (1 = Monday … 7 = Sunday), shared with the sailing week view. */
export function weekdayKey(isoWeekday: number): `product.week.${WeekdayKey}` {
  return `product.week.${WEEKDAY_KEYS[(isoWeekday - 1 + 7) % 7]!}`;
}

/** A figure to at most one decimal, grouped by thousands: 1.0 → "1", 2.5 → "2.5", 12400 → "12,400". */
export function formatFigure(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
}
