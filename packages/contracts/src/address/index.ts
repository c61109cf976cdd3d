export * from './address';
export * from './invoice-email';
