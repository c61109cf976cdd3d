import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  balancesOf,
  createAwaitingPaymentOrder,
  encryptedPayPassword,
  expectEveryLedgerMatches,
  moneyCall,
  newKey,
  ownerIdOf,
  tokenFor,
} from '../../testing/money';
import { callApi } from '../../testing/identity';

/**
 * Paying orders (001 §7 "Payment") on a real PostgreSQL: prepaid debit with the payment password under an
 * Idempotency-Key, batch all-or-nothing, sub-account rights, the sandbox QR channel and its signed notify.
 * After every test each account's balance equals its ledger's sum.
 */
let testApp: TestApp;
let entToken: string;
let huaxin: string;

const orderStatus = async (orderId: string) =>
  (await testApp.database.pool.query<{ status: string; paid_fen: number; pay_way: number | null }>('select status, paid_fen, pay_way from order_mast where id = $1', [orderId])).rows[0]!;

beforeAll(async () => {
  testApp = await createTestApp();
  entToken = await tokenFor(testApp, 'demo_ent');
  huaxin = await ownerIdOf(testApp, 'demo_ent');
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));


describe('orderPayReq from the prepaid account', () => {
  it('pays once for 20 concurrent requests with the same Idempotency-Key, and every answer is the same', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const body = { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => moneyCall<{ payNo: string; status: string }>(testApp, entToken, 'web/domestic/order/payment/orderPayReq', body, { key })));

    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: order.totalFen, orders: [{ orderId: order.orderId, status: 'W' }] } });
    expect(answers.filter((answer) => answer.replayed).length).toBe(19);
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - order.totalFen);
    expect(after.rows).toBe(before.rows + 1);
    const { rows } = await testApp.database.pool.query('select count(*)::int as n from payment_request where idempotency_key = $1', [key]);
    expect(rows[0].n).toBe(1);
    expect(await orderStatus(order.orderId)).toMatchObject({ status: 'W', paid_fen: order.totalFen, pay_way: 1 });
  });

  it('refuses the same key with a different body (422) and a money call without a key (400 naming the header)', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const other = await createAwaitingPaymentOrder(testApp, entToken);
    const key = newKey();
    const first = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) }, { key });
    expect(first.body.code).toBe(0);
    const reused = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: other.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) }, { key });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 422, msg: '幂等键已用于另一笔不同的请求' });
    const missing = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: other.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) }, { key: null });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('Idempotency-Key');
    expect((await orderStatus(other.orderId)).status).toBe('S');
  });

  it('refuses a wrong payment password, counts the try and moves no money', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const answer = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp, '246810') });
    expect(answer.body).toMatchObject({ code: 7203, msg: '支付密码错误' });
    const { rows } = await testApp.database.pool.query("select count(*)::int as n from payment_password_failure f join user_account u on u.id = f.user_id where u.logon_id = 'demo_ent'");
    expect(rows[0].n).toBe(1);
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
    expect((await orderStatus(order.orderId)).status).toBe('S');
    // The right password pays and clears the tries kept, also when they are older than the hour that counts.
    await testApp.database.pool.query("update payment_password_failure set failed_at = now() - interval '3 hours' where user_id = (select id from user_account where logon_id = 'demo_ent')");
    const paid = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) });
    expect(paid.body).toMatchObject({ code: 0, data: { status: 'PAID', orders: [{ orderId: order.orderId, status: 'W' }] } });
    const cleared = await testApp.database.pool.query("select count(*)::int as n from payment_password_failure f join user_account u on u.id = f.user_id where u.logon_id = 'demo_ent'");
    expect(cleared.rows[0].n).toBe(0);
  });

  it('refuses when the balance does not cover the order, leaving order and balance as they were', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    // Freeze all but ¥0.01 through a withdrawal request, then give it back.
    const frozen = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: before.balanceFen - 1 });
    expect(frozen.body.code).toBe(0);
    const answer = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) });
    expect(answer.body).toMatchObject({ code: 7204, msg: '预存账户余额不足，请先充值' });
    expect((await orderStatus(order.orderId)).status).toBe('S');
    const validation = await callApi<{ payable: boolean; channels: Array<{ channel: string; available: boolean; reason: string | null }> }>(testApp, 'POST', 'web/domestic/order/payment/validate', {
      token: entToken,
      body: { orderIds: [order.orderId], channel: 'ACCOUNTSTORE' },
    });
    expect(validation.body.data).toMatchObject({ payable: false });
    expect(validation.body.data.channels.find((item) => item.channel === 'ACCOUNTSTORE')).toMatchObject({ available: false, reason: '预存账户余额不足，请先充值' });
    const cancelled = await moneyCall(testApp, entToken, 'web/domestic/member/assets/cancelRefund', { id: frozen.body.data.id });
    expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'X' } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen);
  });

  it('refuses a sub-account without the user_pay right with a clear message', async () => {
    await testApp.database.pool.query(
      "update enterprise_relation_request set rights = '{}' where user_id = (select id from user_account where logon_id = 'demo_sub') and status = 'A'",
    );
    try {
      const subToken = await tokenFor(testApp, 'demo_sub');
      const order = await createAwaitingPaymentOrder(testApp, subToken);
      const before = await balancesOf(testApp, huaxin);
      const answer = await moneyCall(testApp, subToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) });
      expect(answer.body).toMatchObject({ code: 7202, msg: '您没有支付权限，请联系企业主账号在子账号管理中开通“支付”权限' });
      expect(await balancesOf(testApp, huaxin)).toEqual(before);
      expect((await orderStatus(order.orderId)).status).toBe('S');
    } finally {
      await testApp.database.pool.query(
        "update enterprise_relation_request set rights = '{user_pay}' where user_id = (select id from user_account where logon_id = 'demo_sub') and status = 'A'",
      );
    }
  });

  it('answers 404 for another enterprise\'s order', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const personToken = await tokenFor(testApp, 'demo_person');
    const answer = await moneyCall(testApp, personToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(7001);
  });
});

