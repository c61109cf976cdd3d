import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { availableOf, bookingForm, createDraft, findBookableSailing, setAvailable, submit, tokenOf } from './order.test-support';
import { orderMast } from './order.tables';

/**
 * The must-show: 50 submissions at once for the last 5 containers of a sailing. Exactly 5
 * orders get a container and move to S; the other 45 are refused with the sold-out message and stay
 * drafts; available ends at 0, never below.
 */
describe('bookingInfo under contention', () => {
  let testApp: TestApp;
  let token: string;
  let sailingId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await tokenOf(testApp, 'demo_ent');
    sailingId = await findBookableSailing(testApp);
  });
  afterAll(async () => testApp?.close());

  it('reserves exactly the last 5 containers among 50 concurrent submissions', async () => {
    const drafts = [];
    for (let index = 0; index < 50; index += 1) drafts.push(await createDraft(testApp, token, sailingId));
    await setAvailable(testApp, sailingId, '20GP', 5);

    const answers = await Promise.all(drafts.map((draft) => submit(testApp, token, bookingForm(draft.orderId))));

    const accepted = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(7008);
      expect(answer.body.msg).toMatch(/^20GP舱位不足/);
    }
    expect(await availableOf(testApp, sailingId, '20GP')).toBe(0);

    const rows = await testApp.database.db
      .select({ status: orderMast.status, inventoryReserved: orderMast.inventoryReserved })
      .from(orderMast)
      .where(and(inArray(orderMast.id, drafts.map((draft) => draft.orderId))));
    expect(rows.filter((row) => row.status === 'S' && row.inventoryReserved)).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'P' && !row.inventoryReserved)).toHaveLength(45);
  });

  it('a refused order stays a draft that can be submitted once slots come back', async () => {
    // Its own draft (one 20GP): "any draft on this sailing" could be a seeded one with more containers.
    // A draft is only created while a slot is free (createOrder checks inventory); then the slots go.
    await setAvailable(testApp, sailingId, '20GP', 1);
    const draft = await createDraft(testApp, token, sailingId);
    await setAvailable(testApp, sailingId, '20GP', 0);
    const refused = await submit(testApp, token, bookingForm(draft.orderId));
    expect(refused.body.code).toBe(7008);
    const [afterRefusal] = await testApp.database.db
      .select({ status: orderMast.status, inventoryReserved: orderMast.inventoryReserved })
      .from(orderMast)
      .where(eq(orderMast.id, draft.orderId));
    expect(afterRefusal).toEqual({ status: 'P', inventoryReserved: false });

    await setAvailable(testApp, sailingId, '20GP', 1);
    const answer = await submit(testApp, token, bookingForm(draft.orderId));
    expect(answer.body).toMatchObject({ code: 0, data: { status: 'S' } });
    expect(await availableOf(testApp, sailingId, '20GP')).toBe(0);
  });
});
