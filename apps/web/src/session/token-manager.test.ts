import type { TTokenResponse } from '@coastbook/contracts';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { readTokenRecord, toTokenRecord, writeTokenRecord } from '../lib/token-record';
import { createTokenManager, type TokenManagerDependencies } from './token-manager';

function answer(access: string, refresh: string, userId = 'u-1'): TTokenResponse {
  return { access_token: access, token_type: 'bearer', refresh_token: refresh, scope: 'server', expires_in: 7200, user_id: userId, phone: '138****0001' };
}

function setup(requestRefresh: TokenManagerDependencies['requestRefresh'] = async () => answer('a-2', 'r-2')) {
  const storage = memoryStorage();
  const changes: Array<string | null> = [];
  // A lock that runs tasks one after another, like navigator.locks.request with one name.
  let queue: Promise<unknown> = Promise.resolve();
  const dependencies: TokenManagerDependencies = {
    storage,
    now: () => 1_000,
    requestRefresh: vi.fn(requestRefresh),
    withRefreshLock: (task) => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    },
    onChange: (record) => changes.push(record?.access_token ?? null),
  };
  return { storage, changes, dependencies };
}

describe('token manager (000 §4.2)', () => {
  it('starts from the stored record, accepts a login answer and mirrors changes', () => {
    const { storage, changes, dependencies } = setup();
    writeTokenRecord(storage, toTokenRecord(answer('a-1', 'r-1'), 0));
    const tokens = createTokenManager(dependencies);
    expect(tokens.accessToken()).toBe('a-1');
    tokens.accept(answer('a-9', 'r-9'));
    expect(readTokenRecord(storage)?.access_token).toBe('a-9');
    expect(tokens.current()?.active_time).toBe(1_000 + 7_200_000);
    tokens.forget();
    expect(changes).toEqual(['a-9', null]);
    expect(tokens.storedAccessToken()).toBe('a-9');
  });

  it('uses a token handed over by another app in memory only, leaving the stored login alone and never refreshing it', async () => {
    const { storage, changes, dependencies } = setup();
    writeTokenRecord(storage, toTokenRecord(answer('portal-login', 'r-1'), 0));
    const tokens = createTokenManager(dependencies);
    tokens.adoptHandedOver('from-host-app');
    expect(tokens.accessToken()).toBe('from-host-app');
    expect(changes).toEqual(['from-host-app']);
    expect(readTokenRecord(storage)?.access_token).toBe('portal-login');
    await expect(tokens.refresh()).resolves.toBe(0);
    expect(dependencies.requestRefresh).not.toHaveBeenCalled();
  });

  it('refreshes with the refresh token and stores the rotated pair (result 1)', async () => {
    const { storage, dependencies } = setup();
    const tokens = createTokenManager(dependencies);
    tokens.accept(answer('a-1', 'r-1'));
    await expect(tokens.refresh()).resolves.toBe(1);
    expect(dependencies.requestRefresh).toHaveBeenCalledWith('r-1');
    expect(readTokenRecord(storage)?.refresh_token).toBe('r-2');
    expect(tokens.accessToken()).toBe('a-2');
  });

  it('answers 0 without a refresh token and -1 when the server refuses', async () => {
    const empty = setup();
    await expect(createTokenManager(empty.dependencies).refresh()).resolves.toBe(0);
    const refused = setup(async () => Promise.reject(new Error('登录已过期，请重新登录')));
    const tokens = createTokenManager(refused.dependencies);
    tokens.accept(answer('a-1', 'r-1'));
    await expect(tokens.refresh()).resolves.toBe(-1);
    expect(tokens.accessToken()).toBe('a-1');
  });

  it('never spends one refresh token twice: two tabs refreshing together use the server once', async () => {
    const { storage, dependencies } = setup();
    writeTokenRecord(storage, toTokenRecord(answer('a-1', 'r-1'), 0));
    const tabA = createTokenManager(dependencies);
    const tabB = createTokenManager(dependencies);
    await expect(Promise.all([tabA.refresh(), tabB.refresh()])).resolves.toEqual([1, 1]);
    expect(dependencies.requestRefresh).toHaveBeenCalledOnce();
    expect(tabB.accessToken()).toBe('a-2');
  });
});
