import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Proof that the logged-in user just passed the SMS step of the change-password box (000 §4.6 step 0).
 * updateLoginPassword spends it (single use, 10 minutes). Only a SHA-256 of the ticket is stored.
 * (No foreign key to user_account: the table belongs to the auth area and the rows die in minutes.)
 */
export const identityTicket = pgTable(
  'identity_ticket',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** What the ticket allows; CHANGE_PASSWORD for now. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_ticket_user_idx').on(table.userId)],
);

/**
 * One row per wrong payment password. Five within an hour stop further checks for the rest of the hour,
 * so the 10^6 six-digit space cannot be walked; a right one or a reset by SMS clears them.
 */
export const paymentPasswordFailure = pgTable(
  'payment_password_failure',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_password_failure_user_idx').on(table.userId, table.failedAt)],
);
