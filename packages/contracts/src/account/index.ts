export * from './fields';
export * from './registration';
export * from './password';
export * from './payment-password';
export * from './user-info';
export * from './forms';
