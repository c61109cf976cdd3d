import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, storedAccessToken } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** Access tokens live 20 s here (ACCESS_TOKEN_TTL_SECONDS), so expiry happens within the journey. */
const ACCESS_TOKEN_TTL_SECONDS = 20;

// Journey (000 §4.2): the token check runs every 10 s and renews a token that is about to expire,
// silently; the user keeps working across several token lifetimes without seeing the login page.
describe('silent token renewal', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) });
    browser = await launchBrowser();
    page = await (await newContext(browser, server.baseUrl)).newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the user logged in past the access token lifetime by renewing it in the background', async () => {
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/oauth/token') && request.postData()?.includes('grant_type=refresh_token')) {
        renewals.push(new Date().toISOString());
      }
    });
    const unauthorised: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorised.push(response.url());
    });

    await loginWithPassword(page, 'demo_ent', undefined, '/login?redirect=%2Fpassword-management');
    await page.getByTestId('password-management').waitFor();
    const first = await storedAccessToken(page);
    const expiresAt = Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000;

    // The user keeps working for two token lifetimes: pages that call the API, every few seconds.
    const workUntil = expiresAt + ACCESS_TOKEN_TTL_SECONDS * 1000;
    const tokensSeen = new Set([first]);
    while (Date.now() < workUntil) {
      await page.getByTestId('header-user').click(); // the user centre
      await page.waitForURL(/\/userCenter$/);
      await page.goto('/password-management'); // a full load: user info and permissions again
      await page.getByTestId('payment-password-status').waitFor();
      expect(new URL(page.url()).pathname).toBe('/password-management');
      tokensSeen.add(await storedAccessToken(page));
      await page.waitForTimeout(3_000);
    }

    expect(renewals.length).toBeGreaterThanOrEqual(2);
    expect(tokensSeen.size).toBeGreaterThanOrEqual(3);
    // Renewed ahead of expiry: not one call was refused for an expired token.
    expect(unauthorised).toEqual([]);
    await expect.poll(() => page.getByTestId('header-user').locator('span[title]').getAttribute('title')).toBe('张伟');
    await screenshot(page, 'session-renewed-silently');
  }, 120_000);
});
