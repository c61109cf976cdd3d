import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';
import { MOBILE_PATTERN } from './phone';

/** User name (000 §5): 1-20 characters of Chinese, letters, digits or underscore. */

export const USERNAME_MIN_LENGTH = 1;
export const USERNAME_MAX_LENGTH = 20;

/** Allowed characters only; the length is checked separately so each failure gets its own message. */
export const USERNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

export const USERNAME_MESSAGES = {
  length: { zh: '长度应在1-20个字符之间', en: 'Length should be between 1 and 20 characters' },
  format: { zh: '格式不正确', en: 'Format is incorrect' },
  /** Ours: login reads an 11-digit mobile-shaped name as a phone number (000 §4.9), so such a name could never log in. */
  mobileLike: { zh: '用户名不能使用手机号格式', en: 'The user name cannot look like a mobile number' },
} as const satisfies Record<string, BilingualText>;

export function isValidUsername(userName: string): boolean {
  const length = characterLength(userName);
  return length >= USERNAME_MIN_LENGTH && length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(userName) && !MOBILE_PATTERN.test(userName);
}

/** The variant used where the user name is optional: empty passes. */
export function isValidOptionalUsername(userName: string): boolean {
  return userName === '' || isValidUsername(userName);
}
