import { BUTTON_LOCK_MS } from '@coastbook/domain';
import { useCallback, useRef } from 'react';

/**
 * The double-click guard of 001 §5 / §9 ("button lock 2000 ms"): after a press is accepted, further
 * presses within the lock window are ignored, so a double click on a paying button sends one request.
 * Pure core (clock injected) for tests; `useButtonLock` wraps it for components.
 */
export function createButtonLock(lockMs: number = BUTTON_LOCK_MS, now: () => number = Date.now) {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return {
    /** True (and locks) when a press is accepted now; false while locked. */
    tryAcquire(): boolean {
      const time = now();
      if (time < lockedUntil) return false;
      lockedUntil = time + lockMs;
      return true;
    },
    /** Ends the lock early (e.g. a dialog was cancelled and the user may try again at once). */
    release(): void {
      lockedUntil = Number.NEGATIVE_INFINITY;
    },
  };
}

/**
 * `const guard = useButtonLock(); <Button onClick={guard(pay)} />` — one lock per component instance.
 * An action whose promise rejects sent nothing (e.g. the form did not validate): the lock is released
 * so the corrected form can be sent at once; actions report their own request errors and resolve.
 */
export function useButtonLock(lockMs: number = BUTTON_LOCK_MS) {
  const lock = useRef<ReturnType<typeof createButtonLock> | null>(null);
  lock.current ??= createButtonLock(lockMs);
  return useCallback(
    <Args extends unknown[]>(action: (...args: Args) => unknown) =>
      (...args: Args): void => {
        const current = lock.current;
        if (!current?.tryAcquire()) return;
        const result = action(...args);
        if (result instanceof Promise) result.catch(() => current.release());
      },
    [],
  );
}