describe('batchPayment', () => {
  it('pays all orders or none', async () => {
    const first = await createAwaitingPaymentOrder(testApp, entToken);
    const second = await createAwaitingPaymentOrder(testApp, entToken);
    const gone = await createAwaitingPaymentOrder(testApp, entToken);
    const cancel = await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: gone.orderId, reason: '测试取消' } });
    expect(cancel.body.code).toBe(0);
    const before = await balancesOf(testApp, huaxin);

    const refused = await moneyCall(testApp, entToken, 'web/domestic/order/batchPayment', {
      orderIds: [first.orderId, second.orderId, gone.orderId],
      channel: 'ACCOUNTSTORE',
      payPassword: encryptedPayPassword(testApp),
    });
    expect(refused.body).toMatchObject({ code: 7201, msg: `订单${gone.orderNo}不是待支付状态，无法支付` });
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
    expect((await orderStatus(first.orderId)).status).toBe('S');
    expect((await orderStatus(second.orderId)).status).toBe('S');

    const paid = await moneyCall<{ amountFen: number; orders: Array<{ status: string }> }>(testApp, entToken, 'web/domestic/order/batchPayment', {
      orderIds: [first.orderId, second.orderId],
      channel: 'ACCOUNTSTORE',
      payPassword: encryptedPayPassword(testApp),
    });
    expect(paid.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: first.totalFen + second.totalFen } });
    expect(paid.body.data.orders.map((line) => line.status)).toEqual(['W', 'W']);
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - first.totalFen - second.totalFen);
    expect(after.rows).toBe(before.rows + 2);
  });

  it('refuses an order that is not the paying account’s, naming it in the caller’s language, and starts no payment', async () => {
    const personToken = await tokenFor(testApp, 'demo_person');
    const own = await createAwaitingPaymentOrder(testApp, personToken);
    const placed = await createAwaitingPaymentOrder(testApp, personToken);
    const { rows: [original] } = await testApp.database.pool.query<{ enterprise_id: string | null }>('select enterprise_id from order_mast where id = $1', [placed.orderId]);
    // As if placed while the person was a member of 上海华信: they still see it, but it is the enterprise's to pay.
    await testApp.database.pool.query('update order_mast set enterprise_id = $1 where id = $2', [huaxin, placed.orderId]);
    try {
      const body = { orderIds: [own.orderId, placed.orderId], channel: 'WECHAT', agreementTicked: true };
      const chinese = await moneyCall(testApp, personToken, 'web/domestic/order/batchPayment', body);
      expect(chinese.body).toEqual({ code: 7213, msg: `订单${placed.orderNo}不属于当前付款账户，请使用下单账号支付`, data: { field: 'orderIds' } });
      const english = await moneyCall(testApp, personToken, 'web/domestic/order/batchPayment', body, { acceptLanguage: 'en-US' });
      expect(english.body).toEqual({
        code: 7213,
        msg: `Order ${placed.orderNo} does not belong to the paying account, please pay with the account that placed the order`,
        data: { field: 'orderIds' },
      });
      const { rows } = await testApp.database.pool.query('select count(*)::int as n from payment_request_order where order_id = any($1)', [[own.orderId, placed.orderId]]);
      expect(rows[0].n).toBe(0);
      expect((await orderStatus(own.orderId)).status).toBe('S');
    } finally {
      await testApp.database.pool.query('update order_mast set enterprise_id = $1 where id = $2', [original!.enterprise_id, placed.orderId]);
    }
  });

  it('words the refusal of an order not awaiting payment in English for an English page', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const cancel = await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: order.orderId } });
    expect(cancel.body.code).toBe(0);
    const body = { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true };
    const english = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', body, { acceptLanguage: 'en-US' });
    expect(english.body).toEqual({ code: 7201, msg: `Order ${order.orderNo} is not awaiting payment and cannot be paid`, data: { orderId: order.orderId } });

    // The payment check answers its reasons (code 0) in the caller's language too.
    const check = async (acceptLanguage?: string) => {
      const body = { orderIds: [order.orderId] };
      return (await callApi(testApp, 'POST', 'web/domestic/order/payment/validate', { token: entToken, body, ...(acceptLanguage ? { acceptLanguage } : {}) })).body;
    };
    expect(await check('en-US')).toMatchObject({ code: 0, data: { payable: false, reason: `Order ${order.orderNo} is not awaiting payment and cannot be paid` } });
    expect(await check()).toMatchObject({ code: 0, data: { payable: false, reason: `订单${order.orderNo}不是待支付状态，无法支付` } });
  });
});

