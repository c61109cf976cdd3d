import { describe, expect, it } from 'vitest';
import { isActualTimeInFuture } from './port-call-actuals';

describe('isActualTimeInFuture', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('accepts the past, now and up to five minutes ahead (clock slack)', () => {
    expect(isActualTimeInFuture('2026-11-19T10:00:00Z', now)).toBe(false);
    expect(isActualTimeInFuture(now, now)).toBe(false);
    expect(isActualTimeInFuture('2026-11-20T18:05:00+08:00', now)).toBe(false);
  });

  it('refuses anything later than five minutes ahead, whatever the offset it is written with', () => {
    expect(isActualTimeInFuture('2026-11-20T10:05:01Z', now)).toBe(true);
    expect(isActualTimeInFuture('2026-11-20T18:06:00+08:00', now)).toBe(true);
  });
});
