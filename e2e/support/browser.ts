import { afterEach, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

// Flags for Debian's Chromium on a machine without outside network (see ARCHITECTURE.md).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Under `npm run test:at` (libfaketime preloaded, FAKETIME set) the server's and the database's clocks are moved.
 * With the library in it, Chromium's pages did not finish loading here (page.goto timed out), so it starts
 * without, and each window's clock is set to the same moved time instead (newContext).
 */
const clockIsMoved = Boolean(process.env.FAKETIME);
const withoutMovedClock = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME')));

/** Chromium with the flags above, and `extraArgs` (e.g. `--host-resolver-rules=...` to reach the server by another name). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ...(clockIsMoved ? { env: withoutMovedClock(process.env) } : {}),
  });
}

/** A browser window as a user in China has it; another time zone for the pages that must not depend on it. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  { timezoneId = 'Asia/Shanghai', viewport = { width: 1366, height: 800 } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'zh-CN', timezoneId });
  context.on('page', keepJournal);
  // The page's clock runs on from the (moved) time of this process.
  if (clockIsMoved) await context.clock.install({ time: new Date() });
  return context;
}

/** What a failed step prints about its page: the last lines, and the API calls still unanswered. */
interface PageJournal {
  lines: string[];
  inFlight: Map<Request, string>;
}

const JOURNAL_LINES = 40;
const journals = new WeakMap<Page, PageJournal>();

/**
 * Keeps, per page, the last API calls (sent, answered with status and time, failed), navigations, console
 * errors and uncaught exceptions. A step that waits in vain for the page (a click that seemed to do nothing)
 * leaves only a screenshot otherwise, which cannot tell a lost click from a call that never came back.
 */
function keepJournal(page: Page): void {
  const journal: PageJournal = { lines: [], inFlight: new Map() };
  journals.set(page, journal);
  const note = (line: string) => {
    journal.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (journal.lines.length > JOURNAL_LINES) journal.lines.shift();
  };
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const callName = (request: Request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}${url.search}`;
  };
  page.on('request', (request) => {
    if (!isApi(request)) return;
    journal.inFlight.set(request, `${new Date().toISOString().slice(11, 23)} ${callName(request)}`);
    note(`→ ${callName(request)}`);
  });
  page.on('requestfinished', (request) => {
    if (!journal.inFlight.delete(request)) return;
    void request
      .response()
      .then((response) => note(`← ${response?.status() ?? '?'} ${callName(request)} ${Math.round(request.timing().responseEnd)} ms`))
      // The page may close before the answer's headers are read; the journal then simply lacks the line.
      .catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    if (journal.inFlight.delete(request)) note(`✗ ${callName(request)} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()} ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`uncaught ${error.message.slice(0, 300)}`));
}

/** The page's journal as text, or null for a page opened without newContext. */
export function pageJournal(page: Page): string | null {
  const journal = journals.get(page);
  if (journal === undefined) return null;
  const waiting = [...journal.inFlight.values()].map((call) => `  since ${call}`);
  return [...journal.lines, waiting.length > 0 ? 'API calls still unanswered:' : 'No API call unanswered.', ...waiting].join('\n');
}

/** Saves a full-page screenshot under e2e/artifacts/ (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Saves a screenshot named after the test when it fails (e2e/artifacts/failed-<test>.png), so a red
 * journey shows what the browser showed, and prints the page's journal (its last API calls, navigations
 * and errors) into the test output, which CI keeps for a failed run. Call once inside a describe block.
 */
export function screenshotOnFailure(currentPage: () => Page | undefined): void {
  afterEach(async (context) => {
    const page = currentPage();
    if (context.task.result?.state !== 'fail' || page === undefined || page.isClosed()) return;
    const name = `failed-${context.task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}`;
    await screenshot(page, name).catch(() => undefined);
    const journal = pageJournal(page);
    if (journal !== null) console.error(`The page's journal when "${context.task.name}" failed (${page.url()}):\n${journal}`);
  });
}

/** Full-page screenshots at each width (e2e/artifacts/<name>-<width>.png), then the viewport goes back to 1366 × 800. */
export async function screenshotAtWidths(page: Page, name: string, widths: readonly number[] = [1440, 1280]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

/**
 * How far the first table inside `within` reaches past its box sideways (px) when the window is `width` wide;
 * 0 or less: the table fits without scrolling sideways. The viewport goes back to what it was.
 */
export async function tableOverflowAt(page: Page, within: Locator, width = 1366): Promise<number> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width, height: 768 });
  try {
    const table = within.locator('.ant-table-content, .ant-table-body').first();
    await expect.poll(() => table.evaluate((element) => element.clientWidth)).toBeLessThan(width);
    return await table.evaluate((element) => element.scrollWidth - element.clientWidth);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** Holds back the page's requests matching `pattern`, as a slow line would, until the returned function is called. */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A line that drops the first answer of the writes matching `url`: the first write reaches the server and is
 * carried out, but its answer never reaches the page (connection reset); later writes go through. Records the
 * Idempotency-Key each write carried; reads of the same address (a list the page refreshes) pass untouched.
 * `restore` takes the route away.
 */
export async function loseFirstAnswer(page: Page, url: string | RegExp): Promise<{ keysSent: string[]; restore: () => Promise<void> }> {
  const keysSent: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    keysSent.push(route.request().headers()['idempotency-key'] ?? '');
    if (keysSent.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  return { keysSent, restore: () => page.unroute(url) };
}
