import { formatMoney } from '@coastbook/domain';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, findBookableSailing, jsonPost } from '../support/api';
import { loginWithPassword, storedAccessToken } from '../support/auth';
import { holdBack, launchBrowser, loseFirstAnswer, newContext, screenshot, screenshotAtWidths, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { chooseOption, fillNumber } from '../support/form';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 6, booking): demo_ent searches Shanghai → Qinzhou, puts a container in the shopping
// box and consigns; the booking page creates the draft, the form is filled from the address book
// (shipper, consignee, loading door of a door-to-port booking), a draft is saved, the unticked
// agreement is refused with the spec's message, the order is submitted and lands on the payment page
// (S in the database, priced by the server); it then shows under 待支付 in /orderManagementIndex (whose
// 审核中 button narrows the list to the orders awaiting review) and opens in /orderView. A refused createOrder shows the server's msg and the way back.

function chinaDay(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}
const NEXT_WEEK = chinaDay(new Date(Date.now() + 7 * 86_400_000).toISOString());
const ROUTE_QUERY = `fpolCde=SHA&lpodCde=QZH&etd=${NEXT_WEEK}`;

/** Available slots of the order's sailing and container type. */
const INVENTORY_OF_ORDER = `SELECT i.available FROM sailing_inventory i
  JOIN order_mast o ON o.product_id = i.sailing_id
  JOIN order_container c ON c.order_id = o.id AND c.cntr_type = i.container_type_code
  WHERE o.id = $1`;

