import type { KeyValueStorage } from '../lib/token-record';

/**
 * A page open while a newer build is deployed still names the old build's chunks; the server no longer has them
 * (the build folder is replaced), so the next lazy page or component fails to load. These are the browsers' words
 * for it: Chromium, Firefox, Safari, and Vite's preload of a chunk's style sheet.
 */
const MISSING_CHUNK_MESSAGES = [/Failed to fetch dynamically imported module/i, /error loading dynamically imported module/i, /Importing a module script failed/i, /Unable to preload CSS/i];

export function isMissingChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MISSING_CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** Where the last reload for a missing chunk went, and when: sessionStorage, so one tab's reloads only. */
export const STALE_BUILD_RELOAD_KEY = 'coastbook.staleBuildReload';

/** A second failure on the same page within this time is not a stale build: reloading again would loop. */
export const STALE_BUILD_RELOAD_WINDOW_MS = 60_000;

interface ReloadRecord {
  path: string;
  at: number;
}

/**
 * Reloads the page for the current build, once per page within a minute. Answers false when it already did
 * (the chunk is missing from the new build too, or the network is down): the caller shows the error instead.
 */
export function reloadForNewBuild(
  storage: Pick<KeyValueStorage, 'getItem' | 'setItem'>,
  location: Pick<Location, 'pathname' | 'search' | 'reload'>,
  now = Date.now(),
): boolean {
  const path = `${location.pathname}${location.search}`;
  let last: ReloadRecord | undefined;
  try {
    last = JSON.parse(storage.getItem(STALE_BUILD_RELOAD_KEY) ?? 'null') ?? undefined;
  } catch {
    last = undefined;
  }
  if (last?.path === path && now - last.at < STALE_BUILD_RELOAD_WINDOW_MS) return false;
  storage.setItem(STALE_BUILD_RELOAD_KEY, JSON.stringify({ path, at: now } satisfies ReloadRecord));
  location.reload();
  return true;
}

/**
 * A chunk also fails to load while the server is down or the network is gone; reloading then would only swap the
 * portal for the browser's own "cannot reach" page. So the server is asked first, for the page's document.
 */
export async function serverAnswers(fetchDocument: () => Promise<Response> = () => fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' })): Promise<boolean> {
  try {
    return (await fetchDocument()).ok;
  } catch {
    return false;
  }
}
