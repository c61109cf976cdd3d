import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../support/api';
import { submitOpsLogin } from '../support/auth';
import { launchBrowser, loseFirstAnswer, newContext, screenshot, screenshotOnFailure, tableOverflowAt } from '../support/browser';
import { queryDatabase } from '../support/database';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';
import { settled } from '../support/settled';

// Journey (issue 6, operator console): the reviewer confirms the seeded order awaiting review with a
// booking number of their own (the customer can then download the booking confirmation PDF) and rejects
// the other one (refunded to the prepaid account); finds the order in the search and reads the
// dashboard. Finance opens a customer's transfer voucher, confirms the seeded offline top-up, rejects
// the new one and approves the pending withdrawal. Every decision is checked in the database.
describe('operator console: orders and finance', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const shotsDir = process.env.SHOTS_DIR;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl, { viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const db = <Row extends Record<string, unknown>>(sql: string, values: unknown[] = []) => queryDatabase<Row>(server.databaseUrl, sql, values);

  /** Lets drawers, modals and table fades finish, then saves the screenshot (and a copy where SHOTS_DIR says). */
  async function shot(name: string): Promise<void> {
    await settled(page);
    const file = await screenshot(page, name);
    if (shotsDir) {
      fs.mkdirSync(shotsDir, { recursive: true });
      fs.copyFileSync(file, path.join(shotsDir, `${name}.png`));
    }
  }

  async function api<T>(urlPath: string, init: RequestInit = {}): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
    const response = await fetch(`${server.baseUrl}${urlPath}`, init);
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: T } };
  }

  async function opsLogin(loginName: string): Promise<void> {
    await page.goto('/ops/login');
    await submitOpsLogin(page, loginName);
    await page.getByTestId('ops-layout').waitFor();
  }

  const menu = () => page.getByTestId('ops-menu');
  const reviewRow = (orderNo: string) => page.getByTestId('order-review-page').locator('tr.ant-table-row', { hasText: orderNo });

  let confirmOrder: { id: string; order_no: string; paid_fen: number };
  let rejectOrder: { id: string; order_no: string; paid_fen: number; enterprise_id: string };
  const bkgNo = 'PANJ2611220001';

  it('shows the reviewer the order menus and the two seeded orders awaiting review', async () => {
    const waiting = await db<{ id: string; order_no: string; paid_fen: number; enterprise_id: string; logon_id: string }>(
      `select o.id, o.order_no, o.paid_fen, o.enterprise_id, u.logon_id from order_mast o join user_account u on u.id = o.user_id
        where o.status = 'W' order by o.submitted_at`,
    );
    expect(waiting.map((row) => row.logon_id).sort()).toEqual(['demo_ent', 'demo_sub']);
    confirmOrder = waiting.find((row) => row.logon_id === 'demo_ent')!;
    rejectOrder = waiting.find((row) => row.logon_id === 'demo_sub')!;
    expect(rejectOrder.paid_fen).toBeGreaterThan(0);

    await opsLogin('ops_review');
    const menuText = await menu().textContent();
    for (const item of ['订单审核', '订单查询', '经营看板']) expect(menuText).toContain(item);
    expect(menuText).not.toContain('线下充值确认');

    await menu().getByText('订单审核').click();
    await page.waitForURL((url) => url.pathname === '/ops/orders/review');
    await reviewRow(confirmOrder.order_no).waitFor();
    await reviewRow(rejectOrder.order_no).waitFor();
    await expect(reviewRow(confirmOrder.order_no).textContent()).resolves.toContain('上海华信国际物流有限公司');
    await expect(page.title()).resolves.toContain('订单审核');
    // The ETD is the route's third line; with the amount and the submission time the queue fits 1366 px.
    await expect(reviewRow(confirmOrder.order_no).textContent()).resolves.toMatch(/ETD \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(tableOverflowAt(page, page.getByTestId('order-review-page'))).resolves.toBeLessThanOrEqual(0);
    await shot('ops-order-review');

    await page.getByTestId(`order-open-${confirmOrder.order_no}`).click();
    const drawer = page.getByTestId('order-detail-drawer');
    await drawer.getByText('状态记录').waitFor();
    const drawerText = await drawer.textContent();
    expect(drawerText).toContain(`订单详情 ${confirmOrder.order_no}`);
    expect(drawerText).toContain('费用明细');
    expect(drawerText).toContain('发货人');
    // The order's containers spelt as the order lists spell them (20GP×2，40HQ×1), from its container rows.
    const lines = await db<{ cntr_type: string; quantity: number }>('select cntr_type, quantity from order_container where order_id = $1 order by cntr_type', [confirmOrder.id]);
    expect(lines.length).toBeGreaterThan(0);
    expect(drawerText).toContain(lines.map((line) => `${line.cntr_type}×${line.quantity}`).join('，'));
    await shot('ops-order-review-drawer');
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
  });

  it('says so with 重试 when the review queue or an order does not load, and 重试 loads them', async () => {
    // The server's answer while its database is away (the database-stall journey stages the real one).
    const unavailable = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, msg: '服务不可用，请稍后再试', data: null }) });
    const queue = (url: URL) => url.pathname === '/api/ops/orders/review-queue';
    const reviewPage = page.getByTestId('order-review-page');
    const failed = reviewPage.locator('.load-failed-alert');
    // antd spaces a two-character Chinese label: the buttons read "重 试".
    const retry = /^重\s?试$/;

    await page.route(queue, unavailable);
    await page.goto('/ops/orders/review');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.textContent()).toContain('数据加载失败：服务不可用');
    expect(await reviewPage.locator('tr.ant-table-row').count()).toBe(0);
    await shot('ops-order-review-load-failed');
    await page.unroute(queue);
    await failed.getByRole('button', { name: retry }).click();
    await reviewRow(confirmOrder.order_no).waitFor();
    await expect.poll(() => failed.count()).toBe(0);

    // A refresh that fails keeps the rows on screen and says so above them.
    await page.route(queue, unavailable);
    await reviewPage.getByRole('button', { name: /^刷\s?新$/ }).click();
    await failed.waitFor({ timeout: 15_000 });
    expect(await reviewRow(confirmOrder.order_no).count()).toBe(1);
    await shot('ops-order-review-refresh-failed');
    await page.unroute(queue);
    await failed.getByRole('button', { name: retry }).click();
    await expect.poll(() => failed.count()).toBe(0);

    // An order not opened before (the first one's detail is still fresh in the page's cache).
    const detail = (url: URL) => url.pathname === `/api/ops/orders/${rejectOrder.id}`;
    await page.route(detail, unavailable);
    await page.getByTestId(`order-open-${rejectOrder.order_no}`).click();
    const drawer = page.getByTestId('order-detail-drawer');
    await drawer.getByText('服务不可用').waitFor({ timeout: 15_000 });
    expect(await drawer.textContent()).toContain('加载失败');
    await shot('ops-order-detail-load-failed');
    await page.unroute(detail);
    await drawer.getByRole('button', { name: retry }).click();
    await drawer.getByText('状态记录').waitFor();
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
  });

  it('confirms one order with a booking number typed over the proposed one', async () => {
    await page.getByTestId(`order-confirm-${confirmOrder.order_no}`).click();
    const input = page.getByTestId('order-confirm-bkg-no');
    // The server's proposal arrives and fills the field; the reviewer types their own instead.
    await page.waitForFunction(() => ((document.querySelector('[data-testid="order-confirm-bkg-no"]') as HTMLInputElement | null)?.value.length ?? 0) > 0);
    const proposed = await input.inputValue();
    expect(proposed).toMatch(/^[A-Z0-9]{6,20}$/);
    await input.fill('bad no!');
    await page.getByTestId('order-confirm-submit').click();
    await page.getByText('订舱号须为6到20位字母或数字').waitFor();
    await input.fill(bkgNo.toLowerCase());
    await shot('ops-order-confirm-modal');
    await page.getByTestId('order-confirm-submit').click();
    await page.getByText(`订单 ${confirmOrder.order_no} 已确认，订舱号 ${bkgNo}`).waitFor();
    await reviewRow(confirmOrder.order_no).waitFor({ state: 'detached' });

    const [row] = await db<{ status: string; bkg_no: string; confirmed_at: Date | null }>('select status, bkg_no, confirmed_at from order_mast where id = $1', [confirmOrder.id]);
    expect(row).toMatchObject({ status: 'A', bkg_no: bkgNo });
    expect(row!.confirmed_at).not.toBeNull();
    const events = await db<{ from_status: string; to_status: string; actor_kind: string }>(
      'select from_status, to_status, actor_kind from order_event where order_id = $1 order by id desc limit 1',
      [confirmOrder.id],
    );
    expect(events[0]).toEqual({ from_status: 'W', to_status: 'A', actor_kind: 'operator' });

    // The customer can now download the booking confirmation, a PDF with the new booking number.
    const token = await customerToken(server.baseUrl, 'demo_ent');
    const tried = await api<{ canDownload: boolean }>(`/api/web/domestic/order/download/bkg/try?orderId=${confirmOrder.id}`, { headers: { authorization: `bearer ${token}` } });
    expect(tried.body.data.canDownload).toBe(true);
    const pdf = await fetch(`${server.baseUrl}/api/web/domestic/order/download/bkg?orderId=${confirmOrder.id}`, { headers: { authorization: `bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent(`订舱确认书_${bkgNo}.pdf`));
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(bkgNo);
    if (shotsDir) fs.writeFileSync(path.join(shotsDir, 'journey-bkg.pdf'), bytes);
  });

  it('rejects the other order with a reason; the paid amount returns to the prepaid account once, though the first answer is lost', async () => {
    await page.getByTestId(`order-reject-${rejectOrder.order_no}`).click();
    await page.getByTestId('refuse-confirm').click();
    await page.getByText('请填写拒绝原因').waitFor();
    await page.getByTestId('refuse-reason').fill('该航次40HQ舱位已满，请改订下一航次');
    await shot('ops-order-reject-modal');
    // The rejection is made (and refunded) on the server, but its answer is lost: the dialog stays open with a
    // message saying it may have gone through, and pressing again answers the first rejection, refunding once.
    const { keysSent, restore } = await loseFirstAnswer(page, '**/api/ops/orders/*/reject');
    try {
      await page.getByTestId('refuse-confirm').click();
      await page.getByText('这笔操作可能已经办理：再次提交不会重复办理，也可以先到记录中查看。').waitFor();
      await shot('ops-order-reject-answer-lost');
      await page.getByTestId('refuse-confirm').click();
      await page.getByText(`订单 ${rejectOrder.order_no} 已拒绝`).waitFor();
    } finally {
      await restore();
    }
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
    await page.getByText('没有待审核的订单').waitFor();
    await shot('ops-order-review-empty');

    const [row] = await db<{ status: string; reject_reason: string; paid_fen: number }>('select status, reject_reason, paid_fen from order_mast where id = $1', [rejectOrder.id]);
    expect(row).toEqual({ status: 'R', reject_reason: '该航次40HQ舱位已满，请改订下一航次', paid_fen: 0 });
    const refunds = await db<{ amount_fen: number }>(`select amount_fen from prepaid_ledger where kind = 'REFUND' and business_id = $1`, [rejectOrder.id]);
    expect(refunds).toEqual([{ amount_fen: rejectOrder.paid_fen }]);
  });

  it('finds the confirmed order by its booking number and shows the dashboard', async () => {
    await menu().getByText('订单查询').click();
    await page.waitForURL((url) => url.pathname === '/ops/orders');
    await page.getByTestId('order-search-page').locator('tr.ant-table-row').first().waitFor();
    await page.getByTestId('order-search-bkg-no').fill(bkgNo);
    await page.getByTestId('order-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('bkgNo') === bkgNo);
    const rows = page.getByTestId('order-search-page').locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain('已确认');
    await expect(rows.first().textContent()).resolves.toContain(confirmOrder.order_no);
    await shot('ops-order-search');

    await page.getByTestId(`order-open-${confirmOrder.order_no}`).click();
    await expect(page.getByTestId('order-detail-bkg-no').textContent()).resolves.toBe(bkgNo);
    await page.getByTestId('order-detail-drawer').getByText('状态记录').waitFor();
    await shot('ops-order-search-drawer');
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

    // In English (the header's switch) the console names the ports and the vessel in English, as the
    // customer's pages do; the booked Chinese names come back with Chinese.
    const [names] = await db<{ fpol: string; lpod: string; fpol_cde: string; vessel: string; fpol_cn: string; vessel_cn: string }>(
      `SELECT fp.ennme AS fpol, lp.ennme AS lpod, o.fpol_cde, v.ennme AS vessel, o.fpol_cnnme AS fpol_cn, o.vsl_cnnme AS vessel_cn
         FROM order_mast o JOIN port_facility fp ON fp.code = o.fpol_cde JOIN port_facility lp ON lp.code = o.lpod_cde
         JOIN vessel v ON v.code = o.vsl_cde WHERE o.id = $1`,
      [confirmOrder.id],
    );
    await page.getByTestId('ops-language-switch').getByText('English').click();
    await expect.poll(() => rows.first().textContent()).toContain('Confirmed');
    await expect.poll(() => rows.first().textContent()).toContain(`${names!.fpol} → ${names!.lpod}`);
    expect(await rows.first().textContent()).toContain(names!.vessel);
    expect(await rows.first().textContent()).not.toContain(names!.vessel_cn);
    await expect(page.title()).resolves.toContain('Order search');
    await shot('ops-order-search-en');
    await page.getByTestId(`order-open-${confirmOrder.order_no}`).click();
    const drawer = page.getByTestId('order-detail-drawer');
    await drawer.getByText('Status history').waitFor();
    expect(await drawer.textContent()).toContain(`${names!.fpol} (${names!.fpol_cde})`);
    expect(await drawer.textContent()).toContain(`${names!.vessel} / `);
    expect(await drawer.textContent()).toContain('Product total');
    await shot('ops-order-search-drawer-en');
    await page.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await page.getByTestId('ops-language-switch').getByText('中文').click();
    await expect.poll(() => rows.first().textContent()).toContain(`${names!.fpol_cn} → `);
    expect(await rows.first().textContent()).toContain(names!.vessel_cn);

    await menu().getByText('经营看板').click();
    await page.waitForURL((url) => url.pathname === '/ops/order-dashboard');
    await page.getByTestId('dashboard-status-A').waitFor();
    const [counts] = await db<{ a: number; w: number }>(`select count(*) filter (where status = 'A')::int as a, count(*) filter (where status = 'W')::int as w from order_mast`);
    await expect(page.getByTestId('dashboard-status-A').textContent()).resolves.toContain(String(counts!.a));
    await expect(page.getByTestId('dashboard-awaiting').textContent()).resolves.toContain(String(counts!.w));
    await expect(page.getByTestId('order-dashboard').textContent()).resolves.toContain('今日经营');
    await shot('ops-order-dashboard');
    await page.getByTestId('ops-logout').click();
    await page.getByTestId('ops-login-page').waitFor();
  });

  let declaredTopupId: string;

  it('lets finance open a transfer voucher, confirm the seeded offline top-up and reject the new one', async () => {
    // demo_ent declares a second transfer with a voucher image, as the customer page does.
    const token = await customerToken(server.baseUrl, 'demo_ent');
    const png = new PNG({ width: 120, height: 60 });
    png.data.fill(200);
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' }), '转账凭证.png');
    const uploaded = await api<{ fileId: string }>('/api/web/auth/file/uploadFile?fileType=orderAttachment', {
      method: 'POST',
      headers: { authorization: `bearer ${token}` },
      body: upload,
    });
    expect(uploaded.body.code).toBe(0);
    const declared = await api<{ id: string }>('/api/web/domestic/member/assets/insertOfflinePay', {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amountFen: 250_000, payerAccountName: '上海华信国际物流有限公司', payerBankName: '招商银行', transferDate: '2026-11-21', voucherFileIds: [uploaded.body.data.fileId] }),
    });
    expect(declared.body.code).toBe(0);
    declaredTopupId = declared.body.data.id;
    const [seeded] = await db<{ id: string; amount_fen: number; account_id: string }>(
      `select id, amount_fen, account_id from offline_topup where status = 'W' and id <> $1 order by created_at limit 1`,
      [declaredTopupId],
    );
    const [before] = await db<{ balance_fen: number }>('select balance_fen from prepaid_account where id = $1', [seeded!.account_id]);

    await opsLogin('ops_finance');
    const menuText = await menu().textContent();
    expect(menuText).toContain('线下充值确认');
    expect(menuText).toContain('提现审批');
    expect(menuText).not.toContain('订单审核');
    await menu().getByText('线下充值确认').click();
    await page.waitForURL((url) => url.pathname === '/ops/finance/offline-topups');
    await page.getByTestId(`topup-confirm-${seeded!.id}`).waitFor();
    await page.getByTestId(`topup-confirm-${declaredTopupId}`).waitFor();
    // At 1366 px the waiting queue fits: the submission time is not hidden under the actions column.
    await expect(tableOverflowAt(page, page.getByTestId('offline-topup-page'))).resolves.toBeLessThanOrEqual(0);
    await shot('ops-finance-offline-topups');

    // The voucher opens in a new tab, fetched with the operator's token.
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId(`topup-voucher-${declaredTopupId}-0`).click()]);
    await popup.waitForURL((url) => url.protocol === 'blob:');
    await popup.locator('img').waitFor();
    if (shotsDir) await popup.screenshot({ path: path.join(shotsDir, 'ops-finance-voucher.png') });
    await popup.close();

    await page.getByTestId(`topup-confirm-${seeded!.id}`).click();
    await clickOnceOpened(page.getByTestId('topup-confirm-ok'));
    await page.getByText('已确认到账').waitFor();
    await page.getByTestId(`topup-confirm-${seeded!.id}`).waitFor({ state: 'detached' });

    await page.getByTestId(`topup-reject-${declaredTopupId}`).click();
    await page.getByTestId('refuse-reason').fill('未查到该笔转账，请核对付款账户后重新提交');
    await page.getByTestId('refuse-confirm').click();
    await page.getByText('没有待确认的线下充值').waitFor();
    await shot('ops-finance-offline-topups-done');

    const rows = await db<{ id: string; status: string; reject_reason: string | null; decided_by: string | null }>(
      'select id, status, reject_reason, decided_by from offline_topup where id = any($1::uuid[])',
      [[seeded!.id, declaredTopupId]],
    );
    expect(rows.find((row) => row.id === seeded!.id)).toMatchObject({ status: 'A', reject_reason: null });
    expect(rows.find((row) => row.id === declaredTopupId)).toMatchObject({ status: 'R', reject_reason: '未查到该笔转账，请核对付款账户后重新提交' });
    expect(rows.every((row) => row.decided_by !== null)).toBe(true);
    const credits = await db<{ amount_fen: number }>(`select amount_fen from prepaid_ledger where kind = 'TOPUP_OFFLINE' and business_id = $1`, [seeded!.id]);
    expect(credits).toEqual([{ amount_fen: seeded!.amount_fen }]);
    const [after] = await db<{ balance_fen: number }>('select balance_fen from prepaid_account where id = $1', [seeded!.account_id]);
    expect(after!.balance_fen).toBe(before!.balance_fen + seeded!.amount_fen);

    // The 已驳回 tab lists the rejected declaration with its reason.
    await page.getByTestId('finance-status-tabs').getByText('已驳回').click();
    await page.getByText('未查到该笔转账，请核对付款账户后重新提交').waitFor();
    await shot('ops-finance-offline-topups-rejected');
  });

  it('lets finance approve the pending withdrawal', async () => {
    const [pending] = await db<{ id: string; amount_fen: number }>(`select id, amount_fen from withdrawal_request where status = 'W' order by created_at limit 1`);
    await menu().getByText('提现审批').click();
    await page.waitForURL((url) => url.pathname === '/ops/finance/withdrawals');
    const approve = page.getByTestId(`withdrawal-approve-${pending!.id}`);
    await approve.waitFor();
    await expect(page.getByTestId('withdrawal-page').textContent()).resolves.toContain('上海华信国际物流有限公司');
    await expect(tableOverflowAt(page, page.getByTestId('withdrawal-page'))).resolves.toBeLessThanOrEqual(0);
    await shot('ops-finance-withdrawals');
    await approve.click();
    await clickOnceOpened(page.getByTestId('withdrawal-approve-ok'));
    await page.getByText('已批准').waitFor();
    await page.getByText('没有待审批的提现申请').waitFor();
    await shot('ops-finance-withdrawals-done');

    const [row] = await db<{ status: string; decided_by: string | null }>('select status, decided_by from withdrawal_request where id = $1', [pending!.id]);
    expect(row!.status).toBe('A');
    expect(row!.decided_by).not.toBeNull();
  });
});