describe('QR channels through the sandbox provider', () => {
  it('pays the order when the signed notify arrives, refuses a bad signature, and ignores a replayed notify', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const qr = await moneyCall<{ payNo: string; status: string; qrContent: string }>(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'WECHAT' });
    expect(qr.body).toMatchObject({ code: 0, data: { status: 'INIT', amountFen: order.totalFen } });
    const { payNo, qrContent } = qr.body.data;
    expect(qrContent).toBe(`/api/dev/pay-sandbox/${payNo}`);

    const pageAnswer = await testApp.app.inject({ method: 'GET', url: qrContent });
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain('确认支付');
    expect(pageAnswer.body).toContain('支付失败');
    // A page with its own <style>: the JSON answers' `default-src 'none'` would leave it unstyled.
    expect(pageAnswer.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");

    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/domestic/order/payment/callback/WECHAT',
      payload: { payNo, tradeNo: 'FORGED1', amountFen: order.totalFen, result: 'SUCCESS', timestamp: Date.now(), sign: 'a'.repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 7210, msg: '支付通知签名校验失败' });
    expect((await orderStatus(order.orderId)).status).toBe('S');

    const confirm = await testApp.app.inject({ method: 'POST', url: `/api/dev/pay-sandbox/${payNo}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect((await orderStatus(order.orderId)).status).toBe('W');
    const status = await callApi<{ status: string }>(testApp, 'POST', 'web/domestic/order/payment/orderPayStatus', { token: entToken, body: { payNo } });
    expect(status.body).toMatchObject({ code: 0, data: { status: 'PAID', orders: [{ orderId: order.orderId, status: 'W' }] } });

    // The provider repeats its notify: same signed body, nothing changes.
    const { rows } = await testApp.database.pool.query<{ provider_trade_no: string }>('select provider_trade_no from payment_request where pay_no = $1', [payNo]);
    const { notifyKeyOf, signNotify } = await import('./notify-signature');
    const fields = { payNo, tradeNo: rows[0]!.provider_trade_no, amountFen: order.totalFen, result: 'SUCCESS' as const, timestamp: Date.now() };
    const replay = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/domestic/order/payment/callback/WECHAT',
      payload: { ...fields, sign: signNotify(await notifyKeyOf(testApp.database.db), fields) },
    });
    expect(replay.json()).toMatchObject({ code: 0, data: { status: 'PAID', changed: false } });
    // QR money never touches the prepaid balance.
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
  });

  it('money that arrives for an order cancelled meanwhile goes to the prepaid balance, once, and the customer is told; the order stays cancelled', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const qr = await moneyCall<{ payNo: string }>(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'WECHAT' });
    const { payNo } = qr.body.data;
    // While the customer scans, the order is cancelled (in another tab, or by the payment timeout).
    const cancelled = await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: order.orderId, reason: '改订其他班期' } });
    expect(cancelled.body.code).toBe(0);
    const before = await balancesOf(testApp, huaxin);

    const confirm = await testApp.app.inject({ method: 'POST', url: `/api/dev/pay-sandbox/${payNo}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect((await orderStatus(order.orderId)).status).toBe('X');
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen + order.totalFen);
    expect(after.rows).toBe(before.rows + 1);
    const { rows: messages } = await testApp.database.pool.query<{ title: string; content: string }>(
      "select title, content from customer_message where business_id = $1 and title = '支付款已转入预存账户'",
      [order.orderId],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain(`订单${order.orderNo}在您支付时已不是待支付状态`);
    expect(messages[0]!.content).toContain(payNo);

    // The provider repeats its notify: no second credit, no second message.
    await testApp.app.inject({ method: 'POST', url: `/api/dev/pay-sandbox/${payNo}/confirm` });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(after.balanceFen);
    const { rows: again } = await testApp.database.pool.query("select 1 from customer_message where business_id = $1 and title = '支付款已转入预存账户'", [order.orderId]);
    expect(again).toHaveLength(1);
  });

  it('marks the request FAILED on the fail button and leaves the order awaiting payment', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const qr = await moneyCall<{ payNo: string }>(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'ALIPAY' });
    const failed = await testApp.app.inject({ method: 'POST', url: `/api/dev/pay-sandbox/${qr.body.data.payNo}/fail` });
    expect(failed.statusCode).toBe(303);
    const status = await callApi<{ status: string }>(testApp, 'POST', 'web/domestic/order/payment/orderPayStatus', { token: entToken, body: { orderId: order.orderId } });
    expect(status.body).toMatchObject({ code: 0, data: { status: 'FAILED' } });
    expect((await orderStatus(order.orderId)).status).toBe('S');
  });
});

