import { describe, expect, it } from 'vitest';
import { fenToYuanString, formatMoney, isValidAmount, yuanToFen } from './money';

describe('formatMoney', () => {
  it('shows two decimals, thousand separators and the yuan sign', () => {
    expect(formatMoney(123450)).toBe('¥1,234.50');
    expect(formatMoney(123456789)).toBe('¥1,234,567.89');
    expect(formatMoney(100000)).toBe('¥1,000.00');
    expect(formatMoney(99999)).toBe('¥999.99');
  });

  it('shows small amounts with a leading zero', () => {
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(50)).toBe('¥0.50');
  });

  it('puts the minus sign before the yuan sign', () => {
    expect(formatMoney(-123450)).toBe('-¥1,234.50');
    expect(formatMoney(-1)).toBe('-¥0.01');
  });

  it('leaves the sign out on request', () => {
    expect(formatMoney(123450, { symbol: false })).toBe('1,234.50');
    expect(formatMoney(-123450, { symbol: false })).toBe('-1,234.50');
  });

  it('refuses fractional fen instead of rounding them', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('fenToYuanString', () => {
  it('gives plain yuan with two decimals', () => {
    expect(fenToYuanString(123450)).toBe('1234.50');
    expect(fenToYuanString(7)).toBe('0.07');
    expect(fenToYuanString(-250)).toBe('-2.50');
  });

  it('round-trips through yuanToFen', () => {
    for (const fen of [0, 1, 10, 99, 100, 123456789, -4321]) {
      expect(yuanToFen(fenToYuanString(fen))).toBe(fen);
    }
  });
});

describe('yuanToFen', () => {
  it('parses whole yuan and one or two decimals', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('0.01')).toBe(1);
  });

  it('has no float error where yuan × 100 would have one', () => {
    expect(1.15 * 100).not.toBe(115); // the trap
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen(1.15)).toBe(115);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('19.99')).toBe(1999);
  });

  it('adds 0.1 and 0.2 yuan exactly once in fen', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the trap
    expect(yuanToFen('0.1') + yuanToFen('0.2')).toBe(yuanToFen('0.3'));
    expect(formatMoney(yuanToFen(0.1) + yuanToFen(0.2))).toBe('¥0.30');
  });

  it('refuses a float that is not a two-decimal amount rather than rounding it', () => {
    expect(() => yuanToFen(0.1 + 0.2)).toThrow(RangeError);
  });

  it('refuses more than two decimals', () => {
    expect(() => yuanToFen('1.234')).toThrow(RangeError);
    expect(() => yuanToFen('1.005')).toThrow(RangeError);
  });

  it('accepts a minus sign and surrounding spaces', () => {
    expect(yuanToFen('-1.5')).toBe(-150);
    expect(yuanToFen(' 3.00 ')).toBe(300);
    expect(Object.is(yuanToFen('-0'), 0)).toBe(true);
  });

  it('refuses what is not a plain decimal', () => {
    for (const text of ['', '.5', '1.', '1,000', '¥1', 'abc', '1e3', '01', '+1', '1 000']) {
      expect(() => yuanToFen(text), text).toThrow(RangeError);
    }
    expect(() => yuanToFen(1e21)).toThrow(RangeError);
    expect(() => yuanToFen(Number.NaN)).toThrow(RangeError);
  });

  it('refuses amounts beyond exact integer range', () => {
    expect(() => yuanToFen('90071992547409.92')).toThrow(RangeError);
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('isValidAmount (000 §5: up to two decimals)', () => {
  it('accepts zero to two decimals', () => {
    for (const text of ['0', '5', '12.3', '12.34', '1000000', '0.01']) {
      expect(isValidAmount(text), text).toBe(true);
    }
  });

  it('rejects three decimals and malformed input', () => {
    for (const text of ['1.234', '', '.5', '5.', '-1', '01', '1,000', ' 1', '1e2', '一']) {
      expect(isValidAmount(text), text).toBe(false);
    }
  });
});
