import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingForm, findBookableSailing } from '../modules/order/order.test-support';
import { operatorCaller, operatorToken } from '../testing/ops-session';
import type { TestApp } from '../testing/test-app';
import { CERTIFIED_CUSTOMERS, createReliabilityApp, loginCustomer, mapLimited, rawCall, type Customer, type RawAnswer } from './reliability.test-support';

/**
 * Customers and operators moving one sailing's slots at once (issue 7: inventory stays correct under
 * concurrency). The oversell test races submissions alone; here, in the same moment, customers submit drafts
 * (each takes a container), cancel placed orders (each gives one back), and two operators lower and raise the
 * sailing's total in the console, with fewer free slots than the submissions and the lowerings ask for. Each
 * call is applied whole or refused with its own code; the counters end at exactly what the successful calls
 * add up to, and the slots taken (total − available) still equal the containers the reserved orders hold.
 */
const ROUNDS = 4;
const SUBMISSIONS = 24;
const CANCELLATIONS = 6;
const LOWERINGS = 4;
const LOWER_BY = 3;
const RAISINGS = 2;
const RAISE_BY = 2;
const FREE_AT_START = 12;
const CNTR_TYPE = '20GP';

const SOLD_OUT = { code: 7008, msg: `${CNTR_TYPE}舱位不足，请减少箱量或选择其他船期` };
const BELOW_BOOKED = 6271;

let testApp: TestApp;
let customers: Customer[];
let operators: Array<ReturnType<typeof operatorCaller>>;
let sailingId: string;

beforeAll(async () => {
  testApp = await createReliabilityApp();
  customers = await Promise.all(CERTIFIED_CUSTOMERS.map((logonId, index) => loginCustomer(testApp, logonId, index)));
  operators = [operatorCaller(testApp, await operatorToken(testApp, 'ops_product')), operatorCaller(testApp, await operatorToken(testApp, 'ops_admin'))];
  sailingId = await findBookableSailing(testApp);
}, 120_000);
afterAll(async () => testApp?.close());

/** The sailing's counters for the type, and the containers its reserved orders hold. */
async function slots(): Promise<{ total: number; available: number; held: number }> {
  const { rows } = await testApp.database.pool.query<{ total: number; available: number; held: number }>(
    `select i.total, i.available,
            coalesce((select sum(c.quantity) from order_mast o join order_container c on c.order_id = o.id
                       where o.product_id = i.sailing_id and o.inventory_reserved and c.cntr_type = i.container_type_code), 0)::int as held
       from sailing_inventory i where i.sailing_id = $1 and i.container_type_code = $2`,
    [sailingId, CNTR_TYPE],
  );
  return rows[0]!;
}

/** Makes `count` drafts of one container each, spread over the customers (createOrder needs free slots: made before the round's counters are set). */
async function makeDrafts(count: number): Promise<Array<{ orderId: string; customer: Customer }>> {
  return mapLimited(Array.from({ length: count }, (_, index) => customers[index % customers.length]!), 10, async (customer) => {
    const answer = await rawCall(testApp, customer, 'POST', '/api/web/domestic/order/createOrder', { body: { productId: sailingId, containers: [{ cntrType: CNTR_TYPE, quantity: 1 }] } });
    expect(answer.body, `createOrder by ${customer.logonId}`).toMatchObject({ code: 0 });
    return { orderId: (answer.body.data as { orderId: string }).orderId, customer };
  });
}

const submit = (draft: { orderId: string; customer: Customer }) => rawCall(testApp, draft.customer, 'POST', '/api/web/domestic/order/bookingInfo', { body: bookingForm(draft.orderId) });

