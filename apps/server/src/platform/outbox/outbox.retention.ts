import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../retention';
import { outboxMessage } from './outbox.tables';

/** What was sent to whom is a network log too: kept six months, like the login records (auth area). */
export const SENT_MESSAGE_RETENTION_DAYS = 180;

export const outboxRetentionRules: readonly RetentionRule[] = [
  { table: outboxMessage, expired: (now) => lt(outboxMessage.createdAt, daysBefore(now, SENT_MESSAGE_RETENTION_DAYS)) },
];
