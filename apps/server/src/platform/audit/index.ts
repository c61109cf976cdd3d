// The audit log: every operator write records who, what, before, after and why (ARCHITECTURE.md "Operator console").
export * from './audit.tables';
export * from './write-audit';
export * from './find-audit-log';
