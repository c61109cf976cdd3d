export * from './product-types';
export * from './promotion';
export * from './selection';
export * from './cargo-acceptance';
export * from './sailing';
export * from './freight-index';
export * from './port-call-actuals';
export * from './route-network';
