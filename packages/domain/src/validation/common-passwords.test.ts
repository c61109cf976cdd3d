import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, containsCommonWord, isCommonPassword, isStrongPassword, leetReadings } from './common-passwords';

describe('common password list', () => {
  it('ships the top common passwords, lower-case, about a thousand of them', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const password of ['123456', 'password', 'qwerty', '12345678', '111111', 'abc123', 'iloveyou', 'admin', 'welcome', 'woaini1314']) {
      expect(COMMON_PASSWORDS.has(password), password).toBe(true);
    }
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
  });

  it('recognises them whatever the case and through leet swaps', () => {
    for (const password of ['Passw0rd', 'P@ssw0rd', 'Aa123456', 'Qwer1234', 'PASSWORD', 'Pa$$w0rd', 'Admin@123', 'WoAiNi1314']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('Tq7#vL2pXz')).toBe(false);
  });

  it('reads 1 as both i and l', () => {
    expect(leetReadings('H3110!')).toEqual(['h3110!', 'heiioi', 'helloi']);
  });
});

describe('common words inside a password', () => {
  it('finds them after lower-casing and leet normalisation', () => {
    for (const password of ['MyPassword#9', 'Xq#Admin77', 'Adm1n#2026', 'W3lc0me!home', 'Qwerty$2026', 'Woaini@2026', 'Zy!iloveyou8', 'Abc#1234567']) {
      expect(containsCommonWord(password), password).toBe(true);
    }
  });

  it('leaves ordinary words that merely contain short ones alone', () => {
    expect(containsCommonWord('Glove$Box91')).toBe(false);
    expect(containsCommonWord('Contest#2468')).toBe(false);
  });
});

describe('isStrongPassword (000 §5)', () => {
  it('accepts a long, mixed, uncommon password unrelated to the user name', () => {
    expect(isStrongPassword('Tq7#vL2pXz', 'zhangsan')).toBe(true);
    // The demo accounts' password (README) is strong.
    expect(isStrongPassword('Coast@2026', 'demo_ent')).toBe(true);
  });

  it('refuses fewer than 8 characters or fewer than three classes', () => {
    expect(isStrongPassword('Tq7#vL2', 'zhangsan')).toBe(false);
    expect(isStrongPassword('tq7vl2pxzk', 'zhangsan')).toBe(false);
  });

  it('refuses a part of the user name', () => {
    expect(isStrongPassword('Zha9#pXvQ', 'zhangsan')).toBe(false);
  });

  it('refuses common passwords and common words', () => {
    expect(isStrongPassword('P@ssw0rd', 'someone')).toBe(false);
    expect(isStrongPassword('Aa123456', 'someone')).toBe(false);
    expect(isStrongPassword('Qwer1234', 'someone')).toBe(false);
    expect(isStrongPassword('Welcome#2026', 'someone')).toBe(false);
    expect(isStrongPassword('Coastbook#26', 'someone')).toBe(false);
  });
});
