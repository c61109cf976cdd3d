// Every table of every area, gathered so drizzle knows the whole schema (relations, typed queries).
export * from '../http/rate-limit.tables';
export * from '../crypto/crypto.tables';
export * from '../../modules/basedata/basedata.tables';
export * from '../../modules/auth/auth.tables';
export * from '../outbox/outbox.tables';
export * from '../../modules/verification/verification.tables';
export * from '../../modules/account/account.tables';
export * from '../audit/audit.tables';
export * from '../../modules/ops/ops.tables';
export * from '../../modules/file/file.tables';
export * from '../../modules/address/address.tables';
export * from '../../modules/message/message.tables';
export * from '../../modules/enterprise/enterprise.tables';
export * from '../../modules/enterprise/uaas/uaas.tables';
