import { describe, expect, it } from 'vitest';
import { labelOf } from '../constants/labelled-list';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit-labels';

describe('audit log labels', () => {
  it.each([
    ['actions', AUDIT_ACTIONS],
    ['record kinds', AUDIT_ENTITY_TYPES],
  ] as const)('names each of the %s once, in both languages', (_, list) => {
    const codes = list.map((entry) => entry.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(list.map((entry) => entry.zh)).size).toBe(list.length);
    for (const entry of list) {
      expect(entry.zh).toMatch(/^[\u4e00-\u9fff（）]+$/);
      expect(entry.en).toMatch(/^[A-Z][a-z -]+$/);
    }
  });

  it('spells action codes as area.verb, the prefix the audit search filters on', () => {
    for (const { value } of AUDIT_ACTIONS) expect(value).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
    expect(AUDIT_ACTIONS.filter(({ value }) => value.startsWith('inventory.')).map(({ value }) => value)).toEqual([
      'inventory.raise',
      'inventory.lower',
      'inventory.set',
      'inventory.close',
      'inventory.open',
    ]);
  });

  it('shows a code recorded before its name existed as the code itself', () => {
    expect(labelOf(AUDIT_ACTIONS, 'certification.approve')).toBe('认证审核通过');
    expect(labelOf(AUDIT_ACTIONS, 'legacy.action', 'en')).toBe('legacy.action');
  });
});
