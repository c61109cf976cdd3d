import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit';
import { callApi } from '../../../testing/identity';
import { tokenFor } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { opsCallerFor } from './product-admin.test-support';
import { containerPrice, portCall, sailingInventory } from '../product.tables';

/**
 * The product console end to end through its API: a product manager builds a sailing (vessel, loop,
 * voyage with calls, product, publish), prices it and manages its slots; every write leaves an audit
 * row with before/after; a reviewer is refused; bad input names the field in Chinese.
 */

let testApp: TestApp;
let ops: Awaited<ReturnType<typeof opsCallerFor>>;
let reviewer: Awaited<ReturnType<typeof opsCallerFor>>;
let productId: string;
let voyageId: string;
let sailingId: string;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const db = () => testApp.database.db;

interface Cell {
  containerTypeCode: string;
  total: number;
  available: number;
  reserved: number;
  isClosed: boolean;
}
interface Sailing {
  sailingId: string;
  productCode: string;
  isClosed: boolean;
  inventory: Cell[];
}
interface Price {
  id: string;
  containerTypeCode: string;
  price: number;
  validFrom: string;
  validTo: string | null;
}

async function lastAudit(entityType: string, entityId: string) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row;
}

const cellOf = (sailing: Sailing, type: string) => sailing.inventory.find((cell) => cell.containerTypeCode === type);

