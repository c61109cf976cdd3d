import { TOKEN_REFRESH_POLL_INTERVAL_MS, TOKEN_REFRESH_POLL_MAX_TRIES } from '@coastbook/domain';

/**
 * What the transport does when a call is refused as unauthenticated (HTTP 401, or a non-zero code
 * with data 10040) — 000 §7.1, kept free of fetch, storage and timers so every branch is tested:
 *
 * 1. The token in local storage differs from the one the call carried (another tab, or another call
 *    of this tab, renewed it): take it over and retry.
 * 2. Another call of this tab is refreshing: poll every 300 ms, at most timeout/300 times, then retry;
 *    past that, give up with "retry attempts exceeded N times".
 * 3. Otherwise refresh once (single flight) and retry on success; on failure the session is over:
 *    token and user info are cleared and the user goes to /login (the `expire` dependency).
 */

export type RecoveryOutcome = { kind: 'retry' } | { kind: 'expired' } | { kind: 'exhausted'; attempts: number };

export interface AuthRecoveryDependencies {
  /** Access token this page holds in memory. */
  memoryToken(): string | null;
  /** Access token in local storage (shared by every tab). */
  storedToken(): string | null;
  /** Take the stored token record over into memory. */
  adoptStoredToken(): void;
  /** Use the refresh token once; true when a new access token is in place. */
  refresh(): Promise<boolean>;
  /** The session cannot be recovered: clear token + user info and go to login. */
  expire(): void;
  sleep(ms: number): Promise<void>;
  pollIntervalMs?: number;
  pollMaxTries?: number;
}

export interface AuthRecovery {
  recover(sentToken: string | null): Promise<RecoveryOutcome>;
  /**
   * Runs a refresh, or joins the one already running (silent renewal shares the single flight with
   * recovery): true when a new access token is in place.
   */
  refreshOnce(): Promise<boolean>;
  isRefreshing(): boolean;
}

const RETRY: RecoveryOutcome = { kind: 'retry' };
const EXPIRED: RecoveryOutcome = { kind: 'expired' };

export function createAuthRecovery(dependencies: AuthRecoveryDependencies): AuthRecovery {
  const pollIntervalMs = dependencies.pollIntervalMs ?? TOKEN_REFRESH_POLL_INTERVAL_MS;
  const pollMaxTries = dependencies.pollMaxTries ?? TOKEN_REFRESH_POLL_MAX_TRIES;
  let inFlight: Promise<boolean> | undefined;

  function refreshOnce(): Promise<boolean> {
    inFlight ??= dependencies
      .refresh()
      .catch(() => false)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  async function recover(sentToken: string | null): Promise<RecoveryOutcome> {
    const stored = dependencies.storedToken();
    if (stored !== null && stored !== sentToken) {
      if (stored !== dependencies.memoryToken()) dependencies.adoptStoredToken();
      return RETRY;
    }
    const memory = dependencies.memoryToken();
    if (memory !== null && memory !== sentToken) return RETRY;

    if (inFlight !== undefined) {
      for (let attempt = 1; attempt <= pollMaxTries; attempt += 1) {
        await dependencies.sleep(pollIntervalMs);
        if (inFlight === undefined) return dependencies.memoryToken() !== null ? RETRY : EXPIRED;
      }
      return { kind: 'exhausted', attempts: pollMaxTries };
    }

    // No await since the in-flight check above, so this call is the one that refreshes.
    if (await refreshOnce()) return RETRY;
    dependencies.expire();
    return EXPIRED;
  }

  return { recover, refreshOnce, isRefreshing: () => inFlight !== undefined };
}
