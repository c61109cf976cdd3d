import { useSyncExternalStore } from 'react';

/**
 * The operator's token, kept apart from the customer's login (localStorage `coastbook.token`): in
 * sessionStorage, so it lives as long as the tab and a customer login in another tab never sees it.
 * Components follow it through useOpsToken; clearing it (logout, a 401) sends the console to its login.
 */
export const OPS_TOKEN_STORAGE_KEY = 'coastbook.ops.token';

const listeners = new Set<() => void>();

/** Why the token last went away: a logout goes to a plain login page, an expiry remembers the page. */
export type OpsSessionEnd = 'logout' | 'expired';
let lastEnd: OpsSessionEnd = 'expired';

export function lastOpsSessionEnd(): OpsSessionEnd {
  return lastEnd;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the console cannot keep a login
  }
}

export function readOpsToken(): string | null {
  return storage()?.getItem(OPS_TOKEN_STORAGE_KEY) ?? null;
}

export function setOpsToken(token: string): void {
  lastEnd = 'expired';
  storage()?.setItem(OPS_TOKEN_STORAGE_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearOpsToken(reason: OpsSessionEnd = 'expired'): void {
  lastEnd = reason;
  if (readOpsToken() === null) return;
  storage()?.removeItem(OPS_TOKEN_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpsToken(): string | null {
  return useSyncExternalStore(subscribe, readOpsToken, () => null);
}
