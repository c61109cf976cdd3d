import { downPaymentFen, formatMoney } from '@coastbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { createAwaitingPaymentOrder, encryptedPayPassword, moneyCall, tokenFor } from '../../testing/money';
import { operatorCaller, operatorToken } from '../../testing/ops-session';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';
import { enterprise, enterpriseRelationRequest } from '../enterprise';
import { cancelExpiredOrders, orderEvent, orderMast } from '../order';

/**
 * /historyTask's call (getHistoryTodoTaskList): a to-do task leaves the to-do list when it is done and
 * shows here with its outcome and the time it ended, read back from the records that made it a task.
 */

let testApp: TestApp;
let entToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  entToken = await tokenFor(testApp, 'demo_ent');
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const idOf = async (logonId: string) => (await db().select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, logonId)))[0]!.id;
const BASE = 'web/domestic/task/todo';

interface Finished {
  taskId: string;
  taskType: string;
  title: string;
  content: string;
  link: string;
  outcome: string;
  outcomeText: string;
  doneAt: string;
}

async function historyOf(token: string, page = { current: 1, size: 100 }) {
  const answer = await callApi<{ records: Finished[]; total: number }>(testApp, 'POST', `${BASE}/getHistoryTodoTaskList`, { token, body: page });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

async function todoIdsOf(token: string): Promise<string[]> {
  const answer = await callApi<{ records: Array<{ taskId: string }> }>(testApp, 'POST', `${BASE}/getTodoTaskInfoList`, { token, body: { current: 1, size: 100 } });
  return answer.body.data.records.map((task) => task.taskId);
}

async function leftS(orderId: string) {
  const [event] = await db().select().from(orderEvent).where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.fromStatus, 'S')));
  return event!;
}

