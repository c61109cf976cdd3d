import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Account cancellation requests (/unsubscribeApply): W waiting for customer service, A approved (the
 * account is disabled), R refused, X withdrawn by the user. One waiting request per user.
 * (User and operator ids carry no foreign key, as in the other areas' tables.)
 */
export const accountCancellationRequest = pgTable(
  'account_cancellation_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('W'),
    reason: text('reason').notNull(),
    refuseReason: text('refuse_reason'),
    decidedByOperatorId: uuid('decided_by_operator_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_cancellation_request_pending_key').on(table.userId).where(sql`${table.status} = 'W'`),
    index('account_cancellation_request_status_idx').on(table.status, table.createdAt),
    check('account_cancellation_request_status_check', sql`${table.status} IN ('W', 'A', 'R', 'X')`),
  ],
);
