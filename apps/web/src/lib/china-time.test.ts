import { describe, expect, it } from 'vitest';
import { chinaInstant, chinaWallClock, formatChinaTime } from './china-time';

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
