import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { operatorCaller, operatorToken } from '../../../testing/ops-session';
import { prepaidAccount, prepaidLedger } from '../../assets';
import { customerMessage } from '../../message';
import { availableOf, bookingForm, createDraft, findBookableSailing, submit, tokenOf } from '../order.test-support';
import { transitionOrder } from '../order-state.service';
import { orderContainer, orderMast } from '../order.tables';
import { vessel } from '../../product';

type Caller = ReturnType<typeof operatorCaller>;

/** /api/ops/orders: review queue, confirm with a booking number, reject with refund, search, dashboard, permissions. */
describe('ops order review', () => {
  let testApp: TestApp;
  let reviewer: Caller;
  let productOps: Caller;

  beforeAll(async () => {
    testApp = await createTestApp();
    reviewer = operatorCaller(testApp, await operatorToken(testApp, 'ops_review'));
    productOps = operatorCaller(testApp, await operatorToken(testApp, 'ops_product'));
  });
  afterAll(async () => testApp?.close());

  async function seededWaiting() {
    const queue = await reviewer<{ total: number; records: { orderId: string; orderNo: string; status: string; enterpriseName: string | null; paidFen: number }[] }>('GET', 'orders/review-queue');
    expect(queue.body.code).toBe(0);
    return queue.body.data;
  }

  it('shows the W orders with their enterprise, and refuses operators without the permission', async () => {
    const queue = await seededWaiting();
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.records.every((record) => record.status === 'W')).toBe(true);
    expect(queue.records[0]!.enterpriseName).toBe('上海华信国际物流有限公司');
    const denied = await productOps('GET', 'orders/review-queue');
    expect(denied.status).toBe(403);
    expect((await productOps('GET', 'orders/dashboard')).status).toBe(403);
  });

  it('confirms W → A with a typed booking number (unique), audits it and tells the customer', async () => {
    const [first, second] = (await seededWaiting()).records;
    const confirmed = await reviewer<{ status: string; bkgNo: string; dcsaStatus: string }>('POST', `orders/${first!.orderId}/confirm`, { body: { bkgNo: 'pan7000000001' } });
    expect(confirmed.body).toMatchObject({ code: 0, data: { status: 'A', bkgNo: 'PAN7000000001', dcsaStatus: 'CONFIRMED' } });

    const duplicate = await reviewer('POST', `orders/${second!.orderId}/confirm`, { body: { bkgNo: 'PAN7000000001' } });
    expect(duplicate.body.code).toBe(7012);
    const again = await reviewer('POST', `orders/${first!.orderId}/confirm`, { body: {} });
    expect(again.body).toMatchObject({ code: 9301, msg: '该订单不在待审核状态，请刷新后重试' });

    const [audit] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, first!.orderId), eq(auditLog.action, 'order.confirm')));
    expect(audit).toMatchObject({ actorKind: 'operator', before: { status: 'W' }, after: { status: 'A', bkgNo: 'PAN7000000001' } });
    const [message] = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.businessId, first!.orderId)).orderBy(desc(customerMessage.createdAt)).limit(1);
    expect(message).toMatchObject({ title: '订单已确认', orderType: 'OC' });
    expect(message!.content).toContain('PAN7000000001');
  });

  it('confirms with the booking number the server proposes when none is typed', async () => {
    const [next] = (await seededWaiting()).records;
    const proposed = await reviewer<{ bkgNo: string }>('GET', `orders/${next!.orderId}/proposed-bkg-no`);
    expect(proposed.body.data.bkgNo).toMatch(/^PAN\d{10}$/);
    const confirmed = await reviewer<{ bkgNo: string }>('POST', `orders/${next!.orderId}/confirm`, { body: {} });
    expect(confirmed.body.code).toBe(0);
    expect(confirmed.body.data.bkgNo).toMatch(/^PAN\d{10}$/);
  });

  it('rejects W → R with a reason: inventory released, the paid amount refunded to the prepaid account', async () => {
    const token = await tokenOf(testApp, 'demo_ent');
    const sailingId = await findBookableSailing(testApp, 2);
    const draft = await createDraft(testApp, token, sailingId, [{ cntrType: '40HQ', quantity: 2 }]);
    const before = await availableOf(testApp, sailingId, '40HQ');
    const submitted = await submit(testApp, token, bookingForm(draft.orderId));
    expect(submitted.body.code).toBe(0);
    // The payment area's move, with what it records (paid in full).
    await testApp.database.db.transaction((tx) =>
      transitionOrder({ tx, orderId: draft.orderId, to: 'W', actor: { kind: 'payment', id: null }, patch: { paidFen: submitted.body.data.totalFen, payWay: 1 } }),
    );
    expect(await availableOf(testApp, sailingId, '40HQ')).toBe(before - 2);
    const [order] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, draft.orderId));
    const [account] = await testApp.database.db.select().from(prepaidAccount).where(eq(prepaidAccount.ownerId, order!.enterpriseId!));
    const balanceBefore = account?.balanceFen ?? 0;

    const empty = await reviewer<{ fields: { field: string }[] }>('POST', `orders/${draft.orderId}/reject`, { body: { reason: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请填写拒绝原因');

    const rejected = await reviewer('POST', `orders/${draft.orderId}/reject`, { body: { reason: '该航次舱位调整' } });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'R', rejectReason: '该航次舱位调整', paidFen: 0, dcsaStatus: 'REJECTED' } });
    expect(await availableOf(testApp, sailingId, '40HQ')).toBe(before);
    const [after] = await testApp.database.db.select().from(prepaidAccount).where(eq(prepaidAccount.ownerId, order!.enterpriseId!));
    expect(after!.balanceFen).toBe(balanceBefore + submitted.body.data.totalFen);
    const refunds = await testApp.database.db.select().from(prepaidLedger).where(and(eq(prepaidLedger.businessId, draft.orderId), eq(prepaidLedger.kind, 'REFUND')));
    expect(refunds.map((row) => row.amountFen)).toEqual([submitted.body.data.totalFen]);
    const [message] = await testApp.database.db.select().from(customerMessage).where(eq(customerMessage.businessId, draft.orderId)).orderBy(desc(customerMessage.createdAt)).limit(1);
    expect(message).toMatchObject({ title: '订单审核未通过' });
    expect(message!.content).toContain('该航次舱位调整');
    const [audit] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, draft.orderId), eq(auditLog.action, 'order.reject')));
    expect(audit).toMatchObject({ reason: '该航次舱位调整', before: { status: 'W', inventoryReserved: true }, after: { status: 'R', inventoryReserved: false, paidFen: 0 } });
  });

  it('searches orders by number, enterprise name and status, and shows one in detail', async () => {
    const byName = await reviewer<{ total: number; records: { orderId: string; enterpriseName: string }[] }>('GET', 'orders', { query: { enterpriseName: '华信', status: 'A' } });
    expect(byName.body.data.total).toBeGreaterThanOrEqual(3);
    expect(byName.body.data.records.every((record) => record.enterpriseName === '上海华信国际物流有限公司')).toBe(true);
    const detail = await reviewer<{ orderInfo: { status: string }; enterpriseName: string; creatorName: string; events: unknown[] }>('GET', `orders/${byName.body.data.records[0]!.orderId}`);
    expect(detail.body.data).toMatchObject({ orderInfo: { status: 'A' }, enterpriseName: '上海华信国际物流有限公司' });
    expect(detail.body.data.events.length).toBeGreaterThanOrEqual(4);
    // Codes and the vessel's English name beside the booked Chinese names, for the console in English.
    const listed = byName.body.data.records[0] as unknown as { orderId: string; vslEnnme: string; fpolCde: string; lpodCde: string };
    const [row] = await testApp.database.db.select().from(orderMast).where(eq(orderMast.id, listed.orderId));
    const [ship] = await testApp.database.db.select().from(vessel).where(eq(vessel.code, row!.vslCde));
    expect(listed).toMatchObject({ fpolCde: row!.fpolCde, lpodCde: row!.lpodCde, vslEnnme: ship!.ennme });
    expect(ship!.ennme).not.toBe(row!.vslCnnme);
    // The containers by type as well as the Chinese summary line, so the console lists them in its own language.
    const lines = await testApp.database.db.select().from(orderContainer).where(eq(orderContainer.orderId, listed.orderId)).orderBy(orderContainer.cntrType);
    const counts = lines.map((line) => ({ cntrType: line.cntrType, quantity: line.quantity }));
    expect(counts.length).toBeGreaterThan(0);
    expect(byName.body.data.records[0]).toMatchObject({ containerCounts: counts, containerSummary: counts.map((line) => `${line.cntrType}×${line.quantity}`).join('，') });
    const missing = await reviewer('GET', 'orders/00000000-0000-4000-8000-000000000000');
    expect(missing.body).toMatchObject({ code: 9302 });
    const badDate = await reviewer('GET', 'orders', { query: { dateFrom: '2026/11/01' } });
    expect(badDate.status).toBe(400);
  });

  it('shows today’s bookings, TEU and revenue on the dashboard', async () => {
    const dashboard = await reviewer<{ bookingsToday: number; teuToday: number; revenueFenToday: number; countsByStatus: Record<string, number>; awaitingReview: number }>('GET', 'orders/dashboard');
    expect(dashboard.body.code).toBe(0);
    const rows = await testApp.database.db.select().from(orderMast);
    const start = new Date(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`);
    const today = rows.filter((row) => row.submittedAt && row.submittedAt >= start);
    expect(dashboard.body.data.bookingsToday).toBe(today.length);
    const lines = await testApp.database.db.select().from(orderContainer);
    const teu = lines.filter((line) => today.some((row) => row.id === line.orderId)).reduce((sum, line) => sum + line.quantity * (/^(40|45)/.test(line.cntrType) ? 2 : 1), 0);
    expect(dashboard.body.data.teuToday).toBe(teu);
    expect(dashboard.body.data.countsByStatus.R).toBe(rows.filter((row) => row.status === 'R').length);
    expect(dashboard.body.data.awaitingReview).toBe(rows.filter((row) => row.status === 'W').length);
  });
});