describe('other payment calls', () => {
  it('refuses zero down payment for a gold member, and answers no points to deduct', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const zero = await moneyCall(testApp, entToken, 'web/domestic/order/payment/zeroPayment', { orderId: order.orderId });
    expect(zero.body).toMatchObject({ code: 7212, msg: '该订单不支持零首付，请选择其他支付方式' });
    const points = await callApi(testApp, 'POST', `web/domestic/order/payment/searchPayPoint/${order.orderId}`, { token: entToken, query: { disablePromotion: 'false' } });
    expect(points.body).toMatchObject({ code: 0, data: { availablePoints: 0, deductibleFen: 0 } });
  });

  it('pays with a deposit note on the freight-loan line and redeems it from the balance', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const note = await moneyCall<{ id: string; status: string; amountFen: number }>(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId], payPassword: encryptedPayPassword(testApp) });
    expect(note.body).toMatchObject({ code: 0, data: { status: 'D', amountFen: order.totalFen } });
    // The note is credit on the freight-loan line: the order records bank credit (pay way 3).
    expect(await orderStatus(order.orderId)).toMatchObject({ status: 'W', pay_way: 3 });
    expect((await balancesOf(testApp, huaxin)).creditUsedFen).toBe(before.creditUsedFen + order.totalFen);

    const redeemed = await moneyCall(testApp, entToken, 'web/domestic/order/payment/blankNoteRedeemPayment', {
      blankNoteIds: [note.body.data.id],
      channel: 'ACCOUNTSTORE',
      payPassword: encryptedPayPassword(testApp),
    });
    expect(redeemed.body).toMatchObject({ code: 0, data: { status: 'PAID', purpose: 2 } });
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - order.totalFen);
    expect(after.creditUsedFen).toBe(before.creditUsedFen);
    const notes = await callApi<{ records: Array<{ id: string; status: string }> }>(testApp, 'POST', 'web/domestic/member/assets/getBlankNoteData', { token: entToken, body: {} });
    expect(notes.body.data.records.find((record) => record.id === note.body.data.id)?.status).toBe('F');
  });
});

