import type { TGetRouteNetworkResponse } from '@coastbook/contracts';
import { chinaYear } from '@coastbook/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, newContext, screenshot } from '../support/browser';
import { queryDatabase } from '../support/database';
import { startServer, type RunningServer } from '../support/server';

// Journey: a visitor opens the portal, finds the shell in Chinese with hot routes from the seed,
// switches to English, tries cargo tracking, and lands on the error page for an unknown address. The
// header's and footer's information links lead to their pages: the help centre, the route
// introduction with the schedule's figures, and the contact directory.
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
    // The float menu offers no mini-program QR to a visitor (000 §9), only its other entries.
    await expect(page.getByTestId('float-side-menu').textContent()).resolves.toContain('在线客服');
    await expect(page.getByTestId('float-mini-program').count()).resolves.toBe(0);
    const menu = page.getByTestId('main-menu');
    for (const entry of ['内贸航线', '拼箱', '拖车服务', '液袋专线', '领券中心']) {
      await expect(menu.getByText(entry, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    // Hot routes are the hot products' next sailings: as many cards as the server offers, each priced in yuan.
    const hotProducts = await callApi<unknown[]>(server.baseUrl, '/api/web/commonUrl/getHotProduct');
    expect(hotProducts.body.data.length).toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId('hot-route').count()).resolves.toBe(hotProducts.body.data.length);
    await expect(page.getByTestId('hot-route').first().textContent()).resolves.toMatch(/¥\d{1,3}(,\d{3})*\.\d{2}/);
    // The year in China, where the portal is: on 31 December after 16:00 UTC that is already the next one.
    await expect(page.getByTestId('copyright').textContent()).resolves.toContain(`© ${chinaYear(new Date())} `);
    await screenshot(page, 'shell-home-zh');
  });

  it('writes China’s year in the footer, also in a browser on London time after China’s midnight on 31 December', async () => {
    const london = await newContext(browser, server.baseUrl, { timezoneId: 'Europe/London' });
    // 17:00 on 31 December in London is 01:00 on 1 January in China.
    await london.clock.setFixedTime(new Date('2026-12-31T17:00:00Z'));
    const londonPage = await london.newPage();
    await londonPage.goto('/');
    // Hot routes come from the app: it has taken over from the page the server drew.
    await londonPage.getByTestId('hot-route').first().waitFor();
    await expect(londonPage.getByTestId('copyright').textContent()).resolves.toContain('© 2027 ');
    await london.close();
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

  it('tells a browser whose cookies for the site outgrew the server’s limit to clear them, as a page', async () => {
    // Cookies other sites of the domain set (a company's single sign-on) come with every request to the portal.
    const context = await newContext(browser, server.baseUrl);
    const { hostname } = new URL(server.baseUrl);
    await context.addCookies([{ name: 'sso', value: 'a'.repeat(4000), domain: hostname, path: '/' }, ...['b', 'c', 'd', 'e'].map((name) => ({ name: `sso_${name}`, value: name.repeat(4000), domain: hostname, path: '/' }))]);
    const crowded = await context.newPage();
    const answer = await crowded.goto('/orderManagementIndex');
    expect(answer?.status()).toBe(431);
    await crowded.getByRole('heading', { name: '请求头过大' }).waitFor();
    expect(await crowded.locator('body').textContent()).toBe('请求头过大请清除本站的Cookie后重试');
    await screenshot(crowded, 'shell-header-too-large');
    // Once they are cleared, the portal opens.
    await context.clearCookies();
    await crowded.goto('/');
    await crowded.getByTestId('main-menu').waitFor();
    await context.close();
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

  it('follows the header’s beginner guide into the help centre and moves between its topics', async () => {
    await page.goto('/');
    await page.getByTestId('hot-route').first().waitFor();
    await page.getByTestId('header-top-bar').getByRole('link', { name: '新手指南' }).click();
    await page.waitForURL(/\/helpCenter\/helpType\?pageType=userManual$/);
    const help = page.getByTestId('help-centre-page');
    await help.waitFor();
    await expect(help.getByTestId('info-menu-userManual').getAttribute('aria-current')).resolves.toBe('page');
    await expect(help.getByTestId('info-menu-userManual').textContent()).resolves.toBe('新手指南');
    const firstTitle = await help.getByRole('heading', { level: 1 }).textContent();
    expect(firstTitle).toBeTruthy();
    await screenshot(page, 'info-help-user-manual');

    await help.getByTestId('info-menu-payment').click();
    await page.waitForURL(/pageType=payment$/);
    await expect.poll(() => help.getByRole('heading', { level: 1 }).textContent()).not.toBe(firstTitle);
    await expect(help.getByTestId('info-menu-payment').getAttribute('aria-current')).resolves.toBe('page');
    // The texts carry the configured hotline, never a placeholder.
    await help.getByTestId('info-menu-advice').click();
    await page.waitForURL(/pageType=advice$/);
    await expect.poll(() => help.getByTestId('info-article').textContent()).toContain('400-820-6688');
    await expect(help.getByTestId('info-article').textContent()).resolves.not.toContain('{{');
    // An unknown topic shows the first one rather than an empty page.
    await page.goto('/helpCenter/helpType?pageType=nonsense');
    await expect(page.getByTestId('info-menu-userManual').getAttribute('aria-current')).resolves.toBe('page');
  });

  it('shows the route introduction with the loops, vessels and sailings the schedule holds', async () => {
    const { body } = await callApi<TGetRouteNetworkResponse>(server.baseUrl, '/api/web/commonUrl/getRouteNetwork');
    expect(body.code).toBe(0);
    const loops = await queryDatabase<{ abbreviation: string }>(server.databaseUrl, 'SELECT abbreviation FROM service_loop ORDER BY sort_order');
    expect(body.data.loops.map((loop) => loop.svcLoopAbbrv)).toEqual(loops.map((loop) => loop.abbreviation));

    await page.goto('/');
    await page.getByTestId('hot-route').first().waitFor();
    await page.getByTestId('site-footer').getByRole('link', { name: '航线介绍' }).click();
    await page.waitForURL(/\/routeIntroduction\/routeType\?pageType=specificRoute$/);
    const cards = page.locator('[data-testid^="route-loop-"]');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(loops.length);
    // A loop that sails: its rotation in order, its weekly sailings and its vessels as the server counted them.
    const sailing = body.data.loops.find((loop) => loop.weeklySailings > 0 && loop.vessels.length > 0)!;
    const card = page.getByTestId(`route-loop-${sailing.svcLoopAbbrv}`);
    await expect(card.locator('.route-rotation__port strong').allTextContents()).resolves.toEqual(sailing.portRotation.map((port) => port.cnnme));
    const facts = await card.locator('.route-loop__facts').textContent();
    expect(facts).toContain(`${sailing.weeklySailings} 班/周`);
    for (const vessel of sailing.vessels) expect(facts).toContain(vessel.vslCnnme);
    await screenshot(page, 'info-route-loops');

    await page.getByTestId('info-menu-routeSize').click();
    await page.getByTestId('route-size-table').waitFor();
    const { summary } = body.data;
    await expect(page.getByTestId('route-size-loops').textContent()).resolves.toContain(`${summary.loopCount}条`);
    await expect(page.getByTestId('route-size-vessels').textContent()).resolves.toContain(`${summary.vesselCount}艘`);
    await expect(page.getByTestId('route-size-teu').textContent()).resolves.toContain(`${summary.deployedTeu.toLocaleString('en-US')}TEU`);
    await expect(page.getByTestId('route-size-table').locator('tbody tr').count()).resolves.toBe(loops.length);
    await screenshot(page, 'info-route-size');

    await page.getByTestId('info-menu-routedAdvantage').click();
    await page.getByTestId('info-article').waitFor();
    await expect(page.getByTestId('info-article').getByRole('heading', { level: 2 }).count()).resolves.toBeGreaterThan(1);
  });

  it('finds a port’s office in the header’s service directory and today’s row in the duty rota', async () => {
    await page.goto('/');
    await page.getByTestId('hot-route').first().waitFor();
    await page.getByTestId('header-top-bar').getByRole('link', { name: '服务网点' }).click();
    await page.waitForURL(/\/aboutUs\/callUs\/addressBook$/);
    const contact = page.getByTestId('contact-us-page');
    await contact.waitFor();
    await expect(contact.getByTestId('info-menu-addressBook').getAttribute('aria-current')).resolves.toBe('page');
    const offices = contact.locator('[data-testid^="contact-office-"]');
    expect(await offices.count()).toBeGreaterThan(5);
    // By port code or name: Xiamen's office alone, with its booking line.
    await contact.getByTestId('contact-search').fill('XMN');
    await expect.poll(() => offices.count()).toBe(1);
    await expect(offices.first().textContent()).resolves.toContain('厦门');
    await contact.getByTestId('contact-search').fill('乌鲁木齐');
    await contact.getByText('没有找到服务该港口的网点').waitFor();
    await screenshot(page, 'info-contact-search');

    await contact.getByTestId('info-menu-rota').click();
    await page.waitForURL(/\/aboutUs\/callUs\/rota$/);
    const rota = contact.getByTestId('duty-rota');
    await rota.waitFor();
    await expect(rota.locator('tbody tr').count()).resolves.toBe(7);
    const chinaWeekday = ((new Date(Date.now() + 8 * 3_600_000).getUTCDay() + 6) % 7) + 1;
    await expect(rota.getByTestId(`duty-day-${chinaWeekday}`).textContent()).resolves.toContain('今天');
    await expect(rota.getByText('今天').count()).resolves.toBe(1);
    // The bare /aboutUs/callUs (the footer's 关于我们) opens on the address book.
    await page.goto('/aboutUs/callUs');
    await expect(page.getByTestId('info-menu-addressBook').getAttribute('aria-current')).resolves.toBe('page');
    await page.locator('[data-testid^="contact-office-"]').first().waitFor();
  });
});
