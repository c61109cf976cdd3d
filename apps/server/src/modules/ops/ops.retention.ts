import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../../platform/retention';
import { opsToken } from './ops.tables';

/** An operator's session is the record of an operator's login (IP, time): kept as long as the customers' (auth area). */
export const OPERATOR_LOGIN_RETENTION_DAYS = 180;

export const opsRetentionRules: readonly RetentionRule[] = [
  { table: opsToken, expired: (now) => lt(opsToken.expiresAt, daysBefore(now, OPERATOR_LOGIN_RETENTION_DAYS)) },
];
