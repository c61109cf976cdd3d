export * from './task-history';
