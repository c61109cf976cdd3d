import { describe, expect, it } from 'vitest';
import { lazyRoute } from './lazy-route';

describe('lazyRoute', () => {
  it('passes a loaded route module through', async () => {
    const Component = () => null;
    await expect(lazyRoute(() => Promise.resolve({ Component }))()).resolves.toEqual({ Component });
  });

  it('turns a failed load into a component that throws the failure, with the extra route properties', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/x-OLD.js');
    const ErrorBoundary = () => null;
    const loaded = await lazyRoute<{ Component: () => null; ErrorBoundary: () => null }>(() => Promise.reject(failure), { ErrorBoundary })();
    expect(loaded.ErrorBoundary).toBe(ErrorBoundary);
    expect(() => (loaded.Component as () => unknown)()).toThrow(failure);
  });
});
