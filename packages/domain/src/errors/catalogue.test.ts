import { describe, expect, it } from 'vitest';
import { ERRORS, findErrorByCode } from './catalogue';

// The client knows a refusal only by its envelope code, and shows its msg as is: two entries sharing a
// code would make findErrorByCode (and every client lookup) answer the wrong one, and an empty or
// non-Chinese message would reach the user as a blank or untranslated toast.
describe('error catalogue', () => {
  const entries = Object.entries(ERRORS);

  it('gives every entry its own code', () => {
    const keysByCode = new Map<number, string[]>();
    for (const [key, definition] of entries) keysByCode.set(definition.code, [...(keysByCode.get(definition.code) ?? []), key]);
    const duplicates = [...keysByCode].filter(([, keys]) => keys.length > 1).map(([code, keys]) => `${code}: ${keys.join(', ')}`);
    expect(duplicates).toEqual([]);
  });

  it('finds each entry by its code', () => {
    for (const [key, definition] of entries) expect(findErrorByCode(definition.code), key).toBe(definition);
  });

  it('uses non-zero integer codes (0 is success)', () => {
    const bad = entries.filter(([, definition]) => !Number.isInteger(definition.code) || definition.code <= 0).map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('gives every entry a non-empty Chinese message', () => {
    const bad = entries.filter(([, definition]) => definition.msg.trim() === '' || !/\p{Script=Han}/u.test(definition.msg)).map(([key, definition]) => `${key}: "${definition.msg}"`);
    expect(bad).toEqual([]);
  });
});
