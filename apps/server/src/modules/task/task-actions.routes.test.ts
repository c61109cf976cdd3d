import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enterprise, enterpriseRelationRequest } from '../enterprise';
import { customerMessage } from '../message';
import { orderMast } from '../order';
import { todoTaskRemoval } from './task.tables';
import { openTasksOf, TODO_BASE, userIdOf, type ListedTask } from './task.test-support';

/**
 * Refusing and removing to-do tasks (001 §7 "Tasks can be refused or removed") on a real PostgreSQL:
 * what each task type allows (domain todoTaskActions), what it changes in its area, and the history.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const idOf = (logonId: string) => userIdOf(testApp, logonId);

async function tokenOf(logonId: string): Promise<string> {
  return (await loginAs(testApp, logonId, DEMO_PASSWORD)).token;
}

async function openTasks(token: string) {
  const { count, list } = await openTasksOf(testApp, token);
  return { count, records: list.records };
}

async function history(token: string): Promise<ListedTask[]> {
  return (await callApi<{ records: ListedTask[] }>(testApp, 'POST', `${TODO_BASE}/getHistoryTodoTaskList`, { token, body: { current: 1, size: 50 } })).body.data.records;
}

const remove = (token: string, taskId: unknown) => callApi<boolean>(testApp, 'POST', `${TODO_BASE}/removeTodoTask`, { token, body: { taskId } });
const refuse = (token: string, body: object) => callApi<boolean>(testApp, 'POST', `${TODO_BASE}/refuseTodoTask`, { token, body });

describe('removeTodoTask', () => {
  it("takes an unpaid order's reminder off the list and count, leaves the order as it was, and shows it in the history", async () => {
    const token = await tokenOf('demo_ent');
    const before = await openTasks(token);
    const task = before.records.find((candidate) => candidate.taskType === 'ORDER_AWAITING_PAYMENT');
    expect(task, 'the seed has an order of demo_ent awaiting payment').toBeDefined();

    expect((await remove(token, task!.taskId)).body).toEqual({ code: 0, msg: 'success', data: true });
    const after = await openTasks(token);
    expect(after.count).toBe(before.count - 1);
    expect(after.records.map((candidate) => candidate.taskId)).not.toContain(task!.taskId);
    const [order] = await db().select({ status: orderMast.status }).from(orderMast).where(eq(orderMast.id, task!.businessId!));
    expect(order?.status).toBe('S');
    expect((await history(token)).find((candidate) => candidate.taskId === task!.taskId)).toMatchObject({ outcome: 'REMOVED', outcomeText: '已从待办移除' });

    // Pressed again: no longer listed.
    expect((await remove(token, task!.taskId)).body).toMatchObject({ code: 5210, msg: '待办不存在或已处理，请刷新后查看' });
    const rows = await db().select().from(todoTaskRemoval).where(eq(todoTaskRemoval.taskId, task!.taskId));
    expect(rows).toHaveLength(1);

    // When the order's business ends, the history shows that outcome, once.
    const cancelled = await callApi(testApp, 'POST', 'web/domestic/order/cancelOrder', { token, body: { orderId: task!.businessId, reason: '不再发运' } });
    expect(cancelled.body.code).toBe(0);
    const entries = (await history(token)).filter((candidate) => candidate.taskId === task!.taskId);
    expect(entries.map((entry) => entry.outcome)).toEqual(['CANCELLED']);
  });

  it('refuses to remove what someone waits on or the carrier requires, and other users\' or unknown tasks', async () => {
    const token = await tokenOf('demo_ent');
    const approval = (await openTasks(token)).records.find((candidate) => candidate.taskType === 'SUB_USER_APPROVAL');
    expect(approval, "the seed's demo_linker waits for demo_ent").toBeDefined();
    expect((await remove(token, approval!.taskId)).body).toMatchObject({ code: 5211, msg: '该待办需要办理，不能移除' });

    const gangtong = await tokenOf('nb_gangtong');
    await db().update(enterprise).set({ confirmTerm: false }).where(eq(enterprise.masterUserId, await idOf('nb_gangtong')));
    const terms = (await openTasks(gangtong)).records.find((candidate) => candidate.taskType === 'SERVICE_TERMS');
    expect((await remove(gangtong, terms!.taskId)).body).toMatchObject({ code: 5211, msg: '该待办需要办理，不能移除' });

    // demo_ent's task asked for by another user, and ids no source answers.
    expect((await remove(gangtong, approval!.taskId)).body).toMatchObject({ code: 5210 });
    expect((await remove(token, 'NO_SUCH_TYPE:1')).body).toMatchObject({ code: 5210 });
    expect((await remove(token, 'SUB_USER_APPROVAL:not-a-uuid')).body).toMatchObject({ code: 5210 });
    const missing = await remove(token, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, msg: '请求错误：taskId: 请选择待办' });
    expect((await openTasks(token)).records.map((candidate) => candidate.taskId)).toContain(approval!.taskId);
  });

  it('hides the task as it was: bank information refused again later is a new reminder', async () => {
    const token = await tokenOf('nb_gangtong');
    const bank = (await openTasks(token)).records.find((candidate) => candidate.taskType === 'BANK_INFO');
    expect((await remove(token, bank!.taskId)).body.code).toBe(0);
    expect((await openTasks(token)).records.map((candidate) => candidate.taskType)).not.toContain('BANK_INFO');

    await db()
      .update(enterprise)
      .set({ bankCertStatus: 'Refuse', bankRefuseReason: '开户许可证不清晰', bankReviewedAt: new Date() })
      .where(eq(enterprise.masterUserId, await idOf('nb_gangtong')));
    const again = (await openTasks(token)).records.find((candidate) => candidate.taskType === 'BANK_INFO');
    expect(again).toMatchObject({ taskId: bank!.taskId });
  });
});

describe('refuseTodoTask', () => {
  it('refuses a link application as the users page does: the request R, the applicant told the reason, the task in the history', async () => {
    const token = await tokenOf('demo_ent');
    const approval = (await openTasks(token)).records.find((candidate) => candidate.taskType === 'SUB_USER_APPROVAL');
    const linker = await idOf('demo_linker');

    expect((await refuse(token, { taskId: approval!.taskId, reason: '非本企业员工' })).body).toEqual({ code: 0, msg: 'success', data: true });
    const [request] = await db().select().from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.id, approval!.businessId!));
    expect(request).toMatchObject({ status: 'R', refuseReason: '非本企业员工' });
    const messages = await db().select().from(customerMessage).where(and(eq(customerMessage.userId, linker), eq(customerMessage.title, '企业关联申请未通过')));
    expect(messages.at(-1)?.content).toContain('原因：非本企业员工');
    expect((await openTasks(token)).records.map((candidate) => candidate.taskId)).not.toContain(approval!.taskId);
    expect((await history(token)).find((candidate) => candidate.taskId === approval!.taskId)).toMatchObject({ outcome: 'REFUSED', outcomeText: '已拒绝' });
    expect((await refuse(token, { taskId: approval!.taskId })).body).toMatchObject({ code: 5210 });
  });

  it('refuses nothing else: a reminder is done or removed, not refused; an over-long reason is named', async () => {
    const token = await tokenOf('nb_gangtong');
    const bank = (await openTasks(token)).records.find((candidate) => candidate.taskType === 'BANK_INFO');
    expect((await refuse(token, { taskId: bank!.taskId, reason: '暂不提供' })).body).toMatchObject({ code: 5211, msg: '该待办不能拒绝，请点击“去处理”办理' });
    const long = await refuse(token, { taskId: bank!.taskId, reason: '长'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 400, msg: '请求错误：reason: 拒绝原因长度不能超过200个字符' });
    const [row] = await db().select({ status: enterprise.bankCertStatus }).from(enterprise).where(eq(enterprise.masterUserId, await idOf('nb_gangtong')));
    expect(row?.status).toBe('Refuse');
  });
});
