import type { TBookingInfoResponse, TCreateOrderResponse } from '@coastbook/contracts';
import { downPaymentFen, formatMoney } from '@coastbook/domain';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, customerToken, jsonPost } from '../support/api';
import { loginWithPassword } from '../support/auth';
import { launchBrowser, loseFirstAnswer, newContext, screenshot, screenshotAtWidths, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { clickOnceOpened, pressOkInPopup } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 6, payment and assets) as demo_ent: pay an awaiting-payment order from the prepaid account
// with the payment password (→ 待审核 W, one ledger debit even on a double click); pay another by the WeChat
// sandbox QR code, confirmed on the sandbox page in a second tab (the QR page turns to success by polling);
// pay two orders in one batch; pay 30 % by down payment, then the balance (尾款) from my orders by QR; top up
// online through the sandbox and see the balance move on /myAssets.
// The orders are created through the API (createOrder + bookingInfo) so the journey never depends on seed leftovers.

/** demo_ent's payment password (apps/server/seed/assets DEMO_PAYMENT_PASSWORD). */
const PAYMENT_PASSWORD = '135790';

interface CreatedOrder {
  orderId: string;
  orderNo: string;
  totalFen: number;
}

describe('payment and prepaid account', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const orders: CreatedOrder[] = [];

  /** An awaiting-payment (S) order of demo_ent, through the customer calls, on the sailing of the seeded S order. */
  async function createAwaitingPaymentOrder(productId: string, cargoCode: string): Promise<CreatedOrder> {
    const created = await callApi<TCreateOrderResponse>(
      server.baseUrl,
      '/api/web/domestic/order/createOrder',
      jsonPost({ productId, containers: [{ cntrType: '20GP', quantity: 1 }] }, token),
    );
    expect(created.body.code, created.body.msg).toBe(0);
    const submitted = await callApi<TBookingInfoResponse>(
      server.baseUrl,
      '/api/web/domestic/order/bookingInfo',
      jsonPost(
        {
          orderId: created.body.data.orderId,
          shippingTerm: 0,
          shipper: { name: '上海华信国际物流有限公司', contact: '张伟', phone: '021-58881234' },
          consignee: { name: '钦州北港贸易有限公司', contact: '李娜', phone: '0777-2881234' },
          cgoBriefDescCde: cargoCode,
          weightKg: 18_000,
          packages: 400,
          packagingCnnme: '纸箱',
          isDangerous: false,
          agreementTicked: true,
        },
        token,
      ),
    );
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    expect(submitted.body.data.status).toBe('S');
    return { orderId: submitted.body.data.orderId, orderNo: submitted.body.data.orderNo, totalFen: submitted.body.data.totalFen };
  }

  async function orderStatus(orderId: string): Promise<string> {
    const [row] = await queryDatabase<{ status: string }>(server.databaseUrl, 'SELECT status FROM order_mast WHERE id = $1', [orderId]);
    return row!.status;
  }

  /** On the order's payment page: the channel chosen, the agreement ticked, the pay button pressed. */
  async function payOrderBy(order: CreatedOrder, channel: 'WECHAT' | 'ACCOUNTSTORE'): Promise<void> {
    await page.goto(`/order/payment?orderId=${order.orderId}`);
    await page.getByTestId('pay-panel').waitFor();
    await page.getByTestId(`pay-channel-${channel}`).click();
    await page.getByTestId('pay-agreement').click();
    await page.getByTestId('pay-submit').click();
  }

  /** Opens the sandbox payment page of the QR code in a second tab and presses 确认支付 there. */
  async function confirmInSandbox(): Promise<void> {
    const href = await page.getByTestId('qr-sandbox-link').getAttribute('href');
    expect(href).toMatch(/\/api\/dev\/pay-sandbox\/[^/]+$/);
    const sandbox = await context.newPage();
    await sandbox.goto(href!);
    // The provider's page is drawn with its own styles: the amount large and red, the confirm button blue.
    const confirm = sandbox.getByRole('button', { name: '确认支付' });
    await expect(confirm.evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.toBe('rgb(22, 119, 255)');
    await expect(sandbox.locator('.amount').evaluate((amount) => getComputedStyle(amount).fontSize)).resolves.toBe('32px');
    await screenshot(sandbox, 'pay-sandbox-provider-page');
    await confirm.click();
    await sandbox.getByText('支付成功，请返回订舱页面查看结果。').waitFor();
    await sandbox.close();
  }

  beforeAll(async () => {
    server = await startServer();
    token = await customerToken(server.baseUrl, 'demo_ent');
    const [seeded] = await queryDatabase<{ product_id: string; cgo_brief_desc_cde: string }>(
      server.databaseUrl,
      `SELECT o.product_id, o.cgo_brief_desc_cde FROM order_mast o JOIN user_account u ON u.id = o.user_id
        WHERE u.logon_id = 'demo_ent' AND o.status IN ('S', 'W', 'A') AND o.etd > now() ORDER BY o.etd LIMIT 1`,
    );
    expect(seeded, 'a seeded upcoming demo_ent order to book the same sailing').toBeDefined();
    for (let index = 0; index < 8; index += 1) orders.push(await createAwaitingPaymentOrder(seeded!.product_id, seeded!.cgo_brief_desc_cde));
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    await loginWithPassword(page, 'demo_ent');
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('pays an order from the prepaid account with the payment password: one debit even on a double click, order 待审核', async () => {
    const order = orders[0]!;
    const [before] = await queryDatabase<{ balance_fen: string }>(
      server.databaseUrl,
      `SELECT a.balance_fen FROM prepaid_account a JOIN user_account u ON u.enterprise_id = a.owner_id WHERE u.logon_id = 'demo_ent'`,
    );
    await page.goto(`/order/payment?orderId=${order.orderId}`);
    await page.getByTestId('pay-panel').waitFor();
    expect(await page.getByTestId('pay-order-no').textContent()).toBe(order.orderNo);
    // Its containers spelt as the order lists spell them.
    expect(await page.getByTestId('pay-order-summary').textContent()).toContain('20GP×1');
    expect(await page.getByTestId('pay-amount-due').textContent()).toBe(formatMoney(order.totalFen));
    expect(await page.getByTestId('pay-total').textContent()).toBe(formatMoney(order.totalFen));
    expect(await page.getByTestId('pay-balance').textContent()).toBe(`可用余额 ${formatMoney(Number(before!.balance_fen))}`);
    await screenshotAtWidths(page, 'pay-order-payment');

    // The agreement is required first.
    await page.getByTestId('pay-submit').click();
    expect(await page.getByTestId('pay-agreement-error').textContent()).toBe('请勾选已阅读并同意');
    await page.getByTestId('pay-agreement').click();
    await page.getByTestId('pay-channel-ACCOUNTSTORE').click();
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await screenshotAtWidths(page, 'pay-payment-password');

    const payRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/order/payment/orderPayReq')) payRequests.push(request.headers()['idempotency-key'] ?? '');
    });
    await clickOnceOpened(page.getByTestId('pay-password-confirm'), { double: true });
    await page.getByTestId('pay-success').waitFor();
    expect(await page.getByTestId('pay-success-title').textContent()).toBe('支付成功');
    expect(await page.getByTestId('pay-success').textContent()).toContain('订单状态：待审核');
    expect(payRequests).toHaveLength(1);
    expect(payRequests[0]).toMatch(/^[0-9a-f-]{36}$/);
    await screenshotAtWidths(page, 'pay-order-payment-success');

    expect(await orderStatus(order.orderId)).toBe('W');
    const debits = await queryDatabase<{ amount_fen: string }>(
      server.databaseUrl,
      `SELECT amount_fen FROM prepaid_ledger WHERE kind = 'ORDER_PAY' AND business_id = $1`,
      [order.orderId],
    );
    expect(debits.map((row) => Number(row.amount_fen))).toEqual([-order.totalFen]);

    await page.getByTestId('pay-success-view').click();
    await page.waitForURL((url) => url.pathname === '/orderView' && url.searchParams.get('orderId') === order.orderId);
  });

  it('moves the paid order from the to-do list to 历史任务 with its outcome', async () => {
    const order = orders[0]!;
    await page.goto('/userCenter');
    await page.getByTestId('uc-todo-list').waitFor();
    await page.getByTestId('uc-todo-history').click();
    await page.waitForURL((url) => url.pathname === '/historyTask');
    const row = page.locator('[data-testid="history-task-table"] tr', { hasText: order.orderNo });
    await row.waitFor();
    expect(await row.getByTestId('history-task-outcome').textContent()).toBe('已支付');
    expect(await row.textContent()).toContain('待支付订单');
    // The time it was done is the payment's status change, in China time.
    const [event] = await queryDatabase<{ done_at: string }>(
      server.databaseUrl,
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS done_at FROM order_event WHERE order_id = $1 AND from_status = 'S'`,
      [order.orderId],
    );
    expect(await row.textContent()).toContain(event!.done_at);
    await screenshot(page, 'history-task');
    await row.getByRole('link', { name: '查看' }).click();
    await page.waitForURL((url) => url.pathname === '/orderView' && url.searchParams.get('orderId') === order.orderId);
  });

  it('removes an order reminder and refuses a link application from the to-do list; 历史任务 shows both', async () => {
    await page.goto('/userCenter');
    const list = page.getByTestId('uc-todo-list');
    const reminder = list.getByTestId('uc-todo-ORDER_AWAITING_PAYMENT').first();
    await reminder.waitFor();
    const orderNo = /订单(OC\d+)/.exec((await reminder.textContent()) ?? '')?.[1];
    expect(orderNo, 'the reminder names its order').toBeDefined();
    // A link application asks for a decision: refuse, not remove; an order reminder the other way round.
    const application = list.getByTestId('uc-todo-SUB_USER_APPROVAL');
    expect(await application.getByTestId('uc-todo-remove').count()).toBe(0);
    expect(await reminder.getByTestId('uc-todo-refuse').count()).toBe(0);
    await screenshot(page, 'todo-actions');

    await reminder.getByTestId('uc-todo-remove').click();
    // The pop-up's OK says what it does (移除, spaced out by antd).
    await clickOnceOpened(page.locator('.ant-popconfirm:visible').getByRole('button', { name: /移\s*除/ }));
    await page.getByText('操作成功').first().waitFor();
    await list.locator('[data-testid="uc-todo-ORDER_AWAITING_PAYMENT"]', { hasText: orderNo! }).waitFor({ state: 'detached' });
    const [order] = await queryDatabase<{ status: string }>(server.databaseUrl, 'SELECT status FROM order_mast WHERE order_no = $1', [orderNo]);
    expect(order?.status, 'the order itself still awaits payment').toBe('S');

    await application.getByTestId('uc-todo-refuse').click();
    await page.getByTestId('uc-todo-refuse-reason').fill('非本企业员工');
    await screenshot(page, 'todo-refuse');
    await page.getByTestId('uc-todo-refuse-ok').click();
    await application.waitFor({ state: 'detached' });
    const [link] = await queryDatabase<{ status: string; refuse_reason: string }>(
      server.databaseUrl,
      `SELECT r.status, r.refuse_reason FROM enterprise_relation_request r JOIN user_account u ON u.id = r.user_id WHERE u.logon_id = 'demo_linker' ORDER BY r.created_at DESC LIMIT 1`,
    );
    expect(link).toEqual({ status: 'R', refuse_reason: '非本企业员工' });

    await page.getByTestId('uc-todo-history').click();
    await page.waitForURL((url) => url.pathname === '/historyTask');
    const removed = page.locator('[data-testid="history-task-table"] tr', { hasText: orderNo! });
    await removed.waitFor();
    expect(await removed.getByTestId('history-task-outcome').textContent()).toBe('已从待办移除');
    const refused = page.locator('[data-testid="history-task-table"] tr', { hasText: 'demo_linker' });
    expect(await refused.getByTestId('history-task-outcome').textContent()).toBe('已拒绝');
    await screenshot(page, 'history-task-removed-refused');
  });

  it('pays by the WeChat sandbox QR code: confirmed on the sandbox page, the QR page turns to success', async () => {
    const order = orders[1]!;
    await payOrderBy(order, 'WECHAT');
    await page.waitForURL((url) => url.pathname === '/QRCode' && url.searchParams.has('payNo'));
    await page.getByTestId('qr-pay').waitFor();
    expect(await page.getByTestId('qr-amount').textContent()).toBe(formatMoney(order.totalFen));
    expect(await page.getByTestId('qr-countdown').textContent()).toMatch(/^\d{2}:\d{2}$/);
    await page.locator('[data-testid="qr-image"] canvas').waitFor();
    await screenshotAtWidths(page, 'pay-qr-code');

    await confirmInSandbox();
    await page.getByTestId('pay-success').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pay-success').textContent()).toContain('订单状态：待审核');
    expect(await orderStatus(order.orderId)).toBe('W');
    await screenshotAtWidths(page, 'pay-qr-code-success');
  });

  it('shows the order as paid when the answer to its payment was lost, and the money is taken once', async () => {
    const order = orders[7]!;
    await payOrderBy(order, 'ACCOUNTSTORE');
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    // The payment is made on the server; its answer never reaches the page.
    const { restore } = await loseFirstAnswer(page, '**/order/payment/orderPayReq');
    try {
      await page.getByTestId('pay-password-confirm').click();
      await page.getByText('这笔操作可能已经办理：再次提交不会重复办理，也可以先到记录中查看。').waitFor();
      // The page asks for the order again and finds it paid: nothing is left to pay twice.
      await expect.poll(() => page.getByTestId('pay-not-payable-status').textContent()).toContain('待审核');
      await screenshot(page, 'pay-order-answer-lost');
    } finally {
      await restore();
    }
    const debits = await queryDatabase<{ amount_fen: string }>(server.databaseUrl, `SELECT amount_fen FROM prepaid_ledger WHERE kind = 'ORDER_PAY' AND business_id = $1`, [order.orderId]);
    expect(debits.map((row) => Number(row.amount_fen))).toEqual([-order.totalFen]);
  });

  it('pays two orders in one batch from the prepaid account', async () => {
    const [first, second] = [orders[2]!, orders[3]!];
    await page.goto(`/order/batchPayment?orderIds=${first.orderId},${second.orderId}`);
    await page.getByTestId('pay-panel').waitFor();
    expect(await page.getByTestId('batch-count').textContent()).toBe('共 2 个待支付订单');
    expect(await page.getByTestId('pay-total').textContent()).toBe(formatMoney(first.totalFen + second.totalFen));
    await page.getByTestId('pay-channel-ACCOUNTSTORE').click();
    await page.getByTestId('pay-agreement').click();
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await screenshotAtWidths(page, 'pay-batch-payment');
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.getByTestId('pay-success').waitFor();
    const lines = await page.getByTestId('pay-success-order').allTextContents();
    expect(lines.sort()).toEqual([`${first.orderNo}：待审核`, `${second.orderNo}：待审核`].sort());
    expect(await orderStatus(first.orderId)).toBe('W');
    expect(await orderStatus(second.orderId)).toBe('W');
    await screenshotAtWidths(page, 'pay-batch-payment-success');
  });

  it('pays by bank credit (银行授信) on the freight-loan line: the order records pay way 3, the line is used, the balance is not', async () => {
    const order = orders[5]!;
    const account = async () =>
      (
        await queryDatabase<{ balance_fen: string; credit_used_fen: string }>(
          server.databaseUrl,
          `SELECT a.balance_fen, a.credit_used_fen FROM prepaid_account a JOIN user_account u ON u.enterprise_id = a.owner_id WHERE u.logon_id = 'demo_ent'`,
        )
      )[0]!;
    const before = await account();
    await page.goto(`/order/payment?orderId=${order.orderId}`);
    await page.getByTestId('pay-panel').waitFor();
    await page.getByTestId('pay-way').getByText('银行授信').click();
    // Bank credit offers the freight-loan line alone.
    expect(await page.getByTestId('pay-channel').getByRole('radio').count()).toBe(1);
    await page.getByTestId('pay-channel-CREDIT_ACCOUNTSTORE').click();
    await page.getByTestId('pay-agreement').click();
    await screenshotAtWidths(page, 'pay-bank-credit');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.getByTestId('pay-success').waitFor();
    const [paid] = await queryDatabase<{ status: string; pay_way: number }>(server.databaseUrl, 'SELECT status, pay_way FROM order_mast WHERE id = $1', [order.orderId]);
    expect(paid).toEqual({ status: 'W', pay_way: 3 });
    const after = await account();
    expect(Number(after.credit_used_fen)).toBe(Number(before.credit_used_fen) + order.totalFen);
    expect(after.balance_fen).toBe(before.balance_fen);
  });

  it('books with a down payment (首付款), then pays the balance from my orders by the WeChat sandbox QR code', async () => {
    const order = orders[6]!;
    const downFen = downPaymentFen(order.totalFen);
    await page.goto(`/order/payment?orderId=${order.orderId}`);
    await page.getByTestId('pay-panel').waitFor();
    await page.getByTestId('pay-way').getByText('首付款支付').click();
    expect(await page.getByTestId('pay-down-hint').textContent()).toContain(`首付 30%：现在支付 ${formatMoney(downFen)}，订单即进入审核；尾款 ${formatMoney(order.totalFen - downFen)}`);
    expect(await page.getByTestId('pay-total').textContent()).toBe(formatMoney(downFen));
    // The freight-loan line is bank credit itself: not offered for a down payment.
    expect(await page.getByTestId('pay-channel-CREDIT_ACCOUNTSTORE').count()).toBe(0);
    await page.getByTestId('pay-channel-ACCOUNTSTORE').click();
    await page.getByTestId('pay-agreement').click();
    await screenshotAtWidths(page, 'pay-down-payment');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.getByTestId('pay-success').waitFor();
    expect(await page.getByTestId('pay-success').textContent()).toContain(`已支付首付款 ${formatMoney(downFen)}，订单状态：待审核`);
    expect(await page.getByTestId('pay-success-balance-note').textContent()).toContain('尾款请在开船前24小时前付清');
    const paidRow = async () =>
      (await queryDatabase<{ status: string; paid_fen: number; pay_way: number }>(server.databaseUrl, 'SELECT status, paid_fen::int, pay_way FROM order_mast WHERE id = $1', [order.orderId]))[0]!;
    expect(await paidRow()).toEqual({ status: 'W', paid_fen: downFen, pay_way: 2 });

    // My orders shows the balance and offers 支付尾款.
    await page.goto('/orderManagementIndex');
    await page.getByTestId('order-keyword').locator('input').fill(order.orderNo);
    await page.getByTestId('order-keyword').locator('input').press('Enter');
    const row = page.locator(`tr[data-row-key="${order.orderId}"]`);
    await row.getByTestId('order-balance-due').waitFor();
    expect(await row.getByTestId('order-balance-due').textContent()).toBe(`待付尾款 ${formatMoney(order.totalFen - downFen)}`);
    await screenshotAtWidths(page, 'pay-balance-in-my-orders');
    await row.getByTestId('order-action-payBalance').click();
    await page.waitForURL((url) => url.pathname === '/order/payment' && url.searchParams.get('orderId') === order.orderId);
    await page.getByTestId('pay-panel').waitFor();
    expect(await page.getByTestId('pay-amount-due').textContent()).toBe(formatMoney(order.totalFen - downFen));
    expect(await page.getByTestId('pay-balance-deadline').textContent()).toContain(`首付款已付 ${formatMoney(downFen)}，尾款请在`);
    // The balance is paid in one go: full payment or bank credit, no second down payment.
    expect(await page.getByTestId('pay-way').getByRole('radio').count()).toBe(2);
    await page.getByTestId('pay-channel-WECHAT').click();
    await page.getByTestId('pay-agreement').click();
    await screenshotAtWidths(page, 'pay-balance');
    await page.getByTestId('pay-submit').click();
    await page.waitForURL((url) => url.pathname === '/QRCode' && url.searchParams.has('payNo'));
    expect(await page.getByTestId('qr-amount').textContent()).toBe(formatMoney(order.totalFen - downFen));
    await confirmInSandbox();
    await page.getByTestId('pay-success').waitFor({ timeout: 15_000 });
    expect(await paidRow()).toEqual({ status: 'W', paid_fen: order.totalFen, pay_way: 2 });

    // The order's history says the balance was paid; nothing is due any more.
    await page.goto(`/orderView?orderId=${order.orderId}`);
    await page.getByTestId('view-events').waitFor();
    expect(await page.getByTestId('view-events').textContent()).toContain('支付尾款');
    expect(await page.getByTestId('view-balance-due').count()).toBe(0);
    expect(await page.getByTestId('view-pay-balance').count()).toBe(0);
    await screenshot(page, 'pay-balance-paid-order-view');

    // 待付尾款订单 left the to-do list for 历史任务, paid.
    await page.goto('/historyTask');
    const balanceTask = page.locator('[data-testid="history-task-table"] tr', { hasText: order.orderNo }).filter({ hasText: '待付尾款订单' });
    await balanceTask.waitFor();
    expect(await balanceTask.getByTestId('history-task-outcome').textContent()).toBe('已支付');
    expect(await balanceTask.textContent()).toContain(`尾款${formatMoney(order.totalFen - downFen)}`);
    await screenshot(page, 'pay-balance-history-task');
  });

  it('tops up ¥100.00 online through the sandbox and the balance on /myAssets moves by it', async () => {
    await page.goto('/myAssets');
    await page.getByTestId('deal-table').waitFor();
    const balanceText = async () => (await page.getByTestId('assets-balance').textContent()) ?? '';
    await page.waitForFunction(() => /¥/.test(document.querySelector('[data-testid="assets-balance"]')?.textContent ?? ''));
    const before = await balanceText();
    await screenshotAtWidths(page, 'pay-my-assets');

    await page.getByTestId('assets-topup').click();
    await page.getByTestId('topup-online-form').waitFor();
    await page.getByTestId('topup-amount').fill('100');
    await page.getByTestId('topup-online-form').locator('label', { hasText: '微信支付' }).click();
    await screenshotAtWidths(page, 'pay-prepaid-centre');
    await page.getByTestId('topup-online-submit').click();
    await page.waitForURL((url) => url.pathname === '/QRCode');
    await page.getByTestId('qr-pay').waitFor();
    expect(await page.getByTestId('qr-amount').textContent()).toBe('¥100.00');
    await confirmInSandbox();
    await page.getByTestId('pay-success').waitFor({ timeout: 15_000 });
    await page.getByTestId('qr-back-assets').click();
    await page.getByTestId('deal-table').waitFor();
    await page.waitForFunction((old) => {
      const text = document.querySelector('[data-testid="assets-balance"]')?.textContent ?? '';
      return /¥/.test(text) && text !== old;
    }, before);
    const toFen = (text: string) => Math.round(Number(text.replace(/[¥,]/g, '')) * 100);
    expect(toFen(await balanceText()) - toFen(before)).toBe(10_000);
    // The balance and the deal list are two calls: the new deal may land a moment after the balance.
    await expect.poll(() => page.getByTestId('deal-table').textContent()).toContain('在线充值');
    await screenshotAtWidths(page, 'pay-my-assets-after-topup');
  });

  it('filters the deal detail by kind and downloads it as Excel; a failed download says 网络连接错误', async () => {
    await page.goto('/myAssets');
    await page.getByTestId('deal-table').locator('tr.ant-table-row').first().waitFor();
    // The seeded deposit note moved the freight-loan line, not the balance: its row shows the line's amount.
    const [seededNote] = await queryDatabase<{ amount_fen: string; order_no: string }>(
      server.databaseUrl,
      'SELECT n.amount_fen, o.order_no FROM blank_note n JOIN blank_note_order o ON o.blank_note_id = n.id ORDER BY n.created_at LIMIT 1',
    );
    await page.getByTestId('deal-kind').click();
    await page.locator('.ant-select-item-option', { hasText: '白条支付' }).click();
    await page.getByTestId('deal-search').click();
    const noteRow = page.getByTestId('deal-table').locator('tr.ant-table-row', { hasText: seededNote!.order_no });
    await expect.poll(() => noteRow.textContent()).toContain(`${formatMoney(-Number(seededNote!.amount_fen))}（运费贷）`);
    await page.getByTestId('deal-kind').click();
    await page.locator('.ant-select-item-option', { hasText: '在线充值' }).click();
    await page.getByTestId('deal-search').click();
    await page.waitForFunction(() => {
      const rows = Array.from(document.querySelectorAll('[data-testid="deal-table"] tr.ant-table-row'));
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('在线充值'));
    });

    const listed = await page.getByTestId('deal-table').locator('tr.ant-table-row').count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deal-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^资金明细_\d{8}\.xlsx$/);
    // The file holds the filtered rows: the same kind, as many as the list (one page here).
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('资金明细')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('类型');
    const kinds = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(3).value);
    expect(kinds).toEqual(Array.from({ length: listed }, () => '在线充值'));

    await page.route('**/member/assets/downloadAccountDealDetail', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 1, msg: '导出失败', data: null }) }),
    );
    await page.waitForTimeout(2_100); // past the download button's 2000 ms lock
    await page.getByTestId('deal-download').click();
    await page.locator('.ant-message').getByText('网络连接错误').waitFor();
    await page.unroute('**/member/assets/downloadAccountDealDetail');
  });

  it('says so with 重试 when the balance and the deal detail do not load, and 重试 loads them', async () => {
    // The server's answer while its database is away (the database-stall journey stages the real one).
    const unavailable = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, msg: '服务不可用，请稍后再试', data: null }) });
    const calls = /\/member\/assets\/(findAccountDealDetail|getBalanceAccount)/;
    await page.route(calls, unavailable);
    await page.goto('/myAssets');
    const alerts = page.getByTestId('my-assets-page').locator('.ant-alert-error');
    await expect.poll(() => alerts.count(), { timeout: 15_000 }).toBe(2);
    for (const alert of await alerts.all()) expect(await alert.textContent()).toContain('数据加载失败：服务不可用');
    await screenshot(page, 'payment-assets-load-failed');

    await page.unroute(calls);
    // antd spaces a two-character Chinese label: the buttons read "重 试".
    const retries = page.getByTestId('my-assets-page').getByRole('button', { name: /^重\s?试$/ });
    await retries.first().click();
    await expect.poll(() => alerts.count()).toBe(1);
    await retries.first().click();
    await expect.poll(() => alerts.count()).toBe(0);
    await page.getByTestId('deal-table').locator('tr.ant-table-row').first().waitFor();
    await expect.poll(() => page.getByTestId('assets-balance').textContent()).toMatch(/^¥/);
  });

  it('declares an offline top-up with the transfer voucher; the record waits for finance', async () => {
    await page.goto('/accountStore/stabs?tab=offline');
    const form = page.getByTestId('topup-offline-form');
    await form.waitFor();
    await page.getByTestId('topup-offline-submit').click();
    await form.getByText('请上传汇款凭证').waitFor();
    await page.getByTestId('offline-amount').fill('2000');
    await page.getByTestId('offline-payer').fill('上海华信国际物流有限公司');
    await form.getByPlaceholder('请选择日期').fill('2026-11-21');
    await form.getByPlaceholder('请选择日期').press('Enter');
    const voucher = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } });
    await page.getByTestId('offline-voucher').locator('input[type=file]').setInputFiles({ name: '汇款凭证.png', mimeType: 'image/png', buffer: voucher });
    await page.getByTestId('offline-voucher').locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').first().waitFor();
    await screenshotAtWidths(page, 'pay-offline-topup');
    await page.getByTestId('topup-offline-submit').click();
    await page.getByTestId('topup-offline-done').waitFor();

    await page.goto('/accountStore/storeOfflineRecord');
    const row = page.getByTestId('offline-table').locator('tr.ant-table-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('¥2,000.00');
    expect(await row.getByTestId('offline-status').textContent()).toBe('待确认');
    await screenshotAtWidths(page, 'pay-offline-records');
  });

  it('requests a withdrawal to the verified bank account, then cancels it and the frozen money returns', async () => {
    await page.goto('/assetsManagement/refundApply');
    await page.getByTestId('refund-bank-no').waitFor();
    expect(await page.getByTestId('refund-bank-no').textContent()).toMatch(/\*{4}/);
    const available = (await page.getByTestId('refund-available').textContent()) ?? '';
    await page.getByTestId('refund-amount').fill('500');
    await screenshotAtWidths(page, 'pay-refund-apply');
    await page.getByTestId('refund-submit').click();
    await page.waitForURL((url) => url.pathname === '/accountStore/refundApplyRecord');
    const row = page.getByTestId('refund-table').locator('tr.ant-table-row', { hasText: '¥500.00' }).first();
    await row.waitFor();
    expect(await row.getByTestId('refund-status').textContent()).toBe('审核中');
    await screenshotAtWidths(page, 'pay-refund-records');
    await row.getByTestId('refund-cancel').click();
    await pressOkInPopup(page, '.ant-popconfirm');
    await page.getByTestId('refund-table').locator('tr.ant-table-row', { hasText: '¥500.00' }).first().getByText('已取消').waitFor();

    await page.goto('/assetsManagement/refundApply');
    await page.getByTestId('refund-bank-no').waitFor();
    expect(await page.getByTestId('refund-available').textContent()).toBe(available);
  });

  it('sends a withdrawal again after its answer was lost: the same key, the server replays it, one withdrawal is made', async () => {
    const withdrawalsOf321 = async () =>
      (
        await queryDatabase<{ n: number }>(
          server.databaseUrl,
          `SELECT count(*)::int AS n FROM withdrawal_request w JOIN user_account u ON u.id = w.created_by WHERE u.logon_id = 'demo_ent' AND w.amount_fen = 32100`,
        )
      )[0]!.n;
    expect(await withdrawalsOf321()).toBe(0);
    await page.goto('/assetsManagement/refundApply');
    await page.getByTestId('refund-bank-no').waitFor();
    const available = (await page.getByTestId('refund-available').textContent()) ?? '';
    // The first answer is lost on its way back (the withdrawal is made on the server); the second passes.
    const { keysSent: keys, restore } = await loseFirstAnswer(page, '**/member/assets/createWithdrawalReq');
    try {
      await page.getByTestId('refund-amount').fill('321');
      await page.getByTestId('refund-submit').click();
      await page.getByText('这笔操作可能已经办理：再次提交不会重复办理，也可以先到记录中查看。').waitFor();
      expect(await withdrawalsOf321()).toBe(1);
      // The outcome unknown, the page asks for the balance again: the withdrawal has already left it.
      const availableFen = Math.round(Number(available.replace(/[^\d.]/g, '')) * 100);
      await expect.poll(() => page.getByTestId('refund-available').textContent()).toBe(formatMoney(availableFen - 32_100));
      await screenshot(page, 'pay-refund-answer-lost');
      // Pressed again once the 2 s double-click lock is over.
      await page.waitForTimeout(2_100);
      await page.getByTestId('refund-submit').click();
      await page.waitForURL((url) => url.pathname === '/accountStore/refundApplyRecord');
    } finally {
      await restore();
    }
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await withdrawalsOf321()).toBe(1);
    const rows = page.getByTestId('refund-table').locator('tr.ant-table-row', { hasText: '¥321.00' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);

    // Cancelled, the money is back: the balance is as before the two presses.
    await rows.first().getByTestId('refund-cancel').click();
    await pressOkInPopup(page, '.ant-popconfirm');
    await rows.first().getByText('已取消').waitFor();
    await page.goto('/assetsManagement/refundApply');
    await page.getByTestId('refund-bank-no').waitFor();
    expect(await page.getByTestId('refund-available').textContent()).toBe(available);
  });

  it('shows the bank-not-verified message with the way to the bank information when the server refuses', async () => {
    await queryDatabase(
      server.databaseUrl,
      `UPDATE enterprise SET bank_cert_status = 'Submit' WHERE id = (SELECT enterprise_id FROM user_account WHERE logon_id = 'demo_ent')`,
    );
    await page.goto('/assetsManagement/refundApply');
    await page.getByTestId('refund-bank-refusal').waitFor();
    expect(await page.getByTestId('refund-bank-refusal').textContent()).toBe('企业银行信息未通过认证，请前往用户信息-企业信息-银行账户信息查看并完善');
    await screenshotAtWidths(page, 'pay-refund-bank-not-verified');
    await page.getByTestId('refund-bank-link').click();
    await page.waitForURL((url) => url.pathname === '/auth/modify');
  });

  it('tells a sub-account without the prepay right on /myAssets that the ledger needs it, without asking for it', async () => {
    const subContext = await newContext(browser, server.baseUrl);
    try {
      const subPage = await subContext.newPage();
      const ledgerCalls: string[] = [];
      subPage.on('request', (request) => {
        if (request.url().includes('/member/assets/findAccountDealDetail')) ledgerCalls.push(request.url());
      });
      await loginWithPassword(subPage, 'demo_sub');
      await subPage.goto('/myAssets');
      await expect.poll(() => subPage.getByTestId('assets-balance').textContent()).toMatch(/^¥/);
      expect(await subPage.getByTestId('deal-no-right').textContent()).toBe('查看资金明细需要“预存”权限，请联系企业主账号在子账号管理中开通');
      // Before, the page asked, the server refused (7401) and a "数据加载失败" alert offered a retry that could not help.
      expect(await subPage.getByTestId('my-assets-page').locator('.ant-alert-error').count()).toBe(0);
      expect(await subPage.getByTestId('deal-table').count()).toBe(0);
      expect(ledgerCalls).toEqual([]);
      await screenshot(subPage, 'pay-assets-sub-without-right');
    } finally {
      await subContext.close();
    }
  });

  it('tells a sub-account given the prepay right by its main account to ask the main account for the bank information', async () => {
    // The bank information is still not verified (the test above). demo_ent grants demo_sub 预存 on the sub-account page.
    await page.goto('/enterpriseUser/enterprise/user');
    await page.getByRole('tab', { name: '已审核' }).click();
    await page.getByTestId('edit-rights-demo_sub').click();
    const modal = page.getByTestId('rights-modal');
    await modal.waitFor();
    await modal.getByLabel('预存', { exact: true }).check();
    await page.getByTestId('rights-modal-ok').click();
    await modal.waitFor({ state: 'detached' });
    const [link] = await queryDatabase<{ rights: string[] }>(
      server.databaseUrl,
      `SELECT r.rights FROM enterprise_relation_request r JOIN user_account u ON u.id = r.user_id WHERE u.logon_id = 'demo_sub' AND r.status = 'A'`,
    );
    expect(link?.rights).toContain('user_pre_deposit');

    const subContext = await newContext(browser, server.baseUrl);
    try {
      const subPage = await subContext.newPage();
      await loginWithPassword(subPage, 'demo_sub');
      await subPage.goto('/assetsManagement/refundApply');
      await subPage.getByTestId('refund-bank-refusal').waitFor();
      expect(await subPage.getByTestId('refund-bank-refusal').textContent()).toBe('企业银行信息未通过认证，请前往用户信息-企业信息-银行账户信息查看并完善');
      // A sub-account cannot edit the enterprise's bank information: no link there, the main account is named instead.
      expect(await subPage.getByTestId('refund-bank-ask-main').textContent()).toBe('请联系企业主账号完善银行账户信息');
      expect(await subPage.getByTestId('refund-bank-link').count()).toBe(0);
      await screenshot(subPage, 'pay-refund-bank-sub-account');
      // With the right, its ledger is the enterprise's.
      await subPage.goto('/myAssets');
      await subPage.getByTestId('deal-table').locator('tr.ant-table-row').first().waitFor();
      expect(await subPage.getByTestId('deal-no-right').count()).toBe(0);
    } finally {
      await subContext.close();
    }
  });

  it('pays an order with a deposit note, then redeems the note from the prepaid account', async () => {
    const order = orders[4]!;
    await page.goto(`/blankNoteThirdPayApplyView?orderIds=${order.orderId}`);
    await page.getByTestId('blank-note-apply').waitFor();
    await page.getByTestId('blank-note-apply').click();
    await page.getByText('请勾选已阅读并同意').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByTestId('blank-note-apply').click();
    // The note spends the credit line at once: the payment password first, a wrong one keeps the dialog open.
    await page.getByTestId('pay-password-input').fill('246810');
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.getByText('支付密码错误').waitFor();
    expect(await orderStatus(order.orderId)).toBe('S');
    await screenshotAtWidths(page, 'pay-blank-note-password');
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.waitForURL((url) => url.pathname === '/blanknoteApplySuccess');
    await page.getByTestId('blank-note-success').waitFor();
    await screenshotAtWidths(page, 'pay-blank-note-success');
    expect(await orderStatus(order.orderId)).not.toBe('S');

    await page.getByTestId('blank-note-success-page').locator('a', { hasText: /赎\s?回/ }).click();
    await page.waitForURL((url) => url.pathname === '/blankNoteRedeemPayment');
    await page.getByTestId('blank-note-table').locator('tr.ant-table-row').first().waitFor();
    await page.getByTestId('blank-note-redeem-page').getByRole('checkbox').check();
    await screenshotAtWidths(page, 'pay-blank-note-redeem');
    await page.getByTestId('blank-note-redeem').click();
    await page.getByTestId('pay-password-input').fill(PAYMENT_PASSWORD);
    await clickOnceOpened(page.getByTestId('pay-password-confirm'));
    await page.getByTestId('pay-success-title').waitFor();
    const [note] = await queryDatabase<{ status: string }>(
      server.databaseUrl,
      `SELECT n.status FROM blank_note n JOIN blank_note_order o ON o.blank_note_id = n.id WHERE o.order_id = $1`,
      [order.orderId],
    );
    expect(note?.status).toBe('F');
  });
});
