import type { LabelledValue, ListValue } from '../constants/labelled-list';

/**
 * How a to-do task ended (/historyTask, getHistoryTodoTaskList). Tasks are derived from the state of
 * their area, so a finished task is read back from the same records: the order's status change out of
 * "awaiting payment", the balance paid or the order ended before it was, the decided link application, the resubmitted certification, the verified bank
 * information, the confirmed service terms. A reminder the user removed from the list (task-actions.ts) is
 * REMOVED at the time it was removed, unless its business ended since (then that outcome stands).
 */
export const TODO_TASK_OUTCOMES = [
  { value: 'PAID', zh: '已支付', en: 'Paid' },
  { value: 'CANCELLED', zh: '已取消', en: 'Cancelled' },
  { value: 'TIMED_OUT', zh: '超时未支付，已自动取消', en: 'Not paid in time, cancelled' },
  { value: 'APPROVED', zh: '已同意', en: 'Approved' },
  { value: 'REFUSED', zh: '已拒绝', en: 'Refused' },
  { value: 'WITHDRAWN', zh: '申请人已撤回', en: 'Withdrawn by the applicant' },
  { value: 'RESUBMITTED', zh: '已重新提交', en: 'Resubmitted' },
  { value: 'VERIFIED', zh: '已认证', en: 'Verified' },
  { value: 'CONFIRMED', zh: '已确认', en: 'Confirmed' },
  { value: 'REMOVED', zh: '已从待办移除', en: 'Removed from the to-do list' },
  { value: 'REJECTED', zh: '订舱被拒绝', en: 'Booking rejected' },
] as const satisfies readonly LabelledValue[];
export type TodoTaskOutcome = ListValue<typeof TODO_TASK_OUTCOMES>;

/** The outcome of a payment task from the order's status change out of S (awaiting payment). */
export function paymentTaskOutcome(change: { toStatus: string; action: string }): TodoTaskOutcome {
  if (change.toStatus === 'X') return change.action === 'payTimeout' ? 'TIMED_OUT' : 'CANCELLED';
  return 'PAID';
}

/**
 * The outcome of a balance task (a down-payment order owing its balance) from the order event that ended
 * it: the balance paid (payBalance), or the order leaving review or confirmation first — cancelled (X) or
 * rejected by the carrier (R), the down payment going back either way.
 */
export function balanceTaskOutcome(change: { toStatus: string; action: string }): TodoTaskOutcome {
  if (change.action === 'payBalance') return 'PAID';
  return change.toStatus === 'R' ? 'REJECTED' : 'CANCELLED';
}

/** The outcome of a link-application task from the application's decided status (A, R, X). */
export function linkApprovalOutcome(status: string): TodoTaskOutcome | null {
  if (status === 'A') return 'APPROVED';
  if (status === 'R') return 'REFUSED';
  if (status === 'X') return 'WITHDRAWN';
  return null;
}

/** Finished tasks of every source, newest first; ties by task id so pages never overlap. */
export function sortFinishedTasks<Task extends { doneAt: string; taskId: string }>(tasks: readonly Task[]): Task[] {
  return [...tasks].sort((left, right) => right.doneAt.localeCompare(left.doneAt) || left.taskId.localeCompare(right.taskId));
}
