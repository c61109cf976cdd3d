import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const track = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/web/commonUrl/portal/newTrackingCargo', payload: payload as object });

describe('POST web/commonUrl/portal/newTrackingCargo', () => {
  it('refuses any waybill number while no order exists, with the spec message', async () => {
    const response = await track({ bkgNo: 'PANU2405130001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2001, msg: '运单号无效或无权限', data: { field: 'bkgNo' } });
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
