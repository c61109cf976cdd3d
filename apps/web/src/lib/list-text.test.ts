import { describe, expect, it } from 'vitest';
import { joinList } from './list-text';

describe('joinList', () => {
  it('separates with the full-width comma in Chinese and a comma and space in English', () => {
    expect(joinList(['20GP × 2', '40HQ × 1'], 'zh')).toBe('20GP × 2，40HQ × 1');
    expect(joinList(['20GP × 2', '40HQ × 1'], 'en')).toBe('20GP × 2, 40HQ × 1');
    expect(joinList([], 'en')).toBe('');
  });
});
