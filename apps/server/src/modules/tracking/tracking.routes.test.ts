import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callApi } from '../../testing/identity';
import { orderMast } from '../order';
import { tokenFor } from '../../testing/money';
import { portCall, productSailing } from '../product';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** The loading and discharge calls of a sailing (the order's productId). */
async function callsOf(sailingId: string) {
  const [sailing] = await testApp.database.db.select().from(productSailing).where(eq(productSailing.id, sailingId));
  const [load] = await testApp.database.db.select().from(portCall).where(eq(portCall.id, sailing!.loadCallId));
  const [discharge] = await testApp.database.db.select().from(portCall).where(eq(portCall.id, sailing!.dischargeCallId));
  return { load: load!, discharge: discharge! };
}

const track = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/web/commonUrl/portal/newTrackingCargo', payload: payload as object });

describe('POST web/commonUrl/portal/newTrackingCargo', () => {
  it('refuses an unknown waybill number with the spec message', async () => {
    const response = await track({ bkgNo: 'PANU2405130001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2001, msg: '运单号无效或无权限', data: { field: 'bkgNo' } });
  });

  it('tracks a confirmed booking on a voyage already made: recorded departure and arrival, in any letter case', async () => {
    const [order] = await testApp.database.db
      .select({ id: orderMast.id, bkgNo: orderMast.bkgNo, productId: orderMast.productId, confirmedAt: orderMast.confirmedAt })
      .from(orderMast)
      .where(eq(orderMast.bkgNo, 'PAN6103100002'));
    const calls = await callsOf(order!.productId);
    const response = await track({ bkgNo: 'pan6103100002' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      bkgNo: 'PAN6103100002',
      carrier: 'PAN',
      etd: calls.load.etd.toISOString(),
      atd: calls.load.atd!.toISOString(),
      eta: calls.discharge.eta.toISOString(),
      ata: calls.discharge.ata!.toISOString(),
      // A visitor is not told what was booked.
      containers: null,
      stage: 'ARRIVED',
      stageCnnme: '已抵达目的港',
    });
    expect(body.data.events.map((event: { code: string; isActual: boolean; occurredAt: string }) => [event.code, event.isActual, event.occurredAt])).toEqual([
      ['BOOKING_CONFIRMED', true, order!.confirmedAt!.toISOString()],
      ['VESSEL_DEPARTED', true, calls.load.atd!.toISOString()],
      ['VESSEL_ARRIVED', true, calls.discharge.ata!.toISOString()],
    ]);
    expect(body.data.events[1]).toMatchObject({ description: '船舶离港', locationCode: body.data.fpolCde, location: body.data.fpolCnnme });
    // A public answer: nothing about the parties, the cargo or the money.
    expect(Object.keys(body.data)).not.toEqual(expect.arrayContaining(['orderId']));
    expect(JSON.stringify(body.data)).not.toMatch(/totalFen|shipper|cgoBriefDesc|enterprise/i);
  });

  it("tells the containers to the booking's own accounts only", async () => {
    const asked = async (logonId: string) =>
      (await callApi<{ containers: unknown }>(testApp, 'POST', 'web/commonUrl/portal/newTrackingCargo', { token: await tokenFor(testApp, logonId), body: { bkgNo: 'PAN6103100002' } })).body.data.containers;
    expect(await asked('demo_ent')).toEqual([{ cntrType: '20GP', quantity: 4 }]);
    // demo_sub sees only its own orders (OWN); PAN6103100002 is demo_ent's.
    expect(await asked('demo_sub')).toBeNull();
    expect(await asked('nb_gangtong')).toBeNull();
  });

  it('shows the schedule as estimates before the ship sails, and follows what the staff record', async () => {
    const [order] = await testApp.database.db.select({ productId: orderMast.productId }).from(orderMast).where(eq(orderMast.bkgNo, 'PAN6110500001'));
    const calls = await callsOf(order!.productId);
    const before = (await track({ bkgNo: 'PAN6110500001' })).json().data;
    expect(before).toMatchObject({ stage: 'BOOKED', atd: null, ata: null });
    expect(before.events.map((event: { isActual: boolean }) => event.isActual)).toEqual([true, false, false]);
    expect(before.events[1].occurredAt).toBe(calls.load.etd.toISOString());

    const departed = new Date(Date.now() - 60_000);
    await testApp.database.db.update(portCall).set({ atd: departed }).where(eq(portCall.id, calls.load.id));
    const after = (await track({ bkgNo: 'PAN6110500001' })).json().data;
    expect(after).toMatchObject({ stage: 'IN_TRANSIT', stageCnnme: '运输中', atd: departed.toISOString(), ata: null });
    expect(after.events[1]).toMatchObject({ code: 'VESSEL_DEPARTED', isActual: true, occurredAt: departed.toISOString() });
    await testApp.database.db.update(portCall).set({ atd: null }).where(eq(portCall.id, calls.load.id));
  });

  it('refuses the waybill of a booking that is no longer live, with the same message', async () => {
    await testApp.database.db.update(orderMast).set({ status: 'X' }).where(eq(orderMast.bkgNo, 'PAN6100800003'));
    const response = await track({ bkgNo: 'PAN6100800003' });
    expect(response.json()).toEqual({ code: 2001, msg: '运单号无效或无权限', data: { field: 'bkgNo' } });
    await testApp.database.db.update(orderMast).set({ status: 'A' }).where(eq(orderMast.bkgNo, 'PAN6100800003'));
  });

  it('asks for a waybill number when it is empty or missing', async () => {
    for (const payload of [{ bkgNo: '' }, { bkgNo: '   ' }, {}]) {
      const response = await track(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, data: { fields: [{ field: 'bkgNo', message: '请输入运单号' }] } });
    }
  });

  it('refuses a malformed number with 400', async () => {
    const response = await track({ bkgNo: '<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('bkgNo');
  });
});

describe('GET web/commonUrl/sysSwitch/cargoTracking', () => {
  it('answers whether the new tracking page is on', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/web/commonUrl/sysSwitch/cargoTracking' });
    expect(response.json()).toEqual({ code: 0, msg: 'success', data: true });
  });
});
