import { eq } from 'drizzle-orm';
import { callApi } from '../../testing/identity';
import type { TestApp } from '../../testing/test-app';
import { userAccount } from '../auth';

/** What the task tests share: the calls' base path, a listed task as the client reads it, the lists. */
export const TODO_BASE = 'web/domestic/task/todo';

export interface ListedTask {
  taskId: string;
  taskType: string;
  title: string;
  content: string;
  link: string;
  businessId: string | null;
  /** Finished tasks (the history) only. */
  outcome?: string;
  outcomeText?: string;
}

export async function userIdOf(testApp: TestApp, logonId: string): Promise<string> {
  const [row] = await testApp.database.db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, logonId));
  return row!.id;
}

/** getTodoTaskCount and the first 50 of getTodoTaskInfoList, as the user centre asks for them. */
export async function openTasksOf(testApp: TestApp, token: string): Promise<{ count: number; codes: number[]; list: { records: ListedTask[]; total: number } }> {
  const count = await callApi<number>(testApp, 'GET', `${TODO_BASE}/getTodoTaskCount`, { token });
  const list = await callApi<{ records: ListedTask[]; total: number }>(testApp, 'POST', `${TODO_BASE}/getTodoTaskInfoList`, { token, body: { current: 1, size: 50 } });
  return { count: count.body.data, codes: [count.body.code, list.body.code], list: list.body.data };
}
