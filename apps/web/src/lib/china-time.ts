import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

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
