import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared rate-limit counters: one row per client key and route group, reset when the window ends. */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
