import { afterEach } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A browser window as a user in China has it; another time zone for the pages that must not depend on it. */
export async function newContext(browser: Browser, baseURL: string, { timezoneId = 'Asia/Shanghai' } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1366, height: 800 }, locale: 'zh-CN', timezoneId });
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
 * journey shows what the browser showed. Call once inside a describe block.
 */
export function screenshotOnFailure(currentPage: () => Page | undefined): void {
  afterEach(async (context) => {
    const page = currentPage();
    if (context.task.result?.state !== 'fail' || page === undefined || page.isClosed()) return;
    const name = `failed-${context.task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}`;
    await screenshot(page, name).catch(() => undefined);
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
