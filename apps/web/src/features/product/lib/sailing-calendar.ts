import dayjs from 'dayjs';
import { formatChinaTime } from '../../../lib/china-time';

/**
 * The week view of sailings: every day of the searched ETD range, Monday-first weeks, with how many
 * sailings leave that day and the lowest price after promotion. Days outside the range are blanks so
 * each row is a full week.
 */

export interface CalendarSailing {
  /** ISO date-time of departure. */
  etd: string;
  /** Lowest price after promotion of the sailing, fen; null when nothing is priced. */
  lowestFen: number | null;
}

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  inRange: boolean;
  sailingCount: number;
  lowestFen: number | null;
}

/** Weeks covering [from, to] (YYYY-MM-DD), Monday to Sunday. At most 6 weeks are built. */
export function buildSailingCalendar(from: string, to: string, sailings: readonly CalendarSailing[]): CalendarDay[][] {
  const byDay = new Map<string, { count: number; lowest: number | null }>();
  for (const sailing of sailings) {
    const date = formatChinaTime(sailing.etd, 'YYYY-MM-DD');
    const entry = byDay.get(date) ?? { count: 0, lowest: null };
    entry.count += 1;
    if (sailing.lowestFen !== null && (entry.lowest === null || sailing.lowestFen < entry.lowest)) entry.lowest = sailing.lowestFen;
    byDay.set(date, entry);
  }
  const start = dayjs(from);
  const end = dayjs(to);
  // Monday of the first week: day() is 0 for Sunday.
  let cursor = start.subtract((start.day() + 6) % 7, 'day');
  const weeks: CalendarDay[][] = [];
  while (!cursor.isAfter(end, 'day') && weeks.length < 6) {
    const week: CalendarDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      const date = cursor.format('YYYY-MM-DD');
      const inRange = date >= from && date <= to;
      const entry = inRange ? byDay.get(date) : undefined;
      week.push({ date, inRange, sailingCount: entry?.count ?? 0, lowestFen: entry?.lowest ?? null });
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}
