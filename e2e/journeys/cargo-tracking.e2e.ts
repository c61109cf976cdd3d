import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonPost, operatorToken } from '../support/api';
import { loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { startServer, type RunningServer } from '../support/server';

// Journey: a consignee tracks a waybill from the home page's tab and opens the full tracking page; the
// carrier's staff record the vessel's departure in the console and the page shows the cargo in transit;
// a trailer supplier (ROLE_VendorTruck) is not offered cargo tracking (000 §6).
describe('cargo tracking', () => {
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
  screenshotOnFailure(() => page);

  const milestone = (code: string) => page.getByTestId(`tracking-event-${code}`);

  it('tracks a delivered booking from the home tab, then shows the whole shipment on /cargoTracking', async () => {
    const [order] = await queryDatabase<{ fpol_cde: string; fpol_cnnme: string; lpod_cnnme: string; vsl_cnnme: string; voyage: string }>(
      server.databaseUrl,
      "SELECT fpol_cde, fpol_cnnme, lpod_cnnme, vsl_cnnme, voyage FROM order_mast WHERE bkg_no = 'PAN6103100002'",
    );
    const [calls] = await queryDatabase<{ atd: Date; ata: Date }>(
      server.databaseUrl,
      `SELECT l.atd, d.ata FROM order_mast o JOIN product_sailing s ON s.id = o.product_id
         JOIN port_call l ON l.id = s.load_call_id JOIN port_call d ON d.id = s.discharge_call_id WHERE o.bkg_no = 'PAN6103100002'`,
    );
    const chinaTime = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

    await page.goto('/?active=goodsTracking');
    await page.getByPlaceholder(/运单号/).fill('pan6103100002');
    await page.getByRole('button', { name: /查询/ }).last().click();
    await milestone('VESSEL_ARRIVED').waitFor();
    await expect(page.getByTestId('tracking-stage').textContent()).resolves.toBe('已抵达目的港');
    await expect(milestone('VESSEL_DEPARTED').textContent()).resolves.toBe(`船舶离港${order!.fpol_cnnme}（${order!.fpol_cde}）实际：${chinaTime(calls!.atd)}`);
    await screenshot(page, 'tracking-home-tab');

    await page.getByRole('link', { name: '查看完整跟踪' }).click();
    await page.waitForURL(/\/cargoTracking\?bkgNo=PAN6103100002$/);
    const summary = page.locator('.tracking-summary');
    await summary.waitFor();
    const text = await summary.textContent();
    expect(text).toContain(`${order!.fpol_cnnme} → ${order!.lpod_cnnme}`);
    expect(text).toContain(`${order!.vsl_cnnme} / ${order!.voyage}`);
    // A visitor follows the ship but is not told what was booked.
    expect(text).not.toContain('箱型箱量');
    expect(text).toContain(chinaTime(calls!.ata));
    expect(text).not.toContain('预计');
    await screenshot(page, 'tracking-page-arrived');
  });

  it('shows estimates before sailing, and the recorded departure once the staff enter it in the console', async () => {
    await page.goto('/cargoTracking?bkgNo=PAN6110500001');
    await milestone('VESSEL_DEPARTED').waitFor();
    await expect(page.getByTestId('tracking-stage').textContent()).resolves.toBe('已订舱，待开船');
    await expect(milestone('VESSEL_DEPARTED').textContent()).resolves.toContain('预计');

    const [call] = await queryDatabase<{ voyage_id: string; call_id: string }>(
      server.databaseUrl,
      `SELECT l.voyage_id, l.id AS call_id FROM order_mast o JOIN product_sailing s ON s.id = o.product_id
         JOIN port_call l ON l.id = s.load_call_id WHERE o.bkg_no = 'PAN6110500001'`,
    );
    const token = await operatorToken(server.baseUrl, 'ops_product');
    const departed = new Date(Date.now() - 30 * 60_000);
    const recorded = await callApi(server.baseUrl, `/api/ops/product/voyages/${call!.voyage_id}/port-call-actuals`, jsonPost({ callId: call!.call_id, ata: null, atd: departed.toISOString() }, token));
    expect(recorded.body.code).toBe(0);

    await page.getByRole('button', { name: /查询/ }).click();
    await expect.poll(() => page.getByTestId('tracking-stage').textContent()).toBe('运输中');
    const departure = await milestone('VESSEL_DEPARTED').textContent();
    expect(departure).toContain('实际：');
    expect(departure).not.toContain('预计');
    await expect(milestone('VESSEL_ARRIVED').textContent()).resolves.toContain('预计');
    await screenshot(page, 'tracking-page-in-transit');
  });

  it('refuses a number that is not a live booking, keeping it in the address', async () => {
    await page.getByPlaceholder(/运单号/).fill('PAN0000000000');
    await page.getByRole('button', { name: /查询/ }).click();
    await page.getByText('运单号无效或无权限').waitFor();
    expect(new URL(page.url()).searchParams.get('bkgNo')).toBe('PAN0000000000');
  });

  it("shows the containers to the booking's own account", async () => {
    const context = await newContext(browser, server.baseUrl);
    const owner = await context.newPage();
    await loginWithPassword(owner, 'demo_ent');
    await owner.goto('/cargoTracking?bkgNo=PAN6103100002');
    await owner.getByTestId('tracking-event-VESSEL_ARRIVED').waitFor();
    await expect.poll(() => owner.locator('.tracking-summary').textContent()).toContain('箱型箱量20GP×4');
    await context.close();
  });

  it('does not offer cargo tracking to a trailer supplier', async () => {
    const context = await newContext(browser, server.baseUrl);
    const supplier = await context.newPage();
    await loginWithPassword(supplier, 'demo_truck');
    await supplier.goto('/?active=goodsTracking');
    await supplier.getByTestId('header-user').waitFor();
    await expect.poll(() => supplier.getByRole('tab', { name: /货物跟踪/ }).count()).toBe(0);
    await expect(supplier.getByTestId('site-footer').getByRole('link', { name: '货物跟踪' }).count()).resolves.toBe(0);
    await expect(supplier.getByRole('tab', { name: /航线查询/ }).getAttribute('aria-selected')).resolves.toBe('true');
    await context.close();
  });
});
