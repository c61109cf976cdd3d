import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { balancesOf, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, newKey } from '../testing/money';
import { rawCall, startDemoEntPayer, type Customer, type RawAnswer } from './reliability.test-support';

/**
 * Payment idempotency (issue 7): one Idempotency-Key sent 100 times at once moves money once and every
 * caller gets the same answer; the key reused with another body is refused with 422; after every test
 * each prepaid account's cached balance equals its ledger's sum (expectEveryLedgerMatches).
 */
const AT_ONCE = 100;
const REUSED = { code: 422, msg: '幂等键已用于另一笔不同的请求' };

let testApp: TestApp;
let ent: Customer;
let huaxin: string;

beforeAll(async () => {
  ({ testApp, ent, huaxin } = await startDemoEntPayer());
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

const pay = (path: string, body: unknown, key: string): Promise<RawAnswer> =>
  rawCall(testApp, ent, 'POST', `/api/web/domestic/${path}`, { body, headers: { 'idempotency-key': key } });

async function ledgerRowsOfBusiness(businessNo: string): Promise<number> {
  const { rows } = await testApp.database.pool.query<{ n: number }>(
    'select count(*)::int as n from prepaid_ledger l join prepaid_account a on a.id = l.account_id where a.owner_id = $1 and l.business_no = $2',
    [huaxin, businessNo],
  );
  return rows[0]!.n;
}

function expectSameAnswers(answers: RawAnswer[]): void {
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  for (const answer of answers) expect(answer.text).toBe(answers[0]!.text);
  expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(answers.length - 1);
}

describe(`the same Idempotency-Key ${AT_ONCE} times at once`, () => {
  it('orderPayReq (ACCOUNTSTORE): one debit ledger row, one payment, identical answers; another body with the key → 422', async () => {
    const order = await createAwaitingPaymentOrder(testApp, ent.token);
    const other = await createAwaitingPaymentOrder(testApp, ent.token);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const body = { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true };

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => pay('order/payment/orderPayReq', body, key)));

    expectSameAnswers(answers);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: order.totalFen, orders: [{ orderId: order.orderId, status: 'W' }] } });
    const { payNo } = answers[0]!.body.data as { payNo: string };
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - order.totalFen);
    expect(after.rows).toBe(before.rows + 1);
    const requests = await testApp.database.pool.query<{ n: number }>('select count(*)::int as n from payment_request where idempotency_key = $1', [key]);
    expect(requests.rows[0]!.n).toBe(1);
    // The one ORDER_PAY row names the order; its amount is the debit.
    const debits = await testApp.database.pool.query<{ kind: string; amount_fen: number }>(
      'select l.kind, l.amount_fen from prepaid_ledger l join prepaid_account a on a.id = l.account_id where a.owner_id = $1 and l.business_no = $2',
      [huaxin, order.orderNo],
    );
    expect(debits.rows).toEqual([{ kind: 'ORDER_PAY', amount_fen: -order.totalFen }]);

    // The used key with another body (another order): refused with 422, nothing moves.
    const reused = await pay('order/payment/orderPayReq', { ...body, orderId: other.orderId }, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject(REUSED);
    expect(await balancesOf(testApp, huaxin)).toEqual(after);
    const otherStatus = await testApp.database.pool.query<{ status: string }>('select status from order_mast where id = $1', [other.orderId]);
    expect(otherStatus.rows[0]!.status).toBe('S');
    expect(payNo).toMatch(/^PY/);
  });

  it('a retry whose password is encrypted afresh (the first answer lost) replays the payment; a wrong password does not pay again', async () => {
    const order = await createAwaitingPaymentOrder(testApp, ent.token);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const action = { orderId: order.orderId, channel: 'ACCOUNTSTORE', agreementTicked: true };

    const first = await pay('order/payment/orderPayReq', { ...action, payPassword: encryptedPayPassword(testApp) }, key);
    const retry = await pay('order/payment/orderPayReq', { ...action, payPassword: encryptedPayPassword(testApp) }, key);
    const mistyped = await pay('order/payment/orderPayReq', { ...action, payPassword: encryptedPayPassword(testApp, '999999') }, key);

    expect(first.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: order.totalFen } });
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The key's work is done: replaying its answer pays nothing, whatever the password.
    expect(mistyped.text).toBe(first.text);
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - order.totalFen);
    expect(after.rows).toBe(before.rows + 1);
  });

  it('two different bodies racing on one key: exactly one is paid, its callers get one answer, the others 422', async () => {
    const first = await createAwaitingPaymentOrder(testApp, ent.token);
    const second = await createAwaitingPaymentOrder(testApp, ent.token);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const bodies = [first, second].map((order) => ({ orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true }));

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => pay('order/payment/orderPayReq', bodies[index % 2], key)));

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const paid = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    for (const answer of refused) expect({ status: answer.status, ...answer.body }).toMatchObject({ status: 422, ...REUSED });
    expect(paid).toHaveLength(AT_ONCE / 2);
    for (const answer of paid) expect(answer.text).toBe(paid[0]!.text);
    const winner = (paid[0]!.body.data as { orders: Array<{ orderId: string }> }).orders[0]!.orderId;
    const winnerOrder = winner === first.orderId ? first : second;
    const { rows } = await testApp.database.pool.query<{ id: string; status: string }>('select id, status from order_mast where id = any($1::uuid[]) order by id', [
      [first.orderId, second.orderId],
    ]);
    expect(rows.map((row) => row.status).sort()).toEqual(['S', 'W']);
    expect(rows.find((row) => row.status === 'W')!.id).toBe(winner);
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - winnerOrder.totalFen);
    expect(after.rows).toBe(before.rows + 1);
  });

  it('batchPayment: one debit per order, identical answers', async () => {
    const orders = [await createAwaitingPaymentOrder(testApp, ent.token), await createAwaitingPaymentOrder(testApp, ent.token)];
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const body = { orderIds: orders.map((order) => order.orderId), channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true };

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => pay('order/batchPayment', body, key)));

    expectSameAnswers(answers);
    const total = orders[0]!.totalFen + orders[1]!.totalFen;
    expect(answers[0]!.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: total } });
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen - total);
    expect(after.rows).toBe(before.rows + orders.length);
    const reused = await pay('order/batchPayment', { ...body, orderIds: [orders[0]!.orderId] }, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject(REUSED);
  });

  it('online top-up: one QR payment request for 100 requests, and 100 concurrent provider confirmations credit it once', async () => {
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const body = { amountFen: 654_321, channel: 'UNION' };
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => pay('member/assets/requestOnlineRecharge', body, key)));

    expectSameAnswers(answers);
    expect(answers[0]!.body).toMatchObject({ code: 0, data: { amountFen: 654_321, channel: 'UNION' } });
    const { payNo, qrContent } = answers[0]!.body.data as { payNo: string; qrContent: string };
    const requests = await testApp.database.pool.query<{ n: number }>('select count(*)::int as n from payment_request where idempotency_key = $1', [key]);
    expect(requests.rows[0]!.n).toBe(1);
    expect(await balancesOf(testApp, huaxin)).toEqual(before);

    // The provider's notify arrives many times at once (the sandbox's confirm signs and posts it).
    const confirms = await Promise.all(Array.from({ length: AT_ONCE }, () => testApp.app.inject({ method: 'POST', url: `${qrContent}/confirm`, remoteAddress: '10.88.2.1' })));
    expect(confirms.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    const after = await balancesOf(testApp, huaxin);
    expect(after.balanceFen).toBe(before.balanceFen + 654_321);
    expect(after.rows).toBe(before.rows + 1);
    expect(await ledgerRowsOfBusiness(payNo)).toBe(1);

    const reused = await pay('member/assets/requestOnlineRecharge', { ...body, amountFen: 100_000 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject(REUSED);
  });
});
