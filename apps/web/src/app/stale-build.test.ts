import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { isMissingChunkError, reloadForNewBuild, serverAnswers, STALE_BUILD_RELOAD_KEY, STALE_BUILD_RELOAD_WINDOW_MS } from './stale-build';

describe('a chunk of an older build that is gone', () => {
  it('is recognised in each browser’s words, and nothing else is', () => {
    expect(isMissingChunkError(new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/order-management-page-C9TiDOyl.js'))).toBe(true);
    expect(isMissingChunkError(new TypeError('error loading dynamically imported module: http://localhost:8080/assets/x.js'))).toBe(true);
    expect(isMissingChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunkError(new Error('Unable to preload CSS for /assets/table-BDxv.css'))).toBe(true);
    expect(isMissingChunkError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isMissingChunkError({ status: 404, statusText: 'Not Found' })).toBe(false);
    expect(isMissingChunkError(undefined)).toBe(false);
  });

  it('reloads the page once; the same failure on the same page within a minute is shown instead of reloading again', () => {
    const storage = memoryStorage();
    const location = { pathname: '/orderManagementIndex', search: '?status=S', reload: vi.fn() };
    const start = Date.parse('2026-11-30T06:00:00Z');
    expect(reloadForNewBuild(storage, location, start)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(STALE_BUILD_RELOAD_KEY)!)).toEqual({ path: '/orderManagementIndex?status=S', at: start });

    expect(reloadForNewBuild(storage, location, start + 5_000)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);

    // Another page, or the same one later (another deploy): reloads again.
    expect(reloadForNewBuild(storage, { ...location, pathname: '/myAssets', search: '' }, start + 6_000)).toBe(true);
    expect(reloadForNewBuild(storage, location, start + 6_000 + STALE_BUILD_RELOAD_WINDOW_MS)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(3);
  });

  it('reloads when what it remembered cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem(STALE_BUILD_RELOAD_KEY, '{broken');
    const location = { pathname: '/', search: '', reload: vi.fn() };
    expect(reloadForNewBuild(storage, location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('asks the server before reloading: not while it is down, the network is gone, or it answers an error', async () => {
    await expect(serverAnswers(() => Promise.resolve(new Response(null, { status: 200 })))).resolves.toBe(true);
    await expect(serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe(false);
    await expect(serverAnswers(() => Promise.resolve(new Response(null, { status: 502 })))).resolves.toBe(false);
  });
});
