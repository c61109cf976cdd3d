import { downPaymentFen } from '@coastbook/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { balancesOf, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, moneyCall, ownerIdOf, tokenFor } from '../../testing/money';
import { operatorCaller, operatorToken } from '../../testing/ops-session';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Down payment (pay way 2) on a real PostgreSQL: 30 % now and the order goes to review, the balance (尾款)
 * later on the same order — by any channel but in one go — with the history, messages, lists and refunds
 * that follow. After every test each account's balance equals its ledger's sum.
 */
let testApp: TestApp;
let entToken: string;
let huaxin: string;

interface Validation {
  payable: boolean;
  reason: string | null;
  totalFen: number;
  orders: Array<{ orderId: string; kind: string; totalFen: number }>;
  downPayment: { available: boolean; reason: string | null; percent: number; amountFen: number; balanceFen: number; balanceDueAt: string } | null;
}
interface BalanceDue {
  balanceFen: number;
  dueAt: string;
  overdue: boolean;
}

const orderRow = async (orderId: string) =>
  (
    await testApp.database.pool.query<{ status: string; paid_fen: number; pay_way: number | null; total_fen: number; etd: Date }>(
      'select status, paid_fen::int, pay_way, total_fen::int, etd from order_mast where id = $1',
      [orderId],
    )
  ).rows[0]!;
const validate = (orderIds: string[]) => callApi<Validation>(testApp, 'POST', 'web/domestic/order/payment/validate', { token: entToken, body: { orderIds } });
const pay = (body: Record<string, unknown>) => moneyCall<{ payNo: string; status: string; amountFen: number; payWay: number; qrContent: string | null; orders: Array<{ status: string }> }>(testApp, entToken, 'web/domestic/order/payment/orderPayReq', body);
const payFromBalance = (orderId: string, payWay: number) => pay({ orderId, channel: 'ACCOUNTSTORE', payWay, payPassword: encryptedPayPassword(testApp) });
const messagesOf = async (orderId: string) =>
  (await testApp.database.pool.query<{ title: string; content: string }>('select title, content from customer_message where business_id = $1 order by created_at', [orderId])).rows;

/** demo_ent's open to-do task about the order, if any. */
const todoOf = async (orderId: string) => {
  const answer = await callApi<{ records: Array<{ taskType: string; title: string; content: string; link: string; businessId: string }> }>(testApp, 'POST', 'web/domestic/task/todo/getTodoTaskInfoList', {
    token: entToken,
    body: { current: 1, size: 100 },
  });
  return answer.body.data.records.find((task) => task.businessId === orderId);
};

