import type { SessionCacheKey } from '@coastbook/domain';

/**
 * Per-tab caches of reference data (000 §4.2, §9: facility, carrier... lists live in session
 * storage and are cleared on token change). Storage being unavailable only costs a refetch.
 */
export function readSessionCache<T>(key: SessionCacheKey): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSessionCache(key: SessionCacheKey, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the data stays in the query cache for this page's life.
  }
}
