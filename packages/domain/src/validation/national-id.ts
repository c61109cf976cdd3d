import type { BilingualText } from '../constants/labelled-list';

/**
 * National ID (resident identity card) number (000 §5): 15 or 18 characters, max 18. The old
 * 15-character form is all digits; the 18-character form ends in a digit or X (the check character).
 * The spec does not ask for the check-digit computation, so it is not verified here.
 */
export const NATIONAL_ID_MAX_LENGTH = 18;
export const NATIONAL_ID_PATTERN = /^(\d{15}|\d{17}[0-9Xx])$/;

export const NATIONAL_ID_MESSAGES = {
  required: { zh: '不能为空', en: 'Cannot be empty' },
  invalid: { zh: '请输入有效的身份证号码', en: 'Please enter a valid ID card number' },
} as const satisfies Record<string, BilingualText>;

export function isValidNationalId(id: string): boolean {
  return NATIONAL_ID_PATTERN.test(id);
}
