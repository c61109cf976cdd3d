import { describe, expect, it } from 'vitest';
import { answerLanguageOf } from './answer-language';

describe('answerLanguageOf', () => {
  it('answers in English when English is the most preferred language', () => {
    expect(answerLanguageOf('en-US')).toBe('en');
    expect(answerLanguageOf('en')).toBe('en');
    expect(answerLanguageOf('EN-gb, zh-CN;q=0.8')).toBe('en');
    expect(answerLanguageOf('zh-CN;q=0.5, en-US;q=0.9')).toBe('en');
  });

  it('answers in Chinese without a header, for Chinese first, and for anything else', () => {
    expect(answerLanguageOf(undefined)).toBe('zh');
    expect(answerLanguageOf('')).toBe('zh');
    expect(answerLanguageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(answerLanguageOf('fr-FR, en;q=0.5')).toBe('zh');
    expect(answerLanguageOf('*')).toBe('zh');
    // "eng" and "english" are not the tag en.
    expect(answerLanguageOf('english')).toBe('zh');
  });

  it('takes the first of equal weights, and skips refused or unreadable weights', () => {
    expect(answerLanguageOf('zh-CN, en-US')).toBe('zh');
    expect(answerLanguageOf('en-US, zh-CN')).toBe('en');
    expect(answerLanguageOf('zh-CN;q=0, en')).toBe('en');
    expect(answerLanguageOf('zh-CN;q=abc, en;q=0.1')).toBe('en');
    expect(answerLanguageOf(' , ;q=1, en-US;q=0.2')).toBe('en');
  });
});
