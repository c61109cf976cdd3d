import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const BUILT_WEB_APP = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * What a deploy does to one page's chunk in the build folder the server sends: the new build names it
 * differently (and the shell chunk that imports it says so), or — a broken deploy — it is not there at all.
 */
function deployNewBuild(distDir: string, chunkPrefix: string, outcome: 'renamed' | 'missing'): void {
  const assets = path.join(distDir, 'assets');
  const old = fs.readdirSync(assets).find((name) => name.startsWith(`${chunkPrefix}-`) && name.endsWith('.js'));
  if (old === undefined) throw new Error(`no ${chunkPrefix} chunk in ${assets}`);
  const renamed = `${chunkPrefix}-NEWBUILD.js`;
  const content = fs.readFileSync(path.join(assets, old));
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(assets, `${old}${suffix}`), { force: true });
  if (outcome === 'missing') return;
  fs.writeFileSync(path.join(assets, renamed), content);
  for (const name of fs.readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const file = path.join(assets, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(old)) continue;
    fs.writeFileSync(file, text.replaceAll(old, renamed));
    // The compressed copies would still name the old chunk: the server then sends the file itself.
    for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
}

// Journey: a shipper keeps the portal open while the carrier deploys a new build. The page still names the old
// build's chunks, which the server no longer has. Until 2026-11-30 the server answered such a chunk with the app's
// page (HTML), the chunk failed as a "MIME type" error, and the error page — a chunk too — could not load either:
// the user saw a white screen. Now the missing chunk is a 404, the page reloads into the new build once, and a
// page the new build lacks too shows the error page, drawn from the shell if its own chunk is gone. Offline, the
// page is not reloaded: the error page waits for the user's retry.
describe('a page left open while a new build is deployed', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let distDir: string;
  let documentLoads = 0;

  beforeAll(async () => {
    distDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coastbook-deploy-')), 'dist');
    fs.cpSync(BUILT_WEB_APP, distDir, { recursive: true });
    server = await startServer({ WEB_DIST_DIR: distDir, WEB_PRERENDER: 'false' });
    browser = await launchBrowser();
    const context = await newContext(browser, server.baseUrl);
    // Every request reaches the server, as the new build's changed files would under their new names: a route
    // handler turns the browser's cache off.
    await context.route('**/*', (route) => route.continue());
    page = await context.newPage();
    page.on('domcontentloaded', () => (documentLoads += 1));
    await loginWithPassword(page, 'demo_ent');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(path.dirname(distDir), { recursive: true, force: true });
  });
  screenshotOnFailure(() => page);

  it('reloads once into the new build when the next page’s chunk is gone, and opens that page', async () => {
    await page.goto('/userCenter');
    await page.getByTestId('user-center-page').waitFor();
    deployNewBuild(distDir, 'order-management-page', 'renamed');
    await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }));
    const loadsBefore = documentLoads;

    await page.getByTestId('user-center-menu').getByText('我的订单', { exact: true }).click();
    await page.getByTestId('order-management-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/orderManagementIndex');
    // The page was loaded again (the window of the old build is gone), once.
    await expect(page.evaluate(() => 'openedBeforeDeploy' in window)).resolves.toBe(false);
    expect(documentLoads - loadsBefore).toBe(1);
    await screenshot(page, 'new-build-reloaded-order-list');
  });

  it('shows the error page, without its own chunk, when the new build lacks the page too: one reload, no loop', async () => {
    await page.goto('/userCenter');
    await page.getByTestId('user-center-page').waitFor();
    deployNewBuild(distDir, 'address-book-page', 'missing');
    deployNewBuild(distDir, 'route-error-page', 'missing');
    const loadsBefore = documentLoads;

    await page.getByTestId('user-center-menu').getByText('常用地址', { exact: true }).click();
    const errorPage = page.getByTestId('route-error-page');
    await errorPage.waitFor();
    await expect(errorPage.textContent()).resolves.toContain('页面出错了');
    await expect(errorPage.getByRole('button', { name: '重试' }).isVisible()).resolves.toBe(true);
    // Inside the shell: the header is still there to go elsewhere.
    await expect(page.getByTestId('header-top-bar').isVisible()).resolves.toBe(true);
    await page.waitForTimeout(1_500);
    expect(documentLoads - loadsBefore).toBe(1);
    await screenshot(page, 'new-build-page-missing');
  });

  it('does not reload while the network is gone: shows the error page, whose retry opens the page once it is back', async () => {
    // Everything the user-centre page loads (its lazy parts too) is in before the network goes.
    await page.goto('/userCenter', { waitUntil: 'networkidle' });
    await page.getByTestId('user-center-page').waitFor();
    const context = page.context();
    const loadsBefore = documentLoads;
    await context.setOffline(true);
    try {
      await page.getByTestId('user-center-menu').getByText('个人资料', { exact: true }).click();
      // The chunk failed like a missing one, but the server did not answer: no reload into the browser's own
      // "no internet" page.
      await page.getByTestId('route-error-page').waitFor();
      await page.waitForTimeout(1_000);
      expect(documentLoads - loadsBefore).toBe(0);
      await screenshot(page, 'new-build-offline');
    } finally {
      await context.setOffline(false);
    }
    await page.getByTestId('route-error-page').getByRole('button', { name: '重试' }).click();
    await page.getByTestId('user-info-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/userInfo');
  });
});
