import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { fixed, kib, markdownTable, percentile, verdict } from './table';

/**
 * Page speed in Chromium through playwright-core and the browser's Performance APIs: LCP
 * (largest-contentful-paint), CLS (layout-shift without recent input, summed), total blocking time
 * (long tasks between FCP and load + settle, each beyond 50 ms) and the JS the page loaded. Every load
 * is a first visit (fresh context, empty cache); each route is loaded `runs` times and the median kept.
 */

// Flags for Debian's Chromium on a machine without outside network (as e2e/support/browser.ts).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const PAGE_TARGETS = { lcpMs: 1500, cls: 0.1, initialJsGzipBytes: 300 * 1024 } as const;

export interface PageRoute {
  name: string;
  path: string;
  /** localStorage entries written before the app starts (a logged-in session). */
  localStorage?: Record<string, string>;
}

interface PageSample {
  lcpMs: number;
  lcpElement: string;
  /** The element that moved in the biggest layout shift, with that shift's value and time. */
  shiftSource: string;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  jsTransferBytes: number;
  jsEncodedBytes: number;
  jsFiles: string[];
  finalPath: string;
  /** The document arrived with the page drawn in it (the server's render of the landing pages). */
  serverDrawn: boolean;
  /**
   * The scripts the paint could have waited for: those asked before the LCP. Files a page loads after its
   * first paint (the floating side buttons, the user card) are left out.
   */
  scriptsBeforePaint: number;
  /** When the last of those arrived (responseEnd, ms after navigation). */
  lastScriptMs: number;
  /** The API calls of the load (resource timing): when the page asked, when the request left, when it was answered. */
  calls: Array<{ askedMs: number; sentMs: number; answeredMs: number }>;
}

/**
 * Where a load's time went before its paint, in medians over the runs (printed under the table). The calls
 * are the start-up ones: asked before the last script arrived.
 */
export interface PageTimeline {
  scriptsBeforePaint: number;
  lastScriptMs: number;
  firstCallAskedMs: number;
  /** The longest a call waited between being asked and leaving: a queue for HTTP/1.1's six connections. */
  longestCallWaitMs: number;
  lastCallAnsweredMs: number;
}

export interface PageResult {
  route: PageRoute;
  samples: PageSample[];
  /** First contentful paint: for a page the browser draws, when its frame (header, menu, footer) appears. */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransferBytes: number;
  /** gzip size (zlib, level 9) of every JS file this page loaded, from the built files. */
  jsGzipBytes: number;
  largestChunks: Array<{ file: string; gzipBytes: number }>;
  finalPath: string;
  serverDrawn: boolean;
  /** Undefined for a page that made no API call before its last script arrived. */
  timeline: PageTimeline | undefined;
}

/**
 * Installed before any page script: observers for paint, shifts and long tasks. Plain JavaScript in a
 * string: a function would be serialised after tsx's transform, which wraps named inner functions in a
 * helper the page does not have.
 */
