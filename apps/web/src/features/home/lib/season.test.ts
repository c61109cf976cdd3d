import { describe, expect, it } from 'vitest';
import { heroSeasonFor, seasonOfDate } from './season';

describe('hero season', () => {
  it.each([
    ['2025-01-15T04:00:00Z', 'winter'],
    ['2025-04-01T04:00:00Z', 'spring'],
    ['2025-07-01T04:00:00Z', 'summer'],
    ['2025-10-01T04:00:00Z', 'autumn'],
    ['2025-12-31T04:00:00Z', 'winter'],
  ] as const)('%s is %s', (instant, season) => {
    expect(seasonOfDate(new Date(instant))).toBe(season);
  });

  it('follows the month in China, whatever the browser zone', () => {
    // 16:00 UTC on 30 November is midnight on 1 December in China: winter there, still autumn in UTC.
    expect(seasonOfDate(new Date('2026-11-30T15:59:59Z'))).toBe('autumn');
    expect(seasonOfDate(new Date('2026-11-30T16:00:00Z'))).toBe('winter');
  });

  it('falls back to the nearest season with artwork', () => {
    expect(heroSeasonFor(new Date('2025-01-15T04:00:00Z'), ['summer', 'autumn'])).toBe('autumn');
    expect(heroSeasonFor(new Date('2025-07-01T04:00:00Z'), ['spring'])).toBe('spring');
  });

  it('uses summer when nothing is available', () => {
    expect(heroSeasonFor(new Date('2025-01-15T04:00:00Z'), [])).toBe('summer');
  });
});