beforeAll(async () => {
  testApp = await createTestApp();
  ops = await opsCallerFor(testApp, 'ops_product');
  reviewer = await opsCallerFor(testApp, 'ops_review');

  const vessel = await ops('POST', 'product/vessels', { body: { code: 'tstv1', carrierCode: 'PAN', cnnme: '测试轮', ennme: 'TEST VESSEL', teuCapacity: 1800, isActive: true } });
  expect(vessel.body).toMatchObject({ code: 0, data: { code: 'TSTV1' } });
  const loop = await ops('POST', 'product/loops', { body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', cnnme: '测试线', ennme: 'Test loop', portRotation: ['TAO', 'SHA', 'QZH'] } });
  expect(loop.body).toMatchObject({ code: 0, data: { svcLoopAbbrv: 'TST1', portRotation: [{ code: 'TAO' }, { code: 'SHA' }, { code: 'QZH' }] } });
  const voyage = await ops<{ id: string }>('POST', 'product/voyages', {
    body: {
      carrierCode: 'PAN',
      svcLoopAbbrv: 'TST1',
      vesselCode: 'TSTV1',
      voyageNo: '2601S',
      portCalls: [
        { portCode: 'TAO', eta: at(3), etd: at(3.5) },
        { portCode: 'SHA', eta: at(5), etd: at(5.5) },
        { portCode: 'QZH', eta: at(8), etd: at(8.5) },
      ],
    },
  });
  expect(voyage.body.code).toBe(0);
  voyageId = voyage.body.data.id;
  const created = await ops<{ id: string; productCode: string }>('POST', 'product/products', {
    body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', productType: 0, origFacilityCode: 'TAO', fpolCode: 'TAO', lpodCode: 'QZH', destFacilityCode: 'QZH', transitDays: 5 },
  });
  expect(created.body).toMatchObject({ code: 0, data: { productCode: 'PAN-TST1-TAO-QZH-0' } });
  productId = created.body.data.id;
  const published = await ops('POST', `product/voyages/${voyageId}/publish`, { body: { inventory: [{ containerTypeCode: '20GP', total: 50 }, { containerTypeCode: '40HQ', total: 30 }] } });
  expect(published.body).toMatchObject({ code: 0, data: { created: 1, skipped: 0 } });
  const sailings = await ops<{ records: Sailing[] }>('GET', 'product/sailings', { query: { fpolCode: 'TAO', lpodCode: 'QZH' } });
  const sailing = sailings.body.data.records.find((record) => record.productCode === 'PAN-TST1-TAO-QZH-0');
  sailingId = sailing!.sailingId;
});
afterAll(() => testApp?.close());

describe('prices', () => {
  it('publishes a first price, then a change closes the open row and keeps the history; the audit row holds before and after', async () => {
    const first = await ops<{ prices: Price[] }>('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: 3200, currentPriceId: null } });
    expect(first.body.code).toBe(0);
    const current = first.body.data.prices.find((price) => price.containerTypeCode === '20GP')!;
    expect(current).toMatchObject({ price: 3200, validTo: null });

    const changed = await ops<{ prices: Price[] }>('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: 3450.5, currentPriceId: current.id } });
    expect(changed.body.code).toBe(0);
    expect(changed.body.data.prices.filter((price) => price.containerTypeCode === '20GP')).toEqual([expect.objectContaining({ price: 3450.5, validTo: null })]);

    const rows = await db().select().from(containerPrice).where(and(eq(containerPrice.productId, productId), eq(containerPrice.containerTypeCode, '20GP')));
    expect(rows.map((row) => row.priceFen).sort()).toEqual([320000, 345050]);
    expect(rows.find((row) => row.priceFen === 320000)?.validTo).not.toBeNull();

    const history = await ops<Price[]>('GET', `product/products/${productId}/prices`, { query: { containerTypeCode: '20GP' } });
    expect(history.body.data.map((price) => price.price)).toEqual([3450.5, 3200]);

    const audit = await lastAudit('container_price', `${productId}/20GP`);
    expect(audit).toMatchObject({ action: 'price.change', actorKind: 'operator', before: { price: 3200, validTo: null }, after: { price: 3450.5, validTo: null } });
  });

  it('refuses a change based on a price row that is no longer current', async () => {
    const [closed] = await db()
      .select()
      .from(containerPrice)
      .where(and(eq(containerPrice.productId, productId), eq(containerPrice.containerTypeCode, '20GP'), eq(containerPrice.priceFen, 320000)));
    const stale = await ops('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: 3000, currentPriceId: closed!.id } });
    expect(stale.body).toMatchObject({ code: 6251, msg: '运价已被他人修改，请刷新后重试' });
    const open = await db()
      .select()
      .from(containerPrice)
      .where(and(eq(containerPrice.productId, productId), eq(containerPrice.containerTypeCode, '20GP'), isNull(containerPrice.validTo)));
    expect(open.map((row) => row.priceFen)).toEqual([345050]);
    const same = await ops('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: 3450.5, currentPriceId: open[0]!.id } });
    expect(same.body).toMatchObject({ code: 6252, msg: '新运价与当前运价相同，无需修改', data: { field: 'price' } });
  });

  it('names the field of a bad price in Chinese', async () => {
    const negative = await ops('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: -5, currentPriceId: null } });
    expect(negative).toMatchObject({ status: 400, body: { code: 400, msg: '请求错误：price: 箱价须大于0', data: { fields: [{ field: 'price', message: '箱价须大于0' }] } } });
    const decimals = await ops('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: 12.345, currentPriceId: null } });
    expect(decimals.body.msg).toBe('请求错误：price: 箱价最多两位小数');
    const type = await ops('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '99ZZ', price: 100, currentPriceId: null } });
    expect(type.body).toMatchObject({ code: 6203, msg: '箱型不存在：99ZZ（containerTypeCode）' });
  });

  it('refuses a reviewer with 403 and changes nothing', async () => {
    const answer = await reviewer('POST', `product/products/${productId}/prices`, { body: { containerTypeCode: '20GP', price: 1, currentPriceId: null } });
    expect(answer).toMatchObject({ status: 403, body: { code: 9003, msg: '当前角色无权执行该操作' } });
    const list = await reviewer('GET', 'product/sailings');
    expect(list.status).toBe(403);
  });
});

describe('inventory', () => {
  it('raises the slots of a sailing and audits before/after', async () => {
    const answer = await ops<Sailing>('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'raise', containerTypeCode: '20GP', quantity: 10 } });
    expect(answer.body.code).toBe(0);
    expect(cellOf(answer.body.data, '20GP')).toMatchObject({ total: 60, available: 60, reserved: 0 });
    expect(await lastAudit('sailing_inventory', `${sailingId}/20GP`)).toMatchObject({
      action: 'inventory.raise',
      before: { total: 50, available: 50 },
      after: { total: 60, available: 60 },
    });
  });

  it('refuses to lower below what orders hold, in Chinese, and lowers within it', async () => {
    // An order takes 45 slots the way orders do.
    await db().update(sailingInventory).set({ available: 15 }).where(and(eq(sailingInventory.sailingId, sailingId), eq(sailingInventory.containerTypeCode, '20GP')));
    const refused = await ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'lower', containerTypeCode: '20GP', quantity: 20 } });
    expect(refused.body).toMatchObject({
      code: 6271,
      msg: '20GP 舱位总量不能低于已被订舱占用的 45 箱（当前总量 60 箱，最多可下调 15 箱）',
      data: { field: 'quantity', reserved: 45 },
    });
    // The English console is answered in English: the same code, field and figures.
    const refusedInEnglish = await ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'lower', containerTypeCode: '20GP', quantity: 20 }, acceptLanguage: 'en-US' });
    expect(refusedInEnglish.body).toMatchObject({
      code: 6271,
      msg: 'Total 20GP slots cannot be lower than the 45 already booked (total now 60, can be lowered by at most 15)',
      data: { field: 'quantity', reserved: 45 },
    });
    const setBelow = await ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'set', containerTypeCode: '20GP', total: 40 } });
    expect(setBelow.body).toMatchObject({ code: 6271, data: { field: 'total' } });
    const lowered = await ops<Sailing>('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'lower', containerTypeCode: '20GP', quantity: 5 } });
    expect(cellOf(lowered.body.data, '20GP')).toMatchObject({ total: 55, available: 10, reserved: 45 });
    const set = await ops<Sailing>('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'set', containerTypeCode: '20GP', total: 70 } });
    expect(cellOf(set.body.data, '20GP')).toMatchObject({ total: 70, available: 25, reserved: 45 });
  });

  it('lets only as many concurrent lowerings through as there are free slots', async () => {
    // 25 free: three operators lowering by 10 at once → two succeed, one is refused, reserved stays 45.
    const answers = await Promise.all(
      [1, 2, 3].map(() => ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'lower', containerTypeCode: '20GP', quantity: 10 } })),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 0, 6271]);
    const [row] = await db()
      .select()
      .from(sailingInventory)
      .where(and(eq(sailingInventory.sailingId, sailingId), eq(sailingInventory.containerTypeCode, '20GP')));
    expect(row).toMatchObject({ total: 50, available: 5 });
  });

  it('closes and reopens a container type and the whole sailing', async () => {
    const closed = await ops<Sailing>('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'close', containerTypeCode: '40HQ' } });
    expect(cellOf(closed.body.data, '40HQ')?.isClosed).toBe(true);
    const sailing = await ops<Sailing>('POST', `product/sailings/${sailingId}/close`, { body: { isClosed: true } });
    expect(sailing.body.data.isClosed).toBe(true);
    expect(await lastAudit('product_sailing', sailingId)).toMatchObject({ action: 'sailing.close', before: { isClosed: false }, after: { isClosed: true } });
    await ops('POST', `product/sailings/${sailingId}/close`, { body: { isClosed: false } });
    await ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'open', containerTypeCode: '40HQ' } });
  });

  it('names the field of bad inventory input', async () => {
    const negative = await ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'raise', containerTypeCode: '20GP', quantity: -3 } });
    expect(negative.body).toMatchObject({ code: 400, msg: '请求错误：quantity: 调整数量不能小于1' });
    const action = await ops('POST', `product/sailings/${sailingId}/inventory`, { body: { action: 'grow', containerTypeCode: '20GP' } });
    expect(action.body.msg).toContain('action 须为 raise、lower、set、close 或 open');
  });
});

