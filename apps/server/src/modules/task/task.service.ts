import type { TFinishedTodoTask, THistoryTodoTaskPage, TRefuseTodoTaskRequest, TRemoveTodoTaskRequest, TTodoTask, TTodoTaskPage } from '@coastbook/contracts';
import { AppError, TODO_TASK_OUTCOMES, labelOf, sortFinishedTasks, taskTypeOfTaskId, todoTaskActions } from '@coastbook/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import type { TaskRegistry, TaskSource } from './task-source';
import { todoTaskRemoval } from './task.tables';

/**
 * A removal hides the task as it was listed: the same id arising anew (bank information refused again, a
 * later review) has another start time and shows again.
 */
const removalKey = (task: Pick<TTodoTask, 'taskId' | 'createdAt'>) => `${task.taskId}\n${task.createdAt ?? ''}`;

/** The user's removed reminders, by source type (most users have none: one indexed read). */
async function removedKeysByType(db: DbOrTx, userId: string): Promise<Map<string, Set<string>>> {
  const rows = await db.select({ taskType: todoTaskRemoval.taskType, task: todoTaskRemoval.task }).from(todoTaskRemoval).where(eq(todoTaskRemoval.userId, userId));
  const byType = new Map<string, Set<string>>();
  for (const row of rows) {
    const keys = byType.get(row.taskType) ?? new Set<string>();
    keys.add(removalKey(row.task));
    byType.set(row.taskType, keys);
  }
  return byType;
}

/** One source's open tasks for the user, without the ones the user removed. */
async function openTasksOf(db: DbOrTx, source: TaskSource, userId: string, removed: Set<string> | undefined): Promise<TTodoTask[]> {
  const tasks = await source.find({ db, userId });
  return removed ? tasks.filter((task) => !removed.has(removalKey(task))) : tasks;
}

/** getTodoTaskCount: the sum over every registered source, less the removed reminders. */
export async function countTodoTasks(options: { db: DbOrTx; registry: TaskRegistry; userId: string }): Promise<number> {
  const { db, registry, userId } = options;
  const removed = await removedKeysByType(db, userId);
  let total = 0;
  // One source at a time: a caller's transaction is a single connection.
  for (const source of registry.sources) {
    const hidden = removed.get(source.taskType);
    if (source.count && !hidden) total += await source.count({ db, userId });
    else total += (await openTasksOf(db, source, userId, hidden)).length;
  }
  return total;
}

/** getTodoTaskInfoList: every source's tasks, oldest first (undated last), one page. */
export async function findTodoTasks(options: { db: DbOrTx; registry: TaskRegistry; userId: string; current: number; size: number }): Promise<TTodoTaskPage> {
  const { db, registry, userId, current, size } = options;
  const removed = await removedKeysByType(db, userId);
  const tasks: TTodoTask[] = [];
  for (const source of registry.sources) tasks.push(...(await openTasksOf(db, source, userId, removed.get(source.taskType))));
  const time = (task: TTodoTask) => (task.createdAt ? Date.parse(task.createdAt) : Number.POSITIVE_INFINITY);
  tasks.sort((a, b) => time(a) - time(b) || a.taskId.localeCompare(b.taskId));
  return { records: tasks.slice((current - 1) * size, current * size), total: tasks.length, current, size };
}

/** How far back /historyTask looks, and how many finished tasks of one source it reads at most. */
export const TASK_HISTORY_MONTHS = 6;
export const TASK_HISTORY_LIMIT_PER_SOURCE = 500;

/**
 * getHistoryTodoTaskList: every source's finished tasks of the last 6 months, and the reminders the user
 * removed whose business has not ended since (REMOVED at the time of removal), newest first, one page.
 */
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
  const ended = new Set(tasks.map((task) => task.taskId));
  const removals = await db
    .select()
    .from(todoTaskRemoval)
    .where(and(eq(todoTaskRemoval.userId, userId), gte(todoTaskRemoval.removedAt, since)))
    .limit(TASK_HISTORY_LIMIT_PER_SOURCE);
  for (const removal of removals) {
    if (ended.has(removal.taskId)) continue;
    tasks.push({ ...removal.task, outcome: 'REMOVED', outcomeText: labelOf(TODO_TASK_OUTCOMES, 'REMOVED'), doneAt: removal.removedAt.toISOString() });
  }
  const sorted = sortFinishedTasks(tasks);
  return { records: sorted.slice((current - 1) * size, current * size), total: sorted.length, current, size };
}

/** The caller's open (listed) task with this id and the source it came from; TASK_NOT_FOUND otherwise. */
async function findOpenTask(db: DbOrTx, registry: TaskRegistry, userId: string, taskId: string): Promise<{ source: TaskSource; task: TTodoTask }> {
  const source = registry.sources.find((candidate) => candidate.taskType === taskTypeOfTaskId(taskId));
  if (!source) throw new AppError('TASK_NOT_FOUND', { field: 'taskId' });
  const removed = await removedKeysByType(db, userId);
  const task = (await openTasksOf(db, source, userId, removed.get(source.taskType))).find((candidate) => candidate.taskId === taskId);
  if (!task) throw new AppError('TASK_NOT_FOUND', { field: 'taskId' });
  return { source, task };
}

/** refuseTodoTask: the source declines what the task asks (a link application is refused, the applicant told). */
export async function refuseTodoTask(options: { db: Db; registry: TaskRegistry; actor: Actor; request: TRefuseTodoTaskRequest }): Promise<true> {
  const { db, registry, actor, request } = options;
  const { source, task } = await findOpenTask(db, registry, actor.userId, request.taskId);
  if (!todoTaskActions(task.taskType).refuse || !source.refuse) {
    throw new AppError('TASK_ACTION_NOT_ALLOWED', { msg: { zh: '该待办不能拒绝，请点击“去处理”办理', en: 'This to-do item cannot be refused, please click "Handle" to deal with it' }, field: 'taskId' });
  }
  await source.refuse({ db, actor, task, reason: request.reason });
  return true;
}

/** removeTodoTask: the reminder leaves the caller's list and count; the business stays as it is. */
export async function removeTodoTask(options: { db: Db; registry: TaskRegistry; actor: Actor; request: TRemoveTodoTaskRequest }): Promise<true> {
  const { db, registry, actor, request } = options;
  const { task } = await findOpenTask(db, registry, actor.userId, request.taskId);
  if (!todoTaskActions(task.taskType).remove) {
    throw new AppError('TASK_ACTION_NOT_ALLOWED', { msg: { zh: '该待办需要办理，不能移除', en: 'This to-do item needs to be handled and cannot be removed' }, field: 'taskId' });
  }
  // A second press finds the task no longer listed (TASK_NOT_FOUND above). The same id removed before is a
  // task that arose anew (another start time): its row now holds this one.
  await db
    .insert(todoTaskRemoval)
    .values({ userId: actor.userId, taskId: task.taskId, taskType: task.taskType, task })
    .onConflictDoUpdate({ target: [todoTaskRemoval.userId, todoTaskRemoval.taskId], set: { task, taskType: task.taskType, removedAt: new Date() } });
  return true;
}
