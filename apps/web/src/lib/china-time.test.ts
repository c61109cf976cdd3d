import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chinaInstant, chinaToday, chinaWallClock, formatChinaTime, isAfterChinaToday, isBeforeChinaToday } from './china-time';

// These hold in whatever zone the tests run (CI's is UTC; a developer's may be China's or another).
describe('China time', () => {
  it('writes an instant in China time', () => {
    expect(formatChinaTime('2026-11-27T21:48:00Z')).toBe('2026-11-28 05:48');
    expect(formatChinaTime('2026-11-27T21:48:00Z', 'MM-DD HH:mm')).toBe('11-28 05:48');
  });

  it("gives pickers China's wall clock and reads a picked wall clock back as China time", () => {
    const wallClock = chinaWallClock('2026-11-27T21:48:00Z');
    expect(wallClock.format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 05:48');
    expect(chinaInstant(wallClock)).toBe('2026-11-27T21:48:00.000Z');
    // A time picked on the wall clock (08:00 on 1 December) is 08:00 in China.
    expect(chinaInstant(wallClock.year(2026).month(11).date(1).hour(8).minute(0).second(0))).toBe('2026-12-01T00:00:00.000Z');
  });

  it("starts from China's present when no instant is given", () => {
    const before = Date.now();
    const now = new Date(chinaInstant(chinaWallClock())).getTime();
    expect(Math.abs(now - before)).toBeLessThan(2_000);
  });
});

describe('the pickers’ earliest and latest day', () => {
  afterEach(() => vi.useRealTimers());

  it('takes China’s today, as the 今天 button hands it over (dayjs.tz), as neither before nor after today at any hour', () => {
    // 18:00 in China: the browser's wall clock (UTC here) is 10:00 the same day. Compared as instants, the button's
    // day ended "before" China's wall clock read in the browser's zone, and 今天 was disabled.
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    expect(chinaToday()).toBe('2026-12-01');
    const todayButton = dayjs.tz();
    expect(todayButton.isBefore(chinaWallClock(), 'day')).toBe(true);
    expect(isBeforeChinaToday(todayButton)).toBe(false);
    expect(isAfterChinaToday(todayButton)).toBe(false);
    // The calendar's cells, in the browser's zone.
    expect(isBeforeChinaToday(dayjs('2026-11-30'))).toBe(true);
    expect(isBeforeChinaToday(dayjs('2026-12-01'))).toBe(false);
    expect(isAfterChinaToday(dayjs('2026-12-02'))).toBe(true);
  });
});

