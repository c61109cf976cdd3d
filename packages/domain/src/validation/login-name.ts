import type { LoginMode } from '../constants/session';
import { MOBILE_PATTERN } from './phone';

/**
 * Which of the three login modes (000 §4.9: EMAIL, PHONE, USER_NAME) a typed login name is: a mainland
 * mobile number is PHONE, anything with an '@' is EMAIL, everything else is a logon id (USER_NAME).
 * User names cannot contain '@' and are not 11 digits starting 13-19, so the three never overlap.
 */
export function detectLoginMode(loginName: string): LoginMode {
  const trimmed = loginName.trim();
  if (MOBILE_PATTERN.test(trimmed)) return 'PHONE';
  if (trimmed.includes('@')) return 'EMAIL';
  return 'USER_NAME';
}
