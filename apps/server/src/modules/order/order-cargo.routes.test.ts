import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { readsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { containerCargoType } from '../basedata';
import { productCargoRule, productSailing } from '../product';
import { availableOf, bookingForm, createDraft, findBookableSailing, tokenOf } from './order.test-support';
import { orderCharge, orderMast } from './order.tables';

const PAINT = '810001'; // 油漆, dangerous goods (cargo type 1)
const CORN = '100001'; // 玉米, general cargo (cargo type 0)

/**
 * The cargo an order carries, on a real database: createOrder and bookingInfo take validateCargo's decision for
 * each of the order's container types, and price the carrier's surcharges per type, as the booking page's own
 * calls (validateCargo, searchCargoTypeExtraCharge) answer them.
 */
describe('order cargo: acceptance and surcharges per container type', () => {
  let testApp: TestApp;
  let token: string;
  let sailingId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await tokenOf(testApp, 'demo_ent');
    sailingId = await findBookableSailing(testApp, 2);
  });
  afterAll(async () => testApp?.close());

  const post = <T = unknown>(url: string, body: unknown) => callApi<T>(testApp, 'POST', `web/domestic/${url}`, { token, body });
  /** A POST as the portal's English pages send it (Accept-Language en-US). */
  const postInEnglish = <T = unknown>(url: string, body: unknown) => callApi<T>(testApp, 'POST', `web/domestic/${url}`, { token, body, acceptLanguage: 'en-US' });

  async function productOf(sailing: string): Promise<string> {
    const [row] = await testApp.database.db.select({ productId: productSailing.productId }).from(productSailing).where(eq(productSailing.id, sailing));
    return row!.productId;
  }

  it('refuses dangerous goods at createOrder on a product that does not carry them, and creates nothing', async () => {
    const ordersBefore = await testApp.database.db.$count(orderMast);
    const answer = await post('order/createOrder', { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 1 }], cgoBriefDescCde: PAINT });
    expect(answer.body).toMatchObject({ code: 7007, msg: '油漆属于危险品，该产品不承运危险品，请联系客服办理', data: { field: 'cgoBriefDescCde' } });
    expect(await testApp.database.db.$count(orderMast)).toBe(ordersBefore);
  });

  it('words the refusal with its particular reason on an English page, at createOrder and at the booking submit', async () => {
    const ordersBefore = await testApp.database.db.$count(orderMast);
    const created = await postInEnglish('order/createOrder', { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 1 }], cgoBriefDescCde: PAINT });
    expect(created.body).toEqual({
      code: 7007,
      msg: 'Paint (UN1263) is dangerous goods, which this product does not carry; please contact customer service',
      data: { field: 'cgoBriefDescCde' },
    });
    expect(await testApp.database.db.$count(orderMast)).toBe(ordersBefore);

    const draft = await createDraft(testApp, token, sailingId, [{ cntrType: '20GP', quantity: 1 }]);
    const submitted = await postInEnglish('order/bookingInfo', bookingForm(draft.orderId, { cgoBriefDescCde: PAINT, isDangerous: true }));
    expect(submitted.body).toEqual({
      code: 7007,
      msg: 'Paint (UN1263) is dangerous goods, which this product does not carry; please contact customer service',
      data: { field: 'cgoBriefDescCde' },
    });
    const [order] = await testApp.database.db.select({ status: orderMast.status }).from(orderMast).where(eq(orderMast.id, draft.orderId));
    expect(order!.status).toBe('P');
  });

  it('refuses a commodity one of the container types cannot carry, naming that type, and keeps the draft and the inventory', async () => {
    const draft = await createDraft(testApp, token, sailingId, [
      { cntrType: '20GP', quantity: 1 },
      { cntrType: '40HQ', quantity: 1 },
    ]);
    const before = { twenty: await availableOf(testApp, sailingId, '20GP'), fortyHigh: await availableOf(testApp, sailingId, '40HQ') };
    // The carrier stops loading general cargo into 40HQ boxes (the base data operators keep); 20GP still takes it.
    const db = testApp.database.db;
    const fortyHighGeneral = and(eq(containerCargoType.containerTypeCode, '40HQ'), eq(containerCargoType.cargoTypeCode, '0'));
    await db.delete(containerCargoType).where(fortyHighGeneral);
    try {
      const answer = await post('order/bookingInfo', bookingForm(draft.orderId, { cgoBriefDescCde: CORN }));
      expect(answer.body).toMatchObject({ code: 7007, msg: '40HQ箱型不能装载普通货物', data: { field: 'cgoBriefDescCde' } });
      const inEnglish = await postInEnglish('order/bookingInfo', bookingForm(draft.orderId, { cgoBriefDescCde: CORN }));
      expect(inEnglish.body).toMatchObject({ code: 7007, msg: 'General cargo cannot be loaded into 40HQ containers', data: { field: 'cgoBriefDescCde' } });
    } finally {
      await db.insert(containerCargoType).values({ containerTypeCode: '40HQ', cargoTypeCode: '0' });
    }
    const [order] = await db.select({ status: orderMast.status }).from(orderMast).where(eq(orderMast.id, draft.orderId));
    expect(order!.status).toBe('P');
    expect(await availableOf(testApp, sailingId, '20GP')).toBe(before.twenty);
    expect(await availableOf(testApp, sailingId, '40HQ')).toBe(before.fortyHigh);

    const accepted = await post('order/bookingInfo', bookingForm(draft.orderId, { cgoBriefDescCde: CORN }));
    expect(accepted.body).toMatchObject({ code: 0, data: { status: 'S' } });
  });

  it('reads as much for an order of two container types as for one: the checks and the pricing read nothing per type', async () => {
    const oneType = await createDraft(testApp, token, sailingId, [{ cntrType: '20GP', quantity: 1 }]);
    const twoTypes = await createDraft(testApp, token, sailingId, [
      { cntrType: '20GP', quantity: 1 },
      { cntrType: '40HQ', quantity: 1 },
    ]);
    const readsOf = (orderId: string) =>
      readsDuring(async () => expect((await post('order/bookingInfo', bookingForm(orderId, { cgoBriefDescCde: CORN }))).body).toMatchObject({ code: 0, data: { status: 'S' } }));
    const one = await readsOf(oneType.orderId);
    const two = await readsOf(twoTypes.orderId);
    expect(two).toHaveLength(one.length);
  });

  it('charges the surcharges of each container type times its quantity, as searchCargoTypeExtraCharge lists them', async () => {
    const db = testApp.database.db;
    // This product takes dangerous goods (an ALLOW rule for cargo type 1).
    await db.insert(productCargoRule).values({ productId: await productOf(sailingId), cargoTypeCode: '1', effect: 'ALLOW' });
    const draft = await createDraft(testApp, token, sailingId, [
      { cntrType: '20GP', quantity: 2 },
      { cntrType: '40HQ', quantity: 1 },
    ]);
    const submitted = await post<{ status: string; totalFen: number }>('order/bookingInfo', bookingForm(draft.orderId, { cgoBriefDescCde: PAINT, isDangerous: true }));
    expect(submitted.body).toMatchObject({ code: 0, data: { status: 'S' } });

    const listed = async (cntrType: string) =>
      (await post<Array<{ chargeCode: string; amount: number }>>('order/searchCargoTypeExtraCharge', { cgoBriefDescCde: PAINT, carrier: 'PAN', cntrType })).body.data;
    const twentyCharges = await listed('20GP');
    const fortyHighCharges = await listed('40HQ');
    // The seed's dangerous-goods surcharge differs by type: ¥800 a 20GP, ¥1 200 a 40HQ.
    expect(twentyCharges).toEqual([expect.objectContaining({ chargeCode: 'DGS', amount: 80_000 })]);
    expect(fortyHighCharges).toEqual([expect.objectContaining({ chargeCode: 'DGS', amount: 120_000 })]);

    const [order] = await db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
    expect(order).toMatchObject({ extraChargeFen: 2 * 80_000 + 120_000, isDangerous: true, cargoTypeCde: '1' });
    const charges = await db.select({ code: orderCharge.code, name: orderCharge.name, amountFen: orderCharge.amountFen }).from(orderCharge).where(eq(orderCharge.orderId, draft.orderId));
    expect(charges).toContainEqual({ code: 'DGS', name: '危险品附加费', amountFen: 280_000 });
    expect(submitted.body.data.totalFen).toBe(order!.totalFen);
  });
});
