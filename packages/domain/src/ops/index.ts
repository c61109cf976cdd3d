export * from './operator-roles';
