import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockPrepaidAccount, postLedgerEntry } from '../modules/assets';
import { balancesOf, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, moneyCall, newKey } from '../testing/money';
import type { TestApp } from '../testing/test-app';
import { rawCall, startDemoEntPayer, type Customer, type RawAnswer } from './reliability.test-support';

/**
 * Every way a customer moves one prepaid account, at once (issue 7: money stays correct under concurrency).
 * The other race tests each take one path (payments, finance's decisions, pay against cancel); here the paths
 * meet on the same account row: payments from the balance, payments on the freight-loan line, withdrawal
 * applications (the amount leaves the balance at once) and cancellations of withdrawals still under review
 * (it comes back), with more asked of the balance and of the line than they hold. Each call is applied whole
 * or refused with its own code; the account ends exactly where the successful calls put it; each order, each
 * withdrawal and the ledger agree; no answer is a 5xx.
 */
const ROUNDS = 3;
const CASH_PAYMENTS = 6;
const CREDIT_PAYMENTS = 4;
const WITHDRAWALS = 6;
const PENDING_WITHDRAWALS = 3;
const CANCELS_EACH = 2;

const BALANCE_INSUFFICIENT = { code: 7204, msg: '预存账户余额不足，请先充值' };
const CREDIT_INSUFFICIENT = { code: 7205, msg: '运费贷可用额度不足' };
const OVER_BALANCE = { code: 7402, msg: '提现金额不能超过可用余额' };
const NOT_CANCELLABLE = { code: 7406, msg: '该提现申请已处理，不能取消' };

let testApp: TestApp;
let ent: Customer;
let huaxin: string;