describe('the pay way an order records (001 §9)', () => {
  const payWayOf = async (orderId: string) => (await orderStatus(orderId)).pay_way;

  it('records bank credit (3) for the freight-loan line, whichever way was sent, and refuses 3 on any other channel', async () => {
    const chosen = await createAwaitingPaymentOrder(testApp, entToken);
    const byCredit = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: chosen.orderId, channel: 'CREDIT_ACCOUNTSTORE', payWay: 3, payPassword: encryptedPayPassword(testApp) });
    expect(byCredit.body).toMatchObject({ code: 0, data: { status: 'PAID' } });
    expect(await payWayOf(chosen.orderId)).toBe(3);

    const sentAsFull = await createAwaitingPaymentOrder(testApp, entToken);
    expect((await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: sentAsFull.orderId, channel: 'CREDIT_ACCOUNTSTORE', payWay: 1, payPassword: encryptedPayPassword(testApp) })).body.code).toBe(0);
    expect(await payWayOf(sentAsFull.orderId)).toBe(3);

    const prepaid = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const refused = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: prepaid.orderId, channel: 'ACCOUNTSTORE', payWay: 3, payPassword: encryptedPayPassword(testApp) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: '请求错误：channel: 银行授信只能使用运费贷额度（CREDIT_ACCOUNTSTORE）支付' });
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
    expect(await orderStatus(prepaid.orderId)).toMatchObject({ status: 'S', pay_way: null });
  });
});

