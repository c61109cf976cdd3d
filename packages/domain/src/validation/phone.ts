import type { BilingualText } from '../constants/labelled-list';

/** Phone numbers (000 §5). */

/** Mainland mobile: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Landline: area code starting with 0 (3 or 4 digits), a hyphen, then 7 or 8 digits. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}$/;

/** A free contact-number field: 1-20 characters of digits, '+' and '-'. */
export const CONTACT_NUMBER_PATTERN = /^[0-9+-]{1,20}$/;

export const MOBILE_MESSAGES = {
  required: { zh: '请输入手机号码', en: 'Please enter the mobile number' },
  invalid: { zh: '请输入有效的手机号码', en: 'Please enter a valid mobile number' },
} as const satisfies Record<string, BilingualText>;

export const LANDLINE_MESSAGES = {
  invalid: { zh: '请输入有效的电话号码', en: 'Please enter a valid phone number' },
} as const satisfies Record<string, BilingualText>;

export const CONTACT_NUMBER_MESSAGES = {
  required: { zh: '号码不能为空', en: 'Number cannot be empty' },
  invalid: { zh: '号码格式不正确', en: 'Number format is incorrect' },
} as const satisfies Record<string, BilingualText>;

export function isValidMobile(phone: string): boolean {
  return MOBILE_PATTERN.test(phone);
}

export function isValidLandline(phone: string): boolean {
  return LANDLINE_PATTERN.test(phone);
}

export function isValidContactNumber(phone: string): boolean {
  return CONTACT_NUMBER_PATTERN.test(phone);
}

/**
 * The phone shown read-only in the password box: '13812345678' → '138****5678' (first 3, last 4).
 * The spec says only "masked"; 3+4 is the usual mainland form. Short input is returned unchanged.
 */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}
