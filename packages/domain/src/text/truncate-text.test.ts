import { describe, expect, it } from 'vitest';
import { isTruncated, truncateText } from './truncate-text';

describe('truncateText (000 §5, §9)', () => {
  it('keeps text of exactly 8 characters whole', () => {
    expect(truncateText('上海港至广州南沙')).toBe('上海港至广州南沙');
    expect(truncateText('abcdefgh')).toBe('abcdefgh');
  });

  it('cuts text of 9 characters to 8 plus three dots', () => {
    expect(truncateText('上海港至广州南沙港')).toBe('上海港至广州南沙...');
    expect(truncateText('abcdefghi')).toBe('abcdefgh...');
  });

  it('uses three ASCII dots, not the ellipsis character', () => {
    expect(truncateText('abcdefghi').endsWith('...')).toBe(true);
    expect(truncateText('abcdefghi')).not.toContain('…');
  });

  it('takes a given length', () => {
    expect(truncateText('abcdef', 3)).toBe('abc...');
    expect(truncateText('abc', 3)).toBe('abc');
    expect(truncateText('', 3)).toBe('');
  });

  it('never splits a character outside the basic plane', () => {
    expect(truncateText('𠀀𠀁𠀂', 2)).toBe('𠀀𠀁...');
  });

  it('tells whether a hover with the full text is needed', () => {
    expect(isTruncated('abcdefgh')).toBe(false);
    expect(isTruncated('abcdefghi')).toBe(true);
  });
});
