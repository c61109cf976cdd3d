export * from './envelope';
export * from './pagination';
export * from './platform';
export * from './basedata';
export * from './auth';
export * from './tracking';
export * from './verification';
export * from './account';
