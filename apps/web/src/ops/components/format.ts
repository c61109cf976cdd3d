import dayjs from 'dayjs';

/** 'YYYY-MM-DD HH:mm' of an ISO time (the browser's zone, China time for the carrier's staff), '-' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const value = dayjs(iso);
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : iso;
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
