export * from './order-transitions';
export * from './order-amount';
export * from './order-notices';
export * from './order-tracking';
