export * from './account-status';
export * from './order-status';
export * from './dcsa-booking-status';
export * from './after-sale-status';
export * from './finance-status';
