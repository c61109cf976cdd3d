import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, isValidEmail, isValidQq, maskEmail, normalizeEmail } from './email';

describe('e-mail (000 §5)', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('ops@coastbook.cn')).toBe(true);
    expect(isValidEmail('li.na+booking@mail.example.com.cn')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const email of ['ops', 'ops@', '@coastbook.cn', 'ops@coastbook', 'ops@@coastbook.cn', 'o ps@coastbook.cn']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('accepts 80 characters and rejects 81 (60/61 in the variant)', () => {
    const at80 = `${'a'.repeat(71)}@mail.com`;
    expect(at80).toHaveLength(80);
    expect(isValidEmail(at80)).toBe(true);
    expect(isValidEmail(`a${at80}`)).toBe(false);
    expect(isValidEmail(at80, 60)).toBe(false);
  });

  it('lower-cases before a code is requested', () => {
    expect(normalizeEmail(' Ops@CoastBook.CN ')).toBe('ops@coastbook.cn');
  });

  it('carries the spec message', () => {
    expect(EMAIL_MESSAGES.invalid.zh).toBe('邮箱地址不正确');
  });
});

describe('QQ number (000 §5)', () => {
  it('accepts 5 to 20 digits', () => {
    expect(isValidQq('12345')).toBe(true);
    expect(isValidQq('1'.repeat(20))).toBe(true);
  });

  it('rejects 4 digits, 21 digits (input max 20) and non-digits', () => {
    expect(isValidQq('1234')).toBe(false);
    expect(isValidQq('1'.repeat(21))).toBe(false);
    expect(isValidQq('12345a')).toBe(false);
  });
});

describe('maskEmail', () => {
  it('keeps two characters of the local part and the whole domain', () => {
    expect(maskEmail('zhangsan@example.com')).toBe('zh***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('masks text without an @ as a whole', () => {
    expect(maskEmail('zhangsan')).toBe('zh***');
    expect(maskEmail('ab')).toBe('***');
  });
});
