import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { bookingForm, findBookableSailing } from '../modules/order/order.test-support';
import { CERTIFIED_CUSTOMERS, createReliabilityApp, loginCustomer, mapLimited, rawCall, type Customer } from './reliability.test-support';

/**
 * Oversell (issue 7): 500 certified customers' drafts for the same sailing and container type are submitted
 * (bookingInfo) all at once, on a database pool of 20, while the sailing has N = 1 or N = 10 containers left.
 * Exactly N orders move to S holding their reservation; the other 500 − N get the sold-out refusal (HTTP 200,
 * code 7008 and its Chinese message) and stay untouched drafts; no 5xx; `available` never goes below 0 (a
 * separate connection samples it during the round) and ends at N − successes = 0.
 *
 * Drafts are made once through the real createOrder call; a refused draft is left exactly as it was (its
 * transaction rolled back), so between rounds only the N drafts that became orders are replaced, again
 * through createOrder.
 *
 * Cost: one round of 500 submissions takes ~5-12 s on the 2-core CI machine (bookingInfo runs ~15 queries);
 * npm test runs the issue's 20 rounds per N (~5 min, alongside the other test files).
 * RELIABILITY_OVERSELL_ROUNDS=3 gives a quicker local check.
 */
const SUBMISSIONS = 500;
const ROUNDS = Number(process.env.RELIABILITY_OVERSELL_ROUNDS ?? 20);
const CNTR_TYPE = '20GP';
const SOLD_OUT = { code: 7008, msg: `${CNTR_TYPE}舱位不足，请减少箱量或选择其他船期` };

let testApp: TestApp;
let customers: Customer[];
let sailingId: string;
let sampler: pg.Client;
/** Drafts (P, no reservation) ready to submit, each with the customer who owns it. */
let drafts: Array<{ orderId: string; customer: Customer }> = [];
let placedOrders = 0;
const timings: string[] = [];

async function setAvailable(available: number): Promise<void> {
  await testApp.database.pool.query(
    'update sailing_inventory set available = $3, total = greatest(total, $3), is_closed = false where sailing_id = $1 and container_type_code = $2',
    [sailingId, CNTR_TYPE, available],
  );
}

async function availableNow(client: pg.Client | pg.Pool = testApp.database.pool): Promise<number> {
  const { rows } = await client.query<{ available: number }>('select available from sailing_inventory where sailing_id = $1 and container_type_code = $2', [
    sailingId,
    CNTR_TYPE,
  ]);
  return Number(rows[0]!.available);
}

/** Tops the draft pool up to SUBMISSIONS through createOrder (which needs the type on sale now). */
async function refillDrafts(): Promise<void> {
  const missing = SUBMISSIONS - drafts.length;
  if (missing <= 0) return;
  await setAvailable(SUBMISSIONS);
  const made = await mapLimited(Array.from({ length: missing }, (_, index) => customers[(drafts.length + index) % customers.length]!), 20, async (customer) => {
    const answer = await rawCall(testApp, customer, 'POST', '/api/web/domestic/order/createOrder', {
      body: { productId: sailingId, containers: [{ cntrType: CNTR_TYPE, quantity: 1 }] },
    });
    expect(answer.body, `createOrder by ${customer.logonId}`).toMatchObject({ code: 0 });
    return { orderId: (answer.body.data as { orderId: string }).orderId, customer };
  });
  drafts.push(...made);
}

beforeAll(async () => {
  testApp = await createReliabilityApp();
  customers = await Promise.all(CERTIFIED_CUSTOMERS.map((logonId, index) => loginCustomer(testApp, logonId, index)));
  sailingId = await findBookableSailing(testApp);
  sampler = new pg.Client({ connectionString: testApp.database.pool.options.connectionString });
  await sampler.connect();
  const started = Date.now();
  await refillDrafts();
  timings.push(`${SUBMISSIONS} drafts through createOrder: ${Date.now() - started} ms`);
}, 300_000);

afterAll(async () => {
  process.stdout.write(`[oversell] ${timings.join('; ')}\n`);
  await sampler?.end();
  await testApp?.close();
});

async function runRound(stock: number, round: number): Promise<void> {
  await refillDrafts();
  expect(drafts).toHaveLength(SUBMISSIONS);
  await setAvailable(stock);

  // Watch `available` from outside the app's pool while the submissions run.
  let sampling = true;
  let lowest = stock;
  let samples = 0;
  const watcher = (async () => {
    while (sampling) {
      lowest = Math.min(lowest, await availableNow(sampler));
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();

  const started = Date.now();
  const answers = await Promise.all(
    drafts.map((draft) => rawCall(testApp, draft.customer, 'POST', '/api/web/domestic/order/bookingInfo', { body: bookingForm(draft.orderId) })),
  );
  const elapsed = Date.now() - started;
  sampling = false;
  await watcher;

  const label = `N=${stock} round ${round}`;
  const serverErrors = answers.filter((answer) => answer.status >= 500);
  expect(serverErrors.map((answer) => `${answer.status} ${answer.body.msg}`), `${label}: 5xx answers`).toEqual([]);
  const accepted = answers.flatMap((answer, index) => (answer.body.code === 0 ? [drafts[index]!.orderId] : []));
  const refused = answers.filter((answer) => answer.body.code !== 0);
  expect(accepted, `${label}: orders placed`).toHaveLength(stock);
  expect(refused, `${label}: refusals`).toHaveLength(SUBMISSIONS - stock);
  for (const answer of refused) {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(SOLD_OUT);
  }
  for (const answer of answers.filter((item) => item.body.code === 0)) expect(answer.body.data).toMatchObject({ status: 'S' });

  expect(lowest, `${label}: lowest available seen in ${samples} samples`).toBeGreaterThanOrEqual(0);
  expect(await availableNow(), `${label}: available = N − successes`).toBe(stock - accepted.length);

  // The rows: the winners are S and hold their reservation; every other draft is an untouched P.
  const { rows } = await testApp.database.pool.query<{ id: string; status: string; inventory_reserved: boolean }>(
    'select id, status, inventory_reserved from order_mast where id = any($1::uuid[])',
    [drafts.map((draft) => draft.orderId)],
  );
  const winners = new Set(accepted);
  for (const row of rows) {
    if (winners.has(row.id)) expect({ id: row.id, status: row.status, reserved: row.inventory_reserved }).toEqual({ id: row.id, status: 'S', reserved: true });
    else expect({ id: row.id, status: row.status, reserved: row.inventory_reserved }).toEqual({ id: row.id, status: 'P', reserved: false });
  }
  expect(rows).toHaveLength(SUBMISSIONS);
  placedOrders += stock;
  const placed = await testApp.database.pool.query<{ n: number }>(
    "select count(*)::int as n from order_mast where product_id = $1 and status = 'S' and inventory_reserved",
    [sailingId],
  );
  expect(placed.rows[0]!.n, `${label}: all orders placed so far hold a reservation`).toBe(placedOrders);

  drafts = drafts.filter((draft) => !winners.has(draft.orderId));
  timings.push(`${label}: ${elapsed} ms`);
}

describe(`${SUBMISSIONS} concurrent submissions for the last containers of a sailing (pool of 20, ${ROUNDS} rounds per N)`, () => {
  for (const stock of [1, 10]) {
    it(
      `N = ${stock}: exactly ${stock} placed, ${SUBMISSIONS - stock} sold out, never below 0`,
      async () => {
        for (let round = 1; round <= ROUNDS; round += 1) await runRound(stock, round);
      },
      ROUNDS * 60_000,
    );
  }
});
