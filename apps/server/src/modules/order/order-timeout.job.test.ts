import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queriesDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { customerMessage } from '../message';
import { availableOf, bookingForm, createDraft, findBookableSailing, submit, tokenOf } from './order.test-support';
import { cancelExpiredOrders, startOrderTimeoutJob } from './order-timeout.job';
import { orderEvent, orderMast } from './order.tables';

/** The payment timeout: S orders past pay_deadline → X by the system, inventory back, once only. */
describe('order payment timeout job', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { ORDER_PAY_TIMEOUT_MINUTES: '5' } });
  });
  afterAll(async () => testApp?.close());

  it('cancels an unpaid order past its deadline and releases its containers; two passes at once cancel it once', async () => {
    const token = await tokenOf(testApp, 'demo_ent');
    const sailingId = await findBookableSailing(testApp);
    const before = await availableOf(testApp, sailingId, '20GP');
    const expiring = await createDraft(testApp, token, sailingId, [{ cntrType: '20GP', quantity: 3 }]);
    const fresh = await createDraft(testApp, token, sailingId, [{ cntrType: '20GP', quantity: 1 }]);
    const answer = await submit(testApp, token, bookingForm(expiring.orderId));
    expect(Date.parse(answer.body.data.payDeadline) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await submit(testApp, token, bookingForm(fresh.orderId))).body.code).toBe(0);
    expect(await availableOf(testApp, sailingId, '20GP')).toBe(before - 4);

    await testApp.database.db.update(orderMast).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(orderMast.id, expiring.orderId));
    const counts = await Promise.all([cancelExpiredOrders({ db: testApp.database.db }), cancelExpiredOrders({ db: testApp.database.db })]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(1);

    const [expired] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, expiring.orderId));
    expect(expired).toMatchObject({ status: 'X', inventoryReserved: false, cancelReason: '超时未支付' });
    const [still] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, fresh.orderId));
    expect(still!.status).toBe('S');
    expect(await availableOf(testApp, sailingId, '20GP')).toBe(before - 1);
    const events = await testApp.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, expiring.orderId)).orderBy(desc(orderEvent.id));
    expect(events.filter((event) => event.toStatus === 'X')).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: 'S', toStatus: 'X', actorKind: 'system', action: 'payTimeout' });
    const [message] = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.businessId, expiring.orderId)).orderBy(desc(customerMessage.createdAt)).limit(1);
    expect(message).toMatchObject({ title: '订单已取消' });
  });

  it('claims the expired orders in one read and cancels each without reading it again', async () => {
    const token = await tokenOf(testApp, 'demo_ent');
    const sailingId = await findBookableSailing(testApp, 1);
    const orderIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const draft = await createDraft(testApp, token, sailingId);
      expect((await submit(testApp, token, bookingForm(draft.orderId))).body.code).toBe(0);
      orderIds.push(draft.orderId);
    }
    await testApp.database.db.update(orderMast).set({ payDeadline: new Date(Date.now() - 1000) }).where(inArray(orderMast.id, orderIds));

    let cancelled = 0;
    const queries = await queriesDuring(async () => {
      cancelled = await cancelExpiredOrders({ db: testApp.database.db });
    });
    expect(cancelled).toBe(3);
    expect(queries.filter((text) => /^select .* from "order_mast"/.test(text))).toHaveLength(1);
    const rows = await testApp.database.db.select({ status: orderMast.status, inventoryReserved: orderMast.inventoryReserved }).from(orderMast).where(inArray(orderMast.id, orderIds));
    expect(rows).toEqual(orderIds.map(() => ({ status: 'X', inventoryReserved: false })));
  });

  it('runs on its timer and stops cleanly', async () => {
    const job = startOrderTimeoutJob({ db: testApp.database.db, intervalMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await job.stop();
    expect(await job.runOnce()).toBe(0);
  });
});
