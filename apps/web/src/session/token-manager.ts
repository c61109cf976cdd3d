import type { TTokenResponse } from '@coastbook/contracts';
import { TOKEN_REFRESH_RESULTS } from '@coastbook/domain';
import {
  readTokenRecord,
  toTokenRecord,
  writeTokenRecord,
  type KeyValueStorage,
  type TokenRecord,
} from '../lib/token-record';

/**
 * The page's token (000 §4.2): set on login, refreshed (1 success, -1 failure, 0 no refresh token),
 * cleared on logout. Memory holds this page's record; local storage holds the one all tabs share.
 *
 * Refresh tokens rotate and the server revokes the whole family when a used one is presented again,
 * so two tabs must never spend the same refresh token: refreshing runs under a cross-tab lock, and
 * whoever gets the lock second finds the stored token already renewed and takes it over.
 */

export type TokenRefreshResult = (typeof TOKEN_REFRESH_RESULTS)[keyof typeof TOKEN_REFRESH_RESULTS];

export interface TokenManagerDependencies {
  storage: KeyValueStorage;
  now(): number;
  /** POST /auth/oauth/token grant_type=refresh_token. */
  requestRefresh(refreshToken: string): Promise<TTokenResponse>;
  /** Runs `task` while holding the cross-tab refresh lock (navigator.locks in the browser). */
  withRefreshLock<T>(task: () => Promise<T>): Promise<T>;
  /** Called whenever the page's record changes (the session store mirrors the access token). */
  onChange(record: TokenRecord | null): void;
}

export interface TokenManager {
  current(): TokenRecord | null;
  accessToken(): string | null;
  stored(): TokenRecord | null;
  storedAccessToken(): string | null;
  /** Take the stored record over (another tab logged in or renewed). */
  adoptStored(): TokenRecord | null;
  /** A token answer from a login: store it (when complete) and use it. */
  accept(answer: TTokenResponse): TokenRecord;
  /**
   * Use a bare access token handed over by another app (an embedded page's `?user=`): in memory only,
   * never stored or shared with the portal's tabs, and never renewed (there is no refresh token).
   */
  adoptHandedOver(accessToken: string): TokenRecord;
  /** Forget the page's token (storage is cleared by the session, which knows whose it is). */
  forget(): void;
  refresh(): Promise<TokenRefreshResult>;
}

export function createTokenManager(dependencies: TokenManagerDependencies): TokenManager {
  const { storage } = dependencies;
  let memory: TokenRecord | null = readTokenRecord(storage);

  const setRecord = (record: TokenRecord | null) => {
    memory = record;
    dependencies.onChange(record);
  };

  return {
    current: () => memory,
    accessToken: () => memory?.access_token ?? null,
    stored: () => readTokenRecord(storage),
    storedAccessToken: () => readTokenRecord(storage)?.access_token ?? null,
    adoptStored() {
      setRecord(readTokenRecord(storage));
      return memory;
    },
    accept(answer) {
      const record = toTokenRecord(answer, dependencies.now());
      writeTokenRecord(storage, record);
      setRecord(record);
      return record;
    },
    adoptHandedOver(accessToken) {
      const record: TokenRecord = {
        access_token: accessToken,
        token_type: 'bearer',
        refresh_token: '',
        scope: 'server',
        expires_in: 0,
        user_id: '',
        phone: '',
        // Not renewed here: the host app owns this token's life, and a 401 ends the frame's session.
        active_time: Number.MAX_SAFE_INTEGER,
      };
      setRecord(record);
      return record;
    },
    forget() {
      setRecord(null);
    },
    async refresh() {
      const start = memory ?? readTokenRecord(storage);
      if (start === null || start.refresh_token === '') return TOKEN_REFRESH_RESULTS.NO_REFRESH_TOKEN;
      return dependencies.withRefreshLock(async () => {
        const stored = readTokenRecord(storage);
        if (stored !== null && stored.access_token !== start.access_token) {
          // Renewed by another tab (or another call) while we waited for the lock.
          setRecord(stored);
          return TOKEN_REFRESH_RESULTS.SUCCESS;
        }
        try {
          const answer = await dependencies.requestRefresh(start.refresh_token);
          const record = toTokenRecord(answer, dependencies.now());
          writeTokenRecord(storage, record);
          setRecord(record);
          return TOKEN_REFRESH_RESULTS.SUCCESS;
        } catch {
          return TOKEN_REFRESH_RESULTS.FAILURE;
        }
      });
    },
  };
}
