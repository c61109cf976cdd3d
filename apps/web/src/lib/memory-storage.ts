import type { KeyValueStorage } from './token-record';

/** A Storage stand-in kept in memory: tests use it, and the session falls back to it when storage is blocked. */
export function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** window.localStorage when it can be used, else an in-memory one (privacy modes throw on access). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind];
    const probe = '__coastbook_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
