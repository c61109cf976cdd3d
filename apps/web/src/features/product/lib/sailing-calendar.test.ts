import { describe, expect, it } from 'vitest';
import { buildSailingCalendar } from './sailing-calendar';

describe('buildSailingCalendar', () => {
  it('lays the range out in Monday-first weeks with blanks outside it', () => {
    // 2026-11-25 is a Wednesday; 2026-12-01 a Tuesday.
    const weeks = buildSailingCalendar('2026-11-25', '2026-12-01', []);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.map((day) => day.date)).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29',
    ]);
    expect(weeks[0]!.map((day) => day.inRange)).toEqual([false, false, true, true, true, true, true]);
    expect(weeks[1]!.filter((day) => day.inRange).map((day) => day.date)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('counts sailings per day and keeps the lowest price', () => {
    const weeks = buildSailingCalendar('2026-11-23', '2026-11-29', [
      { etd: '2026-11-24T10:00:00+08:00', lowestFen: 300_000 },
      { etd: '2026-11-24T18:00:00+08:00', lowestFen: 250_000 },
      { etd: '2026-11-26T08:00:00+08:00', lowestFen: null },
      { etd: '2026-12-24T08:00:00+08:00', lowestFen: 1 }, // outside the range
    ]);
    const tuesday = weeks[0]![1]!;
    expect(tuesday).toEqual({ date: '2026-11-24', inRange: true, sailingCount: 2, lowestFen: 250_000 });
    expect(weeks[0]![3]).toMatchObject({ sailingCount: 1, lowestFen: null });
    expect(weeks.flat().reduce((sum, day) => sum + day.sailingCount, 0)).toBe(3);
  });

  it('never builds more than six weeks', () => {
    expect(buildSailingCalendar('2026-11-01', '2027-03-01', [])).toHaveLength(6);
  });
});
