import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PrerenderedPages, chinaDay } from './prerendered-pages';

/**
 * A stand-in for the web build's render process (apps/web/src/server-render/render-process.ts) that
 * speaks its protocol: it answers with the path, its clock's zone, its NODE_ENV and how many pages it
 * has drawn, fails for /broken, and refuses a path it does not render as the real one does. The real process is exercised by the web tests and the browser journeys.
 */
const RENDER_PROCESS = `
const zlib = require('node:zlib');
let drawn = 0;
const PATHS = ['/', '/product', '/broken'];
process.on('message', (message) => {
  if (!PATHS.includes(message.path)) return process.send({ type: 'failed', id: message.id, path: message.path, message: 'not a prerendered path' });
  if (message.path === '/broken') return process.send({ type: 'failed', id: message.id, path: message.path, message: 'boom' });
  drawn += 1;
  const html = Buffer.from('<!doctype html><div id="root" data-prerendered>' + message.path + ' ' + process.env.TZ + ' ' + process.env.NODE_ENV + ' #' + drawn + ' ' + process.argv[2] + '</div>');
  process.send({ type: 'rendered', id: message.id, path: message.path, html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) });
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', paths: PATHS });
`;

/** The same, but /hang is never answered: the process stays busy (it leaves only when the day's pages are done). */
const HANGING_RENDER_PROCESS = RENDER_PROCESS.replace("if (message.path === '/broken')", "if (message.path === '/hang') return;\n  if (message.path === '/broken')").replace("['/', '/product', '/broken']", "['/', '/hang']");

let dir: string;
let distDir: string;
let entry: string;
let hangingEntry: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-prerender-'));
  distDir = path.join(dir, 'dist');
  entry = path.join(dir, 'dist-server', 'render-process.js');
  await fs.mkdir(path.join(distDir, '.vite'), { recursive: true });
  await fs.mkdir(path.dirname(entry));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(distDir, '.vite', 'manifest.json'), '{}');
  await fs.writeFile(entry, RENDER_PROCESS);
  hangingEntry = path.join(dir, 'dist-server', 'hanging-render-process.js');
  await fs.writeFile(hangingEntry, HANGING_RENDER_PROCESS);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const childOf = (pages: PrerenderedPages) => (pages as unknown as { child?: { pid: number; kill(): void } }).child;

const silentLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & Record<'info' | 'warn' | 'error', ReturnType<typeof vi.fn>>;

