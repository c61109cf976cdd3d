import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorKey } from './catalogue';
import { ERROR_MESSAGES_EN } from './catalogue.en';
import { englishOfChineseWords } from './english-words';
import { HTTP_STATUS_MESSAGES, NO_RESPONSE_MESSAGE } from './http-status-messages';

// An English page shows these in place of the Chinese the server sent: an entry left Chinese, or two entries with
// the same Chinese but different English (the page would show whichever came last), reach the user as is.
describe('the English of the refusals', () => {
  const keys = Object.keys(ERRORS) as ErrorKey[];
  const chineseOrFullWidth = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

  it('words every catalogue entry in English, without Chinese characters or full-width punctuation', () => {
    const bad = keys.filter((key) => ERROR_MESSAGES_EN[key].trim() === '' || chineseOrFullWidth.test(ERROR_MESSAGES_EN[key]));
    expect(bad).toEqual([]);
  });

  it('gives entries that share their Chinese the same English', () => {
    const englishOf = new Map<string, string>();
    const conflicts: string[] = [];
    for (const key of keys) {
      const seen = englishOf.get(ERRORS[key].msg);
      if (seen !== undefined && seen !== ERROR_MESSAGES_EN[key]) conflicts.push(`${ERRORS[key].msg}: "${seen}" / "${ERROR_MESSAGES_EN[key]}"`);
      englishOf.set(ERRORS[key].msg, ERROR_MESSAGES_EN[key]);
    }
    expect(conflicts).toEqual([]);
  });

  it('finds the English of the catalogue’s words and of the transport’s own, and nothing for words composed per case', () => {
    const words = englishOfChineseWords();
    expect(words.get(ERRORS.LOGIN_FAILED.msg)).toBe(ERROR_MESSAGES_EN.LOGIN_FAILED);
    expect(words.get(HTTP_STATUS_MESSAGES[503]!)).toBe('Service unavailable');
    expect(words.get(NO_RESPONSE_MESSAGE)).toBe('Could not connect to the server');
    expect(words.get(`${ERRORS.BAD_REQUEST.msg}：password: 密码必须包含字母和数字`)).toBeUndefined();
    for (const english of words.values()) expect(english).not.toMatch(chineseOrFullWidth);
  });
});
