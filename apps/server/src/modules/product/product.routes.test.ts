import type { TProductOffer, TProductOfferPage } from '@coastbook/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs, type Answer } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cargoType } from '../basedata';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = (await loginAs(testApp, 'demo_ent', DEMO_PASSWORD)).token;
});

afterAll(async () => {
  await testApp?.close();
});

const DAY = 86_400_000;
const chinaDate = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offsetDays * DAY));

const post = <T>(url: string, body: unknown, options: { token?: string; query?: Record<string, string> } = {}) =>
  callApi<T>(testApp, 'POST', `web/${url}`, { body, ...options });
const get = <T>(url: string, query: Record<string, string>, options: { token?: string } = {}) => callApi<T>(testApp, 'GET', `web/${url}`, { query, ...options });
const search = (body: Record<string, unknown>, options: { token?: string } = {}) => post<TProductOfferPage>('product/search', body, options);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await testApp.database.db.execute(query)).rows as T[];
}

const nextWeek = { etdStart: chinaDate(1), etdEnd: chinaDate(8) };

/** The first upcoming normal SHA → QZH offer of PAN's EBX loop. */
async function shanghaiQinzhou(options: { token?: string } = {}): Promise<TProductOffer> {
  const { body } = await search({ fpolCde: 'SHA', lpodCde: 'QZH', ...nextWeek, searchProductType: 0 }, options);
  const offer = body.data.records.find((record) => record.svcLoop === 'EBX');
  expect(offer, 'an EBX SHA → QZH offer next week').toBeDefined();
  return offer!;
}

