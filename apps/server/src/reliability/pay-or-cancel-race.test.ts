import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, newKey } from '../testing/money';
import type { TestApp } from '../testing/test-app';
import { rawCall, startDemoEntPayer, type Customer, type RawAnswer } from './reliability.test-support';

/**
 * An order paid and cancelled at the same moment (issue 7: money and inventory stay correct under
 * concurrency): the customer presses 支付 in one tab and 取消订单 in another, several times each. Whatever
 * order the database takes them in, the order ends in one state and the money and the containers agree with
 * it: cancelled → its containers back in stock once, and no money kept (never paid, or paid and refunded
 * once); paid → one debit and its containers still reserved. No answer is a 5xx.
 */
const ROUNDS = 8;
const PAYS = 3;
const CANCELS = 3;

let testApp: TestApp;
let ent: Customer;
let huaxin: string;

beforeAll(async () => {
  ({ testApp, ent, huaxin } = await startDemoEntPayer());
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

const availableFor = async (orderId: string) =>
  (
    await testApp.database.pool.query<{ available: number }>(
      `select i.available from sailing_inventory i join order_mast o on o.product_id = i.sailing_id
         join order_container c on c.order_id = o.id and c.cntr_type = i.container_type_code where o.id = $1`,
      [orderId],
    )
  ).rows[0]!.available;

const moneyRowsOf = async (order: { orderId: string; orderNo: string }) =>
  (
    await testApp.database.pool.query<{ kind: string; amount_fen: number }>(
      `select l.kind, l.amount_fen from prepaid_ledger l join prepaid_account a on a.id = l.account_id
        where a.owner_id = $1 and (l.business_no = $2 or l.business_id = $3) order by l.created_at`,
      [huaxin, order.orderNo, order.orderId],
    )
  ).rows;

describe('one order paid and cancelled at the same moment', () => {
  it(`${ROUNDS} rounds of ${PAYS} payments and ${CANCELS} cancellations at once: one final state, and the money and containers agree with it`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await createAwaitingPaymentOrder(testApp, ent.token);
      const reserved = await availableFor(order.orderId);
      const before = await balancesOf(testApp, huaxin);

      const pay = () =>
        rawCall(testApp, ent, 'POST', '/api/web/domestic/order/payment/orderPayReq', {
          body: { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true },
          headers: { 'idempotency-key': newKey() },
        });
      // A payment checks the payment password (argon2, tens of ms) before its transaction; the cancellations
      // are spread over that time, round by round, so that some land inside a payment's transaction.
      const cancel = async (index: number) => {
        await new Promise((resolve) => setTimeout(resolve, ((round * CANCELS + index) * 9) % 160));
        return rawCall(testApp, ent, 'POST', '/api/web/domestic/order/cancelOrder', { body: { orderId: order.orderId, reason: '两个窗口同时操作' } });
      };
      const calls: Array<{ kind: 'pay' | 'cancel'; answer: Promise<RawAnswer> }> = [];
      for (let index = 0; index < Math.max(PAYS, CANCELS); index += 1) {
        if (index < PAYS) calls.push({ kind: 'pay', answer: pay() });
        if (index < CANCELS) calls.push({ kind: 'cancel', answer: cancel(index) });
      }
      const answers = await Promise.all(calls.map((call) => call.answer));

      expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
      const payments = answers.filter((_, index) => calls[index]!.kind === 'pay');
      expect(payments.filter((answer) => answer.body.code === 0).length, 'payments accepted').toBeLessThanOrEqual(1);

      const { rows } = await testApp.database.pool.query<{ status: string }>('select status from order_mast where id = $1', [order.orderId]);
      const status = rows[0]!.status;
      const money = await moneyRowsOf(order);
      const paidOnce = { kind: 'ORDER_PAY', amount_fen: -order.totalFen };
      if (status === 'X') {
        expect(money, `round ${round}: cancelled`).toSatisfy(
          (rowsSeen: typeof money) => rowsSeen.length === 0 || JSON.stringify(rowsSeen) === JSON.stringify([paidOnce, { kind: 'REFUND', amount_fen: order.totalFen }]),
        );
        expect(await availableFor(order.orderId)).toBe(reserved + 1);
        expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen);
      } else {
        expect(status, `round ${round}: not cancelled, so paid`).toBe('W');
        expect(money).toEqual([paidOnce]);
        expect(await availableFor(order.orderId)).toBe(reserved);
        expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen - order.totalFen);
      }
    }
  });
});
