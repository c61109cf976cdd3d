import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { selectOfferRows } from './offer.service';
import { product } from './product.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp?.close());

const joinCollapseLimit = async (db: Pick<TestApp['database']['db'], 'execute'>) =>
  ((await db.execute(sql`SHOW join_collapse_limit`)).rows[0] as { join_collapse_limit: string }).join_collapse_limit;

describe('selectOfferRows (the offer query with its join order fixed)', () => {
  it('answers the seeded offers and leaves the planner setting as it was, alone or inside a transaction', async () => {
    const { db } = testApp.database;
    const rows = await selectOfferRows({ db, where: sql`${product.isActive} = true`, limit: 5 });
    expect(rows.length).toBeGreaterThan(0);
    expect(await joinCollapseLimit(db)).toBe('8');

    await db.transaction(async (tx) => {
      const inner = await selectOfferRows({ db: tx, where: sql`${product.isActive} = true`, limit: 5 });
      expect(inner.map((row) => row.sailingId)).toEqual(rows.map((row) => row.sailingId));
      // The caller's later statements plan as usual.
      expect(await joinCollapseLimit(tx)).toBe('8');
    });
  });
});
