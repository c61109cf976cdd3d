import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit';
import { callApi } from '../../../testing/identity';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { PLACE_ORDER_WINDOW } from '../../../../seed/basedata/settings';
import { placeOrderWindow } from '../../basedata';
import { opsCallerFor } from './product-admin.test-support';

let testApp: TestApp;
let productOps: Awaited<ReturnType<typeof opsCallerFor>>;
let reviewer: Awaited<ReturnType<typeof opsCallerFor>>;
beforeAll(async () => {
  testApp = await createTestApp();
  productOps = await opsCallerFor(testApp, 'ops_product');
  reviewer = await opsCallerFor(testApp, 'ops_review');
});
afterAll(() => testApp?.close());

interface Switch {
  type: string;
  isOn: boolean;
  description: string;
  regions: Array<{ portCode: string; portCnnme: string; isOn: boolean }>;
}

async function lastAudit(entityType: string, entityId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row;
}

describe('system switches', () => {
  it('lists the switches with their port overrides', async () => {
    const answer = await productOps<Switch[]>('GET', 'product/switches');
    expect(answer.body.code).toBe(0);
    const ordering = answer.body.data.find((row) => row.type === 'ORDERING');
    expect(ordering).toMatchObject({ isOn: true, description: '网上订舱' });
    expect(ordering?.regions).toEqual([{ portCode: 'WUH', portCnnme: expect.any(String), isOn: false }]);
  });

  it('turns PAYMENT off: the customer call answers false at once and the audit row holds before and after', async () => {
    const answer = await productOps<Switch>('POST', 'product/switches/PAYMENT', { body: { isOn: false } });
    expect(answer.body).toMatchObject({ code: 0, data: { type: 'PAYMENT', isOn: false } });
    const customer = await callApi<boolean>(testApp, 'GET', 'web/domestic/customer/baseData/sysSwitch', { query: { type: 'PAYMENT' } });
    expect(customer.body.data).toBe(false);
    const audit = await lastAudit('sys_switch', 'PAYMENT');
    expect(audit).toMatchObject({ action: 'sys-switch.update', actorKind: 'operator', before: { isOn: true }, after: { isOn: false } });
    await productOps('POST', 'product/switches/PAYMENT', { body: { isOn: true } });
  });

  it('sets and removes a port override', async () => {
    const set = await productOps<Switch>('POST', 'product/switches/ORDERING/regions', { body: { portCode: 'sha', isOn: false } });
    expect(set.body.data.regions.map((region) => region.portCode)).toEqual(['SHA', 'WUH']);
    const removed = await productOps<Switch>('POST', 'product/switches/ORDERING/regions', { body: { portCode: 'SHA', isOn: null } });
    expect(removed.body.data.regions.map((region) => region.portCode)).toEqual(['WUH']);
    expect(await lastAudit('sys_switch', 'ORDERING')).toMatchObject({ action: 'sys-switch.region-remove' });
  });

  it('refuses an unknown switch, an unknown port and a missing isOn with Chinese messages', async () => {
    const unknown = await productOps('POST', 'product/switches/NO_SUCH', { body: { isOn: true } });
    expect(unknown).toMatchObject({ status: 404, body: { code: 6201, msg: '系统开关不存在：NO_SUCH' } });
    const port = await productOps('POST', 'product/switches/ORDERING/regions', { body: { portCode: 'ZZZ', isOn: true } });
    expect(port.body).toMatchObject({ code: 6202, msg: '港口不存在：ZZZ（portCode）', data: { field: 'portCode' } });
    const bad = await productOps('POST', 'product/switches/ORDERING', { body: { isOn: 'yes' } });
    expect(bad).toMatchObject({ status: 400, body: { code: 400, msg: expect.stringContaining('isOn: 请选择开关状态') } });
  });

  it('refuses a reviewer (403) and leaves the switch alone', async () => {
    const answer = await reviewer('POST', 'product/switches/ORDERING', { body: { isOn: false } });
    expect(answer).toMatchObject({ status: 403, body: { code: 9003, msg: '当前角色无权执行该操作' } });
    const list = await productOps<Switch[]>('GET', 'product/switches');
    expect(list.body.data.find((row) => row.type === 'ORDERING')?.isOn).toBe(true);
  });
});

describe('place-order window', () => {
  it('moves the window and audits it', async () => {
    // The test template takes orders round the clock; start from the demo's window.
    await testApp.database.db.update(placeOrderWindow).set(PLACE_ORDER_WINDOW);
    const before = await productOps<{ opensAt: string; closesAt: string }>('GET', 'product/order-window');
    expect(before.body.data).toMatchObject({ opensAt: '06:00', closesAt: '22:00', timeZone: 'Asia/Shanghai' });
    const answer = await productOps('POST', 'product/order-window', { body: { opensAt: '07:30', closesAt: '21:00' } });
    expect(answer.body).toMatchObject({ code: 0, data: { opensAt: '07:30', closesAt: '21:00' } });
    expect(await lastAudit('place_order_window', '1')).toMatchObject({
      action: 'order-window.update',
      before: { opensAt: '06:00', closesAt: '22:00' },
      after: { opensAt: '07:30', closesAt: '21:00' },
    });
  });

  it('names the field of a bad time', async () => {
    const reversed = await productOps('POST', 'product/order-window', { body: { opensAt: '20:00', closesAt: '08:00' } });
    expect(reversed.body).toMatchObject({ code: 400, msg: '请求错误：closesAt: 截止下单时间须晚于开始下单时间' });
    const malformed = await productOps('POST', 'product/order-window', { body: { opensAt: '25:00', closesAt: '08:00' } });
    expect(malformed.body.msg).toContain('opensAt: 开始下单时间格式应为 HH:mm');
  });
});
