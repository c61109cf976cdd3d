import type { TTokenResponse } from '@coastbook/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { toTokenRecord, writeTokenRecord } from '../lib/token-record';
import type { sessionStore as SessionStoreModule } from './session-store';

// The runtime keeps the page's token in module state and takes the browser's localStorage when its module
// loads; Node has none. Each test gets a fresh module over a fresh storage: a page load.
let localStorage: ReturnType<typeof memoryStorage>;
type SessionStore = typeof SessionStoreModule;
let loadStoredUser: () => void;
let sessionStore: SessionStore;
beforeEach(async () => {
  vi.resetModules();
  localStorage = memoryStorage();
  vi.stubGlobal('localStorage', localStorage);
  ({ loadStoredUser } = await import('./session-runtime'));
  ({ sessionStore } = await import('./session-store'));
});

const tokenAnswer = (access: string, expiresInSeconds: number): TTokenResponse => ({
  access_token: access,
  token_type: 'bearer',
  refresh_token: `refresh-of-${access}`,
  scope: 'server',
  expires_in: expiresInSeconds,
  user_id: 'u-1',
  phone: '138****0001',
});

/** Answers the session's calls; records each call's last path segment in the order they left. */
function stubApi(): string[] {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    getUserInfo: { userId: 'u-1', logonId: 'demo_ent' },
    getUserPermission: { authorities: [], urls: [] },
    token: tokenAnswer('renewed', 7200),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = url.split('?')[0]!.split('/').at(-1)!;
      calls.push(call);
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: answers[call] ?? {} }), { status: 200 });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kept login at start-up (000 §4.3)', () => {
  it('asks for the user and the permissions in the caller\u2019s task, before the router asks for any page code', async () => {
    const calls = stubApi();
    writeTokenRecord(localStorage, toTokenRecord(tokenAnswer('kept', 7200), Date.now()));
    loadStoredUser();
    // Nothing awaited yet: both calls have already left.
    expect([...calls].sort()).toEqual(['getUserInfo', 'getUserPermission']);
    await vi.waitFor(() => expect(sessionStore.getState().userStatus).toBe('loaded'));
    expect(sessionStore.getState().user?.logonId).toBe('demo_ent');
  });

  it('renews a token about to expire first, and asks for the user with the new one', async () => {
    const calls = stubApi();
    writeTokenRecord(localStorage, toTokenRecord(tokenAnswer('nearly-expired', 600), Date.now()));
    loadStoredUser();
    await vi.waitFor(() => expect(sessionStore.getState().userStatus).toBe('loaded'));
    expect(calls[0]).toBe('token');
    expect([...calls.slice(1)].sort()).toEqual(['getUserInfo', 'getUserPermission']);
    expect(sessionStore.getState().accessToken).toBe('renewed');
  });
});
