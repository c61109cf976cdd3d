import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs, type Answer } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { portCall, product, productSailing, sailingInventory, voyage } from '../product';

/** Helpers for the order API tests: a bookable sailing, a draft, a complete booking form. */

export const CARGO_CODE = '100001'; // 玉米, general cargo

export async function tokenOf(testApp: TestApp, logonId: string): Promise<string> {
  return (await loginAs(testApp, logonId, DEMO_PASSWORD)).token;
}

/** A general PAN sailing (no committed volume) of an open voyage departing in more than 3 days with 20GP and 40HQ open. */
export async function findBookableSailing(testApp: TestApp, skip = 0): Promise<string> {
  const db = testApp.database.db;
  const rows = await db
    .select({ sailingId: productSailing.id })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .innerJoin(portCall, eq(portCall.id, productSailing.loadCallId))
    .innerJoin(voyage, eq(voyage.id, portCall.voyageId))
    .where(
      and(
        // Open voyages: a voyage closes once it has left its last port (each sailing at its own port's cut-off).
        eq(voyage.status, 'open'),
        eq(product.carrierCode, 'PAN'),
        eq(product.productType, 0),
        isNull(product.committedVolume),
        isNull(product.maxOrderQuantity),
        eq(productSailing.isClosed, false),
        gt(portCall.etd, new Date(Date.now() + 3 * 86_400_000)),
        sql`(select count(*) from sailing_inventory si where si.sailing_id = ${productSailing.id} and si.container_type_code in ('20GP','40HQ') and not si.is_closed and si.available >= 6) = 2`,
      ),
    )
    .orderBy(asc(portCall.etd), asc(productSailing.id));
  const row = rows[skip];
  if (!row) throw new Error('no bookable sailing in the seed');
  return row.sailingId;
}

export async function setAvailable(testApp: TestApp, sailingId: string, cntrType: string, available: number): Promise<void> {
  await testApp.database.db
    .update(sailingInventory)
    .set({ available, total: sql`greatest(${sailingInventory.total}, ${available})` })
    .where(and(eq(sailingInventory.sailingId, sailingId), eq(sailingInventory.containerTypeCode, cntrType)));
}

export async function availableOf(testApp: TestApp, sailingId: string, cntrType: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ available: sailingInventory.available })
    .from(sailingInventory)
    .where(and(eq(sailingInventory.sailingId, sailingId), eq(sailingInventory.containerTypeCode, cntrType)));
  return row!.available;
}

export async function createDraft(
  testApp: TestApp,
  token: string,
  productId: string,
  containers: { cntrType: string; quantity: number }[] = [{ cntrType: '20GP', quantity: 1 }],
): Promise<{ orderId: string; orderNo: string }> {
  const answer = await callApi<{ orderId: string; orderNo: string }>(testApp, 'POST', 'web/domestic/order/createOrder', { token, body: { productId, containers } });
  expect(answer.body, 'createOrder').toMatchObject({ code: 0 });
  return answer.body.data;
}

export function bookingForm(orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    orderId,
    shippingTerm: 0,
    shipper: { name: '上海华信国际物流有限公司', contact: '张伟', phone: '021-58881234', address: '上海市浦东新区张杨路500号' },
    consignee: { name: '泉州恒泰贸易有限公司', contact: '黄志明', phone: '0595-22881234', address: '福建省泉州市丰泽区津淮街88号' },
    cgoBriefDescCde: CARGO_CODE,
    weightKg: 18000,
    packages: 400,
    packagingCnnme: '纸箱',
    isDangerous: false,
    agreementTicked: true,
    ...overrides,
  };
}

export function submit(testApp: TestApp, token: string, body: unknown): Promise<Answer<{ orderId: string; status: string; totalFen: number; payDeadline: string }>> {
  return callApi(testApp, 'POST', 'web/domestic/order/bookingInfo', { token, body });
}
