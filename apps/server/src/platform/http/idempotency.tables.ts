import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records of money-moving calls. The row is inserted in the same transaction as the
 * work, so a concurrent replay of the key waits on the unique key until the first commits (or rolls
 * back), then answers the stored envelope. Kept in PostgreSQL so every instance agrees.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    /** Whose key: a user id or 'operator:<id>'. Keys are unique per caller. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** Which call (e.g. 'payment.orderPayReq'): a key is bound to one call. */
    scope: text('scope').notNull(),
    /** SHA-256 of the canonical request body: the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** Filled before the transaction commits, so a committed row always has its answer. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_key_pk', columns: [table.caller, table.key] }), index('idempotency_key_created').on(table.createdAt)],
);
