import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, isDatabaseUnavailableError } from '../platform/db/client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { balancesOf, bookableSailing, createAwaitingPaymentOrder, encryptedPayPassword, expectEveryLedgerMatches, newKey, ownerIdOf } from '../testing/money';
import { loginCustomer, mapLimited, rawCall, type Customer } from './reliability.test-support';

/**
 * A database that is up but stalls a call (issue 7, faults): a table or row locked by another session (an
 * operator's maintenance, a server process frozen mid-transaction) or a statement that runs too long. The
 * serving pool's sessions carry PostgreSQL's statement, lock and idle-in-transaction timeouts
 * (DB_*_TIMEOUT_MS, platform/db/client.ts), set short here: the call answers a 503 envelope soon after the
 * limit instead of waiting as long as the lock stays, its connection goes back to the pool, nothing of it is
 * saved, and the same call works once the lock is gone. Before them the calls waited for as long as the lock
 * stayed (the browser gives up after 30 s) and twenty of them held the whole pool.
 */
const LOCK_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 1_500;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 1_000;
/** A stalled call must answer within this (the limit plus the call's own work on a busy CI machine). */
const QUICK_MS = 4_000;
const BUSY = { code: 503, msg: '服务不可用，请稍后再试' };

let testApp: TestApp;
let ent: Customer;
let huaxin: string;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      RATE_LIMIT_MAX: '100000000',
      DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_TIMEOUT_MS),
    },
    // A statement longer than the statement timeout, which no product call has on a small database.
    extraRoutes: async (api) => {
      api.get('/test/slow-statement', async (request) => {
        await request.server.db.execute(sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS * 3) / 1000})`);
        return { code: 0, msg: 'success', data: null };
      });
    },
  });
  ent = await loginCustomer(testApp, 'demo_ent');
  huaxin = await ownerIdOf(testApp, 'demo_ent');
});
afterAll(async () => testApp?.close());
afterEach(async () => expectEveryLedgerMatches(testApp));

/** A session outside the app (psql, a maintenance script) holding `lockSql` in an open transaction. */
async function holdLock(lockSql: string, values: unknown[] = []): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: testApp.database.pool.options.connectionString });
  await client.connect();
  await client.query('BEGIN');
  await client.query(lockSql, values);
  return {
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; elapsedMs: number }> {
  const startedAt = Date.now();
  const answer = await work();
  return { answer, elapsedMs: Date.now() - startedAt };
}

const ordersOf = async (userId: string) =>
  (await testApp.database.pool.query<{ n: number }>('select count(*)::int as n from order_mast where user_id = $1', [userId])).rows[0]!.n;

describe('a table locked by another session', () => {
  it('bookings answer 503 soon after the lock timeout, more of them than the pool has connections, and save nothing; the pool stays usable; once the lock is gone the booking works', async () => {
    const productId = await bookableSailing(testApp, 0);
    const book = () => rawCall(testApp, ent, 'POST', '/api/web/domestic/order/createOrder', { body: { productId, containers: [{ cntrType: '20GP', quantity: 1 }] } });
    const ordersBefore = await ordersOf(ent.userId);
    const lock = await holdLock('LOCK TABLE order_mast IN ACCESS EXCLUSIVE MODE');
    try {
      const { answer, elapsedMs } = await timed(book);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject(BUSY);
      expect(elapsedMs).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
      expect(elapsedMs).toBeLessThan(QUICK_MS);

      // 25 at once on a pool of 20: none waits for the lock to go, so none waits for a connection either.
      const { answer: answers, elapsedMs: allMs } = await timed(() => Promise.all(Array.from({ length: 25 }, book)));
      expect(answers.map((each) => each.status)).toEqual(Array.from({ length: 25 }, () => 503));
      expect(allMs).toBeLessThan(QUICK_MS * 2);

      // The rest of the portal still gets connections: the health check and a login (which writes a session).
      const health = await rawCall(testApp, null, 'GET', '/api/health');
      expect(health.body).toMatchObject({ code: 0, data: { status: 'UP', database: 'UP' } });
      const sub = await loginCustomer(testApp, 'demo_sub', 1);
      expect(sub.token).toBeTruthy();
    } finally {
      await lock.release();
    }
    expect(await ordersOf(ent.userId)).toBe(ordersBefore);

    const after = await book();
    expect(after.body).toMatchObject({ code: 0 });
    expect(await ordersOf(ent.userId)).toBe(ordersBefore + 1);
  });
});

describe('a row lock held by another session', () => {
  it('a payment waiting on the prepaid account answers 503 and moves no money; the same Idempotency-Key pays once the lock is gone', async () => {
    const order = await createAwaitingPaymentOrder(testApp, ent.token);
    const before = await balancesOf(testApp, huaxin);
    const key = newKey();
    const pay = () =>
      rawCall(testApp, ent, 'POST', '/api/web/domestic/order/payment/orderPayReq', {
        body: { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true },
        headers: { 'idempotency-key': key },
      });
    const lock = await holdLock('SELECT 1 FROM prepaid_account WHERE owner_id = $1 FOR UPDATE', [huaxin]);
    try {
      const { answer, elapsedMs } = await timed(pay);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject(BUSY);
      expect(elapsedMs).toBeLessThan(QUICK_MS);
    } finally {
      await lock.release();
    }
    expect(await balancesOf(testApp, huaxin)).toEqual(before);
    const stored = await testApp.database.pool.query('select 1 from idempotency_key where key = $1', [key]);
    expect(stored.rowCount).toBe(0);
    const status = await testApp.database.pool.query<{ status: string }>('select status from order_mast where id = $1', [order.orderId]);
    expect(status.rows[0]!.status).toBe('S');

    const paid = await pay();
    expect(paid.body).toMatchObject({ code: 0, data: { status: 'PAID', amountFen: order.totalFen } });
    expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen - order.totalFen);
  });
});

describe('a transaction of the serving pool left idle (its server process frozen mid-transaction)', () => {
  it('is ended by PostgreSQL after the idle timeout, its row lock released: a payment on that account then goes through', async () => {
    const order = await createAwaitingPaymentOrder(testApp, ent.token);
    const before = await balancesOf(testApp, huaxin);
    // A connection of the app's own pool, as another instance of the server would hold one.
    const frozen = await testApp.database.pool.connect();
    let frozenError: unknown;
    try {
      await frozen.query('BEGIN');
      await frozen.query('SELECT 1 FROM prepaid_account WHERE owner_id = $1 FOR UPDATE', [huaxin]);
      await new Promise((resolve) => setTimeout(resolve, IDLE_IN_TRANSACTION_TIMEOUT_MS + 500));

      const paid = await rawCall(testApp, ent, 'POST', '/api/web/domestic/order/payment/orderPayReq', {
        body: { orderId: order.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp), agreementTicked: true },
        headers: { 'idempotency-key': newKey() },
      });
      expect(paid.body).toMatchObject({ code: 0, data: { status: 'PAID' } });
      expect((await balancesOf(testApp, huaxin)).balanceFen).toBe(before.balanceFen - order.totalFen);

      // The frozen holder, waking up, finds its session gone: an outage to it (503), never a commit.
      frozenError = await frozen.query('COMMIT').then(
        () => null,
        (error: unknown) => error,
      );
    } finally {
      frozen.release(true);
    }
    expect(isDatabaseUnavailableError(frozenError)).toBe(true);
  });
});

describe('a statement running past the statement timeout', () => {
  it('is cancelled by PostgreSQL: 503 soon after the limit, and the session is free again', async () => {
    const { answer, elapsedMs } = await timed(() => rawCall(testApp, null, 'GET', '/api/test/slow-statement'));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject(BUSY);
    expect(elapsedMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(STATEMENT_TIMEOUT_MS + QUICK_MS);
    const sleeping = await testApp.database.pool.query(`select 1 from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%' and state = 'active'`);
    expect(sleeping.rowCount).toBe(0);
  });

  it('many stalled calls at once leave the pool whole: each answers 503 and the next call gets a connection at once', async () => {
    const answers = await mapLimited(Array.from({ length: 30 }, (_, index) => index), 30, () => rawCall(testApp, null, 'GET', '/api/test/slow-statement'));
    expect(new Set(answers.map((each) => each.status))).toEqual(new Set([503]));
    const { answer, elapsedMs } = await timed(() => rawCall(testApp, null, 'GET', '/api/health'));
    expect(answer.body).toMatchObject({ code: 0 });
    expect(elapsedMs).toBeLessThan(1_000);
  });
});

describe('a database out of connections', () => {
  it("refusing a new connection (more servers × DB_POOL_SIZE than PostgreSQL's max_connections) is an outage, answered 503, not a bug", async () => {
    // A role allowed no connection stands in for a full max_connections: PostgreSQL refuses both with class 53.
    await testApp.database.pool.query(`DROP ROLE IF EXISTS stall_no_connections; CREATE ROLE stall_no_connections LOGIN PASSWORD 'x' CONNECTION LIMIT 0`);
    const url = new URL(testApp.database.pool.options.connectionString!);
    url.username = 'stall_no_connections';
    url.password = 'x';
    const crowded = connectDatabase({ url: url.toString(), poolSize: 1 });
    try {
      const refused = await crowded.pool.query('select 1').then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: '53300' });
      expect(isDatabaseUnavailableError(refused)).toBe(true);
    } finally {
      await crowded.close();
      await testApp.database.pool.query('DROP ROLE stall_no_connections');
    }
  });
});
