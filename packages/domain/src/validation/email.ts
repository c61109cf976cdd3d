import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';

/** E-mail address and QQ number (000 §5). */

export const EMAIL_MAX_LENGTH = 80;
/** The shorter limit of the variant form. */
export const EMAIL_SHORT_MAX_LENGTH = 60;

/** local@domain.tld: letters, digits and . _ % + - before the @; dot-separated labels and a 2+ letter TLD after. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const EMAIL_MESSAGES = {
  required: { zh: '请输入邮箱地址', en: 'Please enter the e-mail address' },
  invalid: { zh: '邮箱地址不正确', en: 'E-mail address is incorrect' },
} as const satisfies Record<string, BilingualText>;

export function isValidEmail(email: string, maxLength: number = EMAIL_MAX_LENGTH): boolean {
  return characterLength(email) <= maxLength && EMAIL_PATTERN.test(email);
}

/**
 * An e-mail address shown where only its owner should recognise it: the first two characters of the
 * local part (one when it is that short), then '***', then the domain: 'zhangsan@example.com' →
 * 'zh***@example.com'. Text without an '@' is masked as a whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.length <= 2 ? '***' : `${email.slice(0, 2)}***`;
  const local = email.slice(0, at);
  const kept = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${kept}***${email.slice(at)}`;
}

/** An address is lower-cased (and trimmed) before an e-mail code is requested for it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * QQ number. The spec gives "5-21 digits (max 20)": the pattern allows 5-21 digits and the input's
 * maximum length of 20 caps it, so 5-20 digits pass.
 */
export const QQ_PATTERN = /^\d{5,21}$/;
export const QQ_MAX_LENGTH = 20;

export const QQ_MESSAGES = {
  invalid: { zh: '请输入有效的QQ号码', en: 'Please enter a valid QQ number' },
} as const satisfies Record<string, BilingualText>;

export function isValidQq(qq: string): boolean {
  return qq.length <= QQ_MAX_LENGTH && QQ_PATTERN.test(qq);
}
