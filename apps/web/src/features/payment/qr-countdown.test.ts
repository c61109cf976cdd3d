import { describe, expect, it } from 'vitest';
import { formatCountdown, qrPhase, secondsLeft, shouldPoll } from './qr-countdown';

describe('QR payment countdown', () => {
  const now = Date.parse('2026-11-22T06:00:00Z');

  it('counts whole seconds down to the expiry, never below zero', () => {
    expect(secondsLeft('2026-11-22T06:15:00Z', now)).toBe(900);
    expect(secondsLeft('2026-11-22T06:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2026-11-22T05:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });

  it('formats mm:ss, with hours when needed', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });

  it('settles on the server status first, then on the clock', () => {
    expect(qrPhase('PAID', 0)).toBe('paid');
    expect(qrPhase('FAILED', 100)).toBe('failed');
    expect(qrPhase('CLOSED', 100)).toBe('closed');
    expect(qrPhase('INIT', 100)).toBe('waiting');
    expect(qrPhase('INIT', 0)).toBe('expired');
    expect(qrPhase(undefined, 10)).toBe('waiting');
  });

  it('polls only while waiting', () => {
    expect(shouldPoll('waiting')).toBe(true);
    for (const phase of ['paid', 'failed', 'closed', 'expired'] as const) expect(shouldPoll(phase)).toBe(false);
  });
});
