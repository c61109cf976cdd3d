import { describe, expect, it } from 'vitest';
import { chinaIsoWeekday, chinaMonth, chinaYear } from './china-calendar';

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

describe('chinaYear', () => {
  it('turns at midnight in China, eight hours before UTC does', () => {
    expect(chinaYear(new Date('2026-12-31T15:59:59.999Z'))).toBe(2026);
    expect(chinaYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(chinaYear(new Date('2027-01-01T07:00:00Z'))).toBe(2027);
  });
});

describe('chinaMonth', () => {
  it('turns at midnight in China, eight hours before UTC does', () => {
    expect(chinaMonth(new Date('2026-11-30T15:59:59.999Z'))).toBe(11);
    expect(chinaMonth(new Date('2026-11-30T16:00:00Z'))).toBe(12);
    expect(chinaMonth(new Date('2026-12-31T16:00:00Z'))).toBe(1);
  });
});
