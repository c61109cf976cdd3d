// Every table of every area, gathered so drizzle knows the whole schema (relations, typed queries).
export * from '../http/rate-limit.tables';
export * from '../crypto/crypto.tables';
export * from '../../modules/basedata/basedata.tables';
export * from '../../modules/auth/auth.tables';
export * from '../outbox/outbox.tables';
export * from '../../modules/verification/verification.tables';
export * from '../../modules/account/account.tables';
