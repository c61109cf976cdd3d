import type { TProductOfferPage } from '@coastbook/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs } from '../../testing/identity';
import { readsDuring, statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DAY = 86_400_000;
const chinaDate = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offsetDays * DAY));
const query = { fpolCde: 'SHA', lpodCde: 'QZH', etdStart: chinaDate(1), etdEnd: chinaDate(14), searchProductType: 0, current: 1, size: 10 };

describe('sailing search answers kept in process (OfferSearchCache)', () => {
  let testApp: TestApp;
  const search = (body: Record<string, unknown>, token?: string) => callApi<TProductOfferPage>(testApp, 'POST', 'web/product/search', { body, ...(token ? { token } : {}) });
  const available = async (sailingId: string) => {
    const { body } = await search(query);
    return body.data.records.find((offer) => offer.productId === sailingId)?.containerData.find((line) => line.cntrType === '20GP')?.availableInventory;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers a repeated search, any page, without the database, with the same records', async () => {
    const first = await search(query);
    expect(first.body.code).toBe(0);
    expect(first.body.data.records.length).toBeGreaterThan(0);
    let again: Awaited<ReturnType<typeof search>> | undefined;
    let secondPage: Awaited<ReturnType<typeof search>> | undefined;
    const statements = await statementsDuring(testApp, async () => {
      again = await search(query);
      secondPage = await search({ ...query, current: 2, size: 3 });
    });
    expect(statements).toBe(0);
    expect(again!.body).toEqual(first.body);
    expect(secondPage!.body.data.records.map((offer) => offer.productId)).toEqual(first.body.data.records.slice(3, 6).map((offer) => offer.productId));
    expect(secondPage!.body.data).toMatchObject({ current: 2, size: 3, total: first.body.data.total });
  });

  it('shows an inventory change made through this instance on the next search', async () => {
    const sailingId = (await search(query)).body.data.records[0]!.productId;
    await testApp.database.pool.query(`UPDATE sailing_inventory SET available = 7 WHERE sailing_id = $1 AND container_type_code = '20GP'`, [sailingId]);
    expect(await available(sailingId)).toBe(7);
  });

  it('re-reads only the stock after a booking-like stock change: one read, prices and order as before', async () => {
    const before = (await search(query)).body.data;
    const sailingId = before.records[0]!.productId;
    await testApp.database.pool.query(`UPDATE sailing_inventory SET available = available - 1 WHERE sailing_id = $1 AND container_type_code = '20GP'`, [sailingId]);
    let after: TProductOfferPage | undefined;
    const reads = await readsDuring(async () => {
      after = (await search(query)).body.data;
    });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain('from "sailing_inventory"');
    const line = (page: TProductOfferPage) => page.records.find((offer) => offer.productId === sailingId)!.containerData.find((entry) => entry.cntrType === '20GP')!;
    expect(line(after!).availableInventory).toBe(line(before).availableInventory - 1);
    // Everything else is the answer from before: same offers, same order, same prices.
    const withoutStock = (page: TProductOfferPage) => page.records.map((offer) => ({ ...offer, containerData: offer.containerData.map(({ availableInventory: _stock, ...rest }) => rest) }));
    expect(withoutStock(after!)).toEqual(withoutStock(before));
    expect(after!.total).toBe(before.total);
    // And the re-read answer is kept: the next search reads nothing.
    expect(await statementsDuring(testApp, () => search(query))).toBe(0);
  });

  it('shows a type the operators closed, and nothing on sale once its stock row is gone', async () => {
    const sailingId = (await search(query)).body.data.records[1]!.productId;
    const lineOf = async () => (await search(query)).body.data.records.find((offer) => offer.productId === sailingId)!.containerData.find((entry) => entry.cntrType === '20GP')!;
    await testApp.database.pool.query(`UPDATE sailing_inventory SET is_closed = true WHERE sailing_id = $1 AND container_type_code = '20GP'`, [sailingId]);
    expect((await lineOf()).isClosed).toBe(true);
    await testApp.database.pool.query(`DELETE FROM sailing_inventory WHERE sailing_id = $1 AND container_type_code = '20GP'`, [sailingId]);
    expect(await lineOf()).toMatchObject({ availableInventory: 0, isClosed: true });
  });

  it('recomputes after a price change: the new price shows on the next search', async () => {
    const offer = (await search(query)).body.data.records[0]!;
    const price = offer.containerData.find((entry) => entry.cntrType === '20GP')!.containerPrice;
    await testApp.database.pool.query(
      `UPDATE container_price SET price_fen = price_fen + 10000 WHERE product_id = $1 AND container_type_code = '20GP' AND valid_from <= now() AND (valid_to IS NULL OR valid_to > now())`,
      [offer.routeProductId],
    );
    const again = (await search(query)).body.data.records.find((entry) => entry.productId === offer.productId)!;
    expect(again.containerData.find((entry) => entry.cntrType === '20GP')!.containerPrice).toBe(price + 10000);
  });

  it('shows a change made by another instance (another connection) within moments', async () => {
    const sailingId = (await search(query)).body.data.records[0]!.productId;
    const other = new pg.Client({ connectionString: (testApp.database.pool.options as { connectionString: string }).connectionString });
    await other.connect();
    try {
      await other.query(`UPDATE sailing_inventory SET available = 3 WHERE sailing_id = $1 AND container_type_code = '20GP'`, [sailingId]);
      const startedAt = Date.now();
      while ((await available(sailingId)) !== 3) {
        expect(Date.now() - startedAt, 'search shows the new inventory within 2 s').toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await other.end();
    }
  });

  it('keeps prices per kind of caller: a member is not answered a visitor’s copy, nor the other way round', async () => {
    const applied = (page: TProductOfferPage) =>
      page.records.flatMap((offer) => offer.containerData.flatMap((line) => line.promotions.filter((promotion) => promotion.applied).map((promotion) => promotion.promotionId)));
    const visitor = applied((await search(query)).body.data);
    const { token } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    // demo_ent's member level qualifies for member-level promotions a visitor only sees listed.
    const member = applied((await search(query, token)).body.data);
    expect(member.length).toBeGreaterThan(visitor.length);
    expect(applied((await search(query)).body.data)).toEqual(visitor);
    expect(applied((await search(query, token)).body.data)).toEqual(member);
  });

  it('asks the database one question for a logged-in shipper’s kept search: its member level and whether it has ordered', async () => {
    const { token } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    await search(query, token);
    const reads = await readsDuring(async () => {
      expect((await search(query, token)).body.code).toBe(0);
    });
    // The statements in the message: a failure in CI named only their number.
    expect(reads, reads.join('\n')).toHaveLength(1);
    expect(reads[0]).toMatch(/from "enterprise".*from order_mast/);
  });
});
