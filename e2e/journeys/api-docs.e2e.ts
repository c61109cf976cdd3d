import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../support/api';
import { ARTIFACTS_DIR, launchBrowser, newContext, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Journey: a client developer opens the API's documentation (README: /api/docs), finds the calls generated
// from the contracts, and tries the health check from the page. Until 2026-11-30 the page stayed blank: the
// REST security headers of /api/ (CSP `default-src 'none'`) blocked Swagger UI's own scripts and styles.
describe('API documentation page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const blocked: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser, server.baseUrl)).newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => page);

  /** Opens a call on the page, presses "Try it out" and "Execute", and gives the answer's block once shown. */
  async function tryOut(operation: Locator): Promise<Locator> {
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const answer = operation.locator('.live-responses-table .response').first();
    await answer.waitFor();
    return answer;
  }

  it('draws the calls of the contracts, with their Chinese summaries', async () => {
    await page.goto('/api/docs/');
    const health = page.locator('#operations-platform-get_api_health');
    await health.waitFor();
    await expect(page.locator('.info .title').textContent()).resolves.toContain('CoastBook API');
    await expect(health.textContent()).resolves.toContain('健康检查');
    await expect(page.locator('.opblock').count()).resolves.toBeGreaterThan(100);
    expect(blocked).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'api-docs.png') });
  });

  it('tries the health check from the page and shows the envelope the server answered', async () => {
    const answer = await tryOut(page.locator('#operations-platform-get_api_health'));
    await expect(answer.locator('.response-col_status').textContent()).resolves.toContain('200');
    await expect(answer.textContent()).resolves.toContain('"status": "UP"');
    expect(blocked).toEqual([]);
  });

  it('calls a guarded call with the token given to Authorize', async () => {
    const token = await customerToken(server.baseUrl, 'demo_ent');
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const dialog = page.locator('.dialog-ux');
    await dialog.locator('input').first().fill(token);
    // Swagger UI's own buttons: "Authorize" (labelled "Apply credentials"), then "Close".
    await dialog.locator('button.authorize').click();
    await dialog.locator('button.btn-done').click();

    const userInfo = page.locator('[id^="operations-"][id$="_api_web_entUser_getUserInfo"]');
    const answer = await tryOut(userInfo);
    await expect(answer.locator('.response-col_status').textContent()).resolves.toContain('200');
    await expect(answer.textContent()).resolves.toContain('"logonId": "demo_ent"');
    // The page is ~300 calls long: the call itself, not the whole page.
    await userInfo.screenshot({ path: path.join(ARTIFACTS_DIR, 'api-docs-authorized-call.png') });
  });
});
