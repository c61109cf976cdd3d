import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookableSailing } from '../support/api';
import { loginWithPassword, submitOpsLogin } from '../support/auth';
import { ARTIFACTS_DIR, launchBrowser, newContext, screenshot, screenshotAtWidths, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { chooseOption, fillNumber } from '../support/form';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 6, the whole booking): demo_ent finds a sailing, puts a container in the shopping box,
// fills the booking information, pays from the prepaid account with the payment password (→ 待审核 W);
// the reviewer confirms it in the operator console with a booking number (→ 已确认 A); the customer
// downloads the booking confirmation PDF from the order view and opens it (rendered to an image: the
// Chinese text is drawn, not boxes), and finds the confirmation message in 我的消息.

/** demo_ent's payment password (apps/server/seed/assets). */
const PAYMENT_PASSWORD = '135790';

function chinaDay(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);
}
const NEXT_WEEK = chinaDay(Date.now() + 7 * 86_400_000);

/** Share of pixels darker than mid-grey in a PNG: text drawn on white. */
function inkShare(file: string): number {
  const png = PNG.sync.read(fs.readFileSync(file));
  let dark = 0;
  for (let index = 0; index < png.data.length; index += 4) {
    if (png.data[index]! + png.data[index + 1]! + png.data[index + 2]! < 384) dark += 1;
  }
  return dark / (png.width * png.height);
}

