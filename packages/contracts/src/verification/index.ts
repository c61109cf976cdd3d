export * from './slide';
export * from './codes';
