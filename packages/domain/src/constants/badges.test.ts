import { describe, expect, it } from 'vitest';
import { capMessageCount, formatTodoBadge } from './badges';

describe('header badges (000 §6)', () => {
  it("shows the to-do count up to 99 and '99+' above", () => {
    expect(formatTodoBadge(0)).toBe('0');
    expect(formatTodoBadge(99)).toBe('99');
    expect(formatTodoBadge(100)).toBe('99+');
    expect(formatTodoBadge(12345)).toBe('99+');
  });

  it('caps message counts at 99', () => {
    expect(capMessageCount(5)).toBe(5);
    expect(capMessageCount(99)).toBe(99);
    expect(capMessageCount(100)).toBe(99);
  });
});
