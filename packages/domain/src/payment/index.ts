export * from './payment-constants';
export * from './payable';
export * from './down-payment';
