import type { TTodoTask, TTodoTaskPage } from '@coastbook/contracts';
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
