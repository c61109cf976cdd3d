import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { releaseInventory, reserveInventory } from './inventory.service';

let testApp: TestApp;
let productId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const result = await testApp.database.db.execute(sql`
    select i.sailing_id from sailing_inventory i join product_sailing s on s.id = i.sailing_id
    where i.container_type_code = '20GP' and not i.is_closed limit 1`);
  productId = (result.rows[0] as { sailing_id: string }).sailing_id;
  await testApp.database.db.execute(sql`update sailing_inventory set total = 10, available = 5 where sailing_id = ${productId} and container_type_code = '20GP'`);
});

afterAll(async () => {
  await testApp?.close();
});

const availableNow = async () =>
  (
    (await testApp.database.db.execute(sql`select available from sailing_inventory where sailing_id = ${productId} and container_type_code = '20GP'`)).rows[0] as {
      available: number;
    }
  ).available;

describe('inventory reservation', () => {
  it('lets concurrent orders take only the slots there are', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 4 }, () => reserveInventory({ db: testApp.database.db, productId, cntrType: '20GP', quantity: 2 })),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
    const refusal = attempts.find((attempt) => attempt.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toMatchObject({ code: 6013, message: '20GP舱位不足，请减少箱量或选择其他船期' });
    expect(await availableNow()).toBe(1);
  });

  it('gives slots back without passing the total, and refuses a closed type', async () => {
    await releaseInventory({ db: testApp.database.db, productId, cntrType: '20GP', quantity: 50 });
    expect(await availableNow()).toBe(10);
    await testApp.database.db.execute(sql`update sailing_inventory set is_closed = true where sailing_id = ${productId} and container_type_code = '20GP'`);
    await expect(reserveInventory({ db: testApp.database.db, productId, cntrType: '20GP', quantity: 1 })).rejects.toMatchObject({ code: 6013 });
  });
});
