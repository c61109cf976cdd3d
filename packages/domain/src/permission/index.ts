export * from './permission-codes';
export * from './url-permission';
export * from './role-permissions';
