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

/** 'YYYY-MM-DD HH:mm' on the China clock: how the server's messages and exports write a time. */
export function formatChinaDateTime(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
