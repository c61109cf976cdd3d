import { TODO_TASK_REFUSE_REASON_MAX } from '@coastbook/domain';
import { z } from 'zod';
import { optionalText } from '../enterprise/fields';
import { pageOf, ZPageRequest } from '../pagination';

/**
 * To-do tasks (001 §7 "To-do tasks", web/{product}/task/todo with {product} = domestic). A task is
 * derived from the state of another area (a pending link application, a refused certification...):
 * the server's task registry asks every registered source, so the list is always current.
 */

/** Every task type a source answers (accounts' and orders'); the portal titles each in both languages. */
export const TODO_TASK_TYPES = ['SUB_USER_APPROVAL', 'CERTIFICATION_RESUBMIT', 'BANK_INFO', 'SERVICE_TERMS', 'ORDER_AWAITING_PAYMENT', 'ORDER_BALANCE_DUE'] as const;
export type TodoTaskType = (typeof TODO_TASK_TYPES)[number];

export const ZTodoTask = z.object({
  taskId: z.string().describe('stable per task: type + the business id'),
  taskType: z.string().describe(`one of ${TODO_TASK_TYPES.join(', ')} (more as areas add sources)`),
  title: z.string(),
  content: z.string(),
  /** The portal page where the task is done. */
  link: z.string(),
  businessId: z.string().nullable(),
  createdAt: z.string().nullable().describe('ISO time the task arose, when known'),
});
export type TTodoTask = z.infer<typeof ZTodoTask>;

/** POST getTodoTaskInfoList: oldest first (the longest waiting on top). */
export const ZTodoTaskListRequest = ZPageRequest.nullish().transform((body) => ZPageRequest.parse(body ?? {}));
export type TTodoTaskListRequest = z.infer<typeof ZTodoTaskListRequest>;

export const ZTodoTaskPage = pageOf(ZTodoTask);
export type TTodoTaskPage = z.infer<typeof ZTodoTaskPage>;

/** GET getTodoTaskCount: the raw number; the web shows '99+' above 99. */
export const ZTodoTaskCount = z.number().int().min(0);

/**
 * A finished task (/historyTask): the task as it was listed, with how and when it ended. `outcome` is a
 * code of the domain's TODO_TASK_OUTCOMES (PAID, CANCELLED, TIMED_OUT, APPROVED, REFUSED, WITHDRAWN,
 * RESUBMITTED, VERIFIED, CONFIRMED, REMOVED, REJECTED); `outcomeText` its Chinese label.
 */
export const ZFinishedTodoTask = ZTodoTask.extend({
  outcome: z.string(),
  outcomeText: z.string(),
  doneAt: z.string().describe('ISO time the task was done or closed'),
});
export type TFinishedTodoTask = z.infer<typeof ZFinishedTodoTask>;

/** POST getHistoryTodoTaskList: finished tasks, newest first, of the last 6 months. */
export const ZHistoryTodoTaskListRequest = ZTodoTaskListRequest;
export const ZHistoryTodoTaskPage = pageOf(ZFinishedTodoTask);
export type THistoryTodoTaskPage = z.infer<typeof ZHistoryTodoTaskPage>;

const ZTaskId = z.string({ error: '请选择待办' }).trim().min(1, '请选择待办').max(200, '待办ID格式不正确');

/**
 * POST refuseTodoTask: decline what the task asks (domain todoTaskActions: a link application, refused as on
 * the enterprise users page), with an optional reason the applicant reads.
 */
export const ZRefuseTodoTaskRequest = z.object({ taskId: ZTaskId, reason: optionalText('拒绝原因', TODO_TASK_REFUSE_REASON_MAX) });
export type TRefuseTodoTaskRequest = z.infer<typeof ZRefuseTodoTaskRequest>;

/** POST removeTodoTask: take a reminder off the caller's own list (the business stays as it is). */
export const ZRemoveTodoTaskRequest = z.object({ taskId: ZTaskId });
export type TRemoveTodoTaskRequest = z.infer<typeof ZRemoveTodoTaskRequest>;
