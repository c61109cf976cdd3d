import type { todoZhCN } from './todo.zh-CN';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const todoEnUS: Strings<typeof todoZhCN> = {
  title: 'To-do',
  empty: 'Nothing to do',
  go: 'Handle',
  refuse: 'Refuse',
  remove: 'Remove',
  removeConfirm: 'The reminder leaves your to-do list; the business itself is not changed, and the task history keeps it. Remove it?',
  refuseTitle: 'Refuse: {{title}}',
  refuseReason: 'Reason',
  refuseReasonPlaceholder: 'Optional; the applicant is told in a message',
  refuseOk: 'Refuse',
  cancel: 'Cancel',
  done: 'Done',
  historyLink: 'Task history',
  history: {
    title: 'Task history',
    intro: 'To-do items handled or closed in the last 6 months, newest first.',
    empty: 'No to-do items handled in the last 6 months',
    task: 'To-do item',
    content: 'Details',
    outcome: 'Outcome',
    doneAt: 'Done at',
    view: 'View',
    notShown: 'Certified enterprises and certified persons can see their task history',
  },
  types: {
    SUB_USER_APPROVAL: 'Sub-account link application to approve',
    CERTIFICATION_RESUBMIT: 'Certification refused: correct and resubmit',
    BANK_INFO: 'Complete the enterprise bank information',
    SERVICE_TERMS: 'Confirm the online booking service terms',
    ORDER_AWAITING_PAYMENT: 'Order awaiting payment',
    ORDER_BALANCE_DUE: 'Order balance due',
  },
};
