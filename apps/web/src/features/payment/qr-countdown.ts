/**
 * The /QRCode page's clock and polling rules, kept pure so they are tested without timers.
 * A QR payment request is payable until its expiry (server's `expiresAt`); the page polls
 * orderPayStatus every POLL_INTERVAL_MS until the request is settled or expired.
 */

/** orderPayStatus is asked every 2.5 s (the brief's 2–3 s). */
export const QR_POLL_INTERVAL_MS = 2_500;

/** Whole seconds left until `expiresAt` (never negative). */
export function secondsLeft(expiresAt: string | number | Date, now: number): number {
  const end = expiresAt instanceof Date ? expiresAt.getTime() : typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** 905 → '15:05'; 59 → '00:59'; an hour or more → '1:02:03'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

export type QrPhase = 'waiting' | 'paid' | 'failed' | 'closed' | 'expired';

/** What the page shows for a payment request's status and the time left. */
export function qrPhase(status: string | undefined, remainingSeconds: number): QrPhase {
  if (status === 'PAID') return 'paid';
  if (status === 'FAILED') return 'failed';
  if (status === 'CLOSED') return 'closed';
  return remainingSeconds <= 0 ? 'expired' : 'waiting';
}

/** Keep polling only while the request may still change: waiting, or just expired (one last answer may be PAID). */
export function shouldPoll(phase: QrPhase): boolean {
  return phase === 'waiting';
}
