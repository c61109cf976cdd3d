import { describe, expect, it } from 'vitest';
import {
  computeTokenActiveTime,
  isTokenAboutToExpire,
  isTokenActive,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SMS_CODE_LENGTH,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_RENEWAL_THRESHOLD,
  UNREAD_MESSAGE_POLL_INTERVAL_MS,
  VERIFICATION_CODE_COUNTDOWN_SECONDS,
} from './session';

describe('session constants (000 §9)', () => {
  it('match the spec', () => {
    expect(TOKEN_RENEWAL_THRESHOLD).toBe(0.999999);
    expect(VERIFICATION_CODE_COUNTDOWN_SECONDS).toBe(60);
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(PHONE_MAX_LENGTH).toBe(11);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 16]);
    expect(UNREAD_MESSAGE_POLL_INTERVAL_MS).toBe(300000);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(10000);
  });
});

describe('token lifecycle (000 §4.2)', () => {
  const now = 1_700_000_000_000;

  it('sets active_time to now plus expires_in seconds', () => {
    expect(computeTokenActiveTime(now, 3600)).toBe(now + 3_600_000);
  });

  it('is active strictly before active_time', () => {
    expect(isTokenActive(now + 1, now)).toBe(true);
    expect(isTokenActive(now, now)).toBe(false);
  });

  it('is about to expire once now reaches 99.9999% of active_time', () => {
    const activeTime = 2_000_000_000_000;
    const threshold = activeTime * 0.999999; // 1 999 998 000 000: 2 000 000 ms before
    expect(isTokenAboutToExpire(activeTime, threshold - 1)).toBe(false);
    expect(isTokenAboutToExpire(activeTime, threshold)).toBe(true);
    expect(isTokenAboutToExpire(activeTime, activeTime - 1_000)).toBe(true);
  });
});
