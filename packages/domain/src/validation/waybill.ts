import type { BilingualText } from '../constants/labelled-list';

/** Waybill (booking) number lookup for cargo tracking (000 §5, 001 §5). */
export const WAYBILL_MESSAGES = {
  required: { zh: '请输入运单号', en: 'Please enter the waybill number' },
  invalidOrForbidden: { zh: '运单号无效或无权限', en: 'Waybill number invalid or insufficient permission' },
} as const satisfies Record<string, BilingualText>;
