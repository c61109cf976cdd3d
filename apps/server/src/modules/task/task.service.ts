import type { TFinishedTodoTask, THistoryTodoTaskPage, TTodoTask, TTodoTaskPage } from '@coastbook/contracts';
import { sortFinishedTasks } from '@coastbook/domain';
import type { DbOrTx } from '../../platform/db/client';
import type { TaskRegistry } from './task-source';

/** getTodoTaskCount: the sum over every registered source. */
export async function countTodoTasks(options: { db: DbOrTx; registry: TaskRegistry; userId: string }): Promise<number> {
  const { db, registry, userId } = options;
  let total = 0;
  // One source at a time: a caller's transaction is a single connection.
  for (const source of registry.sources) {
    total += source.count ? await source.count({ db, userId }) : (await source.find({ db, userId })).length;
  }
  return total;
}

/** getTodoTaskInfoList: every source's tasks, oldest first (undated last), one page. */
export async function findTodoTasks(options: { db: DbOrTx; registry: TaskRegistry; userId: string; current: number; size: number }): Promise<TTodoTaskPage> {
  const { db, registry, userId, current, size } = options;
  const tasks: TTodoTask[] = [];
  for (const source of registry.sources) tasks.push(...(await source.find({ db, userId })));
  const time = (task: TTodoTask) => (task.createdAt ? Date.parse(task.createdAt) : Number.POSITIVE_INFINITY);
  tasks.sort((a, b) => time(a) - time(b) || a.taskId.localeCompare(b.taskId));
  return { records: tasks.slice((current - 1) * size, current * size), total: tasks.length, current, size };
}

/** How far back /historyTask looks, and how many finished tasks of one source it reads at most. */
export const TASK_HISTORY_MONTHS = 6;
export const TASK_HISTORY_LIMIT_PER_SOURCE = 500;

/** getHistoryTodoTaskList: every source's finished tasks of the last 6 months, newest first, one page. */
export async function findFinishedTodoTasks(options: {
  db: DbOrTx;
  registry: TaskRegistry;
  userId: string;
  current: number;
  size: number;
  now?: Date;
}): Promise<THistoryTodoTaskPage> {
  const { db, registry, userId, current, size, now = new Date() } = options;
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - TASK_HISTORY_MONTHS);
  const tasks: TFinishedTodoTask[] = [];
  for (const source of registry.sources) {
    if (source.findFinished) tasks.push(...(await source.findFinished({ db, userId, since, limit: TASK_HISTORY_LIMIT_PER_SOURCE })));
  }
  const sorted = sortFinishedTasks(tasks);
  return { records: sorted.slice((current - 1) * size, current * size), total: sorted.length, current, size };
}
