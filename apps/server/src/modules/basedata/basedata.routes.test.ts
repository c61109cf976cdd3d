import { AppError } from '@coastbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PLACE_ORDER_WINDOW } from '../../../seed/basedata/settings';
import { placeOrderWindow } from './basedata.tables';
import { assertOrderingOpen, isWithinPlaceOrderWindow } from './order-window.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

interface Answer<T> {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: T };
}

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { query?: Record<string, string | string[]>; body?: unknown; acceptLanguage?: string } = {},
): Promise<Answer<T>> {
  const response = await testApp.app.inject({
    method,
    url: `/api/web/${url}`,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.acceptLanguage ? { headers: { 'accept-language': options.acceptLanguage } } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const get = <T>(url: string, query?: Record<string, string | string[]>) => call<T>('GET', url, query ? { query } : {});
const baseData = (call: string) => `domestic/customer/baseData/${call}`;

type Facility = { code: string; type: string; cnnme: string; ennme: string };
type FacilityWithPort = Facility & { portCde: string | null; portCnnme: string | null; portEnnme: string | null };

/** Today's date in China, as YYYY-MM-DD. */
function chinaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
}

describe('health', () => {
  it('answers UP with the database reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { status: 'UP', database: 'UP' } });
  });
});

describe('GET web/commonUrl/portFacility/getAllPort', () => {
  it('groups hot ports, rail stations and port facilities in the exact picker shape', async () => {
    const { status, headers, body } = await get<{ hotPorts: Facility[]; railStations: Facility[]; portFacilities: Facility[] }>(
      'commonUrl/portFacility/getAllPort',
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(headers['cache-control']).toBe('private, max-age=300');
    const { hotPorts, railStations, portFacilities } = body.data;

    expect(hotPorts.map((port) => port.code)).toEqual(['YIK', 'DLC', 'TSN', 'TAO', 'SHA', 'NGB', 'XMN', 'NSA']);
    expect(hotPorts).toContainEqual({ code: 'SHA', type: 'P', cnnme: '上海', ennme: 'Shanghai' });
    for (const entry of [...hotPorts, ...railStations, ...portFacilities]) {
      expect(Object.keys(entry).sort()).toEqual(['cnnme', 'code', 'ennme', 'type']);
    }

    expect(railStations.length).toBeGreaterThanOrEqual(8);
    expect(railStations.every((station) => station.type === 'R')).toBe(true);
    expect(railStations.map((station) => station.cnnme)).toEqual(expect.arrayContaining(['长春东', '郑州圃田', '重庆团结村']));

    const ports = portFacilities.filter((entry) => entry.type === 'P');
    expect(ports.length).toBeGreaterThanOrEqual(25);
    expect(ports.map((port) => port.code)).toEqual(expect.arrayContaining(['SHA', 'SWA', 'HAK', 'JNZ', 'YIK', 'QZH']));
    expect(portFacilities).toContainEqual({ code: 'DLC01', type: 'F', cnnme: '大连港大窑湾集装箱码头', ennme: 'Dalian Dayaowan Container Terminal' });
    // Sorted by English name for the A-H / I-P / Q-Z groups; ports closed for booking are left out.
    const names = portFacilities.map((entry) => entry.ennme);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
    expect(portFacilities.map((entry) => entry.code)).not.toContain('HUD');
  });

  it('lists terminal facilities with their port', async () => {
    const { body, headers } = await get<FacilityWithPort[]>('commonUrl/portFacility/getAllFacilities');
    expect(headers['cache-control']).toBe('private, max-age=300');
    expect(body.data.length).toBeGreaterThanOrEqual(20);
    expect(body.data.every((facility) => facility.type === 'F' && facility.portCde !== null)).toBe(true);
    expect(body.data).toContainEqual(
      expect.objectContaining({ code: 'SHA02', cnnme: '上海洋山深水港集装箱码头', portCde: 'SHA', portCnnme: '上海', portEnnme: 'Shanghai' }),
    );
  });
});

describe('GET web/product/portFacility/getByNameLike', () => {
  const search = async (query: Record<string, string>) => (await get<Facility[]>('product/portFacility/getByNameLike', query)).body.data;

  it('finds a port by Chinese name, English prefix (any case) or code', async () => {
    expect((await search({ name: '青岛' }))[0]).toEqual({ code: 'TAO', type: 'P', cnnme: '青岛', ennme: 'Qingdao' });
    expect((await search({ name: 'qing' })).map((hit) => hit.code)).toContain('TAO');
    expect((await search({ name: 'LIANYUN' })).map((hit) => hit.code)).toEqual(['LYG']);
    expect((await search({ name: 'ngb' }))[0]?.code).toBe('NGB');
    // An exact code beats names that merely contain the text.
    expect((await search({ name: 'sha' }))[0]?.code).toBe('SHA');
  });

  it('also finds rail stations, and treats LIKE wildcards as plain text', async () => {
    expect((await search({ name: '长春' })).map((hit) => [hit.code, hit.type])).toEqual([['CGQ31', 'R']]);
    expect(await search({ name: '%' })).toEqual([]);
    expect(await search({ name: '_' })).toEqual([]);
  });

  it('keeps to the ports a carrier calls and can leave out ports closed for booking', async () => {
    expect(await search({ name: '钦州', carrier: 'HED' })).toEqual([]);
    expect((await search({ name: '钦州', carrier: 'xin' })).map((hit) => hit.code)).toEqual(['QZH']);
    // A rail station counts as served when its sea port is (Chengdu rails to Qinzhou).
    expect((await search({ name: '成都', carrier: 'XIN' })).map((hit) => hit.code)).toEqual(['CTU31']);
    expect((await search({ name: '葫芦岛' })).map((hit) => hit.code)).toEqual(['HUD']);
    expect(await search({ name: '葫芦岛', filterIgnorePorts: 'true' })).toEqual([]);
  });

  it('answers at most 20 suggestions', async () => {
    expect((await search({ name: 'a' })).length).toBe(20);
  });

  it('refuses a missing name with a 400 envelope naming the field', async () => {
    const { status, body } = await get<{ fields: Array<{ field: string; message: string }> }>('product/portFacility/getByNameLike');
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg).toContain('name');
    expect(body.data.fields).toContainEqual({ field: 'name', message: '请输入港口名称或代码' });
  });

  it('refuses a malformed flag or carrier code with 400, never 500', async () => {
    const flag = await get<{ fields: Array<{ field: string }> }>('product/portFacility/getByNameLike', { name: '上海', filterIgnorePorts: 'maybe' });
    expect(flag.status).toBe(400);
    expect(flag.body.data.fields.map((problem) => problem.field)).toEqual(['filterIgnorePorts']);
    const carrier = await get<{ fields: Array<{ field: string }> }>('product/portFacility/getByNameLike', { name: '上海', carrier: "PAN'; drop" });
    expect(carrier.status).toBe(400);
    expect(carrier.body.data.fields.map((problem) => problem.field)).toEqual(['carrier']);
  });
});

describe('facility look-ups', () => {
  it('finds terminal facilities and any facility by name', async () => {
    const facilities = (await get<FacilityWithPort[]>('product/portFacility/getFacilitiesByNameLike', { name: '洋山' })).body.data;
    expect(facilities.map((facility) => [facility.code, facility.portCde])).toEqual([['SHA02', 'SHA']]);
    const any = (await get<FacilityWithPort[]>('product/portFacility/getDataSelectorByNameLike', { name: '大连' })).body.data;
    expect(any.map((entry) => entry.type).sort()).toEqual(['F', 'F', 'P']);
    expect(any[0]).toMatchObject({ code: 'DLC', portCde: null });
  });

  it('lists the facilities of a port and the rail stations', async () => {
    const shanghai = (await get<FacilityWithPort[]>(baseData('listFacilitiesByPortCde'), { portCde: 'sha' })).body.data;
    expect(shanghai.map((facility) => facility.code)).toEqual(['SHA01', 'SHA02', 'SHA03']);
    const qinzhouRail = (await get<FacilityWithPort[]>(baseData('getRailStation'), { portCde: 'QZH' })).body.data;
    expect(qinzhouRail.map((station) => station.cnnme)).toEqual(['成都城厢', '重庆团结村', '贵阳都拉营']);
    const byName = (await get<FacilityWithPort[]>(baseData('getRailStationByStationNme'), { stationNme: '乌鲁木齐' })).body.data;
    expect(byName).toEqual([
      { code: 'URC31', type: 'R', cnnme: '乌鲁木齐集装箱中心站', ennme: 'Urumqi Container Centre Station', portCde: 'LYG', portCnnme: '连云港', portEnnme: 'Lianyungang' },
    ]);
  });

  it('describes one port or facility, and answers 404 for an unknown code', async () => {
    const ports = (await get<unknown[]>(baseData('port'), { portCde: 'JNZ' })).body.data;
    expect(ports).toEqual([
      { code: 'JNZ', type: 'P', cnnme: '锦州', ennme: 'Jinzhou', portCde: null, portCnnme: null, portEnnme: null, unLocode: 'CNJNZ', province: '辽宁', isHot: false },
    ]);
    const facility = await get<Record<string, unknown>>(baseData('getFcilDTOByFcilCde'), { fcilCde: 'dlc01' });
    expect(facility.body.data).toMatchObject({ code: 'DLC01', cnnme: '大连港大窑湾集装箱码头', portCde: 'DLC', portCnnme: '大连', province: '辽宁' });
    const unknown = await get(baseData('getFcilDTOByFcilCde'), { fcilCde: 'XXX99' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, msg: '港口或场站不存在：XXX99' });
    const inEnglish = await call('GET', baseData('getFcilDTOByFcilCde'), { query: { fcilCde: 'XXX99' }, acceptLanguage: 'en-US' });
    expect(inEnglish).toMatchObject({ status: 404, body: { code: 404, msg: 'Port or facility not found: XXX99', data: { field: 'fcilCde' } } });
  });
});

describe('carriers', () => {
  it('lists every carrier in the exact shape, PAN first and the only default', async () => {
    const { body, headers } = await get<Array<Record<string, unknown>>>(baseData('getAllCarrier'));
    expect(headers['cache-control']).toBe('private, max-age=300');
    expect(body.data.map((carrier) => carrier.carrierCde)).toEqual(['PAN', 'ANT', 'HED', 'XIN', 'JUN', 'ZHG', 'NBY']);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['carrierCde', 'carrierCnnme', 'carrierEnnme', 'isDefault']);
    expect(body.data.filter((carrier) => carrier.isDefault).map((carrier) => carrier.carrierCde)).toEqual(['PAN']);
  });

  it('looks one up by code, 404 when unknown', async () => {
    expect((await get(baseData('getCarrierByCarrier'), { carrier: 'hed' })).body.data).toMatchObject({ carrierCde: 'HED', isDefault: false });
    const unknown = await get(baseData('getCarrierByCarrier'), { carrier: 'XYZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('承运人不存在：XYZ');
    const inEnglish = await call('GET', baseData('getCarrierByCarrier'), { query: { carrier: 'XYZ' }, acceptLanguage: 'en-US' });
    expect(inEnglish).toMatchObject({ status: 404, body: { code: 404, msg: 'Carrier not found: XYZ', data: { field: 'carrier' } } });
  });
});

describe('rate types', () => {
  it('never lists JJY', async () => {
    const { body, headers } = await get<Array<{ rateTypeCde: string }>>(baseData('getAllRateType'));
    expect(headers['cache-control']).toBe('private, max-age=300');
    const codes = body.data.map((rateType) => rateType.rateTypeCde);
    expect(codes).toContain('PUB');
    expect(codes).not.toContain('JJY');
  });
});

describe('system switches', () => {
  const sysSwitch = async (type: string) => (await get<boolean>(baseData('sysSwitch'), { type })).body;

  it('answers true, false, and false for an unknown type', async () => {
    expect(await sysSwitch('ORDERING')).toMatchObject({ code: 0, data: true });
    expect(await sysSwitch('SPLIT_AUDIT')).toMatchObject({ code: 0, data: false });
    expect(await sysSwitch('NO_SUCH_SWITCH')).toMatchObject({ code: 0, data: false });
  });

  it('refuses a missing type with 400', async () => {
    const { status, body } = await get<{ fields: Array<{ field: string }> }>(baseData('sysSwitch'));
    expect(status).toBe(400);
    expect(body.data.fields.map((problem) => problem.field)).toEqual(['type']);
  });

  it('lists every switch', async () => {
    const { body } = await get<Array<{ type: string; isOn: boolean }>>(baseData('sysSwitchs'));
    expect(body.data).toContainEqual(expect.objectContaining({ type: 'PAYMENT', isOn: true }));
    expect(body.data.length).toBeGreaterThanOrEqual(10);
  });

  it('applies port overrides for the first ports of loading', async () => {
    const forPorts = async (fPols: string | string[]) => (await get<boolean>(baseData('sysSwitchForRegion'), { type: 'ORDERING', fPols })).body.data;
    expect(await forPorts('SHA,NGB')).toBe(true);
    // Booking from Wuhan is paused (Yangtze low-water season) while the switch is on elsewhere.
    expect(await forPorts('SHA,WUH')).toBe(false);
    expect(await forPorts(['SHA', 'WUH'])).toBe(false);
    const missing = await get<{ fields: Array<{ field: string }> }>(baseData('sysSwitchForRegion'), { type: 'ORDERING', fPols: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields.map((problem) => problem.field)).toEqual(['fPols']);
  });
});

describe('GET web/commonUrl/getHotProduct', () => {
  it('answers hot routes in the exact shape with a departure after today', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('commonUrl/getHotProduct');
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    const today = chinaToday();
    const weekAhead = chinaToday(new Date(Date.now() + 8 * 86_400_000));
    for (const route of body.data) {
      expect(Object.keys(route).sort()).toEqual(
        ['carrier', 'cntrType', 'fromCnnme', 'fromCode', 'fromEnnme', 'id', 'nextEtd', 'priceFromFen', 'toCnnme', 'toCode', 'toEnnme', 'transitDays'].sort(),
      );
      expect(route.nextEtd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(route.nextEtd as string > today).toBe(true);
      expect(route.nextEtd as string <= weekAhead).toBe(true);
      expect(Number.isInteger(route.priceFromFen) && (route.priceFromFen as number) > 0).toBe(true);
    }
    expect(body.data[0]).toMatchObject({ fromCode: 'YIK', fromCnnme: '营口', toCode: 'NSA', toEnnme: 'Nansha', carrier: 'PAN', cntrType: '20GP', priceFromFen: 285_000 });
  });
});

describe('order window and clock', () => {
  it('answers a boolean for the order window and the server time', async () => {
    expect(typeof (await get<boolean>('commonUrl/isBetweenPlaceOrderTime')).body.data).toBe('boolean');
    const clock = (await get<number>('commonUrl/getCurrentTimeMillis')).body.data;
    expect(Math.abs(clock - Date.now())).toBeLessThan(5_000);
  });

  it('opens at 06:00 and closes at 22:00 China time (the demo window)', async () => {
    const db = testApp.database.db;
    await db.update(placeOrderWindow).set(PLACE_ORDER_WINDOW);
    expect(await isWithinPlaceOrderWindow({ db, now: new Date('2025-06-01T03:00:00Z') })).toBe(true); // 11:00
    expect(await isWithinPlaceOrderWindow({ db, now: new Date('2025-06-01T14:00:00Z') })).toBe(false); // 22:00
    expect(await isWithinPlaceOrderWindow({ db, now: new Date('2025-05-31T21:59:59Z') })).toBe(false); // 05:59:59
    expect(await isWithinPlaceOrderWindow({ db, now: new Date('2025-05-31T22:00:00Z') })).toBe(true); // 06:00
  });

  it('refuses booking outside the window naming its hours, in Chinese and in English', async () => {
    const db = testApp.database.db;
    await db.update(placeOrderWindow).set(PLACE_ORDER_WINDOW);
    const refusal = await assertOrderingOpen({ db, now: new Date('2025-06-01T14:00:00Z') }).then(
      () => null,
      (error: unknown) => error,
    ); // 22:00
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(7015);
    expect((refusal as AppError).messageIn('zh')).toBe('当前不在下单时间内（每日 06:00–22:00，北京时间），请在下单时间内提交');
    expect((refusal as AppError).messageIn('en')).toBe('It is currently outside the order hours (daily 06:00-22:00, China time), please submit within the order hours');
  });
});

describe('container types and limits', () => {
  it('lists container types and describes one', async () => {
    const { body, headers } = await get<Array<{ cntrType: string }>>(baseData('getAllBdCntrType'));
    expect(headers['cache-control']).toBe('private, max-age=300');
    expect(body.data.map((type) => type.cntrType)).toEqual(expect.arrayContaining(['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RF', '20OT', '20FR', '20TK']));
    expect((await get(baseData('getBdCntrTypeDTO'), { cntrType: '40hq' })).body.data).toEqual({
      cntrType: '40HQ',
      cntrTypeCnnme: '40尺高箱',
      cntrTypeEnnme: "40' High Cube",
      cntrSize: 40,
      isHighCube: true,
      isReefer: false,
      isOpenTop: false,
      isFlatRack: false,
      isTank: false,
      teu: 2,
    });
    expect((await get(baseData('getBdCntrTypeDTO'), { cntrType: '99ZZ' })).status).toBe(404);
  });

  it('answers reefer temperatures, weight limits and the order quantity limit', async () => {
    expect((await get(baseData('temperatureLimit'), { cntrType: '40RH' })).body.data).toEqual([{ cntrType: '40RH', minTemperature: -30, maxTemperature: 30 }]);
    expect((await get<unknown[]>(baseData('temperatureLimit'))).body.data).toHaveLength(3);
    expect((await get(baseData('minimumWeight'), { cntrType: '20GP' })).body.data).toEqual([{ cntrType: '20GP', minimumWeightKg: 1_000, maximumWeightKg: 28_000 }]);
    expect((await get(baseData('getMaxOrderQuantity'))).body.data).toBe(50);
    expect((await get(baseData('getMaxOrderQuantity'), { productType: '3' })).body.data).toBe(20);
    expect((await get(baseData('getMaxOrderQuantity'), { productType: '9' })).status).toBe(400);
  });
});

describe('cargo', () => {
  it('finds commodities by name, liquid bag under cargo type 110', async () => {
    const { body } = await get<Array<{ cgoBriefDescCnnme: string; cgoTypeCde: string }>>(baseData('getBaseEpanBdCgoBriefDescByCnnme'), { cgoBriefDescCnnme: '油' });
    expect(body.data).toContainEqual(expect.objectContaining({ cgoBriefDescCnnme: '食用油', cgoTypeCde: '110', cgoTypeCnnme: '液袋货物' }));
    const corn = (await get<Array<{ cgoBriefDescCde: string }>>(baseData('getBaseEpanBdCgoBriefDescByCnnme'), { cgoBriefDescCnnme: '玉米' })).body.data;
    expect(corn).toEqual([{ cgoBriefDescCde: '100001', cgoBriefDescCnnme: '玉米', cgoBriefDescEnnme: 'Corn', cgoTypeCde: '0', cgoTypeCnnme: '普通货物' }]);
  });

  it('answers the cargo types a container type may carry and the special lines', async () => {
    const reefer = (await get<Array<{ cgoTypeCde: string }>>(baseData('getContainerCargoType'), { cntrType: '20RF' })).body.data;
    expect(reefer.map((type) => type.cgoTypeCde)).toEqual(['2']);
    const dry = (await get<Array<{ cgoTypeCde: string }>>(baseData('getContainerCargoType'), { cntrType: '20GP' })).body.data;
    expect(dry.map((type) => type.cgoTypeCde)).toContain('110');
    const special = await get<Array<{ cgoTypeCde: string }>>(baseData('getSpecialLineCgoType'));
    expect(special.headers['cache-control']).toBe('private, max-age=300');
    expect(special.body.data.map((type) => type.cgoTypeCde)).toContain('110');
  });

  it('filters cargo sub-types by cargo type list and names', async () => {
    const liquid = (await get<Array<{ cgoTypeCde: string; cgoSubTypeCnnme: string }>>(baseData('getCargoSubType'), { typeList: '110' })).body.data;
    expect(liquid.length).toBeGreaterThan(0);
    expect(liquid.every((subType) => subType.cgoTypeCde === '110')).toBe(true);
    expect(liquid.map((subType) => subType.cgoSubTypeCnnme)).toContain('大豆油');
    const steel = (await get<Array<{ cgoSubTypeCnnme: string }>>(baseData('getCargoSubType'), { cgoBriefDescCnnme: '钢材', cgoSubTypeCnnme: '卷' })).body.data;
    expect(steel.map((subType) => subType.cgoSubTypeCnnme)).toEqual(['卷钢']);
  });
});

describe('service loops', () => {
  it('answers loops of a carrier with named port rotations', async () => {
    const { body } = await get<Array<{ carrier: string; svcLoopAbbrv: string; portRotation: Array<{ code: string; cnnme: string }> }>>(
      baseData('getBdSvcLoopDTO'),
      { carrier: 'PAN', svcLoopAbbrv: 'nsx' },
    );
    expect(body.data.map((loop) => loop.svcLoopAbbrv)).toEqual(['NSX1', 'NSX2']);
    expect(body.data[0]!.portRotation[0]).toEqual({ code: 'YIK', cnnme: '营口', ennme: 'Yingkou' });
  });
});

describe('POST web/domestic/customer/baseData/dict', () => {
  it('answers the requested dictionaries, an unknown type as an empty list', async () => {
    const { body } = await call<Record<string, Array<{ code: string; cnnme: string }>>>('POST', baseData('dict'), {
      body: { dataItemTypes: ['PACKAGE_TYPE', 'SHIPPING_TERM', 'NOPE'] },
    });
    expect(body.data.PACKAGE_TYPE).toContainEqual({ code: 'PLT', cnnme: '托盘', ennme: 'Pallet' });
    expect(body.data.SHIPPING_TERM?.map((term) => term.cnnme)).toEqual(['港到港', '港到门', '门到港', '门到门']);
    expect(body.data.NOPE).toEqual([]);
    const narrowed = await call<Record<string, Array<{ code: string }>>>('POST', baseData('dict'), { body: { dataItemTypes: ['PACKAGE_TYPE'], name: '袋' } });
    expect(narrowed.body.data.PACKAGE_TYPE?.map((item) => item.code)).toEqual(['BAG', 'JUMBO']);
  });

  it('refuses a body without types, or not JSON, with 400', async () => {
    const empty = await call<{ fields: Array<{ field: string; message: string }> }>('POST', baseData('dict'), { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toContainEqual({ field: 'dataItemTypes', message: '请指定字典类型' });
    const broken = await testApp.app.inject({
      method: 'POST',
      url: `/api/web/${baseData('dict')}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"dataItemTypes": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400 });
  });
});
