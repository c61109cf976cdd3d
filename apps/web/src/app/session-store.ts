import { LOCAL_STORAGE_KEYS } from '@coastbook/domain';
import { useSyncExternalStore } from 'react';

/**
 * The one small session store (CONVENTIONS.md "Frontend": server data in TanStack Query, session
 * state here). For now it only mirrors the token another issue writes to localStorage; login fills
 * the user card, function codes and permitted URLs (000 §3 "User session", "Store also keeps").
 */

/** Where the session issue stores the access token (000 §4.2); the guard restores it from here. */
export const TOKEN_STORAGE_KEY = LOCAL_STORAGE_KEYS.token;

export interface SessionUser {
  logonId: string;
  userCnnme?: string;
  enterpriseName?: string;
  /** Points balance. */
  point?: number;
  /** 1 silver card, 2 gold card, 3 diamond, 4 golden diamond (000 §3). */
  level?: 1 | 2 | 3 | 4;
  headUrl?: string;
}

export interface SessionState {
  accessToken: string | null;
  user: SessionUser | null;
  /** Function codes (authorities): gate menu items and buttons (000 §6). */
  functionCodes: readonly string[];
  /** Permitted URL patterns: gate routes whose meta.permission is true (000 §4.3). */
  permittedUrls: readonly string[];
  /** Personal certified users see LCL orders as "my orders" (000 §2.4). */
  isPersonalAuthenticated: boolean;
  todoCount: number;
  unreadMessageCount: number;
}

const EMPTY_SESSION: SessionState = {
  accessToken: null,
  user: null,
  functionCodes: [],
  permittedUrls: [],
  isPersonalAuthenticated: false,
  todoCount: 0,
  unreadMessageCount: 0,
};

/** The stored access token, or null. The session issue may change the stored format; only this reads it. */
export function readStoredAccessToken(): string | null {
  try {
    const stored = localStorage.getItem(TOKEN_STORAGE_KEY);
    return stored !== null && stored.trim() !== '' ? stored : null;
  } catch {
    return null;
  }
}

let state: SessionState = { ...EMPTY_SESSION, accessToken: readStoredAccessToken() };
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState(): SessionState {
    return state;
  },
  setState(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    emit();
  },
  /** 000 §4.3: with no access token in memory, try to restore one from local storage. */
  restoreToken(): string | null {
    if (state.accessToken === null) {
      const stored = readStoredAccessToken();
      if (stored !== null) sessionStore.setState({ accessToken: stored });
    }
    return state.accessToken;
  },
  /** Forgets the session locally (the server-side logout call comes with the session issue). */
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
    state = { ...EMPTY_SESSION };
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes the shared token: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
      sessionStore.setState({ accessToken: readStoredAccessToken() });
    }
  });
}

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
