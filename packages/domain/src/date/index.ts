export * from './date-range';
export * from './china-calendar';
