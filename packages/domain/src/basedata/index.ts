export * from './facility-groups';
export * from './cargo';
export * from './shopping-box';
export * from './booking-extras';
