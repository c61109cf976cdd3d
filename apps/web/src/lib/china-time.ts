import dayjs from 'dayjs';
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
