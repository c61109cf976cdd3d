import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

type Problems = { fields: Array<{ field: string; message: string }> };

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { query?: Record<string, string>; body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const response = await testApp.app.inject({
    method,
    url: `/api/web/${url}`,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const get = <T>(url: string, query?: Record<string, string>, token?: string) =>
  call<T>('GET', url, { ...(query ? { query } : {}), ...(token ? { token } : {}) });
const baseData = (name: string) => `domestic/customer/baseData/${name}`;

function expectFieldProblem(answer: Answer<Problems>, field: string, message: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body.code).toBe(400);
  expect(answer.body.msg).toContain(field);
  expect(answer.body.data.fields).toContainEqual({ field, message });
}

describe('GET reeferExplain', () => {
  it('lists every reefer type with its range and the fixed notes', async () => {
    const { status, body } = await get<{ temperatureLimits: Array<{ cntrType: string; minTemperature: number; maxTemperature: number }>; notes: string[] }>(
      baseData('reeferExplain'),
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.temperatureLimits).toEqual(
      expect.arrayContaining([
        { cntrType: '20RF', minTemperature: -25, maxTemperature: 25 },
        { cntrType: '40RH', minTemperature: -30, maxTemperature: 30 },
      ]),
    );
    expect(body.data.notes.length).toBeGreaterThan(0);
    expect(body.data.notes[0]).toContain('设定温度');
  });
});

describe('GET getInsuranceChargeItem', () => {
  it('lists the seven insurance kinds with integer rates', async () => {
    const { body } = await get<Array<{ code: string; cnnme: string; rateBp: number }>>(baseData('getInsuranceChargeItem'));
    expect(body.code).toBe(0);
    expect(body.data.map((item) => item.code)).toEqual(['GIFT_BASE', 'EXTRA_BASE', 'STEEL_BOX', 'DEST_EXPRESS', 'PETTY', 'EXTRA_BOX', 'DELAY']);
    expect(body.data[0]).toEqual({ code: 'GIFT_BASE', cnnme: '赠送基本险', rateBp: 0 });
    expect(body.data.find((item) => item.code === 'DELAY')?.rateBp).toBe(4);
  });
});

describe('GET getMaxTrailerQuantity', () => {
  it('answers the limit of the product type, 0 when omitted', async () => {
    expect((await get<number>(baseData('getMaxTrailerQuantity'))).body).toMatchObject({ code: 0, data: 10 });
    expect((await get<number>(baseData('getMaxTrailerQuantity'), { productType: '2' })).body).toMatchObject({ code: 0, data: 20 });
    expect((await get<number>(baseData('getMaxTrailerQuantity'), { productType: '3' })).body).toMatchObject({ code: 0, data: 5 });
  });

  it('refuses an unknown product type with 400 naming the field', async () => {
    expectFieldProblem(await get<Problems>(baseData('getMaxTrailerQuantity'), { productType: '9' }), 'productType', '产品类型只能是 0 到 5');
  });
});

describe('GET getPressureEndTime', () => {
  it('closes booking 24 hours before the loading call ETD of the sailing', async () => {
    const [sailing] = (
      await testApp.database.db.execute(sql`
        select ps.id, pc.etd from product_sailing ps join port_call pc on pc.id = ps.load_call_id
        where not ps.is_closed and pc.etd > now() + interval '3 days' order by pc.etd limit 1`)
    ).rows as Array<{ id: string; etd: string | Date }>;
    expect(sailing).toBeDefined();
    const etd = new Date(sailing!.etd);
    const { status, body } = await get<{ productId: string; etd: string; pressureEndTime: string; hoursBeforeEtd: number; closed: boolean }>(
      baseData('getPressureEndTime'),
      { productId: sailing!.id },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      productId: sailing!.id,
      etd: etd.toISOString(),
      pressureEndTime: new Date(etd.getTime() - 24 * 3_600_000).toISOString(),
      hoursBeforeEtd: 24,
      closed: false,
    });
  });

  it('answers 404 for an unknown sailing and 400 for a malformed id', async () => {
    const missing = await get<null>(baseData('getPressureEndTime'), { productId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: '该产品不存在' });
    expectFieldProblem(await get<Problems>(baseData('getPressureEndTime'), { productId: 'abc' }), 'productId', '产品ID格式不正确');
  });
});

describe('GET getDestinationFleet', () => {
  it('lists the fleets of the destination port, optionally by name', async () => {
    const all = await get<Array<{ endPort: string; fleetCde: string; fleetName: string }>>(baseData('getDestinationFleet'), { endPort: 'nsa' });
    expect(all.body.code).toBe(0);
    expect(all.body.data.map((fleet) => fleet.fleetCde)).toEqual(['GZ-HY', 'GZ-XT']);
    const named = await get<Array<{ fleetCde: string }>>(baseData('getDestinationFleet'), { endPort: 'NSA', fleetName: '鑫通' });
    expect(named.body.data).toEqual([{ endPort: 'NSA', fleetCde: 'GZ-XT', fleetName: '南沙鑫通车队' }]);
    expect((await get<unknown[]>(baseData('getDestinationFleet'), { endPort: 'HAK' })).body).toMatchObject({ code: 0, data: [] });
  });

  it('refuses a missing destination port with 400 naming the field', async () => {
    expectFieldProblem(await get<Problems>(baseData('getDestinationFleet')), 'endPort', '请选择目的港');
  });
});

describe('GET getGrayscaleCustomerInfo', () => {
  it('answers not grey-released for a logged-in customer', async () => {
    const { token } = await loginAs(testApp, 'demo_ent', DEMO_PASSWORD);
    const { status, body } = await get<{ grayscale: boolean; groups: string[] }>(baseData('getGrayscaleCustomerInfo'), undefined, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { grayscale: false, groups: [] } });
  });

  it('requires a login', async () => {
    const { status, body } = await get<null>(baseData('getGrayscaleCustomerInfo'));
    expect(status).toBe(401);
    expect(body.code).not.toBe(0);
  });
});

describe('POST web/product/querySubRateCities', () => {
  it('lists the terminals under a rate city, cached for the session', async () => {
    const { status, headers, body } = await call<Array<{ code: string; type: string; cnnme: string }>>('POST', 'product/querySubRateCities', {
      body: { cityCde: 'sha' },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(headers['cache-control']).toBe('private, max-age=300');
    expect(body.data.map((place) => place.code)).toEqual(expect.arrayContaining(['SHA01', 'SHA02', 'SHA03']));
    expect(body.data.find((place) => place.code === 'SHA02')).toMatchObject({ type: 'F', cnnme: '上海洋山深水港集装箱码头' });
    expect((await call<unknown[]>('POST', 'product/querySubRateCities', { body: { cityCde: 'ZZZ' } })).body).toMatchObject({ code: 0, data: [] });
  });

  it('refuses a missing city with 400 naming the field', async () => {
    expectFieldProblem(await call<Problems>('POST', 'product/querySubRateCities', { body: {} }), 'cityCde', '请选择运价城市');
  });
});
