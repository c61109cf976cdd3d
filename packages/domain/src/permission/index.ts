export * from './permission-codes';
export * from './url-permission';