const OBSERVE = `(() => {
  const store = { lcp: 0, lcpElement: '', cls: 0, biggestShift: 0, shiftSource: '', longTasks: [] };
  window.__bench = store;
  const describe = (element) =>
    element ? element.tagName.toLowerCase() + (typeof element.className === 'string' && element.className ? '.' + element.className.split(' ')[0] : '') + ' "' + (element.textContent || '').trim().slice(0, 30) + '"' : '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.lcp = entry.startTime;
      store.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      store.cls += entry.value;
      if (entry.value > store.biggestShift) {
        store.biggestShift = entry.value;
        const source = (entry.sources || []).find((item) => item.node instanceof Element);
        store.shiftSource = describe(source && source.node) + ' (' + entry.value.toFixed(3) + ' at ' + Math.round(entry.startTime) + ' ms)';
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function measureOnce(browser: Browser, baseUrl: string, route: PageRoute, settleMs: number, shotDir: string | undefined): Promise<PageSample> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    if (route.localStorage) {
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, route.localStorage);
    }
    await context.addInitScript({ content: OBSERVE });
    const page = await context.newPage();
    const response = await page.goto(route.path, { waitUntil: 'load', timeout: 60_000 });
    const serverDrawn = (await response?.text())?.includes('data-prerendered>') ?? false;
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(settleMs);
    const sample = await page.evaluate(() => {
      const store = (window as unknown as { __bench: { lcp: number; lcpElement: string; cls: number; shiftSource: string; longTasks: Array<{ start: number; duration: number }> } }).__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const end = performance.now();
      const tbt = store.longTasks.filter((task) => task.start + task.duration > fcp && task.start < end).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const calls = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
      const scriptsBeforePaint = scripts.filter((entry) => entry.startTime < store.lcp);
      return {
        lcpMs: store.lcp,
        lcpElement: store.lcpElement,
        shiftSource: store.shiftSource,
        cls: store.cls,
        tbtMs: tbt,
        fcpMs: fcp,
        jsTransferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsEncodedBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        jsFiles: scripts.map((entry) => new URL(entry.name).pathname),
        finalPath: location.pathname,
        scriptsBeforePaint: scriptsBeforePaint.length,
        lastScriptMs: Math.max(0, ...scriptsBeforePaint.map((entry) => entry.responseEnd)),
        calls: calls.map((entry) => ({ askedMs: entry.startTime, sentMs: entry.requestStart, answeredMs: entry.responseEnd })),
      };
    });
    if (shotDir) {
      fs.mkdirSync(shotDir, { recursive: true });
      await page.screenshot({ path: path.join(shotDir, `${route.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}.png`) });
    }
    return { ...sample, serverDrawn };
  } finally {
    await context.close();
  }
}

const gzipCache = new Map<string, number>();
function gzipSizeOf(distDir: string, urlPath: string): number {
  if (!gzipCache.has(urlPath)) {
    const file = path.join(distDir, urlPath);
    gzipCache.set(urlPath, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(urlPath)!;
}

/** The entry script and its modulepreloads from index.html: the JS every first visit loads before any route chunk. */
export function initialJs(distDir: string): { files: string[]; rawBytes: number; gzipBytes: number } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => (match[1] ?? match[2])!);
  return {
    files,
    rawBytes: files.reduce((sum, file) => sum + fs.statSync(path.join(distDir, file)).size, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipSizeOf(distDir, file), 0),
  };
}

const median = (values: number[]) => percentile(values, 50);

function timelineOf(samples: PageSample[]): PageTimeline | undefined {
  // The start-up calls (user, permissions, the page's data): those asked before the page's code had all
  // arrived. Calls asked later come from the rendered page itself (the header's counts).
  const startUpCalls = (sample: PageSample) => sample.calls.filter((call) => call.askedMs < sample.lastScriptMs);
  const withCalls = samples.filter((sample) => startUpCalls(sample).length > 0);
  if (withCalls.length === 0) return undefined;
  return {
    scriptsBeforePaint: median(withCalls.map((sample) => sample.scriptsBeforePaint)),
    lastScriptMs: median(withCalls.map((sample) => sample.lastScriptMs)),
    firstCallAskedMs: median(withCalls.map((sample) => Math.min(...startUpCalls(sample).map((call) => call.askedMs)))),
    longestCallWaitMs: median(withCalls.map((sample) => Math.max(...startUpCalls(sample).map((call) => call.sentMs - call.askedMs)))),
    lastCallAnsweredMs: median(withCalls.map((sample) => Math.max(...startUpCalls(sample).map((call) => call.answeredMs)))),
  };
}

export async function measurePages(options: { baseUrl: string; distDir: string; routes: PageRoute[]; runs: number; settleMs: number; shotDir?: string }): Promise<PageResult[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results: PageResult[] = [];
  try {
    for (const route of options.routes) {
      process.stdout.write(`  page: ${route.path} …`);
      const samples: PageSample[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        samples.push(await measureOnce(browser, options.baseUrl, route, options.settleMs, run === options.runs - 1 ? options.shotDir : undefined));
        process.stdout.write(` ${fixed(samples.at(-1)!.lcpMs)} ms`);
      }
      process.stdout.write('\n');
      const lastFiles = samples.at(-1)!.jsFiles;
      const chunks = [...new Set(lastFiles)].map((file) => ({ file, gzipBytes: gzipSizeOf(options.distDir, file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
      results.push({
        route,
        samples,
        fcpMs: median(samples.map((sample) => sample.fcpMs)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        cls: median(samples.map((sample) => sample.cls)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        jsTransferBytes: median(samples.map((sample) => sample.jsTransferBytes)),
        jsGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
        largestChunks: chunks.slice(0, 4),
        finalPath: samples.at(-1)!.finalPath,
        serverDrawn: samples.every((sample) => sample.serverDrawn),
        timeline: timelineOf(samples),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function pageTable(results: PageResult[]): string {
  return markdownTable(
    ['route', 'drawn by', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'JS transferred', 'JS loaded, gzip', 'LCP ≤ 1.5 s', 'CLS ≤ 0.1', 'JS ≤ 300 KB gzip'],
    results.map((result) => [
      `${result.route.name}${result.finalPath !== result.route.path.split('?')[0] ? ` (ended on ${result.finalPath})` : ''}`,
      result.serverDrawn ? 'server' : 'browser',
      fixed(result.fcpMs),
      fixed(result.lcpMs),
      fixed(result.cls, 3),
      fixed(result.tbtMs),
      kib(result.jsTransferBytes),
      kib(result.jsGzipBytes),
      verdict(result.lcpMs > 0 && result.lcpMs <= PAGE_TARGETS.lcpMs),
      verdict(result.cls <= PAGE_TARGETS.cls),
      verdict(result.jsGzipBytes <= PAGE_TARGETS.initialJsGzipBytes),
    ]),
  );
}
