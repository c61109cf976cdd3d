import { describe, expect, it } from 'vitest';
import { isValidOptionalUsername, isValidUsername, USERNAME_MESSAGES } from './username';

describe('user name (000 §5)', () => {
  it('accepts 1 to 20 Chinese characters, letters, digits or underscores', () => {
    expect(isValidUsername('a')).toBe(true);
    expect(isValidUsername('张三_zhang3')).toBe(true);
    expect(isValidUsername('a'.repeat(20))).toBe(true);
    expect(isValidUsername('中'.repeat(20))).toBe(true);
  });

  it('rejects 0 and 21 characters', () => {
    expect(isValidUsername('')).toBe(false);
    expect(isValidUsername('a'.repeat(21))).toBe(false);
    expect(isValidUsername('中'.repeat(21))).toBe(false);
  });

  it('rejects other characters', () => {
    for (const name of ['zhang san', 'zhang-san', 'a@b', '张三！', 'abc.']) {
      expect(isValidUsername(name), name).toBe(false);
    }
  });

  it('rejects a name shaped like a mobile number, which login would read as a phone', () => {
    expect(isValidUsername('13912345678')).toBe(false);
    expect(isValidUsername('12912345678')).toBe(true);
    expect(isValidUsername('139123456789')).toBe(true);
  });

  it('lets the optional variant be empty', () => {
    expect(isValidOptionalUsername('')).toBe(true);
    expect(isValidOptionalUsername('a b')).toBe(false);
  });

  it('carries the spec messages', () => {
    expect(USERNAME_MESSAGES.length.zh).toBe('长度应在1-20个字符之间');
    expect(USERNAME_MESSAGES.format.zh).toBe('格式不正确');
  });
});
