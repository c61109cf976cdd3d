import type { BilingualText } from '../constants/labelled-list';

/**
 * Payment password. The spec says only that it is encrypted before sending (000 §9); the rule is
 * ours, as banks and wallets in China use it: exactly 6 digits, not all the same digit, not a run
 * going up or down by one ('123456', '987654').
 */
export const PAYMENT_PASSWORD_LENGTH = 6;

export const PAYMENT_PASSWORD_MESSAGES = {
  required: { zh: '请输入支付密码', en: 'Please enter the payment password' },
  format: { zh: '支付密码须为6位数字', en: 'The payment password must be 6 digits' },
  tooSimple: {
    zh: '支付密码不能是相同或连续的数字',
    en: 'The payment password cannot be the same digit repeated or a run of consecutive digits',
  },
  confirmationMismatch: { zh: '两次输入的支付密码不一致', en: 'The two payment passwords entered do not match' },
} as const satisfies Record<string, BilingualText>;

export function isPaymentPasswordFormat(password: string): boolean {
  return new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`).test(password);
}

/** All one digit, or each digit one more (or one less) than the one before. */
export function isTooSimplePaymentPassword(password: string): boolean {
  const digits = Array.from(password, Number);
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  return steps.length > 0 && steps.every((step) => step === steps[0]) && Math.abs(steps[0]!) <= 1;
}

export function isValidPaymentPassword(password: string): boolean {
  return isPaymentPasswordFormat(password) && !isTooSimplePaymentPassword(password);
}

/**
 * A random valid payment password (generateRandomPaymentPassword). `randomDigit` returns 0-9; the
 * server passes a cryptographic source.
 */
export function generatePaymentPassword(randomDigit: () => number): string {
  for (;;) {
    const candidate = Array.from({ length: PAYMENT_PASSWORD_LENGTH }, () => String(randomDigit())).join('');
    if (isValidPaymentPassword(candidate)) return candidate;
  }
}
