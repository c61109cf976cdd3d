import { describe, expect, it } from 'vitest';
import {
  CONTACT_NUMBER_MESSAGES,
  isValidContactNumber,
  isValidLandline,
  isValidMobile,
  LANDLINE_MESSAGES,
  maskPhone,
  MOBILE_MESSAGES,
} from './phone';

describe('mobile number (000 §5)', () => {
  it('accepts 11 digits starting with 13 to 19', () => {
    expect(isValidMobile('13812345678')).toBe(true);
    expect(isValidMobile('19912345678')).toBe(true);
  });

  it('rejects a second digit of 0-2, 10 or 12 digits, and non-digits', () => {
    for (const phone of ['12812345678', '10812345678', '1381234567', '138123456789', '+8613812345678', '138-1234-5678']) {
      expect(isValidMobile(phone), phone).toBe(false);
    }
  });

  it('carries the spec message', () => {
    expect(MOBILE_MESSAGES.invalid.zh).toBe('请输入有效的手机号码');
  });
});

describe('landline and contact numbers (000 §5)', () => {
  it('accepts an area code, a hyphen and the number', () => {
    expect(isValidLandline('021-12345678')).toBe(true);
    expect(isValidLandline('0755-1234567')).toBe(true);
  });

  it('rejects a missing hyphen or area code', () => {
    expect(isValidLandline('02112345678')).toBe(false);
    expect(isValidLandline('12345678')).toBe(false);
    expect(LANDLINE_MESSAGES.invalid.zh).toBe('请输入有效的电话号码');
  });

  it('accepts 1-20 digits, plus and hyphen in a contact number', () => {
    expect(isValidContactNumber('+86-21-12345678')).toBe(true);
    expect(isValidContactNumber('1'.repeat(20))).toBe(true);
    expect(isValidContactNumber('1'.repeat(21))).toBe(false);
    expect(isValidContactNumber('')).toBe(false);
    expect(isValidContactNumber('021 1234')).toBe(false);
    expect(CONTACT_NUMBER_MESSAGES.required.zh).toBe('号码不能为空');
  });
});

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});