describe('deposit note: the payment password', () => {
  const noteRows = async (orderId: string) =>
    (await testApp.database.pool.query('select count(*)::int as n from blank_note_order where order_id = $1', [orderId])).rows[0].n as number;

  it('refuses a note without the password (400 naming payPassword) or with a wrong one (7203, try counted), spending no credit', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const missing = await moneyCall(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, msg: '请求错误：payPassword: 请输入支付密码' });

    await testApp.database.pool.query("delete from payment_password_failure where user_id = (select id from user_account where logon_id = 'demo_ent')");
    const key = newKey();
    const wrong = await moneyCall(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId], payPassword: encryptedPayPassword(testApp, '246810') }, { key });
    expect(wrong.body).toMatchObject({ code: 7203, msg: '支付密码错误' });
    const { rows } = await testApp.database.pool.query("select count(*)::int as n from payment_password_failure f join user_account u on u.id = f.user_id where u.logon_id = 'demo_ent'");
    expect(rows[0].n).toBe(1);
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
    expect((await orderStatus(order.orderId)).status).toBe('S');
    expect(await noteRows(order.orderId)).toBe(0);

    // The refusal stored nothing under the key: the same key with the right password draws the note.
    const drawn = await moneyCall(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId], payPassword: encryptedPayPassword(testApp) }, { key });
    expect(drawn.body).toMatchObject({ code: 0, data: { status: 'D', amountFen: order.totalFen } });
    expect((await balancesOf(testApp, huaxin)).creditUsedFen).toBe(before.creditUsedFen + order.totalFen);
    expect(await noteRows(order.orderId)).toBe(1);
  });
});

describe('deposit note redeemed by QR', () => {
  it('repays the line when the sandbox provider confirms, without touching the balance', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const note = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId], payPassword: encryptedPayPassword(testApp) });
    expect(note.body.code).toBe(0);
    const before = await balancesOf(testApp, huaxin);
    const qr = await moneyCall<{ payNo: string; qrContent: string; purpose: number }>(testApp, entToken, 'web/domestic/order/payment/blankNoteRedeemPayment', { blankNoteIds: [note.body.data.id], channel: 'WECHAT' });
    expect(qr.body).toMatchObject({ code: 0, data: { status: 'INIT', purpose: 2 } });
    expect((await testApp.app.inject({ method: 'POST', url: `${qr.body.data.qrContent}/confirm` })).statusCode).toBe(303);
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen);
    expect(after.creditUsedFen).toBe(before.creditUsedFen - order.totalFen);
    const { rows } = await testApp.database.pool.query<{ status: string }>('select status from blank_note where id = $1', [note.body.data.id]);
    expect(rows[0]!.status).toBe('F');
  });
});

describe('refunds when a paid order is cancelled', () => {
  const cancel = (orderId: string) => callApi<{ refundedFen: number }>(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId, reason: '测试退款' } });

  it('gives prepaid money back to the balance, credit-line money back to the line, and shrinks an unredeemed deposit note', async () => {
    const prepaid = await createAwaitingPaymentOrder(testApp, entToken);
    const credit = await createAwaitingPaymentOrder(testApp, entToken);
    const noted = await createAwaitingPaymentOrder(testApp, entToken);
    const pay = (orderId: string, channel: string) => moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId, channel, payPassword: encryptedPayPassword(testApp) });
    expect((await pay(prepaid.orderId, 'ACCOUNTSTORE')).body.code).toBe(0);
    expect((await pay(credit.orderId, 'CREDIT_ACCOUNTSTORE')).body.code).toBe(0);
    const note = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [noted.orderId], payPassword: encryptedPayPassword(testApp) });
    expect(note.body.code).toBe(0);
    const paid = await balancesOf(testApp, huaxin);

    expect((await cancel(prepaid.orderId)).body).toMatchObject({ code: 0, data: { refundedFen: prepaid.totalFen } });
    expect((await cancel(credit.orderId)).body).toMatchObject({ code: 0, data: { refundedFen: credit.totalFen } });
    expect((await cancel(noted.orderId)).body).toMatchObject({ code: 0, data: { refundedFen: noted.totalFen } });
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(paid.balanceFen + prepaid.totalFen);
    expect(after.creditUsedFen).toBe(paid.creditUsedFen - credit.totalFen - noted.totalFen);
    const { rows } = await testApp.database.pool.query<{ status: string; amount_fen: number }>('select status, amount_fen from blank_note where id = $1', [note.body.data.id]);
    expect(rows[0]).toEqual({ status: 'X', amount_fen: 0 });
    const records = await callApi<{ records: Array<{ kind: string; businessId: string; amountFen: number }> }>(testApp, 'POST', 'web/domestic/member/assets/getRefundRecord', { token: entToken, body: { kind: 'REFUND' } });
    expect(records.body.data.records.find((record) => record.businessId === prepaid.orderId)).toMatchObject({ kind: 'REFUND', amountFen: prepaid.totalFen });
  });
});

