import { useSyncExternalStore } from 'react';
import { readStrongPasswordFlag, readTokenRecord } from '../lib/token-record';
import { browserStorage } from '../lib/memory-storage';
import type { UserInfo } from './session-api';

/**
 * The one small session store (CONVENTIONS.md "Frontend": server data in TanStack Query, session
 * state here): the access token this page uses, the logged-in user (000 §3 "User session"), the
 * function codes and permitted URLs, and the "login account changed" flag. session-runtime.ts is the
 * only writer besides the shell's counters; components read through `useSession`.
 */

/** Where the logged-in user's details stand on this page. */
export type UserLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The logged-in user as the shell shows it (the user card reads the enterprise, level and points itself). */
export type SessionUser = UserInfo & {
  enterpriseName?: string;
};

export interface SessionState {
  accessToken: string | null;
  user: SessionUser | null;
  /** Where loading user info + permissions stands for the current token (000 §4.3 first pass). */
  userStatus: UserLoadStatus;
  /** Function codes (authorities): gate menu items and buttons (000 §6). */
  functionCodes: readonly string[];
  /** Permitted URL patterns: gate routes whose meta.permission is true (000 §4.3). */
  permittedUrls: readonly string[];
  /** Another tab logged in as someone else (000 §2.4, §4.2 'diff' flag). */
  accountChanged: boolean;
  /** The strong-password flag from local storage: false forces /changePwd (000 §4.3); null = unknown. */
  isStrongPassword: boolean | null;
  /** The login page is finishing a login (loading user info, then leaving): the guard lets /login stay. */
  signingIn: boolean;
  /** The session ended because its refresh failed: login redirects carry the wait-back flag. */
  sessionExpired: boolean;
  todoCount: number;
  unreadMessageCount: number;
}

export const EMPTY_SESSION: SessionState = {
  accessToken: null,
  user: null,
  userStatus: 'idle',
  functionCodes: [],
  permittedUrls: [],
  accountChanged: false,
  isStrongPassword: null,
  signingIn: false,
  sessionExpired: false,
  todoCount: 0,
  unreadMessageCount: 0,
};

/** The access token in local storage, or null (the guard restores from here, 000 §4.3). */
export function readStoredAccessToken(): string | null {
  return readTokenRecord(browserStorage('localStorage'))?.access_token ?? null;
}

let state: SessionState = {
  ...EMPTY_SESSION,
  accessToken: readStoredAccessToken(),
  isStrongPassword: readStrongPasswordFlag(browserStorage('localStorage')),
};
const listeners = new Set<() => void>();

export const sessionStore = {
  getState(): SessionState {
    return state;
  },
  setState(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  /** Everything about the user forgotten (the token is the runtime's business). */
  reset(patch: Partial<SessionState> = {}): void {
    sessionStore.setState({ ...EMPTY_SESSION, ...patch });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.getState()),
    () => select(EMPTY_SESSION),
  );
}

export function useIsLoggedIn(): boolean {
  return useSession((session) => session.accessToken !== null);
}
