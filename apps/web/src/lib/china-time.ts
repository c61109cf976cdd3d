import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
// antd's date pickers take "now" from dayjs.tz() when the plugin is there (@rc-component/picker's dayjs
// config): their today mark and 今天 button then follow China's day, as the rest of the portal does, also in a
// browser set to another zone (where they marked and picked the browser's date, a day China may have left).
dayjs.tz.setDefault('Asia/Shanghai');

/** Every port on the portal is on China Standard Time (UTC+8, no daylight saving). */
const CHINA_UTC_OFFSET_MINUTES = 8 * 60;

/**
 * Formats an ISO instant in China time, whatever the browser's zone: port events and sailing
 * times are always read in local port time.
 */
export function formatChinaTime(iso: string, pattern = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(iso).utcOffset(CHINA_UTC_OFFSET_MINUTES).format(pattern);
}

/**
 * For date pickers, which work in the browser's zone: a value whose wall clock is China's at that instant
 * (now when none is given). Give what the picker returns to chinaInstant to get the instant back.
 */
export function chinaWallClock(iso?: string): Dayjs {
  return dayjs(formatChinaTime(iso ?? new Date().toISOString(), 'YYYY-MM-DDTHH:mm:ss'));
}

/** The instant (ISO, UTC) of a picker's wall-clock value read as China time. */
export function chinaInstant(wallClock: Dayjs): string {
  return dayjs.utc(wallClock.format('YYYY-MM-DDTHH:mm:ss')).subtract(CHINA_UTC_OFFSET_MINUTES, 'minute').toISOString();
}

/** China's today as YYYY-MM-DD. */
export function chinaToday(): string {
  return chinaWallClock().format('YYYY-MM-DD');
}

/**
 * Whether a picker's day lies before China's today, by its calendar date. The pickers hand over days in two zones:
 * their cells in the browser's, their 今天 button China's (dayjs.tz). Compared as instants, China's today read
 * as "before" China's wall clock in a browser far behind China from 04:00 to 20:00 there, and 今天 was disabled.
 */
export function isBeforeChinaToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') < chinaToday();
}

/** Whether a picker's day lies after China's today, by its calendar date (see isBeforeChinaToday). */
export function isAfterChinaToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') > chinaToday();
}
