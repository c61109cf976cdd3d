import { lt } from 'drizzle-orm';
import { daysBefore, type RetentionRule } from '../retention';
import { idempotencyKey } from './idempotency.tables';

/**
 * A client repeats a money call's Idempotency-Key within seconds or minutes (a lost answer, a double click, a
 * retry after a network fault); a week covers any retry. Later the key is forgotten and the call answers on its own
 * merits: paying an order already paid is refused by the order's status, not by the key.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

export const idempotencyRetentionRules: readonly RetentionRule[] = [
  { table: idempotencyKey, expired: (now) => lt(idempotencyKey.createdAt, daysBefore(now, IDEMPOTENCY_KEY_RETENTION_DAYS)) },
];
