export * from './fields';
export * from './booking';
export * from './order-list';
export * from './order-ops';
export * from './documents';
