/**
 * What a user may do with a to-do task besides doing it (001 §7: "Tasks can be refused or removed").
 * Tasks are derived from the state of their area, so both actions mean something there:
 *
 * - **refuse** declines what the task asks of the user, with a reason: a link application is refused as
 *   on the enterprise users page (the applicant is told, the relation is R). Only tasks that ask for a
 *   decision can be refused.
 * - **remove** takes a reminder off the user's own list; the business stays as it is (an order awaiting
 *   payment keeps its pay button in 我的订单 until it is paid or times out). Tasks someone else waits on
 *   (a link application) or that the carrier requires (the service terms) cannot be removed.
 */
export interface TodoTaskActions {
  refuse: boolean;
  remove: boolean;
}

const ACTIONS_BY_TYPE: Readonly<Record<string, TodoTaskActions>> = {
  SUB_USER_APPROVAL: { refuse: true, remove: false },
  CERTIFICATION_RESUBMIT: { refuse: false, remove: true },
  BANK_INFO: { refuse: false, remove: true },
  SERVICE_TERMS: { refuse: false, remove: false },
  ORDER_AWAITING_PAYMENT: { refuse: false, remove: true },
  ORDER_BALANCE_DUE: { refuse: false, remove: true },
};

const NO_ACTIONS: TodoTaskActions = { refuse: false, remove: false };

export function todoTaskActions(taskType: string): TodoTaskActions {
  return ACTIONS_BY_TYPE[taskType] ?? NO_ACTIONS;
}

/** A task id is `<taskType>:<business id>`; the type tells which area's source answers for it. */
export function taskTypeOfTaskId(taskId: string): string {
  const separator = taskId.indexOf(':');
  return separator > 0 ? taskId.slice(0, separator) : '';
}

/** The longest refusal reason kept (the link application's refuse reason is the same text). */
export const TODO_TASK_REFUSE_REASON_MAX = 200;
