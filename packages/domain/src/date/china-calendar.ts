// China keeps UTC+8 all year (no daylight saving), so a fixed offset gives Asia/Shanghai's calendar.
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 1 = Monday … 7 = Sunday, on the China calendar, whatever the zone of the machine asking. */
export function chinaIsoWeekday(instant: Date): number {
  return ((new Date(instant.getTime() + CHINA_OFFSET_MS).getUTCDay() + 6) % 7) + 1;
}

/** The year on the China calendar: from 16:00 UTC on 31 December it is already the next one there. */
export function chinaYear(instant: Date): number {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
}

/** The month (1–12) on the China calendar: from 16:00 UTC on the last day of a month it is already the next one there. */
export function chinaMonth(instant: Date): number {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).getUTCMonth() + 1;
}

/** 'YYYY-MM-DD HH:mm' on the China clock: how the server's messages and exports write a time. */
export function formatChinaDateTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The same China wall-clock day and time `months` calendar months earlier, clamped to the end of a shorter
 * month (31 March minus one month is 28 or 29 February, not 3 March).
 */
export function chinaMonthsBefore(instant: Date, months: number): Date {
  // China's wall clock read and moved through the UTC getters and setters.
  const chinaClock = new Date(instant.getTime() + CHINA_OFFSET_MS);
  const day = chinaClock.getUTCDate();
  chinaClock.setUTCDate(1);
  chinaClock.setUTCMonth(chinaClock.getUTCMonth() - months);
  const lastDayOfTargetMonth = new Date(Date.UTC(chinaClock.getUTCFullYear(), chinaClock.getUTCMonth() + 1, 0)).getUTCDate();
  chinaClock.setUTCDate(Math.min(day, lastDayOfTargetMonth));
  return new Date(chinaClock.getTime() - CHINA_OFFSET_MS);
}
