import { describe, expect, it } from 'vitest';
import { bracketed, joinList } from './punctuation';

describe('joinList', () => {
  it('separates with the full-width comma in Chinese and a comma and space in English', () => {
    expect(joinList(['20GP×2', '40HQ×1'], 'zh')).toBe('20GP×2，40HQ×1');
    expect(joinList(['20GP×2', '40HQ×1'], 'en')).toBe('20GP×2, 40HQ×1');
    expect(joinList([], 'en')).toBe('');
  });
});

describe('bracketed', () => {
  it('uses full-width brackets in Chinese and spaced ASCII brackets in English', () => {
    expect(bracketed('上海', 'SHA', 'zh')).toBe('上海（SHA）');
    expect(bracketed('Shanghai', 'SHA', 'en')).toBe('Shanghai (SHA)');
  });
});