describe('the business agreement (001 §5: 请勾选已阅读并同意)', () => {
  const AGREEMENT_FIELD = [{ field: 'agreementTicked', message: '请勾选已阅读并同意' }];
  const refusedTicks = [
    { label: 'false', agreementTicked: false },
    // `undefined` leaves the field out of the JSON body (moneyCall adds it only when the body does not name it).
    { label: 'missing', agreementTicked: undefined },
  ];
  const keyRows = async (key: string) => (await testApp.database.pool.query('select count(*)::int as n from idempotency_key where key = $1', [key])).rows[0].n as number;

  /** Sends `body` unticked both ways under one key: 400 naming agreementTicked, nothing stored; then `check` that nothing moved. */
  async function expectRefusedUnticked(url: string, body: Record<string, unknown>, key: string, check: () => Promise<void>) {
    for (const { label, agreementTicked } of refusedTicks) {
      const answer = await moneyCall<{ fields: Array<{ field: string; message: string }> }>(testApp, entToken, url, { ...body, agreementTicked }, { key });
      expect({ label, status: answer.status, code: answer.body.code, fields: answer.body.data?.fields }).toEqual({ label, status: 400, code: 400, fields: AGREEMENT_FIELD });
      expect(answer.body.msg).toContain('agreementTicked: 请勾选已阅读并同意');
      await check();
    }
    expect(await keyRows(key)).toBe(0);
  }

  it('orderPayReq: refused unticked (no debit, order still awaiting payment); ticked with the same key it pays, and the same body replays', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const body = { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) };
    await expectRefusedUnticked('web/domestic/order/payment/orderPayReq', body, key, async () => {
      expect(await balancesOf(testApp, huaxin)).toEqual(before);
      expect(await orderStatus(order.orderId)).toMatchObject({ status: 'S', paid_fen: 0 });
    });

    const paid = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { ...body, agreementTicked: true }, { key });
    expect(paid).toMatchObject({ status: 200, replayed: false, body: { code: 0, data: { status: 'PAID', amountFen: order.totalFen } } });
    const replay = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { ...body, agreementTicked: true }, { key });
    expect(replay).toMatchObject({ status: 200, replayed: true, body: paid.body });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen - order.totalFen);
    // The contract is checked before the key: an unticked retry of a paid key is refused, not replayed.
    expect((await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { ...body, agreementTicked: false }, { key })).status).toBe(400);
  });

  it('orderPayReq by QR: refused unticked before any payment request is made', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const key = newKey();
    await expectRefusedUnticked('web/domestic/order/payment/orderPayReq', { orderId: order.orderId, channel: 'WECHAT' }, key, async () => {
      const { rows } = await testApp.database.pool.query('select count(*)::int as n from payment_request_order where order_id = $1', [order.orderId]);
      expect(rows[0].n).toBe(0);
      expect((await orderStatus(order.orderId)).status).toBe('S');
    });
  });

  it('batchPayment: refused unticked, no order paid, no debit', async () => {
    const orders = [await createAwaitingPaymentOrder(testApp, entToken), await createAwaitingPaymentOrder(testApp, entToken)];
    const before = await balancesOf(testApp, huaxin);
    const body = { orderIds: orders.map((order) => order.orderId), channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) };
    await expectRefusedUnticked('web/domestic/order/batchPayment', body, newKey(), async () => {
      expect(await balancesOf(testApp, huaxin)).toEqual(before);
      for (const order of orders) expect((await orderStatus(order.orderId)).status).toBe('S');
    });
    const paid = await moneyCall(testApp, entToken, 'web/domestic/order/batchPayment', { ...body, agreementTicked: true });
    expect(paid.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: orders[0]!.totalFen + orders[1]!.totalFen } });
  });

  it('zeroPayment: refused unticked for a customer it would otherwise let through', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    const { rows } = await testApp.database.pool.query<{ level: number }>('select level from enterprise where id = $1', [huaxin]);
    // Diamond (level 3) and above may pay nothing down.
    await testApp.database.pool.query('update enterprise set level = 3 where id = $1', [huaxin]);
    try {
      await expectRefusedUnticked('web/domestic/order/payment/zeroPayment', { orderId: order.orderId }, newKey(), async () => {
        expect(await orderStatus(order.orderId)).toMatchObject({ status: 'S', pay_way: null });
      });
      const zero = await moneyCall(testApp, entToken, 'web/domestic/order/payment/zeroPayment', { orderId: order.orderId, agreementTicked: true });
      expect(zero.body).toMatchObject({ code: 0, data: { status: 'PAID', payWay: 0, amountFen: 0 } });
      expect(await orderStatus(order.orderId)).toMatchObject({ pay_way: 0 });
      expect(await balancesOf(testApp, huaxin)).toEqual(before);
    } finally {
      await testApp.database.pool.query('update enterprise set level = $2 where id = $1', [huaxin, rows[0]!.level]);
    }
  });

  it('applyBlanknote and blankNoteRedeemPayment: refused unticked, the line and the balance untouched', async () => {
    const order = await createAwaitingPaymentOrder(testApp, entToken);
    const before = await balancesOf(testApp, huaxin);
    await expectRefusedUnticked('web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId], payPassword: encryptedPayPassword(testApp) }, newKey(), async () => {
      expect(await balancesOf(testApp, huaxin)).toEqual(before);
      expect((await orderStatus(order.orderId)).status).toBe('S');
    });
    const note = await moneyCall<{ id: string }>(testApp, entToken, 'web/domestic/member/assets/applyBlanknote', { orderIds: [order.orderId], payPassword: encryptedPayPassword(testApp), agreementTicked: true });
    expect(note.body).toMatchObject({ code: 0, data: { status: 'D' } });

    const issued = await balancesOf(testApp, huaxin);
    const body = { blankNoteIds: [note.body.data.id], channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) };
    await expectRefusedUnticked('web/domestic/order/payment/blankNoteRedeemPayment', body, newKey(), async () => {
      expect(await balancesOf(testApp, huaxin)).toEqual(issued);
      const { rows } = await testApp.database.pool.query<{ status: string }>('select status from blank_note where id = $1', [note.body.data.id]);
      expect(rows[0]!.status).toBe('D');
    });
    const redeemed = await moneyCall(testApp, entToken, 'web/domestic/order/payment/blankNoteRedeemPayment', { ...body, agreementTicked: true });
    expect(redeemed.body).toMatchObject({ code: 0, data: { status: 'PAID', purpose: 2 } });
  });
});

describe('the ledger', () => {
  it('cannot be updated or deleted, even directly in the database', async () => {
    await expect(testApp.database.pool.query('update prepaid_ledger set amount_fen = amount_fen + 1')).rejects.toThrow(/append-only/);
    await expect(testApp.database.pool.query('delete from prepaid_ledger')).rejects.toThrow(/append-only/);
    await expect(testApp.database.pool.query('truncate prepaid_ledger cascade')).rejects.toThrow(/append-only/);
  });
});

describe('in production', () => {
  it('has no sandbox page and refuses the QR channels instead of answering a fake QR code', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const token = await tokenFor(production, 'demo_ent');
      const { rows } = await production.database.pool.query<{ id: string }>("select id from order_mast where status = 'S' limit 1");
      const answer = await moneyCall(production, token, 'web/domestic/order/payment/orderPayReq', { orderId: rows[0]!.id, channel: 'WECHAT' });
      expect(answer.body).toMatchObject({ code: 7208 });
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/pay-sandbox/PY2611220000000001' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