describe('getHistoryTodoTaskList', () => {
  it('moves a paid, a cancelled and a timed-out order from the to-do list to the history, each with its outcome and time', async () => {
    const paid = await createAwaitingPaymentOrder(testApp, entToken);
    const cancelled = await createAwaitingPaymentOrder(testApp, entToken);
    const overdue = await createAwaitingPaymentOrder(testApp, entToken);
    expect(await todoIdsOf(entToken)).toEqual(expect.arrayContaining([paid, cancelled, overdue].map((order) => `ORDER_AWAITING_PAYMENT:${order.orderId}`)));

    const payment = await moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId: paid.orderId, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(testApp) });
    expect(payment.body).toMatchObject({ code: 0 });
    const cancel = await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: cancelled.orderId, reason: '不再发货' } });
    expect(cancel.body.code).toBe(0);
    await db().update(orderMast).set({ payDeadline: new Date(Date.now() - 60_000) }).where(eq(orderMast.id, overdue.orderId));
    expect(await cancelExpiredOrders({ db: db() })).toBeGreaterThanOrEqual(1);

    const todo = await todoIdsOf(entToken);
    const history = await historyOf(entToken);
    for (const [order, outcome, outcomeText] of [
      [paid, 'PAID', '已支付'],
      [cancelled, 'CANCELLED', '已取消'],
      [overdue, 'TIMED_OUT', '超时未支付，已自动取消'],
    ] as const) {
      const taskId = `ORDER_AWAITING_PAYMENT:${order.orderId}`;
      expect(todo).not.toContain(taskId);
      const finished = history.records.find((task) => task.taskId === taskId);
      expect(finished, outcome).toMatchObject({ taskType: 'ORDER_AWAITING_PAYMENT', title: '待支付订单', outcome, outcomeText, link: `/orderView?orderId=${order.orderId}` });
      expect(finished!.content).toContain(order.orderNo);
      expect(finished!.doneAt).toBe((await leftS(order.orderId)).createdAt.toISOString());
    }
    // Newest first.
    const times = history.records.map((task) => task.doneAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('moves a down-payment order from 待付尾款订单 to the history when its balance is paid, or when it is cancelled or rejected first', async () => {
    const payDown = (orderId: string, payWay = 2) =>
      moneyCall(testApp, entToken, 'web/domestic/order/payment/orderPayReq', { orderId, channel: 'ACCOUNTSTORE', payWay, payPassword: encryptedPayPassword(testApp) });
    const paid = await createAwaitingPaymentOrder(testApp, entToken);
    const cancelled = await createAwaitingPaymentOrder(testApp, entToken);
    const rejected = await createAwaitingPaymentOrder(testApp, entToken);
    for (const order of [paid, cancelled, rejected]) expect((await payDown(order.orderId)).body).toMatchObject({ code: 0, data: { payWay: 2 } });
    expect(await todoIdsOf(entToken)).toEqual(expect.arrayContaining([paid, cancelled, rejected].map((order) => `ORDER_BALANCE_DUE:${order.orderId}`)));

    // The balance of one, in full; the shipper cancels the second; the carrier rejects the third.
    expect((await payDown(paid.orderId, 1)).body).toMatchObject({ code: 0 });
    expect((await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: cancelled.orderId, reason: '不再发货' } })).body.code).toBe(0);
    const reviewer = operatorCaller(testApp, await operatorToken(testApp, 'ops_review'));
    expect((await reviewer('POST', `orders/${rejected.orderId}/reject`, { body: { reason: '该航次舱位调整' } })).body).toMatchObject({ code: 0, data: { status: 'R' } });
    // Cancelling after the balance was paid ends no balance task a second time.
    expect((await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token: entToken, body: { orderId: paid.orderId, reason: '改走其他航线' } })).body.code).toBe(0);

    const todo = await todoIdsOf(entToken);
    const history = await historyOf(entToken);
    for (const [order, outcome, outcomeText, ending] of [
      [paid, 'PAID', '已支付', { action: 'payBalance' }],
      [cancelled, 'CANCELLED', '已取消', { toStatus: 'X' }],
      [rejected, 'REJECTED', '订舱被拒绝', { toStatus: 'R' }],
    ] as const) {
      const taskId = `ORDER_BALANCE_DUE:${order.orderId}`;
      expect(todo).not.toContain(taskId);
      const entries = history.records.filter((task) => task.taskId === taskId);
      expect(entries, outcome).toEqual([expect.objectContaining({ taskType: 'ORDER_BALANCE_DUE', title: '待付尾款订单', outcome, outcomeText, link: `/orderView?orderId=${order.orderId}` })]);
      const downFen = downPaymentFen(order.totalFen);
      expect(entries[0]!.content).toBe(`订单${order.orderNo}，首付款${formatMoney(downFen)}，尾款${formatMoney(order.totalFen - downFen)}。`);
      const [event] = await db()
        .select({ createdAt: orderEvent.createdAt })
        .from(orderEvent)
        .where(and(eq(orderEvent.orderId, order.orderId), 'action' in ending ? eq(orderEvent.action, ending.action) : eq(orderEvent.toStatus, ending.toStatus)));
      expect(entries[0]!.doneAt).toBe(event!.createdAt.toISOString());
    }
    // The seeded order still owes its balance: still a task, not history.
    expect(history.records.filter((task) => task.taskType === 'ORDER_BALANCE_DUE')).toHaveLength(3);
  });

  it('lists the main account’s decided link applications, and a sub-account with OWN none of the enterprise’s orders', async () => {
    const [ent] = await db().select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
    const [own] = await db().select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.masterUserId, ent!.id));
    const subUsers = (path: string, body: unknown) => callApi(testApp, 'POST', `web/enterprise/subUser/${path}`, { token: entToken, body });
    const linkTasks = async () => (await historyOf(entToken)).records.filter((task) => task.taskType === 'SUB_USER_APPROVAL');
    // The seed's demo_sub was agreed to 90 days ago; demo_linker's application waits.
    expect((await linkTasks()).map((task) => `${task.outcome}:${task.content}`)).toEqual([expect.stringMatching(/^APPROVED:李娜（demo_sub）申请关联/)]);

    // demo_ent refuses demo_linker.
    const linkerId = await idOf('demo_linker');
    expect((await subUsers('batchRefuse', { userIds: [linkerId], reason: '非本企业员工' })).body).toMatchObject({ code: 0 });
    const [refusal] = await db().select({ id: enterpriseRelationRequest.id, decidedAt: enterpriseRelationRequest.decidedAt }).from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.userId, linkerId));
    const refused = (await linkTasks())[0];
    expect(refused).toMatchObject({ taskId: `SUB_USER_APPROVAL:${refusal!.id}`, outcome: 'REFUSED', outcomeText: '已拒绝', link: '/enterpriseUser/enterprise/user' });
    expect(refused!.content).toContain('demo_linker');
    expect(Math.abs(Date.parse(refused!.doneAt) - refusal!.decidedAt!.getTime())).toBeLessThan(1_000);

    // demo_new applies through the association page, is agreed to, and is unbound later: the decision stays in the history.
    const newcomerToken = await tokenFor(testApp, 'demo_new');
    const applied = await callApi(testApp, 'POST', 'web/association/saveAssociation', { token: newcomerToken, body: { id: own!.id, note: '何静' } });
    expect(applied.body).toMatchObject({ code: 0 });
    const newcomerId = await idOf('demo_new');
    expect((await subUsers('batchApprove', { userIds: [newcomerId], visibility: 'OWN', rights: [] })).body).toMatchObject({ code: 0 });
    expect((await subUsers('batchDelete', { userIds: [newcomerId] })).body).toMatchObject({ code: 0 });
    const [unbound] = await db().select({ id: enterpriseRelationRequest.id, status: enterpriseRelationRequest.status }).from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.userId, newcomerId));
    expect(unbound).toMatchObject({ status: 'X' });
    expect((await linkTasks()).map((task) => `${task.taskId}:${task.outcome}`)).toEqual([
      `SUB_USER_APPROVAL:${unbound!.id}:APPROVED`,
      `SUB_USER_APPROVAL:${refusal!.id}:REFUSED`,
      expect.stringMatching(/:APPROVED$/),
    ]);

    // demo_sub sees its own orders only (OWN): the seed's orders it placed, none of demo_ent's.
    const subHistory = await historyOf(await tokenFor(testApp, 'demo_sub'));
    const [sub] = await db().select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, 'demo_sub'));
    const subOrders = subHistory.records.filter((task) => task.taskType === 'ORDER_AWAITING_PAYMENT');
    expect(subOrders.length).toBeGreaterThan(0);
    const creators = await db().select({ userId: orderMast.userId }).from(orderMast).where(inArray(orderMast.id, subOrders.map((task) => task.taskId.split(':')[1]!)));
    expect(new Set(creators.map((row) => row.userId))).toEqual(new Set([sub!.id]));
    expect(subHistory.records.filter((task) => task.taskType === 'SUB_USER_APPROVAL')).toEqual([]);
  });

  it('pages the history and refuses a call without a token', async () => {
    const all = await historyOf(entToken);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const second = await historyOf(entToken, { current: 2, size: 2 });
    expect(second).toMatchObject({ total: all.total, current: 2, size: 2 });
    expect(second.records.map((task) => task.taskId)).toEqual(all.records.slice(2, 4).map((task) => task.taskId));
    const anonymous = await callApi(testApp, 'POST', `${BASE}/getHistoryTodoTaskList`, { body: { current: 1, size: 10 } });
    expect(anonymous.status).toBe(401);
  });
});
