export * from './order-transitions';
export * from './order-amount';
export * from './order-notices';
