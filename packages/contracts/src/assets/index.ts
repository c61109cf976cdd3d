export * from './assets';
export * from './finance-ops';
