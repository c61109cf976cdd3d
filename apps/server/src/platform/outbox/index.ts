export * from './outbox.tables';
export * from './outbox-transport';
export * from './outbox-list';
export * from './outbox.retention';
