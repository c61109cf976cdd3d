/**
 * Money-moving calls carry an `Idempotency-Key` header (ARCHITECTURE.md "API conventions"): the server
 * stores the first answer under the key and returns it to every replay, so a retried or doubled request
 * never moves money twice. One key per user action, passed with the same options to every retry of that
 * action (the transport's 401 recovery reuses them as they are); a page keeps it across the user's presses
 * while the last try's outcome is unknown with `useMoneyAction` (lib/money-action.ts).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key (UUID v4 from WebCrypto; the fallback only serves old test environments without randomUUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The transport options of one money-moving action: `postJson(path, body, idempotent(key))`. */
export function idempotent(key: string = newIdempotencyKey()): { headers: Record<string, string> } {
  return { headers: { [IDEMPOTENCY_HEADER]: key } };
}
