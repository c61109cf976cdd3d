import type { TTokenResponse } from '@coastbook/contracts';
import { LOCAL_STORAGE_KEYS, computeTokenActiveTime, isTokenAboutToExpire } from '@coastbook/domain';

/**
 * The token record of 000 §3 as the browser keeps it: the token answer plus `active_time` (ms), in
 * localStorage so every tab of the portal shares one login (000 §4.2). Pure functions over an injected
 * storage, so the rules are tested without a browser.
 *
 * The spec's client-side "symmetric cipher" for stored tokens is left out on purpose: its key would
 * ship in the bundle and protect nothing (ARCHITECTURE.md, Web decisions).
 */

export type TokenRecord = TTokenResponse & {
  /** now + expires_in seconds, in milliseconds (000 §4.2). */
  active_time: number;
};

/** Who the stored token belongs to (000 §3 "Store also keeps: userInfo (logonId, userId)"). */
export interface StoredUser {
  userId: string;
  logonId: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 000 §3: a token record is stored only when it has access_token, refresh_token and expires_in. */
export function isStorableToken(value: unknown): value is TTokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof TTokenResponse, unknown>>;
  return (
    typeof candidate.access_token === 'string' &&
    candidate.access_token !== '' &&
    typeof candidate.refresh_token === 'string' &&
    candidate.refresh_token !== '' &&
    typeof candidate.expires_in === 'number' &&
    Number.isFinite(candidate.expires_in)
  );
}

export function toTokenRecord(response: TTokenResponse, nowMs: number): TokenRecord {
  return { ...response, active_time: computeTokenActiveTime(nowMs, response.expires_in) };
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** The stored record, or null when absent, unreadable or incomplete. */
export function readTokenRecord(storage: KeyValueStorage): TokenRecord | null {
  const value = readJson(storage, LOCAL_STORAGE_KEYS.token);
  if (!isStorableToken(value)) return null;
  const activeTime = (value as { active_time?: unknown }).active_time;
  return typeof activeTime === 'number' && Number.isFinite(activeTime) ? (value as TokenRecord) : null;
}

/** Writes the record when it is complete (000 §3); answers whether it was written. */
export function writeTokenRecord(storage: KeyValueStorage, record: TokenRecord): boolean {
  if (!isStorableToken(record)) return false;
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.token, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function readStoredUser(storage: KeyValueStorage): StoredUser | null {
  const value = readJson(storage, LOCAL_STORAGE_KEYS.userInfo) as Partial<StoredUser> | null;
  if (value === null || typeof value.userId !== 'string' || typeof value.logonId !== 'string') return null;
  return { userId: value.userId, logonId: value.logonId };
}

export function writeStoredUser(storage: KeyValueStorage, user: StoredUser): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.userInfo, JSON.stringify({ userId: user.userId, logonId: user.logonId }));
  } catch {
    // Storage full or blocked: the cross-tab check then sees no stored user and stays quiet.
  }
}

/** Token, user info and strong-password flag: what logout and an expired session clear (000 §4.4, §7.1). */
export function clearStoredSession(storage: KeyValueStorage): void {
  for (const key of [LOCAL_STORAGE_KEYS.token, LOCAL_STORAGE_KEYS.userInfo, LOCAL_STORAGE_KEYS.strongPasswordFlag]) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}

/** The strong-password flag of 000 §4.3 / §9: 'false' sends the user to /changePwd. */
export function readStrongPasswordFlag(storage: KeyValueStorage): boolean | null {
  try {
    const raw = storage.getItem(LOCAL_STORAGE_KEYS.strongPasswordFlag);
    return raw === null ? null : raw === 'true';
  } catch {
    return null;
  }
}

export function writeStrongPasswordFlag(storage: KeyValueStorage, isStrong: boolean): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.strongPasswordFlag, String(isStrong));
  } catch {
    // Not remembered: the guard then relies on the user info's own flags.
  }
}

/** Two stored users are the same login when their user ids match (logon ids can be renamed). */
export function isSameUser(left: StoredUser | null, right: StoredUser | null): boolean {
  if (left === null || right === null) return left === right;
  return left.userId === right.userId;
}

/** 000 §4.2: renew silently once now reaches 99.9999 % of active_time. */
export function needsRenewal(record: TokenRecord, nowMs: number): boolean {
  return isTokenAboutToExpire(record.active_time, nowMs);
}
