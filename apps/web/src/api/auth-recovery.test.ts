import { describe, expect, it, vi } from 'vitest';
import { createAuthRecovery, type AuthRecoveryDependencies } from './auth-recovery';

/** A fake session: tokens in "memory" and "storage", a refresh that can be held open, a virtual clock. */
function fakeSession(initial: { memory: string | null; stored: string | null }) {
  const state = { ...initial, slept: 0 };
  let finishRefresh: ((ok: boolean) => void) | undefined;
  const dependencies = {
    memoryToken: () => state.memory,
    storedToken: () => state.stored,
    adoptStoredToken: vi.fn(() => {
      state.memory = state.stored;
    }),
    refresh: vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finishRefresh = (ok) => {
            if (ok) state.memory = state.stored = 'renewed';
            resolve(ok);
          };
        }),
    ),
    expire: vi.fn(() => {
      state.memory = state.stored = null;
    }),
    sleep: vi.fn(async (ms: number) => {
      state.slept += ms;
      await new Promise((resolve) => setTimeout(resolve, 0)); // virtual 300 ms, one macrotask of real time
    }),
  } satisfies AuthRecoveryDependencies;
  return { state, dependencies, finishRefresh: (ok: boolean) => finishRefresh?.(ok) };
}

describe('auth recovery (000 §7.1)', () => {
  it('takes over a different stored token (another tab renewed) and retries without refreshing', async () => {
    const session = fakeSession({ memory: 'old', stored: 'from-other-tab' });
    const recovery = createAuthRecovery(session.dependencies);
    await expect(recovery.recover('old')).resolves.toEqual({ kind: 'retry' });
    expect(session.dependencies.adoptStoredToken).toHaveBeenCalledOnce();
    expect(session.dependencies.refresh).not.toHaveBeenCalled();
    expect(session.state.memory).toBe('from-other-tab');
  });

  it('retries with the memory token when this tab renewed after the call left', async () => {
    const session = fakeSession({ memory: 'new', stored: 'new' });
    const recovery = createAuthRecovery(session.dependencies);
    await expect(recovery.recover('old')).resolves.toEqual({ kind: 'retry' });
    expect(session.dependencies.refresh).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent failures: the others poll every 300 ms, then all retry', async () => {
    const session = fakeSession({ memory: 'old', stored: 'old' });
    const recovery = createAuthRecovery(session.dependencies);
    const first = recovery.recover('old');
    const second = recovery.recover('old');
    const third = recovery.recover('old');
    expect(recovery.isRefreshing()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    session.finishRefresh(true);
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { kind: 'retry' },
      { kind: 'retry' },
      { kind: 'retry' },
    ]);
    expect(session.dependencies.refresh).toHaveBeenCalledOnce();
    expect(session.dependencies.sleep).toHaveBeenCalledWith(300);
    expect(session.state.memory).toBe('renewed');
  });

  it('gives up polling after timeout/300 tries with the attempt count', async () => {
    const session = fakeSession({ memory: 'old', stored: 'old' });
    const recovery = createAuthRecovery(session.dependencies);
    void recovery.recover('old'); // holds the refresh open
    await expect(recovery.recover('old')).resolves.toEqual({ kind: 'exhausted', attempts: 100 });
    expect(session.state.slept).toBe(100 * 300);
  });

  it('expires the session when the refresh fails, and waiting calls do not retry', async () => {
    const session = fakeSession({ memory: 'old', stored: 'old' });
    const recovery = createAuthRecovery(session.dependencies);
    const refreshing = recovery.recover('old');
    const waiting = recovery.recover('old');
    await new Promise((resolve) => setTimeout(resolve, 5));
    session.finishRefresh(false);
    await expect(refreshing).resolves.toEqual({ kind: 'expired' });
    await expect(waiting).resolves.toEqual({ kind: 'expired' });
    expect(session.dependencies.expire).toHaveBeenCalledOnce();
  });

  it('treats a throwing refresh as a failure', async () => {
    const session = fakeSession({ memory: 'old', stored: 'old' });
    session.dependencies.refresh.mockRejectedValueOnce(new Error('offline'));
    const recovery = createAuthRecovery(session.dependencies);
    await expect(recovery.recover('old')).resolves.toEqual({ kind: 'expired' });
    expect(recovery.isRefreshing()).toBe(false);
  });

  it('lets silent renewal share the single flight', async () => {
    const session = fakeSession({ memory: 'old', stored: 'old' });
    const recovery = createAuthRecovery(session.dependencies);
    const renewal = recovery.refreshOnce();
    const joined = recovery.refreshOnce();
    const failedCall = recovery.recover('old');
    await new Promise((resolve) => setTimeout(resolve, 5));
    session.finishRefresh(true);
    await expect(renewal).resolves.toBe(true);
    await expect(joined).resolves.toBe(true);
    await expect(failedCall).resolves.toEqual({ kind: 'retry' });
    expect(session.dependencies.refresh).toHaveBeenCalledOnce();
  });
});
