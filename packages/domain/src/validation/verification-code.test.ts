import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_EN } from '../errors/catalogue.en';
import { isTooFrequentCodeRequest, isValidSmsCode, parseCodeSendRefusal, SMS_CODE_MESSAGES } from './verification-code';

describe('SMS code (000 §5)', () => {
  it('is exactly 6 characters', () => {
    expect(isValidSmsCode('123456')).toBe(true);
    expect(isValidSmsCode('12345')).toBe(false);
    expect(isValidSmsCode('1234567')).toBe(false);
    expect(isValidSmsCode('')).toBe(false);
    expect(isValidSmsCode('123 56')).toBe(false);
    expect(SMS_CODE_MESSAGES.required.zh).toBe('请输入验证码');
  });
});

describe('code-send refusal (000 §4.5, §8)', () => {
  it('shows the text before the first comma and resumes the countdown from a number after it', () => {
    expect(parseCodeSendRefusal('发送过于频繁,45')).toEqual({ message: '发送过于频繁', remainingSeconds: 45 });
    expect(parseCodeSendRefusal('发送过于频繁，30')).toEqual({ message: '发送过于频繁', remainingSeconds: 30 });
  });

  it('does not resume when the second part is not a number', () => {
    expect(parseCodeSendRefusal('请求过于频繁，请稍后再试')).toEqual({ message: '请求过于频繁', remainingSeconds: undefined });
    expect(parseCodeSendRefusal('手机号未注册')).toEqual({ message: '手机号未注册', remainingSeconds: undefined });
  });

  it('recognises a too-frequent refusal', () => {
    expect(isTooFrequentCodeRequest('验证码请求过于频繁,60')).toBe(true);
    expect(isTooFrequentCodeRequest('请求过于频繁，请稍后再试，12')).toBe(true);
    expect(isTooFrequentCodeRequest('验证码错误')).toBe(false);
    // The server's words for a page read in English.
    expect(isTooFrequentCodeRequest(`${ERROR_MESSAGES_EN.CODE_SEND_TOO_FREQUENT},60`)).toBe(true);
    expect(isTooFrequentCodeRequest(`${ERROR_MESSAGES_EN.TOO_MANY_REQUESTS}, 12`)).toBe(true);
    expect(isTooFrequentCodeRequest(ERROR_MESSAGES_EN.CODE_TOO_MANY_ATTEMPTS)).toBe(false);
  });
});
