import type { todoZhCN } from './todo.zh-CN';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const todoEnUS: Strings<typeof todoZhCN> = {
  title: 'To-do',
  empty: 'Nothing to do',
  go: 'Handle',
  types: {
    SUB_USER_APPROVAL: 'Sub-account link application to approve',
    CERTIFICATION_RESUBMIT: 'Certification refused: correct and resubmit',
    BANK_INFO: 'Complete the enterprise bank information',
    SERVICE_TERMS: 'Confirm the online booking service terms',
    ORDER_AWAITING_PAYMENT: 'Order awaiting payment',
  },
};