beforeAll(async () => {
  testApp = await createTestApp();
  entToken = await tokenFor(testApp, 'demo_ent');
  huaxin = await ownerIdOf(testApp, 'demo_ent');
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

describe('down payment (pay way 2)', () => {
  it('takes 30 % from the prepaid account, sends the order to review and leaves the balance due 24 hours before sailing', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const downFen = downPaymentFen(order.totalFen);
    const { etd } = await orderRow(order.orderId);
    const offered = await validate([order.orderId]);
    expect(offered.body.data).toMatchObject({
      payable: true,
      totalFen: order.totalFen,
      orders: [{ orderId: order.orderId, kind: 'ORDER' }],
      downPayment: { available: true, reason: null, percent: 30, amountFen: downFen, balanceFen: order.totalFen - downFen, balanceDueAt: new Date(etd.getTime() - 24 * 3_600_000).toISOString() },
    });

    const before = await balancesOf(testApp, huaxin);
    const paid = await payFromBalance(order.orderId, 2);
    expect(paid.body).toMatchObject({ code: 0, data: { status: 'PAID', payWay: 2, amountFen: downFen, orders: [{ status: 'W' }] } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen - downFen);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'W', paid_fen: downFen, pay_way: 2 });
    const [message] = (await messagesOf(order.orderId)).filter((row) => row.title === '首付款已支付，等待审核');
    expect(message?.content).toContain('尾款');

    // The view, the list and payment/validate all say what is left and by when.
    const complete = await callApi<{ orderInfo: { balanceDue: BalanceDue; canPay: boolean }; orderAmountInfos: { paidFen: number; unpaidFen: number } }>(testApp, 'GET', `web/domestic/order/complete/${order.orderId}`, { token: entToken });
    expect(complete.body.data.orderInfo).toMatchObject({ canPay: false, balanceDue: { balanceFen: order.totalFen - downFen, overdue: false } });
    expect(complete.body.data.orderAmountInfos).toEqual({ totalFen: order.totalFen, paidFen: downFen, unpaidFen: order.totalFen - downFen });
    const list = await callApi<{ records: Array<{ orderId: string; balanceDue: BalanceDue }> }>(testApp, 'POST', 'web/domestic/customer/order/getOrderMastBySearchQuery', { token: entToken, body: { keyword: order.orderNo } });
    expect(list.body.data.records[0]).toMatchObject({ orderId: order.orderId, balanceDue: { balanceFen: order.totalFen - downFen } });
    const balance = await validate([order.orderId]);
    expect(balance.body.data).toMatchObject({ payable: true, totalFen: order.totalFen - downFen, orders: [{ kind: 'BALANCE' }], downPayment: null });
    expect(await todoOf(order.orderId)).toMatchObject({ taskType: 'ORDER_BALANCE_DUE', title: '待付尾款订单', link: `/order/payment?orderId=${order.orderId}` });
  });

  it('takes the balance in one go by QR: the order keeps its status, its history and messages say the balance is paid', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const downFen = downPaymentFen(order.totalFen);
    expect((await payFromBalance(order.orderId, 2)).body.code).toBe(0);

    const again = await payFromBalance(order.orderId, 2);
    expect(again.body).toMatchObject({ code: 7214, msg: '尾款须一次付清，请选择全款支付' });
    expect((await orderRow(order.orderId)).paid_fen).toBe(downFen);

    const qr = await pay({ orderId: order.orderId, channel: 'WECHAT', payWay: 1 });
    expect(qr.body).toMatchObject({ code: 0, data: { status: 'INIT', amountFen: order.totalFen - downFen } });
    const confirm = await testApp.app.inject({ method: 'POST', url: `/api/dev/pay-sandbox/${qr.body.data.payNo}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'W', paid_fen: order.totalFen, pay_way: 2 });

    const complete = await callApi<{ orderInfo: { balanceDue: BalanceDue | null }; events: Array<{ fromStatus: string; toStatus: string; action: string; actorKind: string; reason: string | null }> }>(
      testApp,
      'GET',
      `web/domestic/order/complete/${order.orderId}`,
      { token: entToken },
    );
    expect(complete.body.data.orderInfo.balanceDue).toBeNull();
    expect(complete.body.data.events.at(-1)).toMatchObject({ fromStatus: 'W', toStatus: 'W', action: 'payBalance', actorKind: 'payment' });
    expect(complete.body.data.events.at(-1)!.reason).toContain(qr.body.data.payNo);
    expect((await messagesOf(order.orderId)).map((row) => row.title)).toContain('订单尾款已付清');
    expect(await todoOf(order.orderId)).toBeUndefined();
    const after = await validate([order.orderId]);
    expect(after.body.data).toMatchObject({ payable: false, reason: expect.stringContaining('不是待支付状态') });
  });

  it('refuses the freight-loan line for a down payment (400 naming channel) and a down payment too close to sailing', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const onCredit = await moneyCall<{ fields: Array<{ field: string; message: string }> }>(testApp, entToken, 'web/domestic/order/payment/orderPayReq', {
      orderId: order.orderId,
      channel: 'CREDIT_ACCOUNTSTORE',
      payWay: 2,
      payPassword: encryptedPayPassword(testApp),
    });
    expect(onCredit.status).toBe(400);
    expect(onCredit.body.data.fields).toEqual([{ field: 'channel', message: '首付款不能使用运费贷额度支付，请选择其他支付渠道' }]);

    // The sailing leaves in 10 hours: the balance would already be due.
    await testApp.database.pool.query("update order_mast set etd = now() + interval '10 hours' where id = $1", [order.orderId]);
    const offered = await validate([order.orderId]);
    expect(offered.body.data.downPayment).toMatchObject({ available: false, reason: '距开船已不足24小时，请选择全款支付' });
    const before = await balancesOf(testApp, huaxin);
    const late = await payFromBalance(order.orderId, 2);
    expect(late.body).toMatchObject({ code: 7214, msg: '距开船已不足24小时，请选择全款支付' });
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'S', paid_fen: 0 });
    // Paying in full still works.
    expect((await payFromBalance(order.orderId, 1)).body).toMatchObject({ code: 0, data: { amountFen: order.totalFen } });
  });

  it('leaves a balance out of batch payment', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const other = await createAwaitingPaymentOrder(testApp, entToken);
    expect((await payFromBalance(order.orderId, 2)).body.code).toBe(0);
    const batch = await moneyCall(testApp, entToken, 'web/domestic/order/batchPayment', { orderIds: [order.orderId, other.orderId], channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) });
    expect(batch.body).toMatchObject({ code: 7201, msg: `订单${order.orderNo}不是待支付状态，无法支付` });
    expect((await orderRow(other.orderId)).status).toBe('S');
  });

  it('refunds each part where it came from when the order is cancelled: the down payment to the balance, the balance to the credit line', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const downFen = downPaymentFen(order.totalFen);
    expect((await payFromBalance(order.orderId, 2)).body.code).toBe(0);
    const onCredit = await pay({ orderId: order.orderId, channel: 'CREDIT_ACCOUNTSTORE', payWay: 3, payPassword: encryptedPayPassword(testApp) });
    expect(onCredit.body).toMatchObject({ code: 0, data: { amountFen: order.totalFen - downFen, payWay: 3 } });
    const paid = await balancesOf(testApp, huaxin);

    const cancelled = await callApi<{ refundedFen: number }>(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: order.orderId, reason: '测试首付退款' } });
    expect(cancelled.body).toMatchObject({ code: 0, data: { refundedFen: order.totalFen } });
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(paid.balanceFen + downFen);
    expect(after.creditUsedFen).toBe(paid.creditUsedFen - (order.totalFen - downFen));
  });

  it('gives back only the down payment when the carrier rejects the order', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const downFen = downPaymentFen(order.totalFen);
    expect((await payFromBalance(order.orderId, 2)).body.code).toBe(0);
    const paid = await balancesOf(testApp, huaxin);
    const reviewer = operatorCaller(testApp, await operatorToken(testApp, 'ops_review'));
    const detail = await reviewer<{ orderInfo: { balanceDue: BalanceDue } }>('GET', `orders/${order.orderId}`);
    expect(detail.body.data.orderInfo.balanceDue).toMatchObject({ balanceFen: order.totalFen - downFen });
    const rejected = await reviewer('POST', `orders/${order.orderId}/reject`, { body: { reason: '该航次舱位调整' } });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'R', paidFen: 0 } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(paid.balanceFen + downFen);
    const complete = await callApi<{ orderInfo: { balanceDue: BalanceDue | null } }>(testApp, 'GET', `web/domestic/order/complete/${order.orderId}`, { token: entToken });
    expect(complete.body.data.orderInfo.balanceDue).toBeNull();
  });

  it('shows the seeded down-payment order of demo_ent with its balance due', async () => {
    const list = await callApi<{ records: Array<{ orderId: string; bkgNo: string | null; status: string; totalFen: number; paidFen: number; balanceDue: BalanceDue | null }> }>(
      testApp,
      'POST',
      'web/domestic/customer/order/getOrderMastBySearchQuery',
      { token: entToken, body: { keyword: 'PAN6112800006' } },
    );
    const [seeded] = list.body.data.records;
    expect(seeded).toMatchObject({ bkgNo: 'PAN6112800006', status: 'A', balanceDue: { overdue: false } });
    expect(seeded!.paidFen).toBe(downPaymentFen(seeded!.totalFen));
    expect(seeded!.balanceDue!.balanceFen).toBe(seeded!.totalFen - seeded!.paidFen);
    // Its ledger shows the down payment taken from the balance, and the seeded deposit note sits on another order.
    const { rows: debits } = await testApp.database.pool.query<{ amount_fen: string }>("select amount_fen from prepaid_ledger where kind = 'ORDER_PAY' and business_id = $1", [seeded!.orderId]);
    expect(debits.map((row) => Number(row.amount_fen))).toEqual([-seeded!.paidFen]);
    const { rows: notes } = await testApp.database.pool.query('select 1 from blank_note_order where order_id = $1', [seeded!.orderId]);
    expect(notes).toHaveLength(0);
    expect((await todoOf(seeded!.orderId))?.content).toMatch(/^订单OC\d+已付首付款¥[\d,.]+，尾款¥[\d,.]+请于\d{4}-\d{2}-\d{2} \d{2}:\d{2}前付清。$/);
  });
});
