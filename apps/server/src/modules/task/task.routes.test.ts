import { TODO_TASK_TYPES } from '@coastbook/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/auth';
import { callApi, loginAs } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { certificationRequest, enterprise, enterpriseRelationRequest } from '../enterprise';
import { orderMast, orderTaskSources } from '../order';
import { TaskRegistry, type TaskSource } from './task-source';
import { countTodoTasks, findTodoTasks } from './task.service';
import { accountTaskSources } from './sources/account-task-sources';
import { openTasksOf, TODO_BASE, userIdOf } from './task.test-support';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // The seed's unpaid demo order (issue 6) is a to-do task of its own, tested in modules/order: keep it out of these counts.
  await testApp.database.db.update(orderMast).set({ status: 'X' }).where(eq(orderMast.status, 'S'));
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const idOf = (logonId: string) => userIdOf(testApp, logonId);

async function tasksOf(logonId: string) {
  const { token } = await loginAs(testApp, logonId, DEMO_PASSWORD);
  const { count, codes, list } = await openTasksOf(testApp, token);
  expect(codes).toEqual([0, 0]);
  return { count, list };
}

describe('to-do tasks (web/domestic/task/todo)', () => {
  it("counts demo_ent's pending link applications (the seed's demo_linker) and lists them", async () => {
    const [own] = await db().select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.masterUserId, await idOf('demo_ent')));
    const pending = await db()
      .select()
      .from(enterpriseRelationRequest)
      .where(and(eq(enterpriseRelationRequest.enterpriseId, own!.id), eq(enterpriseRelationRequest.status, 'W')));
    expect(pending.length).toBeGreaterThan(0);
    const { count, list } = await tasksOf('demo_ent');
    // Besides the applications, the seed's down-payment order still owes its balance.
    expect(count).toBe(pending.length + 1);
    expect(list.total).toBe(count);
    expect(list.records.map((task) => task.taskType).sort()).toEqual([...pending.map(() => 'SUB_USER_APPROVAL'), 'ORDER_BALANCE_DUE'].sort());
    const approval = list.records.find((task) => task.taskType === 'SUB_USER_APPROVAL');
    expect(approval).toMatchObject({ title: '子账号关联申请待审批', link: '/enterpriseUser/enterprise/user' });
    expect(approval!.content).toContain('demo_linker');
  });

  it('drops the approval task once the main account decides, and gives a sub-account none', async () => {
    await db().update(enterpriseRelationRequest).set({ status: 'R' }).where(eq(enterpriseRelationRequest.userId, await idOf('demo_linker')));
    expect((await tasksOf('demo_ent')).list.records.map((task) => task.taskType)).toEqual(['ORDER_BALANCE_DUE']);
    // The balance task is demo_ent's own order; demo_sub sees only its own orders (OWN visibility) and has none.
    expect((await tasksOf('demo_sub')).count).toBe(0);
  });

  it('asks a certified enterprise without verified bank information to complete it, but not while it is under review', async () => {
    const gangtong = await tasksOf('nb_gangtong');
    expect(gangtong.list.records.map((task) => task.taskType)).toEqual(['BANK_INFO']);
    expect(gangtong.list.records[0]).toMatchObject({ title: '请完善企业银行账户信息', link: '/auth/modify' });
    expect((await tasksOf('xm_hairun')).count).toBe(0);
  });

  it('asks for the service terms and for a refused certification to be resubmitted', async () => {
    const gangtongId = await idOf('nb_gangtong');
    await db().update(enterprise).set({ confirmTerm: false }).where(eq(enterprise.masterUserId, gangtongId));
    expect((await tasksOf('nb_gangtong')).list.records.map((task) => task.taskType).sort()).toEqual(['BANK_INFO', 'SERVICE_TERMS']);

    const applicantId = await idOf('demo_applicant');
    await db().update(certificationRequest).set({ status: 'Refuse', refuseReason: '营业执照不清晰', reviewedAt: new Date() }).where(eq(certificationRequest.userId, applicantId));
    const applicant = await tasksOf('demo_applicant');
    expect(applicant.count).toBe(1);
    expect(applicant.list.records[0]).toMatchObject({ taskType: 'CERTIFICATION_RESUBMIT', content: '拒绝原因：营业执照不清晰', link: '/auth/modify' });
  });

  it('leaves the service terms to enterprises: a certified person or trailer supplier could not open the page that confirms them', async () => {
    for (const logonId of ['demo_person', 'demo_truck']) {
      await db().update(enterprise).set({ confirmTerm: false }).where(eq(enterprise.masterUserId, await idOf(logonId)));
      expect((await tasksOf(logonId)).list.records.map((task) => task.taskType)).not.toContain('SERVICE_TERMS');
    }
  });

  it('sends a refused personal certification back to the customer certification page', async () => {
    const newId = await idOf('demo_new');
    await db().insert(certificationRequest).values({ type: 'Personal', status: 'Refuse', userId: newId, payload: { entType: 'Personal' }, refuseReason: '身份证照片不清晰', reviewedAt: new Date() });
    const refused = (await tasksOf('demo_new')).list.records.find((task) => task.taskType === 'CERTIFICATION_RESUBMIT');
    expect(refused).toMatchObject({ content: '拒绝原因：身份证照片不清晰', link: '/auth/customer' });
  });

  it('refuses a call without a token', async () => {
    const answer = await callApi(testApp, 'GET', `${TODO_BASE}/getTodoTaskCount`);
    expect(answer.status).toBe(401);
  });
});

describe('TaskRegistry', () => {
  const orderSource: TaskSource = {
    taskType: 'ORDER_PAYMENT',
    find: async () => [{ taskId: 'ORDER_PAYMENT:1', taskType: 'ORDER_PAYMENT', title: '订单待支付', content: '', link: '/orderManagement', businessId: '1', createdAt: '2020-01-01T00:00:00.000Z' }],
  };

  it('adds a later area’s source to the count and the list (oldest first)', async () => {
    const registry = new TaskRegistry(accountTaskSources).register(orderSource);
    const userId = await idOf('nb_gangtong');
    expect(await countTodoTasks({ db: db(), registry, userId })).toBe(3);
    const page = await findTodoTasks({ db: db(), registry, userId, current: 1, size: 2 });
    expect(page.total).toBe(3);
    expect(page.records.map((task) => task.taskType)[0]).toBe('ORDER_PAYMENT');
    expect(page.records).toHaveLength(2);
  });

  it('has every registered source answer a task type the contract lists (the portal titles those)', () => {
    const registered = [...accountTaskSources, ...orderTaskSources].map((source) => source.taskType);
    expect(registered).toEqual(expect.arrayContaining([...TODO_TASK_TYPES]));
    expect([...TODO_TASK_TYPES]).toEqual(expect.arrayContaining(registered));
  });

  it('refuses the same task type twice', () => {
    expect(() => new TaskRegistry([orderSource, orderSource])).toThrow('registered twice');
  });
});
