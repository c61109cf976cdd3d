import { needsRenewal, type TokenRecord } from '../lib/token-record';

/**
 * The periodic token check (every 10 s, and when the tab becomes visible or another tab writes the
 * token) — 000 §4.2, §2.4. Pure: it only says what to do.
 *
 * - another tab logged out, or logged in as someone else: the stored login differs from the page's,
 *   so the "login account changed" dialog asks what to do (on exempt routes such as /login the page
 *   quietly follows instead — the runtime decides that);
 * - another tab (or a login on this one) renewed the token of the same user: take it over;
 * - the token is about to expire (99.9999 % of active_time): renew silently.
 */
export type SessionCheckAction =
  | { kind: 'none' }
  | { kind: 'loggedOutElsewhere' }
  | { kind: 'accountChanged' }
  | { kind: 'adopt' }
  | { kind: 'renew' };

export interface SessionCheckInput {
  memory: TokenRecord | null;
  stored: TokenRecord | null;
  /** The user this page shows (from user info), falling back to the memory token's user. */
  pageUserId: string | null;
  nowMs: number;
}

export function decideSessionCheck({ memory, stored, pageUserId, nowMs }: SessionCheckInput): SessionCheckAction {
  if (stored === null) return memory === null ? { kind: 'none' } : { kind: 'loggedOutElsewhere' };
  if (pageUserId !== null && stored.user_id !== pageUserId) return { kind: 'accountChanged' };
  if (memory === null || memory.access_token !== stored.access_token) return { kind: 'adopt' };
  if (needsRenewal(memory, nowMs)) return { kind: 'renew' };
  return { kind: 'none' };
}
