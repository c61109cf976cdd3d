import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../../platform/retention';
import { verificationCode } from './verification.tables';

/**
 * A code lives minutes, but its row also counts towards the daily limits per recipient and per IP (a China day):
 * rows are deleted two days after they were sent, when no limit can count them any more.
 */
export const verificationRetentionRules: readonly RetentionRule[] = [
  { table: verificationCode, expired: (now) => lt(verificationCode.createdAt, daysBefore(now, 2)) },
];
