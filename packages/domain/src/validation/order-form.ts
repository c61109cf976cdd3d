import { QUANTITY_INPUT_MAX_LENGTH } from '../constants/shell';
import type { BilingualText } from '../constants/labelled-list';

/** Shopping-box and booking-form rules (001 §2, §5, §8). */

/** A container quantity as typed: digits only, at most 3 of them. */
export const QUANTITY_INPUT_PATTERN = new RegExp(`^\\d{1,${QUANTITY_INPUT_MAX_LENGTH}}$`);

export function isValidQuantityInput(text: string): boolean {
  return QUANTITY_INPUT_PATTERN.test(text);
}

export const ORDER_FORM_MESSAGES = {
  belowCommittedVolume: {
    zh: '实际出运量小于承诺量，请重新选择',
    en: 'Actual shipment volume is less than the committed volume, please reselect',
  },
  doorPointInitFailed: { zh: '门点数据初始化失败', en: 'Door-point data initialisation failed' },
  priceCalculating: { zh: '价格计算中', en: 'Calculating price' },
  consignNow: { zh: '立即托运', en: 'Consign now' },
  excelDownloadFailed: { zh: '网络连接错误', en: 'Network connection error' },
} as const satisfies Record<string, BilingualText>;
