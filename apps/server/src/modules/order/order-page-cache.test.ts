import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createDraft, findBookableSailing, tokenOf } from './order.test-support';

interface OrderPage {
  total: number;
  records: Array<{ orderId: string; orderNo: string; status: string }>;
}

describe('my-orders pages kept in process (OrderPageCache)', () => {
  let testApp: TestApp;
  let entToken: string;
  let sailingId: string;
  const list = async (token: string, body: Record<string, unknown> = { tab: 'all', months: 3, current: 1, size: 10 }) => {
    const answer = await callApi<OrderPage>(testApp, 'POST', 'web/domestic/customer/order/getOrderMastBySearchQuery', { token, body });
    expect(answer.body.code).toBe(0);
    return answer.body.data;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    entToken = await tokenOf(testApp, 'demo_ent');
    sailingId = await findBookableSailing(testApp);
  });
  afterAll(() => testApp?.close());

  it('answers the same page again without the database', async () => {
    const first = await list(entToken);
    let again: OrderPage | undefined;
    expect(await statementsDuring(testApp, async () => (again = await list(entToken)))).toBe(0);
    expect(again).toEqual(first);
  });

  it('lists a new order at once, for its creator and for the main account who sees the enterprise', async () => {
    const subToken = await tokenOf(testApp, 'demo_sub');
    const before = await list(entToken);
    await list(subToken);
    const draft = await createDraft(testApp, subToken, sailingId);
    const afterForMain = await list(entToken);
    expect(afterForMain.total).toBe(before.total + 1);
    expect(afterForMain.records[0]?.orderNo).toBe(draft.orderNo);
    expect((await list(subToken)).records.map((order) => order.orderNo)).toContain(draft.orderNo);
  });

  it('shows a change written by another instance (another connection) within moments', async () => {
    const [newest] = (await list(entToken)).records;
    const other = new pg.Client({ connectionString: (testApp.database.pool.options as { connectionString: string }).connectionString });
    await other.connect();
    try {
      await other.query(`UPDATE order_mast SET status = 'X' WHERE id = $1`, [newest!.orderId]);
      const startedAt = Date.now();
      while ((await list(entToken)).records.find((order) => order.orderId === newest!.orderId)?.status !== 'X') {
        expect(Date.now() - startedAt, 'the list shows the new status within 2 s').toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await other.end();
    }
  });
});
