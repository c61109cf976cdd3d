import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginWithPassword, logoutFromHeader, storedAccessToken } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { startServer, type RunningServer } from '../support/server';

// Journeys of the session (000 §4.2, §7.1): an access token that dies mid-work is refreshed and the
// call retried without the user noticing; a session that cannot be refreshed ends on the login page,
// which brings the user back; two tabs with different accounts raise the "login account changed" dialog.
describe('session', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const headerUser = (on: Page) => on.getByTestId('header-user').locator('span[title]').getAttribute('title');

  async function userIdOf(logonId: string): Promise<string> {
    const [row] = await queryDatabase<{ id: string }>(server.databaseUrl, 'SELECT id FROM user_account WHERE logon_id = $1', [logonId]);
    if (!row) throw new Error(`no account ${logonId}`);
    return row.id;
  }

  it('refreshes an expired access token on the 401 and retries the call', async () => {
    // The call used below is setting a first payment password; the demo seed gives demo_ent one.
    await queryDatabase(server.databaseUrl, "UPDATE user_account SET payment_password_hash = NULL WHERE logon_id = 'demo_ent'");
    await loginWithPassword(page, 'demo_ent', undefined, '/login?redirect=%2Fpassword-management');
    await page.getByTestId('password-management').waitFor();
    const before = await storedAccessToken(page);
    // The access token dies on the server (as after 2 hours); the page does not know yet.
    await queryDatabase(server.databaseUrl, `UPDATE auth_token SET access_expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      await userIdOf('demo_ent'),
    ]);
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/oauth/token') && request.postData()?.includes('grant_type=refresh_token')) refreshes.push(Date.now());
    });
    // The user keeps working: a call that needs the token.
    await page.getByTestId('set-payment-password').click();
    await page.getByTestId('generate-payment-password').click();
    await page.getByText(/已生成随机支付密码，请牢记：\d{6}/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/password-management');
    expect(refreshes).toHaveLength(1);
    const after = await storedAccessToken(page);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    await screenshot(page, 'session-refreshed-on-401');
    await page.keyboard.press('Escape');
  });

  it('ends a session that cannot be refreshed on /login with redirect and wait-back, then returns', async () => {
    await queryDatabase(server.databaseUrl, `UPDATE auth_token SET revoked_at = now(), revoked_reason = 'e2e' WHERE user_id = $1`, [
      await userIdOf('demo_ent'),
    ]);
    await page.getByTestId('set-payment-password').click();
    await page.getByTestId('generate-payment-password').click();
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/password-management');
    expect(url.searchParams.get('waitBack')).toBe('1');
    await page.getByTestId('login-expired-notice').waitFor();
    await expect(page.getByTestId('login-expired-notice').textContent()).resolves.toContain('登录状态已失效，请重新登录');
    await expect(storedAccessToken(page)).resolves.toBeNull();
    await screenshot(page, 'session-expired-login');
    await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_ent');
    await page.getByPlaceholder('请输入登录密码').fill('Coast@2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/password-management$/);
    await page.getByTestId('password-management').waitFor();
  });

  it('raises "login account changed" when another tab logs in as someone else', async () => {
    // Tab A (this page) is demo_ent on a user-centre page. Tab B shares the browser's login.
    const tabB = await context.newPage();
    await tabB.goto('/');
    await expect.poll(() => headerUser(tabB)).toBe('张伟');
    // In tab B the user logs out and logs in as demo_person.
    await logoutFromHeader(tabB);
    await loginWithPassword(tabB, '13800000003');
    await expect.poll(() => headerUser(tabB)).toBe('王芳');

    // Tab A still shows demo_ent's page: the dialog asks what to do.
    const dialog = page.getByRole('dialog', { name: '登录账号已变更' });
    await dialog.waitFor({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: '登录其他账号' }).isVisible()).resolves.toBe(true);
    await page.bringToFront();
    await screenshot(page, 'session-account-changed');

    // Refreshing continues as the account now logged in.
    await dialog.getByRole('button', { name: '刷新页面' }).click();
    await page.getByTestId('password-management').waitFor();
    await expect.poll(() => headerUser(page)).toBe('王芳');
    await expect(page.getByRole('dialog', { name: '登录账号已变更' }).count()).resolves.toBe(0);
    await tabB.close();

    // The certified person books containers too: the header's 我的订单 opens their own orders, not NoAuth.
    await page.getByTestId('header-top-bar').getByRole('link', { name: '我的订单' }).click();
    await page.waitForURL((url) => url.pathname === '/orderManagementIndex');
    await page.getByTestId('order-management-page').waitFor();
    await expect.poll(() => page.locator('[data-testid="order-table"] .ant-table-placeholder').count()).toBe(1);
  });

  it('does not raise the dialog on the login page: it follows the other tab quietly', async () => {
    // Log out everywhere, leave tab A on /login, log in from tab B.
    await logoutFromHeader(page);
    const tabB = await context.newPage();
    await loginWithPassword(tabB, 'demo_new');
    // Tab A, on an exempt page, takes the new login over and leaves /login for home.
    await page.waitForURL(`${server.baseUrl}/`, { timeout: 15_000 });
    await expect.poll(() => headerUser(page)).toBe('刘洋');
    await expect(page.getByRole('dialog', { name: '登录账号已变更' }).count()).resolves.toBe(0);
    await tabB.close();
  });

  it('asks for the kept login\'s user and the first page\'s data before the page\'s code', async () => {
    // A fresh browser with demo_ent's login kept from an earlier visit, opening the order list.
    const kept = await newContext(browser, server.baseUrl);
    const tab = await kept.newPage();
    try {
      await loginWithPassword(tab, 'demo_ent', undefined, '/login?redirect=%2ForderManagementIndex');
      await tab.getByTestId('order-management-page').waitFor();

      // On the reload the page's own code is held back until the user's information has been asked for
      // (or 10 s have passed): before, that request waited for the page code and the guard's first render.
      let userAskedFor: () => void = () => undefined;
      const userRequested = new Promise<void>((resolve) => (userAskedFor = resolve));
      // The order in which the reload's requests leave: the user, its permissions and the page's first data
      // go before the page's code, which would otherwise hold HTTP/1.1's six connections (router.tsx).
      const sent: string[] = [];
      tab.on('request', (request) => {
        if (request.url().endsWith('/api/web/entUser/getUserInfo')) userAskedFor();
        const file = new URL(request.url()).pathname.split('/').at(-1) ?? '';
        if (['getUserInfo', 'getUserPermission', 'getOrderMastBySearchQuery', 'getOrderCounts'].includes(file)) sent.push(file);
        else if (/^user-center-layout-.+\.js$/.test(file)) sent.push('user-centre code');
      });
      let askedWhileCodeHeld: boolean | undefined;
      await tab.route(/\/assets\/order-management-page-[^/]+\.js$/, async (route) => {
        askedWhileCodeHeld = await Promise.race([userRequested.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        await route.continue();
      });
      await tab.reload();
      await tab.getByTestId('order-management-page').waitFor({ timeout: 30_000 });
      expect(askedWhileCodeHeld).toBe(true);
      expect(sent.indexOf('user-centre code')).toBe(4);
      expect(sent.slice(0, 4).sort()).toEqual(['getOrderCounts', 'getOrderMastBySearchQuery', 'getUserInfo', 'getUserPermission']);
      await expect.poll(() => headerUser(tab)).toBe('张伟');
    } finally {
      await kept.close();
    }
  });

  it("shows no one the previous login's orders: after an expired session, another shipper's login starts from an empty cache", async () => {
    const shared = await newContext(browser, server.baseUrl);
    const tab = await shared.newPage();
    try {
      await loginWithPassword(tab, 'demo_ent', undefined, '/login?redirect=%2ForderManagementIndex');
      await tab.getByTestId('order-link').first().waitFor();
      const previousOrders = await tab.getByTestId('order-link').allTextContents();
      expect(previousOrders.length).toBeGreaterThan(0);

      // demo_ent's session dies on the server; the next call (a search button) ends it on /login, inside the app.
      await queryDatabase(server.databaseUrl, `UPDATE auth_token SET revoked_at = now(), revoked_reason = 'e2e' WHERE user_id = $1`, [
        await userIdOf('demo_ent'),
      ]);
      await tab.getByTestId('order-search-reviewing').click();
      await tab.waitForURL(/\/login\?/);

      // Another shipper logs in at that computer and comes back to my orders. Their list is held back 2 s:
      // long enough to show whatever the page still had in its cache.
      await tab.route(/getOrderMastBySearchQuery$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await tab.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('nb_gangtong');
      await tab.getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
      await tab.getByTestId('login-submit').click();
      await tab.waitForURL((url) => url.pathname === '/orderManagementIndex');
      await tab.getByTestId('order-table').waitFor();
      expect(await tab.getByTestId('order-link').allTextContents()).toEqual([]);

      // Once their answer arrives, the table holds their orders only.
      await tab.waitForLoadState('networkidle');
      expect((await tab.getByTestId('order-link').allTextContents()).filter((orderNo) => previousOrders.includes(orderNo))).toEqual([]);
    } finally {
      await shared.close();
    }
  });
});
