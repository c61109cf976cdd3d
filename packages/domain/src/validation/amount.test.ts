import { describe, expect, it } from 'vitest';
import { isValidDamageClaimAmount } from './amount';

describe('damage-claim amount (001 §5)', () => {
  it('accepts up to 5000 with two decimals', () => {
    expect(isValidDamageClaimAmount('5000')).toBe(true);
    expect(isValidDamageClaimAmount('5000.00')).toBe(true);
    expect(isValidDamageClaimAmount('4999.99')).toBe(true);
    expect(isValidDamageClaimAmount('0.5')).toBe(true);
  });

  it('rejects anything above 5000', () => {
    expect(isValidDamageClaimAmount('5000.01')).toBe(false);
    expect(isValidDamageClaimAmount('12345678')).toBe(false);
  });

  it('rejects three decimals, nine integer digits and malformed input without throwing', () => {
    for (const text of ['1.234', '123456789', '', 'abc', '-1', '0005', '1,000']) {
      expect(isValidDamageClaimAmount(text), text).toBe(false);
    }
  });
});
