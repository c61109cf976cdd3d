import { describe, expect, it } from 'vitest';
import { createButtonLock } from './button-lock';

describe('button lock (2000 ms double-click guard)', () => {
  it('accepts the first press and ignores presses within 2000 ms', () => {
    let time = 10_000;
    const lock = createButtonLock(undefined, () => time);
    expect(lock.tryAcquire()).toBe(true);
    time += 150;
    expect(lock.tryAcquire()).toBe(false);
    time += 1_849;
    expect(lock.tryAcquire()).toBe(false);
    time += 1;
    expect(lock.tryAcquire()).toBe(true);
  });

  it('can be released early', () => {
    let time = 0;
    const lock = createButtonLock(2_000, () => time);
    expect(lock.tryAcquire()).toBe(true);
    lock.release();
    time += 10;
    expect(lock.tryAcquire()).toBe(true);
  });
});
