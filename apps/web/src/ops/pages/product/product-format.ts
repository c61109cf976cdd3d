import { formatMoney, yuanToFen } from '@coastbook/domain';
import { formatChinaTime } from '../../../lib/china-time';
import type { BilingualNames } from '../../../features/basedata';

/** ¥3,450.50 of a yuan amount as the console's API gives it. */
export function formatYuan(yuan: number): string {
  return formatMoney(yuanToFen(yuan.toFixed(2)));
}

/** 'MM-DD HH:mm' in China time, whatever the browser's zone. */
export function formatShortTime(iso: string | null | undefined): string {
  return iso ? formatChinaTime(iso, 'MM-DD HH:mm') : '-';
}

/** A voyage's or sailing's vessel in the console's language (the product answers name it vesselCnnme / vesselEnnme). */
export function vesselName(names: BilingualNames, voyage: { vesselCnnme: string; vesselEnnme: string }): string {
  return names.vessel({ vslCnnme: voyage.vesselCnnme, vslEnnme: voyage.vesselEnnme });
}