describe('booking to confirmation: search, book, pay, operator confirms, documents and message', () => {
  let server: RunningServer;
  let browser: Browser;
  let customer: BrowserContext;
  let page: Page;
  let orderId = '';
  let orderNo = '';

  const db = <Row extends Record<string, unknown>>(sql: string, values: unknown[] = []) => queryDatabase<Row>(server.databaseUrl, sql, values);
  const prepaidBalance = async () =>
    Number(
      (
        await db<{ balance_fen: string }>(
          `SELECT a.balance_fen FROM prepaid_account a JOIN user_account u ON u.enterprise_id = a.owner_id WHERE u.logon_id = 'demo_ent'`,
        )
      )[0]!.balance_fen,
    );

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    customer = await newContext(browser, server.baseUrl);
    page = await customer.newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('books one container from the shopping box and submits the booking information', async () => {
    const offer = await findBookableSailing(server.baseUrl, { fpolCde: 'SHA', lpodCde: 'QZH', etdStart: NEXT_WEEK, containers: 1 });
    expect(offer, 'a bookable general sailing next week').toBeDefined();
    const type = offer!.containerData.find((container) => !container.isClosed && container.availableInventory >= 1)!;

    await loginWithPassword(page, 'demo_ent');
    await page.goto(`/product?fpolCde=SHA&lpodCde=QZH&etd=${NEXT_WEEK}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${offer!.productId}"]`);
    await card.waitFor();
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    const quantity = box.getByTestId(`box-quantity-${type.cntrType}`);
    await quantity.fill('1');
    await quantity.blur();
    await expect.poll(() => box.getByTestId('consign-button').isDisabled()).toBe(false);
    await screenshot(page, 'booking-journey-shopping-box');
    await box.getByTestId('consign-button').click();

    await page.waitForURL((url) => url.pathname === '/order/booking' && url.searchParams.has('orderId'), { timeout: 20_000 });
    orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.getByTestId('booking-page').waitFor();
    await chooseOption(page, 'party-shipper-picker', '上海总部发货');
    await expect.poll(() => page.getByTestId('party-shipper-name').inputValue()).toContain('华信');
    await chooseOption(page, 'party-consignee-picker', '大连收货');
    await chooseOption(page, 'cargo-description', '纸制品', '纸制品');
    await fillNumber(page, 'cargo-weight', '16000');
    await fillNumber(page, 'cargo-packages', '300');
    await page.getByTestId('cargo-packaging').fill('纸箱');
    await page.getByTestId('shipping-term').getByText('港到港').click();
    await page.getByTestId('booking-agreement').check();
    await screenshotAtWidths(page, 'booking-journey-form');
    await page.getByTestId('booking-submit').click();

    await page.waitForURL((url) => url.pathname === '/order/payment', { timeout: 20_000 });
    const [row] = await db<{ status: string; order_no: string; total_fen: string }>('SELECT status, order_no, total_fen FROM order_mast WHERE id = $1', [orderId]);
    expect(row!.status).toBe('S');
    expect(Number(row!.total_fen)).toBeGreaterThan(0);
    orderNo = row!.order_no;
  });

  it('pays from the prepaid account with the payment password: the order waits for review and the balance drops by its total', async () => {
    const before = await prepaidBalance();
    const [{ total_fen: total }] = (await db<{ total_fen: string }>('SELECT total_fen FROM order_mast WHERE id = $1', [orderId])) as [{ total_fen: string }];
    await page.getByTestId('pay-panel').waitFor();
    expect(await page.getByTestId('pay-order-no').textContent()).toBe(orderNo);
    await page.getByTestId('pay-agreement').click();
    await page.getByTestId('pay-channel-ACCOUNTSTORE').click();
    await page.waitForTimeout(2_100); // the paying button's double-click guard
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.getByTestId('pay-success').waitFor();
    expect(await page.getByTestId('pay-success').textContent()).toContain('订单状态：待审核');
    await screenshot(page, 'booking-journey-paid');

    const [order] = await db<{ status: string; paid_fen: string }>('SELECT status, paid_fen FROM order_mast WHERE id = $1', [orderId]);
    expect(order).toMatchObject({ status: 'W' });
    expect(Number(order!.paid_fen)).toBe(Number(total));
    expect(await prepaidBalance()).toBe(before - Number(total));
    const debits = await db<{ amount_fen: string }>(`SELECT amount_fen FROM prepaid_ledger WHERE kind = 'ORDER_PAY' AND business_id = $1`, [orderId]);
    expect(debits.map((debit) => Number(debit.amount_fen))).toEqual([-Number(total)]);
  });

  it('is confirmed by the reviewer in the operator console with a booking number', async () => {
    const console = await newContext(browser, server.baseUrl);
    const opsPage = await console.newPage();
    try {
      await opsPage.setViewportSize({ width: 1440, height: 900 });
      await opsPage.goto('/ops/login');
      await submitOpsLogin(opsPage, 'ops_review');
      await opsPage.getByTestId('ops-layout').waitFor();
      await opsPage.getByTestId('ops-menu').getByText('订单审核').click();
      const row = opsPage.getByTestId('order-review-page').locator('tr.ant-table-row', { hasText: orderNo });
      await row.waitFor();
      await opsPage.getByTestId(`order-confirm-${orderNo}`).click();
      // The server proposes a booking number; the reviewer accepts it.
      await opsPage.waitForFunction(() => ((document.querySelector('[data-testid="order-confirm-bkg-no"]') as HTMLInputElement | null)?.value.length ?? 0) > 0);
      const bkgNo = await opsPage.getByTestId('order-confirm-bkg-no').inputValue();
      await screenshot(opsPage, 'booking-journey-ops-confirm');
      await opsPage.getByTestId('order-confirm-submit').click();
      await opsPage.getByText(`订单 ${orderNo} 已确认，订舱号 ${bkgNo}`).waitFor();
      const [order] = await db<{ status: string; bkg_no: string }>('SELECT status, bkg_no FROM order_mast WHERE id = $1', [orderId]);
      expect(order).toEqual({ status: 'A', bkg_no: bkgNo });
    } finally {
      await console.close();
    }
  });

  it('shows the confirmed order, downloads the booking confirmation PDF and opens it with the Chinese drawn', async () => {
    const [{ bkg_no: bkgNo }] = (await db<{ bkg_no: string }>('SELECT bkg_no FROM order_mast WHERE id = $1', [orderId])) as [{ bkg_no: string }];
    await page.goto(`/orderView?orderId=${orderId}`);
    const view = page.getByTestId('order-view-page');
    await view.waitFor();
    await expect.poll(() => view.getByTestId('order-status').first().textContent()).toBe('已确认');
    expect(await view.textContent()).toContain(bkgNo);
    expect(await view.textContent()).toContain('CONFIRMED');
    await screenshotAtWidths(page, 'booking-journey-order-view');

    const download = page.waitForEvent('download');
    await expect.poll(() => page.getByTestId('document-bkg-download').isDisabled()).toBe(false);
    await page.getByTestId('document-bkg-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`订舱确认书_${bkgNo}.pdf`);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coastbook-bkg-'));
    const pdfPath = path.join(folder, 'bkg.pdf');
    await file.saveAs(pdfPath);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Open it: poppler draws the first page; the text layer must hold the Chinese title and the number.
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString('utf8');
    expect(text).toContain('订舱确认书');
    expect(text).toContain(bkgNo);
    expect(text).toContain(orderNo);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, path.join(folder, 'page')]);
    const image = fs.readdirSync(folder).find((name) => name.endsWith('.png'))!;
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    fs.copyFileSync(path.join(folder, image), path.join(ARTIFACTS_DIR, 'booking-journey-bkg-pdf.png'));
    expect(inkShare(path.join(folder, image))).toBeGreaterThan(0.005);

    // The QR code on the page, as a phone sees it on a printout (150 dpi), opens this order.
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', pdfPath, path.join(folder, 'print')]);
    const printed = PNG.sync.read(fs.readFileSync(path.join(folder, fs.readdirSync(folder).find((name) => name.startsWith('print'))!)));
    const scanned = jsQR(new Uint8ClampedArray(printed.data), printed.width, printed.height)?.data;
    expect(scanned).toBe(`${server.baseUrl}/orderView?orderId=${orderId}`);
    fs.rmSync(folder, { recursive: true, force: true });
    await page.goto(scanned!);
    await expect.poll(() => page.getByTestId('order-view-page').textContent()).toContain(bkgNo);
  });

  it('finds the confirmation among the messages', async () => {
    await page.goto('/myMessage');
    const messages = page.getByTestId('my-message-page');
    await messages.waitFor();
    const row = messages.locator('tr.ant-table-row', { hasText: '订单已确认' }).first();
    await row.waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    await messages.getByText(`您的订单${orderNo}已确认`).waitFor();
    expect(await row.textContent()).toContain('订单消息');
    await screenshot(page, 'booking-journey-messages');

    // In English the type column follows the language; the carrier's message text stays as written.
    await page.getByTestId('header-top-bar').getByRole('button', { name: 'English' }).click();
    await messages.getByRole('tab', { name: 'Orders' }).waitFor();
    expect(await row.textContent()).toContain('Orders');
    expect(await row.textContent()).not.toContain('订单消息');
    await screenshot(page, 'booking-journey-messages-en');

    // The order list and the order view name the ports and the vessel in English too.
    const [english] = await db<{ fpol: string; lpod: string; vessel: string; fpol_cn: string; vessel_cn: string }>(
      `SELECT fp.ennme AS fpol, lp.ennme AS lpod, v.ennme AS vessel, o.fpol_cnnme AS fpol_cn, o.vsl_cnnme AS vessel_cn
         FROM order_mast o JOIN port_facility fp ON fp.code = o.fpol_cde JOIN port_facility lp ON lp.code = o.lpod_cde
         JOIN vessel v ON v.code = o.vsl_cde WHERE o.id = $1`,
      [orderId],
    );
    await page.goto('/orderManagementIndex');
    const listed = page.getByTestId('order-table').locator('tr.ant-table-row', { hasText: orderNo });
    await expect.poll(() => listed.textContent()).toContain(`${english!.fpol} → ${english!.lpod}`);
    expect(await listed.textContent()).toContain(english!.vessel);
    expect(await listed.textContent()).not.toContain(english!.vessel_cn);
    await screenshot(page, 'booking-journey-orders-en');
    await listed.getByTestId('order-link').click();
    await expect.poll(() => page.getByTestId('order-fpol').textContent()).toBe(english!.fpol);
    expect(await page.getByTestId('order-vessel').textContent()).toContain(english!.vessel);

    // The to-do of the seed's unpaid order is titled in English as well.
    await page.goto('/userCenter');
    await expect.poll(() => page.getByTestId('uc-todo-ORDER_AWAITING_PAYMENT').first().textContent()).toContain('Order awaiting payment');

    await page.goto(`/orderView?orderId=${orderId}`);
    await page.getByTestId('header-top-bar').getByRole('button', { name: '中文' }).click();
    await expect.poll(() => page.getByTestId('order-fpol').textContent()).toBe(english!.fpol_cn);
  });
});
