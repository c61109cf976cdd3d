export * from './audit-labels';
export * from './operator-roles';
