import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, submitOpsLogin } from '../support/auth';
import { holdBack, launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 7, page speed on a slow line): demo_ent, then demo_truck, open pages whose lists are still
// on their way. Until they answer, a count, a total or "no records" is left blank, and a limit that depends on
// the list is not offered; none shows a 0 that the answer then changes (a crawl with every answer 4 s late
// found "待支付 (0)", "共 0 条", "暂无记录", "待审核 (0)", "已添加 0 个" and "共 0 名司机" turning into the
// real figures, and the console dashboard titled "今日经营（，中国时间）"); antd's own "暂无数据" under a table's
// loading spinner was seen later.

/** Every API call but the session's own (user and permissions: the layout waits for those before any page). */
const PAGE_CALLS = /\/api\/.*(?<!getUserInfo|getUserPermission)$/;

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

describe('pages before their lists answer', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await loginWithPassword(page, 'demo_ent');
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens `path` with the page's calls held back, runs `whileHeld`, then lets them through. */
  async function openHeldBack(path: string, name: string, whileHeld: () => Promise<void>): Promise<void> {
    const release = await holdBack(page, PAGE_CALLS);
    try {
      await page.goto(path);
      await whileHeld();
      await screenshot(page, name);
    } finally {
      // Released, the handler passes calls straight on; unrouting it instead would settle the held ones twice.
      release();
    }
  }

  it('leaves the unfinished orders’ counts out until the lists answer', async () => {
    const awaiting = page.getByTestId('index-awaiting-payment');
    await openHeldBack('/order/index', 'slow-order-index', async () => {
      await awaiting.locator('.ant-skeleton').waitFor();
      expect(await text(awaiting.locator('h2'))).toBe('待支付');
      expect(await text(page.getByTestId('index-drafts').locator('h2'))).toBe('暂存订单');
    });
    await expect.poll(() => text(awaiting.locator('h2'))).toMatch(/^待支付 \(\d+\)$/);
    const shown = Number(/\((\d+)\)/.exec(await text(awaiting.locator('h2')))![1]);
    expect(shown).toBe(await awaiting.getByTestId('index-order').count());
    expect(shown).toBeGreaterThan(0);
  });

  /** A table held back shows no total and not its empty text; once answered, its rows and total ("共 N 条"). */
  async function expectNoGuessedTotal(
    path: string,
    name: string,
    table: Locator,
    total: Locator,
    words: { empty: string; total: RegExp } = { empty: '暂无记录', total: /^共 [1-9]\d* 条$/ },
  ): Promise<void> {
    await openHeldBack(path, name, async () => {
      await table.waitFor();
      expect(await text(total)).toBe('');
      expect(await table.textContent()).not.toContain(words.empty);
    });
    await expect.poll(() => text(total)).toMatch(words.total);
    expect(await table.locator('.ant-table-row').count()).toBeGreaterThan(0);
  }

  it('shows no total and no "暂无记录" in the asset tables until they answer', async () => {
    await expectNoGuessedTotal('/myAssets', 'slow-my-assets', page.getByTestId('deal-table'), page.getByTestId('deal-total'));
    const offline = page.getByTestId('offline-table');
    await expectNoGuessedTotal('/accountStore/storeOfflineRecord', 'slow-offline-records', offline, offline.locator('.ant-table-footer'));
  });

  it('draws no "暂无数据" under a table’s loading spinner until its list answers', async () => {
    const addressBook = page.getByTestId('address-book-page');
    await openHeldBack('/address-mgr', 'slow-address-book', async () => {
      await addressBook.locator('.ant-spin-spinning').waitFor();
      // antd draws its empty picture under the spinner; the page must not show it.
      const empty = addressBook.locator('.ant-table-placeholder .ant-empty-description');
      expect(await empty.textContent()).toBe('暂无数据');
      expect(await empty.isVisible()).toBe(false);
    });
    await expect.poll(() => addressBook.locator('.ant-table-row').count()).toBeGreaterThan(0);
  });

  it('counts the sub-accounts awaiting review only once they are known', async () => {
    const pendingTab = page.locator('.ant-tabs-tab').filter({ hasText: '待审核' });
    await openHeldBack('/enterpriseUser/enterprise/user', 'slow-enterprise-users', async () => {
      await pendingTab.waitFor();
      expect(await text(pendingTab)).toBe('待审核');
    });
    await expect.poll(() => text(pendingTab)).toMatch(/^待审核 \(\d+\)$/);
  });

  it('offers adding an invoice e-mail only once it knows how many there are', async () => {
    const emails = page.getByTestId('invoice-email-page');
    const add = page.getByTestId('invoice-email-add');
    await openHeldBack('/invoiceAcceptanceEmail', 'slow-invoice-emails', async () => {
      await add.waitFor();
      expect(await add.isDisabled()).toBe(true);
      expect(await emails.textContent()).not.toContain('已添加');
    });
    await expect.poll(() => emails.locator('.uc-toolbar__hint').textContent()).toMatch(/^已添加 \d 个，最多 5 个/);
    const added = Number(/已添加 (\d) 个/.exec((await emails.locator('.uc-toolbar__hint').textContent())!)![1]);
    expect(await add.isDisabled()).toBe(added >= 5);
    expect(await emails.locator('.ant-table-row').count()).toBe(added);
  });

  it('shows a trailer supplier no driver count and no "暂无司机" until its drivers answer', async () => {
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await loginWithPassword(page, 'demo_truck');
    await expectNoGuessedTotal('/driverUploadPermission', 'slow-drivers', page.getByTestId('driver-table'), page.getByTestId('driver-total'), {
      empty: '暂无司机',
      total: /^共 [1-9]\d* 名司机$/,
    });
  });

  it('titles the console dashboard without its day until the server has counted it', async () => {
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await page.goto('/ops/login');
    await submitOpsLogin(page, 'ops_admin');
    await page.waitForURL((url) => url.pathname !== '/ops/login');
    const title = page.getByTestId('order-dashboard').locator('h5');
    const release = await holdBack(page, /\/api\/ops\/orders\/dashboard$/);
    await page.goto('/ops/order-dashboard');
    // It read "今日经营（，中国时间）".
    expect(await text(title)).toBe('今日经营');
    await screenshot(page, 'slow-ops-dashboard');
    release();
    await expect.poll(() => text(title)).toMatch(/^今日经营（\d{4}-\d{2}-\d{2}，中国时间）$/);
  });
});
