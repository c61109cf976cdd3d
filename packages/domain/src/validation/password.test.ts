import { describe, expect, it } from 'vitest';
import {
  containsUserNamePart,
  countCharacterClasses,
  isStrongPasswordShape,
  isValidPassword,
  PASSWORD_MESSAGES,
} from './password';

describe('countCharacterClasses', () => {
  it('counts digits, upper case, lower case and special characters', () => {
    expect(countCharacterClasses('')).toBe(0);
    expect(countCharacterClasses('12345678')).toBe(1);
    expect(countCharacterClasses('abcDEF')).toBe(2);
    expect(countCharacterClasses('abcDEF12')).toBe(3);
    expect(countCharacterClasses('abcDEF12!')).toBe(4);
  });

  it('counts a class once however often it appears', () => {
    expect(countCharacterClasses('!!!@@@###')).toBe(1);
  });

  it('treats every ASCII punctuation mark as special, but not spaces or Chinese', () => {
    for (const mark of ['!', '/', ':', '@', '[', '`', '{', '~', '_', '-']) {
      expect(countCharacterClasses(mark), mark).toBe(1);
    }
    expect(countCharacterClasses(' ')).toBe(0);
    expect(countCharacterClasses('中文')).toBe(0);
  });
});

describe('login password (000 §5)', () => {
  it('accepts 8 and 16 characters with three classes', () => {
    expect(isValidPassword('Abcdef12')).toBe(true);
    expect(isValidPassword('Abcdefgh12345678')).toBe(true);
    expect(isValidPassword('abcdef1!')).toBe(true);
  });

  it('rejects 7 and 17 characters', () => {
    expect(isValidPassword('Abcde12')).toBe(false);
    expect(isValidPassword('Abcdefgh123456789')).toBe(false);
  });

  it('rejects only two classes', () => {
    expect(isValidPassword('abcdefgh12')).toBe(false);
    expect(isValidPassword('ABCDEFGH!!')).toBe(false);
  });

  it('carries the spec messages', () => {
    expect(PASSWORD_MESSAGES.length.zh).toBe('长度应为8-16位');
    expect(PASSWORD_MESSAGES.characterClasses.zh).toBe('必须包含数字、大写字母、小写字母、特殊字符中的至少三种');
  });
});

describe('strong password shape (000 §5)', () => {
  it('is strong with 8+ characters, three classes and no part of the user name', () => {
    expect(isStrongPasswordShape('Harbour#2024', 'zhangsan')).toBe(true);
    expect(isStrongPasswordShape('Harbour#2024withAVeryLongTail', 'zhangsan')).toBe(true);
  });

  it('is weak below 8 characters or with two classes', () => {
    expect(isStrongPasswordShape('Hb#2024', 'zhangsan')).toBe(false);
    expect(isStrongPasswordShape('harbour2024', 'zhangsan')).toBe(false);
  });

  it('is weak when it contains 3 consecutive characters of the user name, in any case', () => {
    expect(isStrongPasswordShape('Zha#2024pw', 'zhangsan')).toBe(false);
    expect(isStrongPasswordShape('x9!SANabc', 'zhangsan')).toBe(false);
  });

  it('allows 2 shared characters', () => {
    expect(containsUserNamePart('zh#Ab1234', 'zhangsan')).toBe(false);
    expect(containsUserNamePart('zha', 'zhangsan')).toBe(true);
  });

  it('never matches on a user name shorter than 3 characters', () => {
    expect(containsUserNamePart('ab#Ab1234', 'ab')).toBe(false);
    expect(containsUserNamePart('anything', '')).toBe(false);
  });
});