beforeAll(async () => {
  ({ testApp, ent, huaxin } = await startDemoEntPayer());
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

/** Brings the cash balance to `balanceFen` with a ledger entry and sets the line so that `creditFreeFen` of it is free. */
async function setAccount(balanceFen: number, creditFreeFen: number): Promise<void> {
  await testApp.database.db.transaction(async (tx) => {
    const account = await lockPrepaidAccount(tx, { ownerKind: 'enterprise', ownerId: huaxin });
    const change = balanceFen - account.balanceFen;
    if (change !== 0) await postLedgerEntry(tx, account, { kind: change < 0 ? 'WITHDRAWAL' : 'TOPUP_OFFLINE', amountFen: change, remark: 'mixed race test', createdBy: ent.userId });
  });
  await testApp.database.pool.query('update prepaid_account set credit_limit_fen = credit_used_fen + $2 where owner_id = $1', [huaxin, creditFreeFen]);
}

const orderRows = async (orderIds: string[]) =>
  new Map(
    (await testApp.database.pool.query<{ id: string; status: string; paid_fen: number; pay_way: number | null }>('select id, status, paid_fen::int, pay_way from order_mast where id = any($1)', [orderIds])).rows.map(
      (row) => [row.id, row],
    ),
  );

const withdrawalsOfAccount = async () =>
  (await testApp.database.pool.query<{ id: string; status: string; amount_fen: number }>(
    'select w.id, w.status, w.amount_fen::int from withdrawal_request w join prepaid_account a on a.id = w.account_id where a.owner_id = $1',
    [huaxin],
  )).rows;

describe('payments, freight-loan payments, withdrawals and their cancellations on one account at once', () => {
  it(`${ROUNDS} rounds: each call applied whole or refused with its code, and the account ends where the successful ones put it`, async () => {
    const payPassword = encryptedPayPassword(testApp);
    for (let round = 0; round < ROUNDS; round += 1) {
      const cashOrders = [];
      for (let index = 0; index < CASH_PAYMENTS; index += 1) cashOrders.push(await createAwaitingPaymentOrder(testApp, ent.token));
      const creditOrders = [];
      for (let index = 0; index < CREDIT_PAYMENTS; index += 1) creditOrders.push(await createAwaitingPaymentOrder(testApp, ent.token));
      const cashTotal = cashOrders.reduce((sum, order) => sum + order.totalFen, 0);
      const creditTotal = creditOrders.reduce((sum, order) => sum + order.totalFen, 0);
      const withdrawalFen = Math.round(cashTotal / CASH_PAYMENTS / 2) + round;

      // Withdrawals already under review, to be cancelled during the race: their money comes back meanwhile.
      await setAccount(PENDING_WITHDRAWALS * withdrawalFen, 0);
      const pending: string[] = [];
      for (let index = 0; index < PENDING_WITHDRAWALS; index += 1) {
        const requested = await moneyCall<{ id: string }>(testApp, ent.token, 'web/domestic/member/assets/createWithdrawalReq', { amountFen: withdrawalFen });
        expect(requested.body).toMatchObject({ code: 0 });
        pending.push(requested.body.data.id);
      }
      // The balance holds about half of what the payments and new withdrawals ask, the line about half of its payments.
      const startFen = Math.floor((cashTotal + WITHDRAWALS * withdrawalFen) / 2);
      await setAccount(startFen, Math.floor(creditTotal / 2));
      const before = await balancesOf(testApp, huaxin);
      const withdrawalsBefore = new Set((await withdrawalsOfAccount()).map((row) => row.id));

      const call = (path: string, body: Record<string, unknown>) =>
        rawCall(testApp, ent, 'POST', `/api/web/domestic/${path}`, { body, headers: { 'idempotency-key': newKey() } });
      const calls: Array<{ kind: 'cash' | 'credit' | 'withdraw' | 'cancel'; target: string; run: () => Promise<RawAnswer> }> = [
        ...cashOrders.map((order) => ({
          kind: 'cash' as const,
          target: order.orderId,
          run: () => call('order/payment/orderPayReq', { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword, agreementTicked: true }),
        })),
        ...creditOrders.map((order) => ({
          kind: 'credit' as const,
          target: order.orderId,
          run: () => call('order/payment/orderPayReq', { orderId: order.orderId, channel: 'CREDIT_ACCOUNTSTORE', payWay: 3, payPassword, agreementTicked: true }),
        })),
        ...Array.from({ length: WITHDRAWALS }, () => ({ kind: 'withdraw' as const, target: '', run: () => call('member/assets/createWithdrawalReq', { amountFen: withdrawalFen }) })),
        ...pending.flatMap((id) => Array.from({ length: CANCELS_EACH }, () => ({ kind: 'cancel' as const, target: id, run: () => call('member/assets/cancelRefund', { id }) }))),
      ];
      // Interleaved, so that no kind of call gets a head start.
      const shuffled = calls.map((entry, index) => ({ entry, order: (index * 7919 + round * 104729) % 1009 })).sort((a, b) => a.order - b.order).map(({ entry }) => entry);
      const answers = await Promise.all(shuffled.map((entry) => entry.run()));
      const results = shuffled.map((entry, index) => ({ ...entry, answer: answers[index]! }));

      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      const refusalOf = { cash: BALANCE_INSUFFICIENT, credit: CREDIT_INSUFFICIENT, withdraw: OVER_BALANCE, cancel: NOT_CANCELLABLE };
      for (const result of results) {
        if (result.answer.body.code !== 0) expect(result.answer.body, `${result.kind} ${result.target}`).toMatchObject(refusalOf[result.kind]);
      }
      const succeeded = (kind: keyof typeof refusalOf) => results.filter((result) => result.kind === kind && result.answer.body.code === 0);
      // The race was real: the balance and the line each refused someone, and each pending withdrawal was cancelled exactly once.
      expect(results.filter((result) => (result.kind === 'cash' || result.kind === 'withdraw') && result.answer.body.code !== 0).length).toBeGreaterThan(0);
      expect(results.filter((result) => result.kind === 'credit' && result.answer.body.code !== 0).length).toBeGreaterThan(0);
      for (const id of pending) expect(succeeded('cancel').filter((result) => result.target === id)).toHaveLength(1);

      // Orders: paid whole by the way asked, or untouched.
      const orders = await orderRows([...cashOrders, ...creditOrders].map((order) => order.orderId));
      const totalOf = new Map([...cashOrders, ...creditOrders].map((order) => [order.orderId, order.totalFen]));
      for (const result of results.filter((each) => each.kind === 'cash' || each.kind === 'credit')) {
        const row = orders.get(result.target)!;
        if (result.answer.body.code === 0) expect(row, result.kind).toMatchObject({ status: 'W', paid_fen: totalOf.get(result.target), ...(result.kind === 'credit' ? { pay_way: 3 } : {}) });
        else expect(row, result.kind).toMatchObject({ status: 'S', paid_fen: 0 });
      }
      // Withdrawals: one row per accepted application, the pending ones cancelled.
      const withdrawals = await withdrawalsOfAccount();
      const created = withdrawals.filter((row) => !withdrawalsBefore.has(row.id));
      expect(created).toHaveLength(succeeded('withdraw').length);
      for (const row of created) expect(row).toMatchObject({ status: 'W', amount_fen: withdrawalFen });
      for (const id of pending) expect(withdrawals.find((row) => row.id === id)?.status).toBe('X');

      // The account: exactly the sum of what succeeded (the schema's checks keep it from going below zero or over the line).
      const cashPaid = succeeded('cash').reduce((sum, result) => sum + totalOf.get(result.target)!, 0);
      const creditPaid = succeeded('credit').reduce((sum, result) => sum + totalOf.get(result.target)!, 0);
      const after = await balancesOf(testApp, huaxin);
      expect(after.balanceFen).toBe(before.balanceFen - cashPaid - succeeded('withdraw').length * withdrawalFen + PENDING_WITHDRAWALS * withdrawalFen);
      expect(after.creditUsedFen).toBe(before.creditUsedFen + creditPaid);
      // One ledger row per successful call: a payment's debit, a withdrawal's freeze, a cancellation's return.
      expect(after.rows - before.rows).toBe(results.filter((result) => result.answer.body.code === 0).length);
    }
  });
});