describe('booking an order from the shopping box to the payment page', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderId = '';
  let orderNo = '';
  let etd = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates the draft when 立即托运 opens the booking page', async () => {
    const offer = await findBookableSailing(server.baseUrl, { fpolCde: 'SHA', lpodCde: 'QZH', etdStart: NEXT_WEEK, containers: 2 });
    expect(offer, 'a bookable general sailing next week').toBeDefined();
    etd = offer!.etd;

    await loginWithPassword(page, 'demo_ent');
    await page.goto(`/product?${ROUTE_QUERY}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${offer!.productId}"]`);
    await card.waitFor();
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    const type = offer!.containerData.find((container) => !container.isClosed && container.availableInventory >= 2)!;
    const input = box.getByTestId(`box-quantity-${type.cntrType}`);
    await input.fill('2');
    await input.blur();
    await expect.poll(() => box.getByTestId('consign-button').isDisabled()).toBe(false);
    await box.getByTestId('consign-button').click();

    // createOrder answers, and the page moves to the draft's own address (a reload makes no second draft).
    await page.waitForURL((url) => url.pathname === '/order/booking' && url.searchParams.has('orderId'), { timeout: 20_000 });
    orderId = new URL(page.url()).searchParams.get('orderId')!;
    const booking = page.getByTestId('booking-page');
    await booking.waitFor();
    const [row] = await queryDatabase<{ status: string; order_no: string }>(server.databaseUrl, 'SELECT status, order_no FROM order_mast WHERE id = $1', [orderId]);
    expect(row?.status).toBe('P');
    orderNo = row!.order_no;
    expect(await page.getByTestId('booking-order-no').textContent()).toContain(orderNo);
    expect(await page.getByTestId('order-vessel').textContent()).toContain(offer!.voyage);
    expect(await page.getByTestId('order-containers').textContent()).toContain(type.cntrType);
    const drafts = await queryDatabase<{ count: string }>(server.databaseUrl, "SELECT count(*) FROM order_mast WHERE product_id = $1 AND status = 'P' AND created_at > now() - interval '5 minutes'", [offer!.productId]);
    expect(Number(drafts[0]!.count)).toBe(1);
  });

  it('fills the form from the address book, saves a draft and refuses the unticked agreement', async () => {
    await chooseOption(page, 'party-shipper-picker', '上海总部发货');
    await expect.poll(() => page.getByTestId('party-shipper-name').inputValue()).toContain('华信');
    await chooseOption(page, 'party-consignee-picker', '大连收货');
    expect(await page.getByTestId('party-consignee-name').inputValue()).toBe('大连港湾供应链管理有限公司');

    await chooseOption(page, 'cargo-description', '纸制品', '纸制品');
    await fillNumber(page, 'cargo-weight', '18000');
    await fillNumber(page, 'cargo-packages', '120');
    await page.getByTestId('cargo-packaging').fill('纸箱');
    await page.getByTestId('cargo-dangerous').click();
    await page.getByTestId('dangerous-notice').waitFor();
    expect(await page.getByTestId('dangerous-notice').textContent()).toContain('非危鉴定证明');
    await page.getByTestId('cargo-dangerous').click();

    // Door to port: the loading door comes from the address book's door addresses.
    await page.getByTestId('shipping-term').getByText('门到港').click();
    await page.getByTestId('door-loadingDoor').waitFor();
    expect(await page.getByTestId('loading-time-warning').textContent()).toContain('装货时间无法保证');
    await chooseOption(page, 'door-loadingDoor-picker', '外高桥仓库');
    await expect.poll(() => page.getByTestId('door-loadingDoor-contact').inputValue()).toBe('周建国');
    await expect.poll(() => page.getByTestId('door-loadingDoor-region').textContent(), { timeout: 10_000 }).toContain('浦东新区');
    // Loading time two days before the sailing, typed as the picker shows it (China time).
    const loadingDay = chinaDay(new Date(Date.parse(etd) - 2 * 86_400_000).toISOString());
    const picker = page.getByTestId('door-loadingDoor-time');
    const pickerInput = (await picker.evaluate((element) => element.tagName === 'INPUT')) ? picker : picker.locator('input');
    await pickerInput.click();
    await pickerInput.fill(`${loadingDay} 09:30`);
    await clickOnceOpened(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button'));

    // Insurance kinds show their rate as charged: 附加基本险 is 3 parts per ten thousand, 0.3‰.
    await page.getByTestId('insurance-kind').click();
    const extraBase = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '附加基本险' });
    expect(await extraBase.textContent()).toBe('附加基本险（费率 0.3‰）');
    await page.keyboard.press('Escape');

    await page.getByTestId('booking-save-draft').click();
    await page.locator('.ant-message', { hasText: '已暂存' }).waitFor();
    const [draft] = await queryDatabase<{ status: string; shipping_term: number; packages: number }>(server.databaseUrl, 'SELECT status, shipping_term, packages FROM order_mast WHERE id = $1', [orderId]);
    expect(draft).toMatchObject({ status: 'P', shipping_term: 2, packages: 120 });
    const [door] = await queryDatabase<{ io_flag: string; loading_time: Date; contact: string }>(server.databaseUrl, 'SELECT io_flag, loading_time, contact FROM order_door_address WHERE order_id = $1', [orderId]);
    expect(door).toMatchObject({ io_flag: 'L', contact: '周建国' });
    expect(door!.loading_time.toISOString()).toBe(new Date(`${loadingDay}T09:30:00+08:00`).toISOString());
    await screenshotAtWidths(page, 'order-booking-filled');

    await page.waitForTimeout(2_100); // the double-click guard of the page's buttons (2000 ms)
    await page.getByTestId('booking-submit').click();
    await page.getByText('请勾选已阅读并同意').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/order/booking');
    const [still] = await queryDatabase<{ status: string }>(server.databaseUrl, 'SELECT status FROM order_mast WHERE id = $1', [orderId]);
    expect(still?.status).toBe('P');
  });

  it('submits the booking and lands on the payment page with the order awaiting payment', async () => {
    await page.getByTestId('booking-agreement').check();
    await page.waitForTimeout(2_100);
    await page.getByTestId('booking-submit').dblclick();
    await page.waitForURL((url) => url.pathname === '/order/payment', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    const [row] = await queryDatabase<{ status: string; total_fen: string; shipping_term: number }>(server.databaseUrl, 'SELECT status, total_fen, shipping_term FROM order_mast WHERE id = $1', [orderId]);
    expect(row).toMatchObject({ status: 'S', shipping_term: 2 });
    expect(Number(row!.total_fen)).toBeGreaterThan(0);
    const parties = await queryDatabase<{ party_type: string; name: string }>(server.databaseUrl, 'SELECT party_type, name FROM order_party WHERE order_id = $1 ORDER BY party_type', [orderId]);
    expect(parties.map((party) => party.party_type).sort()).toEqual(['C', 'S']);
    const events = await queryDatabase<{ to_status: string }>(server.databaseUrl, "SELECT to_status FROM order_event WHERE order_id = $1 AND to_status = 'S'", [orderId]);
    expect(events).toHaveLength(1); // the double click submitted once
  });

  it('shows the order under 待支付 in my orders and opens it in the order view', async () => {
    await page.goto('/orderManagementIndex');
    await page.getByTestId('order-management-page').waitFor();
    await page.getByTestId('order-tab-S').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'S');
    const row = page.locator('tr', { has: page.getByText(orderNo, { exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('待支付');
    await expect.poll(() => page.locator('[data-testid="order-table"] [data-testid="order-status"]').allTextContents()).not.toContain('暂存');
    expect(await row.getByTestId('order-dcsa-status').textContent()).toContain('PENDING_UPDATE');
    expect(await row.getByTestId('order-action-pay').count()).toBe(1);
    const { body } = await callApi<{ S: number }>(server.baseUrl, '/api/web/domestic/customer/order/amendRequest/getOrderCounts', jsonPost({ months: 3 }, (await storedAccessToken(page))!));
    expect(await page.getByTestId('order-tab-S').textContent()).toContain(String(body.data.S));
    await screenshotAtWidths(page, 'order-order-management');

    // Excel export: a blob saved under the server's name.
    const download = page.waitForEvent('download');
    await page.getByTestId('order-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Orders awaiting payment can be selected for 批量支付 (PAY-WEB's page).
    await page.waitForTimeout(2_100);
    expect(await page.getByTestId('order-batch-pay').isDisabled()).toBe(true);
    await row.locator('.ant-checkbox-input').check();
    await expect.poll(() => page.getByTestId('order-batch-pay').isDisabled()).toBe(false);
    await page.getByTestId('order-batch-pay').click();
    await page.waitForURL((url) => url.pathname === '/order/batchPayment');
    expect(new URL(page.url()).searchParams.get('orderIds')).toContain(orderId);
    // A fresh load of my orders asks for its first page and counts once each: the router starts them beside
    // the page's code (app/page-data.ts) and the page reads them from the cache instead of asking again.
    const openingCalls: Array<{ call: string; body: unknown }> = [];
    const recordCall = (request: Request) => {
      const call = /getOrderMastBySearchQuery|getOrderCounts/.exec(request.url())?.[0];
      if (call) openingCalls.push({ call, body: request.postDataJSON() });
    };
    page.on('request', recordCall);
    await page.goto('/orderManagementIndex?tab=S');
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    page.off('request', recordCall);
    expect(openingCalls).toEqual(
      expect.arrayContaining([
        { call: 'getOrderMastBySearchQuery', body: { tab: 'S', months: 3, current: 1, size: 20 } },
        { call: 'getOrderCounts', body: { months: 3 } },
      ]),
    );
    expect(openingCalls).toHaveLength(2);

    await row.getByTestId('order-link').click();
    await page.waitForURL((url) => url.pathname === '/orderView');
    const view = page.getByTestId('order-view-page');
    await view.waitFor();
    expect(await page.getByTestId('view-order-no').textContent()).toBe(orderNo);
    expect(await view.getByTestId('order-status').first().textContent()).toBe('待支付');
    expect(await view.getByTestId('view-parties').textContent()).toContain('大连港湾供应链管理有限公司');
    expect(await view.getByTestId('view-doors').textContent()).toContain('富特北路');
    const [amount] = await queryDatabase<{ total_fen: string }>(server.databaseUrl, 'SELECT total_fen FROM order_mast WHERE id = $1', [orderId]);
    expect(await view.getByTestId('order-total').textContent()).toBe(formatMoney(Number(amount!.total_fen)));
    expect(await view.getByTestId('view-event').count()).toBeGreaterThanOrEqual(2);
    await view.getByTestId('view-qr').locator('canvas').waitFor();
    await screenshotAtWidths(page, 'order-order-view');

    await page.goto('/order/index');
    await page.getByTestId('index-awaiting-payment').locator(`[data-order-id="${orderId}"]`).waitFor();
    await screenshotAtWidths(page, 'order-order-index');
  });

  it('narrows my orders with the 审核中 button to the orders awaiting review, as many as the server counts', async () => {
    await page.goto('/orderManagementIndex');
    await page.getByTestId('order-management-page').waitFor();
    const listRequest = page.waitForRequest((request) => request.url().includes('getOrderMastBySearchQuery') && request.postDataJSON()?.searchButton === 'reviewing');
    await page.getByTestId('order-search-reviewing').click();
    await listRequest;
    // 审核中 is status W, the same orders as the 待审核 tab's count.
    const { body } = await callApi<{ W: number }>(server.baseUrl, '/api/web/domestic/customer/order/amendRequest/getOrderCounts', jsonPost({ months: 3 }, (await storedAccessToken(page))!));
    const count = body.data.W;
    expect(count).toBeGreaterThan(0);
    const statuses = page.locator('[data-testid="order-table"] [data-testid="order-status"]');
    await expect.poll(() => statuses.allTextContents()).toEqual(Array.from({ length: Math.min(count, 20) }, () => '待审核'));
    // Clicking it again lifts the filter: the order awaiting payment is back.
    await page.getByTestId('order-search-reviewing').click();
    await page.locator('tr', { has: page.getByText(orderNo, { exact: true }) }).waitFor();
  });

  it('opens my orders at 20 a page with the total, sizes 10/15/20 and a page jumper (001 §9)', async () => {
    const token = (await storedAccessToken(page))!;
    const { body } = await callApi<{ total: number }>(server.baseUrl, '/api/web/domestic/customer/order/getOrderMastBySearchQuery', jsonPost({ tab: 'all', months: 3, current: 1, size: 20 }, token));
    const total = body.data.total;
    expect(total, 'demo_ent has more orders than one page of 10').toBeGreaterThan(10);
    await page.goto('/orderManagementIndex');
    const rows = page.locator('[data-testid="order-table"] [data-testid="order-status"]');
    await expect.poll(() => rows.count()).toBe(Math.min(total, 20));
    const pager = page.locator('[data-testid="order-management-page"] .ant-pagination');
    expect(await pager.locator('.ant-pagination-total-text').textContent()).toBe(`共 ${total} 条`);
    await pager.locator('.ant-pagination-options-size-changer').click();
    expect(await page.locator('.ant-select-item-option').allTextContents()).toEqual(['10 条/页', '15 条/页', '20 条/页']);
    await page.locator('.ant-select-item-option', { hasText: '10 条/页' }).click();
    await expect.poll(() => rows.count()).toBe(10);
    // With more than one page the jumper shows; it goes to the last page, what is left after the first tens.
    const lastPage = Math.ceil(total / 10);
    const jumper = pager.locator('.ant-pagination-options-quick-jumper');
    expect(await jumper.textContent()).toContain('跳至');
    await jumper.locator('input').fill(String(lastPage));
    await jumper.locator('input').press('Enter');
    await expect.poll(() => rows.count()).toBe(total - (lastPage - 1) * 10);
    await screenshot(page, 'order-management-pager');
  });

  it('exports my orders as an Excel workbook holding every order of the list, the new one first', async () => {
    await page.goto('/orderManagementIndex');
    const pager = page.locator('[data-testid="order-management-page"] .ant-pagination');
    const totalText = (await pager.locator('.ant-pagination-total-text').textContent()) ?? '';
    const total = Number(/共 (\d+) 条/.exec(totalText)?.[1]);
    expect(total).toBeGreaterThan(10);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^订单列表_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('订单列表')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.rowCount - 1).toBe(total);
    expect(sheet.getRow(2).getCell(1).value).toBe(orderNo);
    expect(sheet.getRow(2).getCell(3).value).toBe('待支付');
  });

  it('cancels the order from the order view after a confirmation, releasing the containers once though the first answer is lost', async () => {
    const [before] = await queryDatabase<{ available: number }>(server.databaseUrl, INVENTORY_OF_ORDER, [orderId]);
    await page.goto(`/orderView?orderId=${orderId}`);
    await page.getByTestId('order-view-page').waitFor();
    // The first cancellation is made on the server but its answer never reaches the page; the order's own
    // refetch is held back (a slow line), so the page still offers 取消 and the customer presses it again.
    const { keysSent, restore } = await loseFirstAnswer(page, '**/order/cancelOrder');
    const releaseOrder = await holdBack(page, /\/order\/complete\//);
    try {
      const cancelOnce = async () => {
        await page.getByTestId('order-action-cancel').click();
        await page.getByTestId('cancel-dialog').waitFor();
        await page.getByRole('dialog').getByRole('button', { name: '确认取消' }).click();
      };
      await cancelOnce();
      await page.locator('.ant-message', { hasText: '这笔操作可能已经办理：再次提交不会重复办理' }).waitFor();
      await screenshot(page, 'order-cancel-answer-lost');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForTimeout(2_100); // past the button's 2000 ms lock
      await cancelOnce();
      // The same key: the server answers the first cancellation instead of "不能取消".
      await page.locator('.ant-message', { hasText: '订单已取消' }).waitFor();
    } finally {
      releaseOrder();
      await page.unroute(/\/order\/complete\//);
      await restore();
    }
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(keysSent[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('order-view-page').getByTestId('order-status').first().textContent()).toBe('已取消');
    const [row] = await queryDatabase<{ status: string }>(server.databaseUrl, 'SELECT status FROM order_mast WHERE id = $1', [orderId]);
    expect(row?.status).toBe('X');
    const events = (await page.getByTestId('view-events').textContent()) ?? '';
    expect(events.split('待支付 → 已取消')).toHaveLength(2);
    const [after] = await queryDatabase<{ available: number }>(server.databaseUrl, INVENTORY_OF_ORDER, [orderId]);
    expect(after!.available).toBe(before!.available + 2);
    await screenshotAtWidths(page, 'order-order-view-cancelled');
  });

  it('shows the server’s refusal when the draft cannot be created, with the way back to the products', async () => {
    await page.goto('/order/booking?productId=00000000-0000-4000-8000-000000000000&cntr=20GP:1');
    const refusal = page.getByTestId('booking-refusal');
    await refusal.waitFor();
    expect((await refusal.textContent())!.length).toBeGreaterThan(2);
    await screenshotAtWidths(page, 'order-booking-refused');
    await page.getByTestId('back-to-product').click();
    await page.waitForURL((url) => url.pathname === '/product');
    await screenshot(page, 'order-booking-back');
  });
});
