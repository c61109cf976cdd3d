import { describe, expect, it } from 'vitest';
import { chinaIsoWeekday } from './china-calendar';

describe('chinaIsoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(chinaIsoWeekday(new Date('2026-11-23T04:00:00Z'))).toBe(1);
    expect(chinaIsoWeekday(new Date('2026-11-29T04:00:00Z'))).toBe(7);
  });

  it('reads the day in China: 17:00 UTC on a Monday is already Tuesday there', () => {
    expect(chinaIsoWeekday(new Date('2026-11-23T15:59:59Z'))).toBe(1);
    expect(chinaIsoWeekday(new Date('2026-11-23T16:00:00Z'))).toBe(2);
  });
});
