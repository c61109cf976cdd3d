import dayjs from 'dayjs';
import { formatChinaTime } from '../../lib/china-time';

/** 'YYYY-MM-DD HH:mm' of an ISO time in China time, as the portal and the documents write it, whatever the browser's zone; '-' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  return dayjs(iso).isValid() ? formatChinaTime(iso) : iso;
}

export function formatBytes(size: number | null): string {
  if (size === null) return '';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '-' : value;
}
