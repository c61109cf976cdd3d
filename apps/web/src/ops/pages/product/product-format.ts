import { formatMoney, yuanToFen } from '@coastbook/domain';
import dayjs from 'dayjs';

/** ¥3,450.50 of a yuan amount as the console's API gives it. */
export function formatYuan(yuan: number): string {
  return formatMoney(yuanToFen(yuan.toFixed(2)));
}

/** 'MM-DD HH:mm' in the browser's zone (China time for the carrier's staff). */
export function formatShortTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MM-DD HH:mm') : '-';
}
