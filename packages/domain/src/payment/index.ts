export * from './payment-constants';
export * from './payable';
