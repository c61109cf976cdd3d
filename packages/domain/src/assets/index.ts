export * from './assets-constants';
export * from './prepaid-ledger';
