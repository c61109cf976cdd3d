import { describe, expect, it } from 'vitest';
import { containsChineseCharacters, GENERIC_MAX_LENGTH, isFilledText, lengthExceededMessage } from './text-field';

describe('generic text field (000 §5)', () => {
  it('defaults to 40 characters after trimming', () => {
    expect(GENERIC_MAX_LENGTH).toBe(40);
    expect(isFilledText('字'.repeat(40))).toBe(true);
    expect(isFilledText('字'.repeat(41))).toBe(false);
    expect(isFilledText(`  ${'字'.repeat(40)}  `)).toBe(true);
  });

  it('rejects empty or blank text', () => {
    expect(isFilledText('')).toBe(false);
    expect(isFilledText('   ')).toBe(false);
  });

  it('takes a configured limit', () => {
    expect(isFilledText('abcde', 5)).toBe(true);
    expect(isFilledText('abcdef', 5)).toBe(false);
  });

  it('names the limit in its message', () => {
    expect(lengthExceededMessage(40)).toEqual({ zh: '长度不能超过40个字符', en: 'Length cannot exceed 40 characters' });
    expect(lengthExceededMessage(150).zh).toBe('长度不能超过150个字符');
  });

  it('detects Chinese characters', () => {
    expect(containsChineseCharacters('12.5元')).toBe(true);
    expect(containsChineseCharacters('12.5')).toBe(false);
  });
});
