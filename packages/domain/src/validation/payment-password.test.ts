import { describe, expect, it } from 'vitest';
import { generatePaymentPassword, isTooSimplePaymentPassword, isValidPaymentPassword } from './payment-password';

describe('payment password', () => {
  it('is exactly 6 digits', () => {
    expect(isValidPaymentPassword('580173')).toBe(true);
    for (const password of ['58017', '5801734', '58017a', ' 58017', '５８０１７３', '']) expect(isValidPaymentPassword(password), password).toBe(false);
  });

  it('refuses the same digit six times and runs up or down by one', () => {
    for (const password of ['000000', '888888', '123456', '012345', '987654', '654321']) {
      expect(isTooSimplePaymentPassword(password), password).toBe(true);
      expect(isValidPaymentPassword(password), password).toBe(false);
    }
    expect(isValidPaymentPassword('135791')).toBe(true);
    expect(isValidPaymentPassword('123457')).toBe(true);
  });

  it('generates valid ones only', () => {
    const digits = [1, 1, 1, 1, 1, 1, 4, 0, 9, 2, 7, 7];
    let index = 0;
    expect(generatePaymentPassword(() => digits[index++ % digits.length]!)).toBe('409277');
    for (let run = 0; run < 200; run += 1) expect(isValidPaymentPassword(generatePaymentPassword(() => Math.floor(Math.random() * 10)))).toBe(true);
  });
});