describe('customers booking and cancelling while operators change the same sailing’s slots', () => {
  it(`${ROUNDS} rounds: each call whole or refused, the counters end where the successful calls put them, taken slots = reserved containers`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await testApp.database.pool.query('update sailing_inventory set total = total + 200, available = available + 200, is_closed = false where sailing_id = $1 and container_type_code = $2', [sailingId, CNTR_TYPE]);
      const toPlace = await makeDrafts(CANCELLATIONS);
      for (const draft of toPlace) expect((await submit(draft)).body, 'placing an order to cancel').toMatchObject({ code: 0, data: { status: 'S' } });
      const drafts = await makeDrafts(SUBMISSIONS);
      // Free slots: fewer than the submissions and the lowerings ask for, so both must lose some of the race.
      await testApp.database.pool.query('update sailing_inventory set total = total - available + $3, available = $3 where sailing_id = $1 and container_type_code = $2', [sailingId, CNTR_TYPE, FREE_AT_START]);
      const before = await slots();
      // Slots taken outside the orders counted here (the seed's counters do not come from its orders) stay as they are.
      const takenElsewhere = before.total - before.available - before.held;

      const inventoryCall = (operator: number, action: 'lower' | 'raise', quantity: number) =>
        operators[operator]!('POST', `product/sailings/${sailingId}/inventory`, { body: { action, containerTypeCode: CNTR_TYPE, quantity } });
      const calls: Array<{ kind: 'submit' | 'cancel' | 'lower' | 'raise'; run: () => Promise<{ status: number; body: RawAnswer['body'] }> }> = [
        ...drafts.map((draft) => ({ kind: 'submit' as const, run: () => submit(draft) })),
        ...toPlace.map((order) => ({
          kind: 'cancel' as const,
          run: () => rawCall(testApp, order.customer, 'POST', '/api/web/domestic/order/cancelOrder', { body: { orderId: order.orderId, reason: '客户与运营同时操作' } }),
        })),
        ...Array.from({ length: LOWERINGS }, (_, index) => ({ kind: 'lower' as const, run: () => inventoryCall(index % 2, 'lower', LOWER_BY) })),
        ...Array.from({ length: RAISINGS }, (_, index) => ({ kind: 'raise' as const, run: () => inventoryCall(index % 2, 'raise', RAISE_BY) })),
      ];
      const shuffled = calls.map((entry, index) => ({ entry, order: (index * 7919 + round * 104729) % 1009 })).sort((a, b) => a.order - b.order).map(({ entry }) => entry);
      const answers = await Promise.all(shuffled.map((entry) => entry.run()));
      const results = shuffled.map((entry, index) => ({ kind: entry.kind, answer: answers[index]! }));

      const label = `round ${round}`;
      expect(answers.filter((answer) => answer.status >= 500), `${label}: 5xx`).toEqual([]);
      const succeeded = (kind: string) => results.filter((result) => result.kind === kind && result.answer.body.code === 0).length;
      for (const result of results.filter((each) => each.answer.body.code !== 0)) {
        if (result.kind === 'submit') expect(result.answer.body, label).toMatchObject(SOLD_OUT);
        else if (result.kind === 'lower') expect(result.answer.body.code, `${label}: ${result.answer.body.msg}`).toBe(BELOW_BOOKED);
        else throw new Error(`${label}: a ${result.kind} was refused: ${result.answer.body.code} ${result.answer.body.msg}`);
      }
      expect(succeeded('cancel'), `${label}: cancellations`).toBe(CANCELLATIONS);
      expect(succeeded('raise'), `${label}: raisings`).toBe(RAISINGS);
      // The race was real: more was asked than the slots could give.
      expect(SUBMISSIONS - succeeded('submit') + LOWERINGS - succeeded('lower'), `${label}: refusals`).toBeGreaterThan(0);

      const after = await slots();
      expect(after.total, `${label}: total`).toBe(before.total - succeeded('lower') * LOWER_BY + succeeded('raise') * RAISE_BY);
      expect(after.available, `${label}: available`).toBe(before.available - succeeded('submit') + CANCELLATIONS - succeeded('lower') * LOWER_BY + succeeded('raise') * RAISE_BY);
      expect(after.total - after.available - after.held, `${label}: taken slots beyond the reserved orders`).toBe(takenElsewhere);
      expect(after.held, `${label}: containers held`).toBe(before.held - CANCELLATIONS + succeeded('submit'));
    }
  });
});