/** Asks until the page is there (the render is asynchronous by design: a request never waits for it). */
async function pageOf(pages: PrerenderedPages, pathname: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const page = pages.page(pathname);
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${pathname} was not rendered`);
}

describe('PrerenderedPages', () => {
  let pages: PrerenderedPages | undefined;
  afterEach(async () => pages?.close());

  it('renders each path once per China day, in a production process on China time', async () => {
    let now = new Date('2026-11-26T15:59:00Z');
    pages = new PrerenderedPages({ entry, distDir, log: silentLog(), now: () => now });
    pages.start();
    const home = await pageOf(pages, '/');
    expect(home.day).toBe('2026-11-26');
    expect(home.html.toString()).toMatch(/^<!doctype html><div id="root" data-prerendered>\/ Asia\/Shanghai production #\d+ /);
    expect(home.html.toString()).toContain(distDir);
    expect(zlib.brotliDecompressSync(home.br).toString()).toBe(home.html.toString());
    expect(zlib.gunzipSync(home.gzip).toString()).toBe(home.html.toString());
    // Asked again the same day: the same page, no new render.
    expect(pages.page('/')).toBe(home);

    // 16:00 UTC is midnight in China: the first request of the new day starts its render and is served plain.
    now = new Date('2026-11-26T16:00:00Z');
    expect(pages.page('/')).toBeUndefined();
    const nextDay = await pageOf(pages, '/');
    expect(nextDay.day).toBe('2026-11-27');
    expect(nextDay).not.toBe(home);
  });

  it('answers nothing for paths it does not render, and gives up on a failed render until the next day', async () => {
    const log = silentLog();
    pages = new PrerenderedPages({ entry, distDir, log });
    pages.start();
    await pageOf(pages, '/product');
    expect(pages.page('/orderManagementIndex')).toBeUndefined();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ path: '/broken', reason: 'boom' }), expect.any(String)));
    expect(pages.page('/broken')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('asks the process for nothing before it is ready: its ready message names the pages, the others are not its own', async () => {
    const log = silentLog();
    pages = new PrerenderedPages({ entry, distDir, log });
    pages.start();
    // Visitors of any page while the process loads (at start-up, and at each China midnight).
    expect(pages.page('/login')).toBeUndefined();
    expect(pages.page('/orderManagementIndex')).toBeUndefined();
    await pageOf(pages, '/');
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ path: '/broken' }), expect.any(String)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the render that really failed is reported; no "could not be rendered" for pages it never draws.
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('lets the render process go once the day’s pages are drawn, and starts one for the next day', async () => {
    let now = new Date('2026-11-26T08:00:00Z');
    const log = silentLog();
    pages = new PrerenderedPages({ entry, distDir, log, now: () => now });
    pages.start();
    const { pid } = childOf(pages)!;
    await pageOf(pages, '/');
    await pageOf(pages, '/product');
    await vi.waitFor(() => expect(childOf(pages!)).toBeUndefined());
    expect(() => process.kill(pid, 0)).toThrow();
    // Leaving on purpose is no failure, and the day's pages stay served.
    expect(log.warn).not.toHaveBeenCalledWith(expect.anything(), expect.stringContaining('stopped'));
    expect(pages.page('/product')).toBeDefined();
    expect(pages.page('/orderManagementIndex')).toBeUndefined();
    expect(childOf(pages)).toBeUndefined();

    now = new Date('2026-11-27T08:00:00Z');
    expect(pages.page('/product')).toBeUndefined();
    expect(childOf(pages)?.pid).not.toBe(pid);
    await expect(pageOf(pages, '/product')).resolves.toMatchObject({ day: '2026-11-27' });
  });

  it('serves unrendered while the render process is down, and starts a new one after the delay', async () => {
    const log = silentLog();
    pages = new PrerenderedPages({ entry: hangingEntry, distDir, log, restartDelayMs: 300 });
    pages.start();
    await pageOf(pages, '/');
    const child = childOf(pages)!;
    child.kill();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ signal: 'SIGTERM' }), expect.stringContaining('stopped')));
    // Pages already drawn today stay served; the others wait for the delay.
    expect(pages.page('/')).toBeDefined();
    expect(pages.page('/hang')).toBeUndefined();
    expect(childOf(pages)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    pages.page('/hang');
    expect(childOf(pages)?.pid).toBeDefined();
    expect(childOf(pages)?.pid).not.toBe(child.pid);
  });

  it('does not start again the same day a render process that dies before it is ready', async () => {
    let now = new Date('2026-11-26T08:00:00Z');
    const log = silentLog();
    const broken = path.join(dir, 'dist-server', 'broken-render-process.js');
    await fs.writeFile(broken, "throw new Error('no manifest');");
    pages = new PrerenderedPages({ entry: broken, distDir, log, now: () => now, restartDelayMs: 0 });
    pages.start();
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ code: 1 }), expect.stringContaining('could not start')));
    expect(pages.page('/')).toBeUndefined();
    expect(childOf(pages)).toBeUndefined();
    now = new Date('2026-11-27T08:00:00Z');
    pages.page('/');
    expect(childOf(pages)).toBeDefined();
  });

  it('stops its process on close', async () => {
    pages = new PrerenderedPages({ entry: hangingEntry, distDir, log: silentLog() });
    pages.start();
    await pageOf(pages, '/');
    const { pid } = childOf(pages)!;
    await pages.close();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(pages.page('/')).toBeUndefined();
  });

  it('names the China calendar day', () => {
    expect(chinaDay(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(chinaDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });
});

describe('the web app with server-rendered landing pages', () => {
  let testApp: TestApp;
  let plainApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    plainApp = await createTestApp({ env: { WEB_DIST_DIR: distDir, WEB_PRERENDER: 'false' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await plainApp?.close();
  });

  async function rendered(url: string, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers });
      if (answer.headers['content-encoding'] !== undefined || answer.body.includes('data-prerendered')) return answer;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${url} stayed unrendered`);
  }

  it('sends the rendered home, compressed for browsers that accept it', async () => {
    const br = await rendered('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('data-prerendered>/ Asia/Shanghai production');

    const plain = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-prerendered>/ ');
  });

  it('answers a browser that already holds the drawn page with a 304 and no body, until the page changes', async () => {
    const first = await rendered('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const again = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another version (yesterday's page, another build) is sent whole.
    const other = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"yesterday"' } });
    expect(other.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(other.rawPayload).toString()).toContain('data-prerendered>/ ');
  });

  it('sends plain index.html for a page with a query, a page it does not render, and when turned off', async () => {
    await rendered('/product');
    for (const url of ['/product?fpolCde=SHA', '/orderManagementIndex']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.body, url).toBe('<!doctype html><div id="root"></div>');
    }
    const off = await plainApp.app.inject({ method: 'GET', url: '/' });
    expect(off.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('does not publish the build records of dot-folders', async () => {
    const manifest = await testApp.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toBe('{}');
  });
});
