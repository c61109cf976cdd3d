import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockPrepaidAccount, postLedgerEntry } from '../modules/assets';
import { callApi } from '../testing/identity';
import type { TestApp } from '../testing/test-app';
import { balancesOf, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, newKey } from '../testing/money';
import { rawCall, startDemoEntPayer, type Customer, type RawAnswer } from './reliability.test-support';

/**
 * Different payments racing for one prepaid balance (issue 7, money under concurrency): single orders and
 * batches from the same account, each with its own Idempotency-Key, all at once, when the balance covers
 * only some of them. Every payment is either taken whole or refused with 7204; the balance never goes below
 * zero, falls by exactly what was taken, and ends below any refused payment's amount (nothing was refused
 * that the balance could still pay); the ledger still sums to the balance.
 */
const SINGLES = 8;
const BATCHES = 2;
const PER_BATCH = 2;

let testApp: TestApp;
let ent: Customer;
let huaxin: string;

beforeAll(async () => {
  ({ testApp, ent, huaxin } = await startDemoEntPayer());
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

/** Brings the enterprise's cash balance to `targetFen` with a ledger entry, as finance would (a frozen withdrawal). */
async function setBalance(targetFen: number): Promise<void> {
  await testApp.database.db.transaction(async (tx) => {
    const account = await lockPrepaidAccount(tx, { ownerKind: 'enterprise', ownerId: huaxin });
    const change = targetFen - account.balanceFen;
    await postLedgerEntry(tx, account, { kind: change < 0 ? 'WITHDRAWAL' : 'TOPUP_OFFLINE', amountFen: change, remark: 'prepaid race test', createdBy: ent.userId });
  });
}

interface Payment {
  path: string;
  body: Record<string, unknown>;
  orders: Array<{ orderId: string; totalFen: number }>;
}

describe('payments from one prepaid account at once, with more to pay than the balance holds', () => {
  it('takes each payment whole or refuses it with 7204, never overdraws, and refuses none it could still pay', async () => {
    const orders: Array<{ orderId: string; totalFen: number }> = [];
    for (let index = 0; index < SINGLES + BATCHES * PER_BATCH; index += 1) orders.push(await createAwaitingPaymentOrder(testApp, ent.token));
    const payPassword = encryptedPayPassword(testApp);
    const payments: Payment[] = [
      ...orders.slice(0, SINGLES).map((order) => ({ path: 'order/payment/orderPayReq', body: { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword, agreementTicked: true }, orders: [order] })),
      ...Array.from({ length: BATCHES }, (_, batch) => {
        const members = orders.slice(SINGLES + batch * PER_BATCH, SINGLES + (batch + 1) * PER_BATCH);
        return { path: 'order/batchPayment', body: { orderIds: members.map((order) => order.orderId), channel: 'ACCOUNTSTORE', payPassword, agreementTicked: true }, orders: members };
      }),
    ];
    const amountOf = (payment: Payment) => payment.orders.reduce((sum, order) => sum + order.totalFen, 0);
    const everything = payments.reduce((sum, payment) => sum + amountOf(payment), 0);
    // Enough for a little under half of it: some payments must lose the race.
    const startFen = Math.floor(everything * 0.45);
    await setBalance(startFen);
    const before = await balancesOf(testApp, huaxin);
    expect(before.balanceFen).toBe(startFen);

    const answers: RawAnswer[] = await Promise.all(
      payments.map((payment) => rawCall(testApp, ent, 'POST', `/api/web/domestic/${payment.path}`, { body: payment.body, headers: { 'idempotency-key': newKey() } })),
    );

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const paid = payments.filter((_, index) => answers[index]!.body.code === 0);
    const refused = payments.filter((_, index) => answers[index]!.body.code !== 0);
    for (const index of payments.keys()) {
      const answer = answers[index]!;
      if (answer.body.code !== 0) expect(answer.body, payments[index]!.path).toMatchObject({ code: 7204, msg: '预存账户余额不足，请先充值' });
    }
    expect(paid.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    const after = await balancesOf(testApp, huaxin);
    const takenFen = paid.reduce((sum, payment) => sum + amountOf(payment), 0);
    expect(after.balanceFen).toBe(startFen - takenFen);
    expect(after.balanceFen).toBeGreaterThanOrEqual(0);
    // One ledger row per paid order, none for a refused payment.
    expect(after.rows - before.rows).toBe(paid.reduce((sum, payment) => sum + payment.orders.length, 0));
    // The balance only fell during the race, so every refused payment was already more than what is left.
    for (const payment of refused) expect(amountOf(payment)).toBeGreaterThan(after.balanceFen);

    const { rows } = await testApp.database.pool.query<{ id: string; status: string; paid_fen: number }>('select id, status, paid_fen::int from order_mast where id = any($1)', [
      orders.map((order) => order.orderId),
    ]);
    const statusOf = new Map(rows.map((row) => [row.id, row]));
    for (const payment of paid) for (const order of payment.orders) expect(statusOf.get(order.orderId)).toMatchObject({ status: 'W', paid_fen: order.totalFen });
    for (const payment of refused) for (const order of payment.orders) expect(statusOf.get(order.orderId)).toMatchObject({ status: 'S', paid_fen: 0 });
  });
});

describe('a movement whose transaction began before another one but wrote after it', () => {
  it('is dated when it was written, so the deal detail lists the movements in the order they happened', async () => {
    const owner = { ownerKind: 'enterprise' as const, ownerId: huaxin };
    // As a cancellation that read its order, then waited while a payment locked the account, wrote and committed.
    let signalBegun!: () => void;
    const laterBegun = new Promise<void>((resolve) => (signalBegun = resolve));
    let signalFirstWritten!: () => void;
    const firstWritten = new Promise<void>((resolve) => (signalFirstWritten = resolve));
    const later = testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      signalBegun();
      await firstWritten;
      const account = await lockPrepaidAccount(tx, owner);
      await postLedgerEntry(tx, account, { kind: 'WITHDRAWAL', amountFen: -100, remark: '后写的出账', createdBy: ent.userId });
    });
    await laterBegun;
    await new Promise((resolve) => setTimeout(resolve, 30));
    await testApp.database.db.transaction(async (tx) => {
      const account = await lockPrepaidAccount(tx, owner);
      await postLedgerEntry(tx, account, { kind: 'TOPUP_OFFLINE', amountFen: 300, remark: '先写的入账', createdBy: ent.userId });
    });
    signalFirstWritten();
    await later;

    const detail = await callApi<{ records: Array<{ remark: string; balanceAfterFen: number; createdAt: string }> }>(
      testApp,
      'POST',
      'web/domestic/member/assets/findAccountDealDetail',
      { token: ent.token, body: { current: 1, size: 2 } },
    );
    const [newest, older] = detail.body.data.records;
    expect([newest!.remark, older!.remark]).toEqual(['后写的出账', '先写的入账']);
    expect(newest!.balanceAfterFen).toBe(older!.balanceAfterFen - 100);
    expect(Date.parse(newest!.createdAt)).toBeGreaterThan(Date.parse(older!.createdAt));
  });
});
