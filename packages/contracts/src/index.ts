export * from './envelope';
export * from './pagination';
export * from './platform';
export * from './basedata';
export * from './tracking';
