export * from './task-history';
export * from './task-actions';
