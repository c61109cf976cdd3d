import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { enterprise } from '../enterprise';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs, type Answer } from '../../testing/identity';
import { trailerDriver } from './driver.tables';
import { isDriverPermittedToUpload } from './driver.service';

type Call = <T = unknown>(method: 'GET' | 'POST', url: string, options?: { body?: unknown; query?: Record<string, string> }) => Promise<Answer<T>>;
const login = (app: TestApp, logonId: string) => loginAs(app, logonId, DEMO_PASSWORD);
const caller =
  (app: TestApp, session: { token: string }): Call =>
  (method, url, options = {}) =>
    callApi(app, method, url, { token: session.token, ...options });

let testApp: TestApp;
let truck: Call;
beforeAll(async () => {
  testApp = await createTestApp();
  truck = caller(testApp, await login(testApp, 'demo_truck'));
});
afterAll(() => testApp?.close());

const BASE = 'web/tms/driverUploadPermission';
const db = () => testApp.database.db;

interface Driver {
  driverId: string;
  driverName: string;
  phoneMasked: string;
  plateNumber: string;
  canUpload: boolean;
  grantedAt: string | null;
}

describe('driver upload permission', () => {
  it('lists demo_truck’s seeded drivers with masked phones, newest first', async () => {
    const page = await truck<{ records: Driver[]; total: number }>('GET', `${BASE}/list`, { query: { current: '1', size: '10' } });
    expect(page.body.code).toBe(0);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.records.map((driver) => driver.driverName)).toEqual(['张海涛', '李国强', '王建军']);
    expect(page.body.data.records[0]).toMatchObject({ phoneMasked: '137****0003', plateNumber: '苏E3K827', canUpload: false, grantedAt: null });
    expect(JSON.stringify(page.body)).not.toContain('13761230003');
    const filtered = await truck<{ records: Driver[] }>('GET', `${BASE}/list`, { query: { keyword: 'd7' } });
    expect(filtered.body.data.records.map((driver) => driver.driverName)).toEqual(['李国强']);
  });

  it('adds a driver (plate upper-cased, phone encrypted), refuses the same phone twice, then grants and revokes the permission', async () => {
    const added = await truck<Driver>('POST', `${BASE}/add`, { body: { driverName: '周明', phone: '13912345678', plateNumber: '沪a12345' } });
    expect(added.body).toMatchObject({ code: 0, data: { driverName: '周明', phoneMasked: '139****5678', plateNumber: '沪A12345', canUpload: false, grantedAt: null } });
    const [row] = await db().select().from(trailerDriver).where(eq(trailerDriver.id, added.body.data.driverId));
    expect(row!.phoneEncrypted).not.toContain('13912345678');

    const twice = await truck('POST', `${BASE}/add`, { body: { driverName: '周明明', phone: '13912345678', plateNumber: '沪A12346' } });
    expect(twice.body).toMatchObject({ code: 4311, msg: '该手机号的司机已在列表中', data: { field: 'phone' } });

    const granted = await truck<Driver>('POST', `${BASE}/updatePermission`, { body: { driverId: added.body.data.driverId, canUpload: true } });
    expect(granted.body.data.canUpload).toBe(true);
    expect(Date.now() - Date.parse(granted.body.data.grantedAt!)).toBeLessThan(60_000);
    const vendorEnterpriseId = row!.vendorEnterpriseId;
    expect(await isDriverPermittedToUpload({ db: db(), fieldCipher: testApp.app.keys.fieldCipher, vendorEnterpriseId, phone: '13912345678' })).toBe(true);

    const revoked = await truck<Driver>('POST', `${BASE}/updatePermission`, { body: { driverId: added.body.data.driverId, canUpload: false } });
    expect(revoked.body.data).toMatchObject({ canUpload: false, grantedAt: null });
    expect(await isDriverPermittedToUpload({ db: db(), fieldCipher: testApp.app.keys.fieldCipher, vendorEnterpriseId, phone: '13912345678' })).toBe(false);

    expect((await truck('POST', `${BASE}/remove`, { body: { driverId: added.body.data.driverId } })).body).toMatchObject({ code: 0, data: true });
    expect(await db().select().from(trailerDriver).where(eq(trailerDriver.id, added.body.data.driverId))).toEqual([]);
    expect((await truck('POST', `${BASE}/remove`, { body: { driverId: added.body.data.driverId } })).body).toMatchObject({ code: 4310, msg: '司机不存在' });
  });

  it('names bad input (400): name, phone, plate, ids, the permission flag', async () => {
    const bad = await truck('POST', `${BASE}/add`, { body: { driverName: ' ', phone: '1234', plateNumber: 'ABC123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('driverName: 请输入司机姓名');
    expect(bad.body.msg).toContain('phone: 请输入有效的手机号码');
    expect(bad.body.msg).toContain('plateNumber: 车牌号格式不正确，例如 沪A12345');
    const badId = await truck('POST', `${BASE}/updatePermission`, { body: { driverId: 'x', canUpload: 'yes' } });
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toContain('driverId: 司机标识格式不正确');
    expect(badId.body.msg).toContain('canUpload: canUpload 只能是 true 或 false');
  });

  it('refuses everyone but a confirmed trailer supplier (403), and hides one supplier’s drivers from another (404)', async () => {
    const [seeded] = await db().select().from(trailerDriver).limit(1);
    for (const logonId of ['demo_ent', 'demo_person', 'demo_new', 'demo_sub']) {
      const other = caller(testApp, await login(testApp, logonId));
      const list = await other('GET', `${BASE}/list`);
      expect(list.status, logonId).toBe(403);
      expect(list.body, logonId).toMatchObject({ code: 403, msg: '仅已认证的拖车供应商可以管理司机上传权限' });
      const toggle = await other('POST', `${BASE}/updatePermission`, { body: { driverId: seeded!.id, canUpload: false } });
      expect(toggle.status, logonId).toBe(403);
      expect((await other('POST', `${BASE}/add`, { body: { driverName: '周明', phone: '13912345670', plateNumber: '沪A12345' } })).status, logonId).toBe(403);
    }

    // A second certified trailer supplier: sees none of demo_truck's drivers.
    // demo_uaas (no record on this platform) becomes a second certified trailer supplier.
    const rival = await login(testApp, 'demo_uaas');
    const rivalId = rival.userId;
    const [truckRecord] = await db().select({ vendorEnterpriseId: trailerDriver.vendorEnterpriseId }).from(trailerDriver).limit(1);
    const [record] = await db()
      .insert(enterprise)
      .values({ enterpriseCnnme: '上海顺达集卡运输有限公司', entType: 'TmsVendor', checkStatus: 'Confirm', masterUserId: rivalId, socialCreditCode: '91310000MA1K000001' })
      .returning({ id: enterprise.id });
    await db().update(userAccount).set({ enterpriseId: record!.id, roles: ['ROLE_VendorTruck'] }).where(eq(userAccount.id, rivalId));
    const rivalCall = caller(testApp, rival);
    expect((await rivalCall<{ total: number }>('GET', `${BASE}/list`)).body.data.total).toBe(0);
    const hidden = await rivalCall('POST', `${BASE}/updatePermission`, { body: { driverId: seeded!.id, canUpload: true } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ code: 4310 });
    expect((await rivalCall('POST', `${BASE}/remove`, { body: { driverId: seeded!.id } })).body.code).toBe(4310);
    expect(truckRecord!.vendorEnterpriseId).not.toBe(record!.id);
    // The same phone may drive for two suppliers.
    expect((await rivalCall('POST', `${BASE}/add`, { body: { driverName: '王建军', phone: '13761230001', plateNumber: '沪D58231' } })).body.code).toBe(0);
  });

  it('gives the driver_upload_permission code to trailer suppliers only', async () => {
    const truckCodes = (await truck<{ authorities: string[] }>('GET', 'web/entUser/getUserPermission')).body.data.authorities;
    expect(truckCodes).toContain('driver_upload_permission');
    const ent = caller(testApp, await login(testApp, 'demo_ent'));
    expect((await ent<{ authorities: string[] }>('GET', 'web/entUser/getUserPermission')).body.data.authorities).not.toContain('driver_upload_permission');
  });

  it('needs a login (401)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: `/api/${BASE}/list` })).statusCode).toBe(401);
  });
});
