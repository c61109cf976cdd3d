import { describe, expect, it } from 'vitest';
import * as constants from './index';
import { findLabelled, isListValue, labelOf, valuesOf, type LabelledValue } from './labelled-list';
import { SHIPPING_TERMS } from './product';
import { ADDRESS_TYPES } from './address';

function isLabelledList(value: unknown): value is readonly LabelledValue[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((entry) => typeof entry === 'object' && entry !== null && 'value' in entry && 'zh' in entry && 'en' in entry)
  );
}

const labelledLists = Object.entries(constants as Record<string, unknown>).flatMap(([name, value]) =>
  isLabelledList(value) ? [[name, value] as const] : [],
);

describe('labelOf', () => {
  it('gives the Chinese label by default and the English one on request', () => {
    expect(labelOf(SHIPPING_TERMS, 3)).toBe('门到门');
    expect(labelOf(SHIPPING_TERMS, 3, 'en')).toBe('Door to door');
  });

  it('shows an unknown code as itself instead of a blank', () => {
    expect(labelOf(ADDRESS_TYPES, 'Z')).toBe('Z');
    expect(labelOf(SHIPPING_TERMS, 9, 'en')).toBe('9');
  });

  it('does not confuse the number 0 with the string "0"', () => {
    expect(findLabelled(SHIPPING_TERMS, '0')).toBeUndefined();
    expect(findLabelled(SHIPPING_TERMS, 0)?.zh).toBe('港到港');
  });
});

describe('isListValue and valuesOf', () => {
  it('narrows only codes of the list', () => {
    expect(isListValue(ADDRESS_TYPES, 'E')).toBe(true);
    expect(isListValue(ADDRESS_TYPES, 'e')).toBe(false);
    expect(isListValue(ADDRESS_TYPES, undefined)).toBe(false);
  });

  it('lists the codes in declared order', () => {
    expect(valuesOf(ADDRESS_TYPES)).toEqual(['S', 'B', 'N', 'C', 'L', 'D', 'I', 'E']);
  });
});

describe('every labelled list among the constants', () => {
  it('was found by this test (guards the guard)', () => {
    expect(labelledLists.length).toBeGreaterThan(20);
  });

  it.each(labelledLists)('%s has unique codes and two non-empty labels per code', (_name, list) => {
    const values = list.map((entry) => entry.value);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of list) {
      expect(entry.zh.trim()).not.toBe('');
      expect(entry.en.trim()).not.toBe('');
    }
  });
});
