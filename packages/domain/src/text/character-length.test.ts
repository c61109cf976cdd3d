import { describe, expect, it } from 'vitest';
import { characterLength } from './character-length';

describe('characterLength', () => {
  it('counts each Chinese character, letter or emoji once', () => {
    expect(characterLength('中远海运')).toBe(4);
    expect(characterLength('ab')).toBe(2);
    expect(characterLength('🚢')).toBe(1);
    expect('🚢'.length).toBe(2); // why code points are counted
  });
});
