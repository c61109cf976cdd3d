export * from './field-cipher';
export * from './server-keys';
export * from './server-secrets';
