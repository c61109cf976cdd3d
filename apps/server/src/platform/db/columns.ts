import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The time a log row (ledger movement, order or account event, message, audit entry) was written:
 * `clock_timestamp()`, not `now()`, which is when its transaction began. A transaction that waited for a
 * lock behind another one writes after it, and its row must not carry the earlier time: a cancellation that
 * began before a payment and refunded after it dated the refund before the payment (found in CI by
 * reliability/pay-or-cancel-race.test.ts), and lists ordered by time showed them backwards.
 */
export const writtenAt = (column: string) => timestamp(column, { withTimezone: true }).notNull().default(sql`clock_timestamp()`);