describe('sailings, products and promotions', () => {
  it('refuses port calls out of order and a duplicate voyage, naming the field', async () => {
    const reversed = await ops('POST', 'product/voyages', {
      body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', vesselCode: 'TSTV1', voyageNo: '2602S', portCalls: [{ portCode: 'TAO', eta: at(4), etd: at(4.5) }, { portCode: 'QZH', eta: at(3), etd: at(3.5) }] },
    });
    expect(reversed.body).toMatchObject({ code: 6232, data: { field: 'portCalls' } });
    expect(reversed.body.msg).toContain('第2港（QZH）');
    const duplicate = await ops('POST', 'product/voyages', {
      body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', vesselCode: 'TSTV1', voyageNo: '2601S', portCalls: [{ portCode: 'TAO', eta: at(4), etd: at(4.5) }, { portCode: 'QZH', eta: at(6), etd: at(6.5) }] },
    });
    expect(duplicate.body).toMatchObject({ code: 6231, msg: '船舶 TSTV1 的航次号 2601S 已存在（voyageNo）' });
  });

  it('names the vessel in Chinese and English on the voyage and on its sailings (the English console shows the English)', async () => {
    const voyage = await ops<{ vesselCnnme: string; vesselEnnme: string }>('GET', `product/voyages/${voyageId}`);
    expect(voyage.body.data).toMatchObject({ vesselCnnme: '测试轮', vesselEnnme: 'TEST VESSEL' });
    const listed = await ops<{ records: Array<{ id: string; vesselEnnme: string }> }>('GET', 'product/voyages', { query: { svcLoopAbbrv: 'TST1' } });
    expect(listed.body.data.records.find((record) => record.id === voyageId)).toMatchObject({ vesselEnnme: 'TEST VESSEL' });
    const sailings = await ops<{ records: Array<Sailing & { fpolCode: string; vesselCnnme: string; vesselEnnme: string }> }>('GET', 'product/sailings', { query: { fpolCode: 'TAO', lpodCode: 'QZH' } });
    expect(sailings.body.data.records.find((record) => record.sailingId === sailingId)).toMatchObject({ fpolCode: 'TAO', vesselCnnme: '测试轮', vesselEnnme: 'TEST VESSEL' });
  });

  it('delays a port call and audits the voyage', async () => {
    const voyage = await ops<{ portCalls: Array<{ id: string; portCode: string; etd: string }> }>('GET', `product/voyages/${voyageId}`);
    const sha = voyage.body.data.portCalls.find((call) => call.portCode === 'SHA')!;
    const moved = await ops<{ portCalls: Array<{ id: string; eta: string }> }>('POST', `product/voyages/${voyageId}/port-call`, { body: { callId: sha.id, eta: at(5.2), etd: at(5.7) } });
    expect(moved.body.code).toBe(0);
    expect(await lastAudit('voyage', voyageId)).toMatchObject({ action: 'voyage.port-call-update' });
  });

  it('creates a contract product only with its committed volume', async () => {
    const missing = await ops('POST', 'product/products', {
      body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', productType: 2, origFacilityCode: 'SHA', fpolCode: 'SHA', lpodCode: 'QZH', destFacilityCode: 'QZH', transitDays: 3 },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: '合约产品须填写承诺箱量（committedVolume）' });
    const outside = await ops('POST', 'product/products', {
      body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', productType: 0, origFacilityCode: 'TSN', fpolCode: 'TSN', lpodCode: 'QZH', destFacilityCode: 'QZH', transitDays: 3 },
    });
    expect(outside.body).toMatchObject({ code: 6202, msg: '装货港 TSN 不在航线 TST1 的挂靠港中（fpolCode）' });
    const outsideInEnglish = await ops('POST', 'product/products', {
      body: { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', productType: 0, origFacilityCode: 'TSN', fpolCode: 'TSN', lpodCode: 'QZH', destFacilityCode: 'QZH', transitDays: 3 },
      acceptLanguage: 'en-US',
    });
    expect(outsideInEnglish.body).toMatchObject({ code: 6202, msg: 'Port of loading TSN is not in the port rotation of loop TST1 (fpolCode)', data: { field: 'fpolCode' } });
  });

  it('refuses a second product of the same loop, ports and type, naming its code in the caller\'s language', async () => {
    const again = { carrierCode: 'PAN', svcLoopAbbrv: 'TST1', productType: 0, origFacilityCode: 'TAO', fpolCode: 'TAO', lpodCode: 'QZH', destFacilityCode: 'QZH', transitDays: 5 };
    const chinese = await ops('POST', 'product/products', { body: again });
    expect(chinese.body).toMatchObject({ code: 6241, msg: '产品已存在：PAN-TST1-TAO-QZH-0', data: { field: 'productCode' } });
    const english = await ops('POST', 'product/products', { body: again, acceptLanguage: 'en-US' });
    expect(english.body).toMatchObject({ code: 6241, msg: 'Product already exists: PAN-TST1-TAO-QZH-0', data: { field: 'productCode' } });
  });

  it('creates a promotion with its validity and refuses one above the container price', async () => {
    const tooLarge = await ops('POST', 'product/promotions', {
      body: { title: '限时特惠', chargeType: 'TP', scope: 'PRODUCT', productId, containerTypeCode: '20GP', amount: 4000, validFrom: at(-1), validTo: at(10) },
    });
    expect(tooLarge.body).toMatchObject({ code: 6261, msg: '每箱优惠金额须低于当前箱价 ¥3450.50（amount）' });
    const missingLevel = await ops('POST', 'product/promotions', {
      body: { title: '会员价', chargeType: 'VP', scope: 'ALL', amount: 50, validFrom: at(-1), validTo: at(10) },
    });
    expect(missingLevel.body.msg).toBe('请求错误：minMemberLevel: 会员优惠须选择会员等级(1–4)');
    const created = await ops<{ id: string; isInValidity: boolean; amount: number }>('POST', 'product/promotions', {
      body: { title: '限时特惠', chargeType: 'TP', scope: 'PRODUCT', productId, containerTypeCode: '20GP', amount: 200, validFrom: at(-1), validTo: at(10) },
    });
    expect(created.body).toMatchObject({ code: 0, data: { isInValidity: true, amount: 200 } });
    const ended = await ops<{ isInValidity: boolean }>('POST', `product/promotions/${created.body.data.id}`, {
      body: { title: '限时特惠', chargeType: 'TP', containerTypeCode: '20GP', amount: 200, validFrom: at(-1), validTo: at(10), isActive: false },
    });
    expect(ended.body.data.isInValidity).toBe(false);
    expect(await lastAudit('promotion', created.body.data.id)).toMatchObject({ action: 'promotion.update', before: { isActive: true }, after: { isActive: false } });
  });
});

describe('actual arrival and departure (ATA/ATD)', () => {
  interface Call {
    id: string;
    sequence: number;
    portCode: string;
    ata: string | null;
    atd: string | null;
  }
  interface Voyage {
    id: string;
    portCalls: Call[];
  }
  let seeded: Voyage;
  /** A real call, but of the voyage this file created, not of the seeded one. */
  let otherVoyageCallId: string;
  const first = () => seeded.portCalls[0]!;
  const second = () => seeded.portCalls[1]!;
  const record = (call: Call, ata: string | null, atd: string | null, caller = ops) =>
    caller<Voyage>('POST', `product/voyages/${seeded.id}/port-call-actuals`, { body: { callId: call.id, ata, atd } });
  const rowOf = async (call: Call) => {
    const [row] = await db().select({ ata: portCall.ata, atd: portCall.atd }).from(portCall).where(eq(portCall.id, call.id));
    return { ata: row?.ata?.toISOString() ?? null, atd: row?.atd?.toISOString() ?? null };
  };
  const auditCount = async () => {
    const [row] = await db().select({ total: count() }).from(auditLog).where(and(eq(auditLog.entityType, 'voyage'), eq(auditLog.entityId, seeded.id)));
    return row?.total ?? 0;
  };
  /** Runs a refused call and checks that neither the calls nor the audit log changed. */
  const refusedWithoutWriting = async (send: () => ReturnType<typeof record>) => {
    const [before, audits] = [await Promise.all(seeded.portCalls.map(rowOf)), await auditCount()];
    const answer = await send();
    expect(await Promise.all(seeded.portCalls.map(rowOf))).toEqual(before);
    expect(await auditCount()).toBe(audits);
    return answer;
  };
  const ataOfFirst = at(-3);
  const atdOfFirst = at(-2.5);

  beforeAll(async () => {
    // A seeded voyage sailing in a fortnight or later, so none of its calls has actual times yet (the seed
    // records them for calls already made); the rules look only at the voyage's own calls.
    const etdFrom = new Date(Date.now() + 14 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    const page = await ops<{ records: Voyage[] }>('GET', 'product/voyages', { query: { size: '100', etdFrom } });
    const found = page.body.data.records.find((voyage) => voyage.portCalls.length >= 3 && voyage.portCalls.every((call) => call.ata === null && call.atd === null));
    expect(found, 'a seeded voyage without actual times').toBeDefined();
    seeded = found!;
    const other = await ops<Voyage>('GET', `product/voyages/${voyageId}`);
    otherVoyageCallId = other.body.data.portCalls[0]!.id;
  });

  it('records the first call’s ATA and ATD: answered in portCalls, stored on the call and audited', async () => {
    const answer = await record(first(), ataOfFirst, atdOfFirst);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.any(String) });
    expect(answer.body.data.portCalls[0]).toMatchObject({ id: first().id, ata: ataOfFirst, atd: atdOfFirst });
    expect(answer.body.data.portCalls.slice(1).every((call) => call.ata === null && call.atd === null)).toBe(true);
    expect(await rowOf(first())).toEqual({ ata: ataOfFirst, atd: atdOfFirst });
    const audit = await lastAudit('voyage', seeded.id);
    expect(audit).toMatchObject({ action: 'voyage.port-call-actuals', actorKind: 'operator' });
    expect((audit?.before as Voyage).portCalls[0]).toMatchObject({ ata: null, atd: null });
    expect((audit?.after as Voyage).portCalls[0]).toMatchObject({ ata: ataOfFirst, atd: atdOfFirst });
  });

  it('refuses a time in the future and a departure before the arrival, naming the field, and writes nothing', async () => {
    const futureArrival = await refusedWithoutWriting(() => record(second(), at(1), null));
    expect(futureArrival.body).toMatchObject({ code: 6233, msg: '实际到港时间不能晚于当前时间（ata）', data: { field: 'ata' } });
    const futureDeparture = await refusedWithoutWriting(() => record(second(), at(-2), at(0.01)));
    expect(futureDeparture.body).toMatchObject({ code: 6233, msg: '实际离港时间不能晚于当前时间（atd）', data: { field: 'atd' } });
    const backwards = await refusedWithoutWriting(() => record(second(), at(-2), at(-2.1)));
    expect(backwards.body).toMatchObject({ code: 6233, msg: '实际离港时间不能早于实际到港时间（atd）', data: { field: 'atd' } });
    const unknownCall = await refusedWithoutWriting(() => ops('POST', `product/voyages/${seeded.id}/port-call-actuals`, { body: { callId: otherVoyageCallId, ata: at(-2), atd: null } }));
    expect(unknownCall.body).toMatchObject({ code: 6230, msg: '该航次没有此挂靠港（callId）', data: { field: 'callId' } });
    const malformed = await refusedWithoutWriting(() => ops('POST', `product/voyages/${seeded.id}/port-call-actuals`, { body: { callId: second().id, ata: '昨天', atd: null } }));
    expect(malformed).toMatchObject({ status: 400, body: { code: 400, data: { fields: [{ field: 'ata' }] } } });
  });

  it('refuses actual times that run backwards along the voyage, naming the call they conflict with', async () => {
    // Earlier than both of the first call's times: the message names the one that binds, its departure.
    const beforeFirst = await refusedWithoutWriting(() => record(second(), at(-3.2), null));
    expect(beforeFirst.body).toMatchObject({ code: 6233, msg: `实际到港时间不能早于第1港（${first().portCode}）已记录的实际离港时间（ata）`, data: { field: 'ata' } });
    const beforeFirstInEnglish = await refusedWithoutWriting(() =>
      ops<Voyage>('POST', `product/voyages/${seeded.id}/port-call-actuals`, { body: { callId: second().id, ata: at(-3.2), atd: null }, acceptLanguage: 'en-US' }),
    );
    expect(beforeFirstInEnglish.body).toMatchObject({
      code: 6233,
      msg: `The actual arrival cannot be earlier than the actual departure recorded at port call 1 (${first().portCode}) (ata)`,
      data: { field: 'ata' },
    });

    const recorded = await record(second(), at(-2), at(-1.5));
    expect(recorded.body.code).toBe(0);
    const afterSecond = await refusedWithoutWriting(() => record(first(), ataOfFirst, at(-1.8)));
    expect(afterSecond.body).toMatchObject({ code: 6233, msg: `实际离港时间不能晚于第2港（${second().portCode}）已记录的实际到港时间（atd）`, data: { field: 'atd' } });
  });

  it('clears a call’s times with null, and takes a time within the five minutes of clock slack', async () => {
    const cleared = await record(second(), null, null);
    expect(cleared.body.code).toBe(0);
    expect(cleared.body.data.portCalls[1]).toMatchObject({ id: second().id, ata: null, atd: null });
    expect(await rowOf(second())).toEqual({ ata: null, atd: null });
    // With the second call cleared, nothing stands between the first call and a later departure.
    const justNow = new Date(Date.now() + 2 * 60_000).toISOString();
    const moved = await record(first(), ataOfFirst, justNow);
    expect(moved.body.code).toBe(0);
    expect(await rowOf(first())).toEqual({ ata: ataOfFirst, atd: justNow });
  });

  it('refuses an operator without ops_voyage_manage with 403 and changes nothing', async () => {
    const answer = await refusedWithoutWriting(() => record(first(), null, null, reviewer));
    expect(answer).toMatchObject({ status: 403, body: { code: 9003, msg: '当前角色无权执行该操作' } });
  });
});

describe('the customer search', () => {
  it('shows the operator’s new price and inventory on the next search', async () => {
    const search = await callApi<{ records: Array<{ productId: string; containerData: Array<{ cntrType: string; containerPrice: number; availableInventory: number }> }> }>(
      testApp,
      'POST',
      'web/product/search',
      { body: { fpolCde: 'TAO', lpodCde: 'QZH', svcLoop: 'TST1' } },
    );
    expect(search.body.code).toBe(0);
    const offer = search.body.data.records.find((record) => record.productId === sailingId);
    expect(offer?.containerData.find((cell) => cell.cntrType === '20GP')).toMatchObject({ containerPrice: 345050, availableInventory: 5 });
  });

  it('closes booking on a sailing whose departure from the loading port was recorded before its ETD, and reopens when cleared', async () => {
    const listed = async () => {
      const search = await callApi<{ records: Array<{ productId: string }> }>(testApp, 'POST', 'web/product/search', { body: { fpolCde: 'TAO', lpodCde: 'QZH', svcLoop: 'TST1' } });
      expect(search.body.code).toBe(0);
      return search.body.data.records.some((record) => record.productId === sailingId);
    };
    const detail = async () => (await callApi<{ canOrder: boolean }>(testApp, 'GET', 'web/product/getProductById', { query: { productId: sailingId } })).body;
    expect(await listed()).toBe(true);
    const voyage = await ops<{ portCalls: Array<{ id: string; portCode: string }> }>('GET', `product/voyages/${voyageId}`);
    const loadingCall = voyage.body.data.portCalls.find((call) => call.portCode === 'TAO')!;
    const actuals = (ata: string | null, atd: string | null) => ops('POST', `product/voyages/${voyageId}/port-call-actuals`, { body: { callId: loadingCall.id, ata, atd } });

    // The ship left Qingdao an hour ago although its ETD is in three and a half days.
    expect((await actuals(at(-0.1), at(-0.04))).body.code).toBe(0);
    expect(await listed()).toBe(false);
    expect(await detail()).toMatchObject({ code: 0, data: { canOrder: false } });
    const token = await tokenFor(testApp, 'demo_ent');
    const ordersBefore = (await db().execute<{ total: string }>(sql`select count(*)::text as total from order_mast`)).rows[0]!.total;
    const refused = await callApi(testApp, 'POST', 'web/domestic/order/createOrder', { token, body: { productId: sailingId, containers: [{ cntrType: '20GP', quantity: 1 }] } });
    expect(refused.body).toMatchObject({ code: 7004, msg: '该船期已截止订舱，请选择其他船期' });
    expect((await db().execute<{ total: string }>(sql`select count(*)::text as total from order_mast`)).rows[0]!.total).toBe(ordersBefore);

    // A wrong entry cleared: the sailing is offered again.
    expect((await actuals(null, null)).body.code).toBe(0);
    expect(await listed()).toBe(true);
    expect(await detail()).toMatchObject({ code: 0, data: { canOrder: true } });
  });
});
