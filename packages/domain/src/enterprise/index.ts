export * from './account-flag-labels';
export * from './account-flags';
export * from './certification-badge';
export * from './enterprise-constants';
