import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Journey: a visitor opens the portal, finds the shell in Chinese with hot routes from the seed,
// switches to English, tries cargo tracking, and lands on the error page for an unknown address.
describe('portal shell', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser, server.baseUrl)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows header, main menu, hot routes and footer in Chinese', async () => {
    await page.goto('/');
    await page.getByTestId('hot-route').first().waitFor();
    await expect(page.title()).resolves.toContain('首页');
    const topBar = page.getByTestId('header-top-bar');
    await expect(topBar.textContent()).resolves.toContain('400-820-6666');
    await expect(topBar.getByRole('link', { name: '登录' }).isVisible()).resolves.toBe(true);
    // Logged out: no "my orders", no to-do or message badges.
    await expect(page.getByTestId('todo-badge').count()).resolves.toBe(0);
    const menu = page.getByTestId('main-menu');
    for (const entry of ['内贸航线', '拼箱', '拖车服务', '液袋专线', '领券中心']) {
      await expect(menu.getByText(entry, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    // Hot routes are the hot products' next sailings: as many cards as the server offers, each priced in yuan.
    const hotProducts = await callApi<unknown[]>(server.baseUrl, '/api/web/commonUrl/getHotProduct');
    expect(hotProducts.body.data.length).toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId('hot-route').count()).resolves.toBe(hotProducts.body.data.length);
    await expect(page.getByTestId('hot-route').first().textContent()).resolves.toMatch(/¥\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(page.getByTestId('copyright').textContent()).resolves.toContain(String(new Date().getFullYear()));
    await screenshot(page, 'shell-home-zh');
  });

  it('switches the whole shell to English and remembers the choice', async () => {
    await page.getByTestId('header-top-bar').getByRole('button', { name: 'English' }).click();
    await page.getByText('Popular routes').waitFor();
    await expect(page.getByTestId('main-menu').textContent()).resolves.not.toMatch(/内贸航线/);
    await expect(page.getByTestId('copyright').textContent()).resolves.toContain('All rights reserved');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-US');
    await screenshot(page, 'shell-home-en');
    await page.reload();
    await page.getByText('Popular routes').waitFor();
    // Back to Chinese for the rest of the journey.
    await page.getByTestId('header-top-bar').getByRole('button', { name: '中文' }).click();
    await page.getByText('热门航线').first().waitFor();
  });

  it('opens the cargo-tracking tab from ?active=goodsTracking and shows the server refusal', async () => {
    await page.goto('/?active=goodsTracking');
    const waybill = page.getByPlaceholder(/运单号/);
    await waybill.waitFor();
    await page.getByRole('button', { name: /查询/ }).last().click();
    await page.getByText('请输入运单号').first().waitFor();
    await waybill.fill('PAN2026112100001');
    await page.getByRole('button', { name: /查询/ }).last().click();
    await page.getByText('运单号无效或无权限').first().waitFor();
    await screenshot(page, 'shell-tracking-refused');
  });

  it('sends a visitor who opens a protected page to login with the full target path', async () => {
    await page.goto('/orderManagementIndex?tab=W');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/orderManagementIndex?tab=W');
  });

  it('shows the error page for an unknown path, inside the shell', async () => {
    await page.goto('/no/such/page');
    await page.getByText('页面不存在', { exact: true }).waitFor();
    await expect(page.getByTestId('main-menu').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('site-footer').isVisible()).resolves.toBe(true);
    await screenshot(page, 'shell-error-page');
    await page.getByTestId('error-page').getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it('opens a main-menu submenu on hover and follows one of its entries', async () => {
    await page.goto('/');
    await page.getByTestId('hot-route').first().waitFor();
    await page.getByTestId('main-menu').getByText('滞箱保障', { exact: true }).hover();
    const panel = page.getByRole('menu');
    await panel.waitFor();
    await expect(panel.getByRole('menuitem').allTextContents()).resolves.toEqual(['购买保障', '保障订单', '使用规则']);
    await screenshot(page, 'shell-main-menu-submenu');
    await panel.getByRole('menuitem', { name: '使用规则' }).click();
    // A visitor is sent to login with the entry's path as the target (the guard of protected pages).
    await page.waitForURL((url) => decodeURIComponent(url.href).includes('/miniShop/usageRules'));
    // The panel closes with the route change.
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(false);
  });

  it('keeps the API 404 envelope for unknown /api paths while serving the app', async () => {
    const response = await page.request.get('/api/web/no-such-call');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, data: null });
  });
});
