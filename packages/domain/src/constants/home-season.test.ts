import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON, pickSeasonTheme } from './home-season';

describe('pickSeasonTheme (000 §2.4)', () => {
  const all = ['spring', 'summer', 'autumn', 'winter'] as const;

  it('shows the wanted season when it is available', () => {
    expect(pickSeasonTheme('winter', all)).toBe('winter');
  });

  it('defaults to summer', () => {
    expect(DEFAULT_SEASON).toBe('summer');
    expect(pickSeasonTheme(undefined, all)).toBe('summer');
  });

  it('falls back to the nearest available season', () => {
    expect(pickSeasonTheme('summer', ['autumn', 'winter'])).toBe('autumn');
    expect(pickSeasonTheme('autumn', ['spring', 'summer'])).toBe('summer');
  });

  it('treats the year as a cycle: winter is next to spring', () => {
    expect(pickSeasonTheme('winter', ['spring', 'summer'])).toBe('spring');
    expect(pickSeasonTheme('spring', ['winter', 'autumn'])).toBe('winter');
  });

  it('prefers the earlier season when two are equally near', () => {
    expect(pickSeasonTheme('summer', ['spring', 'autumn'])).toBe('spring');
    expect(pickSeasonTheme('spring', ['summer', 'winter'])).toBe('winter');
  });

  it('takes the opposite season when it is the only one', () => {
    expect(pickSeasonTheme('summer', ['winter'])).toBe('winter');
  });

  it('has nothing to show when no theme is available', () => {
    expect(pickSeasonTheme('summer', [])).toBeUndefined();
  });
});
