export * from './auth';
export * from './audit';
export * from './file';
export * from './account';
export * from './review';
export * from './operator-management';
