import { describe, expect, it } from 'vitest';
import { heroSeasonFor, seasonOfDate } from './season';

describe('hero season', () => {
  it.each([
    [new Date(2025, 0, 15), 'winter'],
    [new Date(2025, 3, 1), 'spring'],
    [new Date(2025, 6, 1), 'summer'],
    [new Date(2025, 9, 1), 'autumn'],
    [new Date(2025, 11, 31), 'winter'],
  ] as const)('%s is %s', (date, season) => {
    expect(seasonOfDate(date)).toBe(season);
  });

  it('falls back to the nearest season with artwork', () => {
    expect(heroSeasonFor(new Date(2025, 0, 15), ['summer', 'autumn'])).toBe('autumn');
    expect(heroSeasonFor(new Date(2025, 6, 1), ['spring'])).toBe('spring');
  });

  it('uses summer when nothing is available', () => {
    expect(heroSeasonFor(new Date(2025, 0, 15), [])).toBe('summer');
  });
});