describe('POST web/product/search', () => {
  it('finds next week’s Shanghai → Qinzhou sailings with vessel, voyage, ETD/ETA, prices and inventory', async () => {
    const { status, body } = await search({ fpolCde: 'SHA', lpodCde: 'QZH', ...nextWeek });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const records = body.data.records;
    expect(records.length).toBeGreaterThanOrEqual(2);
    for (const offer of records) {
      expect(offer.fpolCde).toBe('SHA');
      expect(offer.lpodCde).toBe('QZH');
      expect(offer.fpolCnnme).toBe('上海');
      expect(offer.lpodCnnme).toBe('钦州');
      const etdDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(offer.etd));
      expect(etdDay >= nextWeek.etdStart && etdDay <= nextWeek.etdEnd).toBe(true);
      expect(Date.parse(offer.eta)).toBeGreaterThan(Date.parse(offer.etd));
      expect(offer.vslCnnme).toMatch(/^泛海/);
      expect(offer.voyage).toMatch(/^\d{4}S$/);
      expect(offer.canOrder).toBe(true);
      expect(offer.containerData.map((line) => line.cntrType)).toEqual(expect.arrayContaining(['20GP', '40GP', '40HQ']));
    }
    // Normal and contract products of the same sailing; the contract one carries its committed volume.
    expect(new Set(records.map((offer) => offer.productType))).toEqual(new Set([0, 2]));
    const contract = records.find((offer) => offer.productType === 2)!;
    expect(contract).toMatchObject({ committedVolume: 5, agreementId: 'CSO-PAN-2026-018', productTypeCnnme: '合约产品(CSO)' });
    // ETD ascending by default.
    const etds = records.map((offer) => offer.etd);
    expect(etds).toEqual([...etds].sort());
  });

  it('filters by carrier, product type (3 = liquid bag), container type and rail station', async () => {
    const hed = await search({ fpolCde: 'TSN', lpodCde: 'SHA', carrier: 'HED' });
    expect(hed.body.data.total).toBeGreaterThan(0);
    expect(hed.body.data.records.every((offer) => offer.carrier === 'HED' && offer.carrierCnnme.length > 0)).toBe(true);

    const liquid = await search({ searchProductType: 3 });
    expect(liquid.body.data.total).toBeGreaterThan(0);
    for (const offer of liquid.body.data.records) {
      expect(offer).toMatchObject({ productType: 3, serviceCode: 'FLEXITANK', cargoTypeCde: '110', maxOrderQuantity: 20 });
      expect(offer.containerData.map((line) => line.cntrType)).toEqual(['20GP']);
    }

    const reefer = await search({ cntrType: '20RF', size: 100 });
    expect(reefer.body.data.total).toBeGreaterThan(0);
    expect(reefer.body.data.records.every((offer) => offer.containerData.length === 1 && offer.containerData[0]!.cntrType === '20RF')).toBe(true);

    // A terminal finds the products of its port.
    const terminal = await search({ fpolCde: 'SHA02', lpodCde: 'QZH01', ...nextWeek });
    expect(terminal.body.data.total).toBeGreaterThan(0);
    expect(terminal.body.data.records.every((offer) => offer.fpolCde === 'SHA' && offer.lpodCde === 'QZH')).toBe(true);

    const seaRail = await search({ fpolCde: 'CGQ31' });
    expect(seaRail.body.data.total).toBeGreaterThan(0);
    for (const offer of seaRail.body.data.records) {
      expect(offer).toMatchObject({ productType: 1, origFacilityType: 'R', origTrainFacilityCde: 'CGQ31', origTrainFacilityCnnme: '长春东', fpolCde: 'YIK' });
    }
  });

  it('pages with total, current and size, and sorts by price and transit', async () => {
    const first = await search({ size: 5, current: 1 });
    const second = await search({ size: 5, current: 2 });
    expect(first.body.data).toMatchObject({ current: 1, size: 5 });
    expect(first.body.data.records).toHaveLength(5);
    expect(second.body.data.total).toBe(first.body.data.total);
    expect(first.body.data.total).toBeGreaterThan(100);
    const firstIds = new Set(first.body.data.records.map((offer) => offer.productId));
    expect(second.body.data.records.some((offer) => firstIds.has(offer.productId))).toBe(false);
    const beyond = await search({ size: 20, current: 1000 });
    expect(beyond.body.data.records).toEqual([]);

    const cheapest = (offer: TProductOffer) => Math.min(...offer.containerData.map((line) => line.priceAfterPromotion));
    const byPrice = (await search({ sortBy: 'price', size: 50 })).body.data.records.map(cheapest);
    expect(byPrice).toEqual([...byPrice].sort((left, right) => left - right));
    const byTransitDesc = (await search({ sortBy: 'transit', sortOrder: 'desc', size: 50 })).body.data.records.map((offer) => offer.transitDays);
    expect(byTransitDesc).toEqual([...byTransitDesc].sort((left, right) => right - left));
  });

  it('refuses bad inputs with a Chinese message naming the field', async () => {
    const unknownPort = await search({ fpolCde: 'XYZ', lpodCde: 'QZH' });
    expect(unknownPort.status).toBe(200);
    expect(unknownPort.body).toMatchObject({ code: 6002, msg: '起运港不存在：XYZ，请从列表中选择', data: { field: 'fpolCde' } });
    // The portal's English pages send Accept-Language: en-US and read the same refusal in English.
    const inEnglish = await callApi(testApp, 'POST', 'web/product/search', { body: { fpolCde: 'XYZ', lpodCde: 'QZH' }, acceptLanguage: 'en-US' });
    expect(inEnglish.body).toMatchObject({ code: 6002, msg: 'Origin port not found: XYZ, please choose from the list', data: { field: 'fpolCde' } });

    const reversed = await search({ etdStart: chinaDate(10), etdEnd: chinaDate(2) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toBe('请求错误：etdEnd: 开船结束日期不能早于开始日期');

    const badDate = await search({ etdStart: '2026-13-01' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toContain('etdStart');

    const badType = await search({ searchProductType: 9 });
    expect(badType.body.msg).toBe('请求错误：searchProductType: 产品类型必须是0到5的整数');

    const unknownType = await search({ cntrType: '99ZZ' });
    expect(unknownType.body).toMatchObject({ code: 6003, msg: '箱型不存在：99ZZ', data: { field: 'cntrType' } });

    const samePorts = await search({ fpolCde: 'SHA', lpodCde: 'SHA' });
    expect(samePorts.body.msg).toBe('请求错误：lpodCde: 目的港不能与起运港相同');
  });
});

describe('offer details', () => {
  it('getProductById answers the same offer; unknown and malformed ids are refused', async () => {
    const offer = await shanghaiQinzhou();
    const { body } = await get<TProductOffer>('product/getProductById', { productId: offer.productId });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ productId: offer.productId, vslCde: offer.vslCde, voyage: offer.voyage, etd: offer.etd });
    // Reefer types only when asked for.
    expect(body.data.containerData.map((line) => line.cntrType)).toEqual(['20GP', '40GP', '40HQ']);
    const withReefer = await get<TProductOffer>('product/getProductById', { productId: offer.productId, reefer: 'true' });
    expect(withReefer.body.data.containerData.map((line) => line.cntrType)).toEqual(expect.arrayContaining(['20RF', '40RH']));

    const unknown = await get('product/getProductById', { productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 6001, msg: '产品不存在或已下架' });
    const malformed = await get('product/getProductById', { productId: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe('请求错误：productId: 产品ID格式不正确');
  });

  it('shows exactly the inventory the table holds, also after the operator changes it', async () => {
    const offer = await shanghaiQinzhou();
    await testApp.database.db.execute(
      sql`update sailing_inventory set total = 77, available = 33, is_closed = false where sailing_id = ${offer.productId} and container_type_code = '40GP'`,
    );
    const inventory = await get<Array<{ cntrType: string; totalInventory: number; availableInventory: number; isClosed: boolean }>>(
      'domestic/customer/product/getProductInventory',
      { productId: offer.productId },
    );
    expect(inventory.body.data.find((line) => line.cntrType === '40GP')).toEqual({ cntrType: '40GP', cntrTypeCnnme: '40尺普通箱', totalInventory: 77, availableInventory: 33, isClosed: false });
    const table = await rows<{ container_type_code: string; available: number }>(sql`select container_type_code, available from sailing_inventory where sailing_id = ${offer.productId}`);
    const again = await shanghaiQinzhou();
    for (const line of again.containerData) {
      expect(line.availableInventory).toBe(table.find((row) => row.container_type_code === line.cntrType)!.available);
    }
    expect(again.containerData.find((line) => line.cntrType === '40GP')!.availableInventory).toBe(33);
  });

  it('answers ladder tiers with running container numbers', async () => {
    const { body } = await search({ fpolCde: 'YIK', lpodCde: 'NSA', carrier: 'PAN', searchProductType: 0, ...nextWeek });
    const offer = body.data.records.find((record) => record.svcLoop === 'NSX1')!;
    expect(offer.containerData.find((line) => line.cntrType === '20GP')!.hasLadder).toBe(true);
    const ladder = await get<Array<{ tier: number; fromQuantity: number; toQuantity: number; ladderPrice: number }>>(
      'domestic/customer/product/getProductLadderInventory',
      { productId: offer.productId, cntrType: '20GP' },
    );
    expect(ladder.body.data.map((tier) => [tier.tier, tier.fromQuantity, tier.toQuantity])).toEqual([
      [1, 1, 20],
      [2, 21, 40],
      [3, 41, 60],
    ]);
    expect(ladder.body.data[1]!.ladderPrice - ladder.body.data[0]!.ladderPrice).toBe(15_000);
  });

  it('lists the voyage’s port calls with the loading and discharge calls marked, and the rail leg of sea-rail', async () => {
    const offer = await shanghaiQinzhou();
    const legs = await get<{ portCalls: Array<{ portCde: string; isLoading: boolean; isDischarge: boolean; sequence: number }>; preRailLeg: unknown }>(
      'product/getProductLegByProductId',
      { productId: offer.productId },
    );
    expect(legs.body.data.portCalls.map((call) => call.portCde)).toEqual(['SHA', 'NGB', 'XMN', 'QZH', 'HAK']);
    expect(legs.body.data.portCalls.filter((call) => call.isLoading).map((call) => call.portCde)).toEqual(['SHA']);
    expect(legs.body.data.portCalls.filter((call) => call.isDischarge).map((call) => call.portCde)).toEqual(['QZH']);
    expect(legs.body.data.preRailLeg).toBeNull();

    const seaRail = (await search({ fpolCde: 'CKG31' })).body.data.records[0]!;
    const railLegs = await get<{ preRailLeg: { fromCde: string; toCde: string; days: number } }>('product/getProductLegByProductId', { productId: seaRail.productId });
    expect(railLegs.body.data.preRailLeg).toEqual({ fromCde: 'CKG31', fromCnnme: '重庆团结村', toCde: 'QZH', toCnnme: '钦州', days: 3 });
  });

  it('keyword search matches every word', async () => {
    const { body } = await post<TProductOfferPage>('product/searchByKeyword', { keyword: '上海 钦州', size: 50 });
    expect(body.data.total).toBeGreaterThan(0);
    const places = (offer: TProductOffer) => [offer.origFacilityCnnme, offer.fpolCnnme, offer.lpodCnnme, offer.destFacilityCnnme];
    expect(body.data.records.every((offer) => places(offer).includes('上海') && places(offer).includes('钦州'))).toBe(true);
    // Both directions match; ETD order.
    expect(new Set(body.data.records.map((offer) => `${offer.fpolCde}-${offer.lpodCde}`))).toEqual(new Set(['SHA-QZH', 'QZH-SHA']));
    const empty = await post('product/searchByKeyword', { keyword: '  ' });
    expect(empty.body.msg).toBe('请求错误：keyword: 请输入搜索关键字');
  });

  it('queryRateCities lists origins (with rail stations) and the destinations reachable from one', async () => {
    const all = await post<{ origins: Array<{ code: string; type: string }>; destinations: Array<{ code: string }> }>('product/queryRateCities', {});
    expect(all.body.data.origins.map((place) => place.code)).toEqual(expect.arrayContaining(['SHA', 'YIK', 'CGQ31']));
    expect(all.body.data.origins.find((place) => place.code === 'CGQ31')!.type).toBe('R');
    const fromShanghai = await post<{ destinations: Array<{ code: string }> }>('product/queryRateCities', { fpolCde: 'SHA' });
    const codes = fromShanghai.body.data.destinations.map((place) => place.code);
    expect(codes).toEqual(expect.arrayContaining(['QZH', 'XMN', 'HAK', 'TSN']));
    expect(codes).not.toContain('YIK');
  });

  it('getHotProduct now comes from real sailings whose id opens the offer', async () => {
    const hot = await get<Array<{ id: string; fromCode: string; toCode: string; priceFromFen: number; nextEtd: string }>>('commonUrl/getHotProduct', {});
    expect(hot.body.data.length).toBeGreaterThanOrEqual(8);
    const first = hot.body.data[0]!;
    const offer = await get<TProductOffer>('product/getProductById', { productId: first.id });
    expect(offer.body.data).toMatchObject({ origFacilityCde: first.fromCode, destFacilityCde: first.toCode, canOrder: true });
    expect(Math.min(...offer.body.data.containerData.map((line) => line.containerPrice))).toBe(first.priceFromFen);
  });

  it('getVslNmeByVslNmeLike finds vessels by name or code', async () => {
    const byName = await get<Array<{ vslCde: string; carrier: string }>>('domestic/customer/baseData/getVslNmeByVslNmeLike', { vslCnnme: '泛海', carrier: 'PAN' });
    expect(byName.body.data.length).toBeGreaterThanOrEqual(10);
    expect(byName.body.data.every((vessel) => vessel.carrier === 'PAN')).toBe(true);
    const byCode = await get<Array<{ vslCde: string }>>('domestic/customer/baseData/getVslNmeByVslNmeLike', { vslCnnme: 'hed1' });
    expect(byCode.body.data.map((vessel) => vessel.vslCde)).toEqual(['HED1']);
  });
});

describe('promotions', () => {
  it('applies a promotion only inside its validity', async () => {
    const offer = await shanghaiQinzhou();
    const line20 = offer.containerData.find((line) => line.cntrType === '20GP')!;
    // 双十一限时特惠 (TP, 200 yuan on 20GP) is valid; a visitor gets neither the first-order nor the member offer.
    expect(line20.promotions.find((promotion) => promotion.chargeType === 'TP')).toMatchObject({ title: '双十一限时特惠', amount: 20_000, applied: true });
    expect(line20.promotions.find((promotion) => promotion.chargeType === 'FP')).toMatchObject({ applied: false });
    expect(line20.ylbPromotionPrice).toBe(20_000);
    expect(line20.priceAfterPromotion).toBe(line20.containerPrice - 20_000);
    // The expired YIK → NSA offer is listed nowhere.
    const yik = (await search({ fpolCde: 'YIK', lpodCde: 'NSA', carrier: 'PAN', searchProductType: 0 })).body.data.records[0]!;
    expect(yik.containerData.flatMap((line) => line.promotions).map((promotion) => promotion.title)).not.toContain('营口-南沙秋季特惠（已结束）');

    // Move the TP's end into the past: gone from the next search; back into the future: back again.
    await testApp.database.db.execute(sql`update promotion set valid_to = now() - interval '1 minute' where title = '双十一限时特惠'`);
    const after = (await shanghaiQinzhou()).containerData.find((line) => line.cntrType === '20GP')!;
    expect(after.promotions.map((promotion) => promotion.chargeType)).not.toContain('TP');
    expect(after.ylbPromotionPrice).toBe(0);
    await testApp.database.db.execute(sql`update promotion set valid_to = now() + interval '10 days' where title = '双十一限时特惠'`);
    expect((await shanghaiQinzhou()).containerData.find((line) => line.cntrType === '20GP')!.ylbPromotionPrice).toBe(20_000);
  });

  it('gives a logged-in gold member the member and first-order offers (first-order only while no order is placed)', async () => {
    // The seed gives demo_ent placed orders (issue 6): first-order is listed, not applied, until they are gone.
    const placed = (await shanghaiQinzhou({ token })).containerData.find((entry) => entry.cntrType === '40HQ')!;
    expect(placed.promotions.filter((promotion) => promotion.applied).map((promotion) => promotion.chargeType)).toEqual(['VP']);
    await testApp.database.db.execute(sql`update order_mast set status = 'X' where user_id = (select id from user_account where logon_id = 'demo_ent')`);
    const line = (await shanghaiQinzhou({ token })).containerData.find((entry) => entry.cntrType === '40HQ')!;
    const applied = line.promotions.filter((promotion) => promotion.applied).map((promotion) => promotion.chargeType).sort();
    expect(applied).toEqual(['FP', 'VP']);
    expect(line.ylbPromotionPrice).toBe(10_000 + 8_000);
  });

  it('getBatchGoodsPromotion prices a selection, FS counting all its containers', async () => {
    const offer = await shanghaiQinzhou();
    const price = (cntrType: string) => offer.containerData.find((line) => line.cntrType === cntrType)!.containerPrice;
    const below = await post<{ lines: Array<{ ylbPromotionPrice: number }>; totalPrice: number; totalQuantity: number }>('domestic/customer/promotion/getBatchGoodsPromotion', {
      goods: [
        { productId: offer.productId, cntrType: '20GP', quantity: 4 },
        { productId: offer.productId, cntrType: '40HQ', quantity: 5 },
      ],
    });
    expect(below.body.code).toBe(0);
    expect(below.body.data.lines.map((line) => line.ylbPromotionPrice)).toEqual([20_000, 0]);
    const reached = await post<{ lines: Array<{ ylbPromotionPrice: number }>; totalPrice: number; totalContainerPrice: number; totalPromotionPrice: number; totalQuantity: number }>(
      'domestic/customer/promotion/getBatchGoodsPromotion',
      {
        goods: [
          { productId: offer.productId, cntrType: '20GP', quantity: 4 },
          { productId: offer.productId, cntrType: '40HQ', quantity: '6' },
        ],
      },
    );
    expect(reached.body.data.lines.map((line) => line.ylbPromotionPrice)).toEqual([25_000, 5_000]);
    expect(reached.body.data.totalQuantity).toBe(10);
    expect(reached.body.data.totalContainerPrice).toBe(4 * price('20GP') + 6 * price('40HQ'));
    expect(reached.body.data.totalPromotionPrice).toBe(4 * 25_000 + 6 * 5_000);
    expect(reached.body.data.totalPrice).toBe(reached.body.data.totalContainerPrice - reached.body.data.totalPromotionPrice);
  });

  it('refuses negative and 4-digit quantities and unpriced container types', async () => {
    const offer = await shanghaiQinzhou();
    const negative = await post('domestic/customer/promotion/getBatchGoodsPromotion', { goods: [{ productId: offer.productId, cntrType: '20GP', quantity: -1 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toBe('请求错误：goods.0.quantity: 箱量必须是不小于0的整数');
    const tooLong = await post('domestic/customer/promotion/getBatchGoodsPromotion', { goods: [{ productId: offer.productId, cntrType: '20GP', quantity: 1000 }] });
    expect(tooLong.body.msg).toBe('请求错误：goods.0.quantity: 箱量最多3位数字');
    const fraction = await post('domestic/customer/promotion/getBatchGoodsPromotion', { goods: [{ productId: offer.productId, cntrType: '20GP', quantity: 1.5 }] });
    expect(fraction.body.msg).toBe('请求错误：goods.0.quantity: 箱量必须是不小于0的整数');
    const unpriced = await post('domestic/customer/promotion/getBatchGoodsPromotion', { goods: [{ productId: offer.productId, cntrType: '20FR', quantity: 1 }] });
    expect(unpriced.body).toMatchObject({ code: 6014, msg: '该产品暂无20FR运价', data: { field: 'goods.0.cntrType' } });
  });

  it('promotionPlanSearch lists active, upcoming and expired plans', async () => {
    type Plans = { records: Array<{ title: string; status: string; applicableToMe: boolean | null; chargeType: string }>; total: number };
    const active = await post<Plans>('domestic/customer/promotion/promotionPlanSearch', { size: 50 });
    expect(active.body.data.records.every((plan) => plan.status === 'ACTIVE')).toBe(true);
    expect(new Set(active.body.data.records.map((plan) => plan.chargeType))).toEqual(new Set(['TP', 'FP', 'VP', 'DP', 'FS']));
    const upcoming = await post<Plans>('domestic/customer/promotion/promotionPlanSearch', { status: 'UPCOMING' });
    expect(upcoming.body.data.records.map((plan) => plan.title)).toEqual(['津沪快线年末特惠（即将开始）']);
    const expired = await post<Plans>('domestic/customer/promotion/promotionPlanSearch', { status: 'EXPIRED' });
    expect(expired.body.data.records.map((plan) => plan.title).sort()).toEqual(['夏季满20箱优惠（已结束）', '营口-南沙秋季特惠（已结束）'].sort());
    const mine = await post<Plans>('domestic/customer/promotion/promotionPlanSearch', { chargeType: 'VP' }, { token });
    expect(Object.fromEntries(mine.body.data.records.map((plan) => [plan.title, plan.applicableToMe]))).toEqual({ 金卡会员专享: true, 钻石会员北部湾专享: false });
  });
});

describe('cargo calls', () => {
  const shaQzh = { svcLoop: 'EBX', fpolCde: 'SHA', lpodCde: 'QZH', carrier: 'PAN' };
  const validate = (body: unknown, withToken = true) =>
    post<{ canOrder: boolean; reason: string | null; isCommon: boolean }>('domestic/order/cargo/validateCargo', body, withToken ? { token } : {});

  it('needs a session', async () => {
    const answer = await validate({ cargoBriefDescCde: '100001', productInfo: shaQzh }, false);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(10040);
  });

  it('refuses dangerous and mismatched cargo with the server’s reason and allows a common product without a check', async () => {
    const dangerous = await validate({ cargoBriefDescCde: '810001', cntrType: '20GP', productInfo: shaQzh });
    expect(dangerous.body).toMatchObject({ code: 0, data: { canOrder: false, reason: '油漆属于危险品，该产品不承运危险品，请联系客服办理', isCommon: false } });

    // The dangerous cargo type chosen before its commodity: the type's name alone, not "危险品属于危险品".
    const dangerousType = await validate({ cgoTypeCde: '1', productInfo: shaQzh });
    expect(dangerousType.body.data).toMatchObject({ canOrder: false, reason: '该产品不承运危险品，请联系客服办理' });

    const liquidOnGeneral = await validate({ cargoBriefDescCde: '800001', productInfo: shaQzh });
    expect(liquidOnGeneral.body.data).toMatchObject({ canOrder: false, reason: '食用油属于液袋货物，请选择对应的专线产品下单' });

    const cornOnLiquidBag = await validate({ cargoBriefDescCde: '100001', productInfo: { svcLoop: 'NSX1', fpolCde: 'TAO', lpodCde: 'NSA', carrier: 'PAN' } });
    // The route TAO → NSA on NSX1 has a general product first; name the liquid-bag offer explicitly.
    expect(cornOnLiquidBag.body.data.canOrder).toBe(true);
    const liquidOffer = (await search({ searchProductType: 3, fpolCde: 'TAO' })).body.data.records[0]!;
    const cornOnBag = await validate({ cargoBriefDescCde: '100001', productId: liquidOffer.productId, productInfo: { svcLoop: 'NSX1', fpolCde: 'TAO', lpodCde: 'NSA', carrier: 'PAN' } });
    expect(cornOnBag.body.data).toMatchObject({ canOrder: false, reason: '该产品为液袋货物专线，仅承运液袋货物' });
    const oilOnBag = await validate({ cargoBriefDescCde: '800001', cntrType: '20GP', productId: liquidOffer.productId, productInfo: { svcLoop: 'NSX1', fpolCde: 'TAO', lpodCde: 'NSA', carrier: 'PAN' } });
    expect(oilOnBag.body.data.canOrder).toBe(true);

    const logs = await validate({ cargoBriefDescCde: '500003', productInfo: { svcLoop: 'NGX', fpolCde: 'DLC', lpodCde: 'QZH', carrier: 'PAN' } });
    expect(logs.body.data).toMatchObject({ canOrder: false, reason: '钦州港检疫要求：该航线暂不承运原木，请选择其他航线' });

    const reeferBox = await validate({ cargoBriefDescCde: '100001', cntrType: '20RF', productInfo: shaQzh });
    expect(reeferBox.body.data).toMatchObject({ canOrder: false, reason: '20RF箱型不能装载普通货物' });

    const common = await validate({ cargoType: 0, productInfo: shaQzh });
    expect(common.body.data).toEqual({ canOrder: true, reason: null, isCommon: true, routeProductId: null, cgoTypeCde: null, cgoTypeCnnme: null });
    const corn = await validate({ cargoBriefDescCde: '100001', cntrType: '20GP', productInfo: shaQzh });
    expect(corn.body.data).toMatchObject({ canOrder: true, reason: null, cgoTypeCde: '0' });
  });

  it('words the refusal in the caller’s language: English names, Chinese without the header, an operator’s own reason as written', async () => {
    /** validateCargo as the portal's English pages send it (Accept-Language en-US). */
    const validateInEnglish = async (body: unknown) =>
      (await callApi<{ canOrder: boolean; reason: string | null }>(testApp, 'POST', 'web/domestic/order/cargo/validateCargo', { token, body, acceptLanguage: 'en-US,en;q=0.9' })).body;
    const dangerous = { cargoBriefDescCde: '810001', cntrType: '20GP', productInfo: shaQzh };
    expect(await validateInEnglish(dangerous)).toMatchObject({
      code: 0,
      data: { canOrder: false, reason: 'Paint (UN1263) is dangerous goods, which this product does not carry; please contact customer service' },
    });
    expect((await validate(dangerous)).body.data.reason).toBe('油漆属于危险品，该产品不承运危险品，请联系客服办理');

    const liquidOnGeneral = { cargoBriefDescCde: '800001', productInfo: shaQzh };
    expect((await validateInEnglish(liquidOnGeneral)).data).toMatchObject({
      canOrder: false,
      reason: 'Edible oil is "Flexitank liquid cargo", please book it on the matching special line product',
    });
    expect((await validate(liquidOnGeneral)).body.data.reason).toBe('食用油属于液袋货物，请选择对应的专线产品下单');

    const bagRoute = { svcLoop: 'NSX1', fpolCde: 'TAO', lpodCde: 'NSA', carrier: 'PAN' };
    const liquidOffer = (await search({ searchProductType: 3, fpolCde: 'TAO' })).body.data.records[0]!;
    expect((await validateInEnglish({ cargoBriefDescCde: '100001', productId: liquidOffer.productId, productInfo: bagRoute })).data).toMatchObject({
      canOrder: false,
      reason: 'This product is a special line for "Flexitank liquid cargo" only',
    });
    // The shopping box's question, a special line's cargo type alone, on a general product.
    expect((await validateInEnglish({ cntrType: '20GP', cgoTypeCde: '110', productInfo: shaQzh })).data).toMatchObject({
      canOrder: false,
      reason: 'Please book "Flexitank liquid cargo" on the matching special line product',
    });
    expect((await validateInEnglish({ cargoBriefDescCde: '100001', cntrType: '20RF', productInfo: shaQzh })).data).toMatchObject({
      canOrder: false,
      reason: 'General cargo cannot be loaded into 20RF containers',
    });
    // The product's rule gives the operator's own words, kept in the language they were written in.
    const logs = await validateInEnglish({ cargoBriefDescCde: '500003', productInfo: { svcLoop: 'NGX', fpolCde: 'DLC', lpodCde: 'QZH', carrier: 'PAN' } });
    expect(logs.data).toMatchObject({ canOrder: false, reason: '钦州港检疫要求：该航线暂不承运原木，请选择其他航线' });
  });

  it('lets the shopping box consign a liquid-bag sailing by its cargo type alone, and keeps general sailings for general cargo', async () => {
    const bagRoute = { svcLoop: 'NSX1', fpolCde: 'TAO', lpodCde: 'NSA', carrier: 'PAN' };
    const liquidOffer = (await search({ searchProductType: 3, fpolCde: 'TAO' })).body.data.records[0]!;
    // What the box sends for a special line: the product, the container type and the line's cargo type.
    const onTheLine = await validate({ productId: liquidOffer.productId, cntrType: '20GP', cgoTypeCde: '110', productInfo: bagRoute });
    expect(onTheLine.body).toMatchObject({ code: 0, data: { canOrder: true, reason: null, isCommon: false, cgoTypeCde: '110', cgoTypeCnnme: '液袋货物' } });
    const onGeneral = await validate({ cntrType: '20GP', cgoTypeCde: '110', productInfo: shaQzh });
    expect(onGeneral.body.data).toMatchObject({ canOrder: false, reason: '液袋货物请选择对应的专线产品下单' });
    const unknownType = await validate({ productId: liquidOffer.productId, cgoTypeCde: '999', productInfo: bagRoute });
    expect(unknownType.body).toMatchObject({ code: 6021, msg: '货物类型不存在：999', data: { field: 'cgoTypeCde' } });
  });

  it('names unknown routes, ports and commodities', async () => {
    const noRoute = await validate({ cargoBriefDescCde: '100001', productInfo: { ...shaQzh, svcLoop: 'NSX1' } });
    expect(noRoute.body).toMatchObject({ code: 6020, msg: '未找到与所选航线匹配的产品', data: { field: 'productInfo' } });
    const badPort = await validate({ cargoBriefDescCde: '100001', productInfo: { ...shaQzh, lpodCde: 'ZZZ' } });
    expect(badPort.body).toMatchObject({ code: 6002, data: { field: 'productInfo.lpodCde' } });
    expect(badPort.body.msg).toContain('目的港不存在：ZZZ');
    const badCargo = await validate({ cargoBriefDescCde: '999999', productInfo: shaQzh });
    expect(badCargo.body).toMatchObject({ code: 6021, msg: '货物品名不存在：999999' });
    const missingLoop = await validate({ cargoBriefDescCde: '100001', productInfo: { fpolCde: 'SHA', lpodCde: 'QZH', carrier: 'PAN' } });
    expect(missingLoop.body.msg).toBe('请求错误：productInfo.svcLoop: 请选择航线');
  });

  it('findCargoBriefDescDTO (form), searchCargoTypeCdeByCargoCnnme and searchCargoTypeExtraCharge', async () => {
    const liquidOffer = (await search({ searchProductType: 3 })).body.data.records[0]!;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/domestic/order/cargo/findCargoBriefDescDTO',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ productId: liquidOffer.productId, cgoBriefDescCnnme: '油' }).toString(),
    });
    const found = response.json() as Answer<Array<{ cgoBriefDescCnnme: string; canOrder: boolean; cgoTypeCde: string }>>['body'];
    expect(found.code).toBe(0);
    expect(found.data[0]).toMatchObject({ cgoTypeCde: '110', canOrder: true });
    expect(found.data.find((entry) => entry.cgoBriefDescCnnme === '油漆')).toMatchObject({ canOrder: false, reason: '该产品为液袋货物专线，仅承运液袋货物' });
    // An English page reads each commodity's reason in English.
    const inEnglish = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/domestic/order/cargo/findCargoBriefDescDTO',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
      payload: new URLSearchParams({ productId: liquidOffer.productId, cgoBriefDescCnnme: '油' }).toString(),
    });
    const foundInEnglish = inEnglish.json() as Answer<Array<{ cgoBriefDescCnnme: string; canOrder: boolean; reason: string | null }>>['body'];
    expect(foundInEnglish.data.find((entry) => entry.cgoBriefDescCnnme === '油漆')).toMatchObject({
      canOrder: false,
      reason: 'This product is a special line for "Flexitank liquid cargo" only',
    });
    expect(foundInEnglish.data.find((entry) => entry.cgoBriefDescCnnme === '食用油')).toMatchObject({ canOrder: true, reason: null });

    // An ordinary product (no cargo type of its own) lists cargo too; it used to fail on `ORDER BY 0`.
    const ordinaryOffer = (await search({})).body.data.records.find((offer: { productType: number }) => offer.productType === 0)!;
    const ordinary = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/domestic/order/cargo/findCargoBriefDescDTO',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ productId: ordinaryOffer.productId, cgoBriefDescCnnme: '玉米' }).toString(),
    });
    expect(ordinary.json()).toMatchObject({ code: 0, data: [{ cgoBriefDescCnnme: '玉米', canOrder: true }] });
    // The cargo type is named in both languages (the booking page in English shows "Corn (General cargo)").
    const [general] = await testApp.database.db.select().from(cargoType).where(eq(cargoType.code, ordinary.json().data[0].cgoTypeCde));
    expect(ordinary.json().data[0]).toMatchObject({ cgoTypeCnnme: general!.cnnme, cgoTypeEnnme: general!.ennme });
    expect(general!.ennme).toMatch(/^[\x20-\x7e]+$/);

    const typed = await post<Array<{ cgoBriefDescCde: string; cgoTypeCde: string }>>('domestic/order/cargo/searchCargoTypeCdeByCargoCnnme', undefined, {
      token,
      query: { cgoBriefDescCnnme: '玉米' },
    });
    expect(typed.body.data[0]).toMatchObject({ cgoBriefDescCde: '100001', cgoTypeCde: '0', cgoBriefDescEnnme: 'Corn', cgoTypeEnnme: general!.ennme });

    const charges = await post<Array<{ chargeCode: string; amount: number }>>('domestic/order/searchCargoTypeExtraCharge', { cgoTypeCde: '1', carrier: 'PAN', cntrType: '20GP' }, { token });
    expect(charges.body.data).toEqual([{ chargeCode: 'DGS', chargeCnnme: '危险品附加费', cgoTypeCde: '1', cgoBriefDescCde: null, cntrType: '20GP', amount: 80_000 }]);
    const steel = await post<Array<{ chargeCode: string }>>('domestic/order/searchCargoTypeExtraCharge', { cgoBriefDescCde: '400001', carrier: 'PAN' }, { token });
    expect(steel.body.data.map((charge) => charge.chargeCode)).toEqual(['HWS']);
    const neither = await post('domestic/order/searchCargoTypeExtraCharge', { carrier: 'PAN' }, { token });
    expect(neither.body.msg).toBe('请求错误：cgoTypeCde: 请选择货类或货物品名');
  });
});

describe('GET web/commonUrl/freightIndex', () => {
  type IndexAnswer = { baseDate: string; series: Array<{ category: string; categoryCnnme: string; points: Array<{ date: string; index: number | null; averagePrice: number | null; sampleSize: number }> }> };

  it('answers every category over 26 weeks, 1000 at the base', async () => {
    const { body, status } = await get<IndexAnswer>('commonUrl/freightIndex', { period: 'WEEK' });
    expect(status).toBe(200);
    expect(body.data.series.map((entry) => entry.category)).toEqual(['COMPOSITE', 'NORTHEAST', 'NORTH', 'SHANDONG', 'EAST', 'FUJIAN', 'SOUTH']);
    for (const entry of body.data.series) {
      expect(entry.points).toHaveLength(27);
      expect(entry.points[0]!.index).toBe(1000);
      expect(entry.points.every((point) => point.sampleSize > 0)).toBe(true);
    }
    expect(body.data.series[0]!.points[0]!.date).toBe(body.data.baseDate);
    const monthly = await get<IndexAnswer>('commonUrl/freightIndex', { period: 'MONTH', category: 'EAST' });
    expect(monthly.body.data.series).toHaveLength(1);
    expect(monthly.body.data.series[0]!.points).toHaveLength(7);
    const bad = await get('commonUrl/freightIndex', { period: 'YEAR' });
    expect(bad.body.msg).toBe('请求错误：period: 周期只能是 WEEK、HALF_MONTH 或 MONTH');
  });

  it('equals Σ current prices / Σ base prices × 1000 over the published history, and follows a price change', async () => {
    const expected = async () => {
      const [row] = await rows<{ ratio: number }>(sql`
        with base as (select product_id, container_type_code, price_fen from container_price
                      where valid_from <= now() - interval '182 days' and (valid_to is null or valid_to > now() - interval '182 days')),
             cur as (select product_id, container_type_code, price_fen from container_price
                      where valid_from <= now() and (valid_to is null or valid_to > now()))
        select round(1000.0 * sum(cur.price_fen) / sum(base.price_fen), 1)::float8 as ratio
        from base join cur using (product_id, container_type_code)
        join product p on p.id = base.product_id join port_facility f on f.code = p.fpol_code
        where f.province in ('辽宁', '吉林', '黑龙江')`);
      return row!.ratio;
    };
    const northeast = async () => {
      const { body } = await get<IndexAnswer>('commonUrl/freightIndex', { period: 'WEEK', category: 'NORTHEAST' });
      return body.data.series[0]!.points.at(-1)!.index!;
    };
    expect(Math.abs((await northeast()) - (await expected()))).toBeLessThanOrEqual(0.2);
    // A price change closes the open row and opens a new one; the index moves with it.
    const before = await northeast();
    await testApp.database.db.execute(sql`
      with closed as (update container_price set valid_to = now() - interval '1 second'
                      where valid_to is null and product_id in (select id from product where fpol_code = 'YIK') returning product_id, container_type_code, price_fen)
      insert into container_price (product_id, container_type_code, price_fen, valid_from, created_by)
      select product_id, container_type_code, price_fen * 2, now() - interval '1 second', 'test' from closed`);
    const after = await northeast();
    expect(after).toBeGreaterThan(before);
    expect(Math.abs(after - (await expected()))).toBeLessThanOrEqual(0.2);
  });
});
