import { LOCAL_STORAGE_KEYS } from '@coastbook/domain';
import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  isSameUser,
  needsRenewal,
  readStoredUser,
  readStrongPasswordFlag,
  readTokenRecord,
  toTokenRecord,
  writeStoredUser,
  writeStrongPasswordFlag,
  writeTokenRecord,
} from './token-record';
import { memoryStorage } from './memory-storage';

const ANSWER = {
  access_token: 'access-1',
  token_type: 'bearer',
  refresh_token: 'refresh-1',
  scope: 'server',
  expires_in: 7200,
  user_id: 'u-1',
  phone: '138****0001',
} as const;

describe('token record (000 §3, §4.2)', () => {
  it('sets active_time to now + expires_in seconds and round-trips through storage', () => {
    const storage = memoryStorage();
    const record = toTokenRecord(ANSWER, 1_000_000);
    expect(record.active_time).toBe(1_000_000 + 7_200_000);
    expect(writeTokenRecord(storage, record)).toBe(true);
    expect(readTokenRecord(storage)).toEqual(record);
  });

  it('is stored only with access_token, refresh_token and expires_in', () => {
    const storage = memoryStorage();
    expect(writeTokenRecord(storage, { ...toTokenRecord(ANSWER, 0), refresh_token: '' })).toBe(false);
    expect(writeTokenRecord(storage, { ...toTokenRecord(ANSWER, 0), access_token: '' })).toBe(false);
    expect(storage.entries.size).toBe(0);
    storage.setItem(LOCAL_STORAGE_KEYS.token, 'not json');
    expect(readTokenRecord(storage)).toBeNull();
    storage.setItem(LOCAL_STORAGE_KEYS.token, JSON.stringify({ access_token: 'a', refresh_token: 'r' }));
    expect(readTokenRecord(storage)).toBeNull();
  });

  it('renews once now reaches 99.9999 % of active_time', () => {
    const record = toTokenRecord(ANSWER, 1_700_000_000_000);
    expect(needsRenewal(record, 1_700_000_000_000)).toBe(false);
    expect(needsRenewal(record, record.active_time * 0.999999)).toBe(true);
    expect(needsRenewal(record, record.active_time * 0.999999 - 1)).toBe(false);
  });

  it('keeps the user and the strong-password flag, and clears all three on logout', () => {
    const storage = memoryStorage();
    writeTokenRecord(storage, toTokenRecord(ANSWER, 0));
    writeStoredUser(storage, { userId: 'u-1', logonId: 'demo_ent' });
    writeStrongPasswordFlag(storage, false);
    expect(readStoredUser(storage)).toEqual({ userId: 'u-1', logonId: 'demo_ent' });
    expect(readStrongPasswordFlag(storage)).toBe(false);
    storage.setItem('coastbook.lang', 'zh-CN');
    clearStoredSession(storage);
    expect([...storage.entries.keys()]).toEqual(['coastbook.lang']);
    expect(readStrongPasswordFlag(storage)).toBeNull();
  });

  it('compares users by id', () => {
    expect(isSameUser({ userId: 'a', logonId: 'x' }, { userId: 'a', logonId: 'y' })).toBe(true);
    expect(isSameUser({ userId: 'a', logonId: 'x' }, { userId: 'b', logonId: 'x' })).toBe(false);
    expect(isSameUser(null, null)).toBe(true);
    expect(isSameUser(null, { userId: 'a', logonId: 'x' })).toBe(false);
  });
});
