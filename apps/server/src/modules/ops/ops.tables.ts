import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The carrier's own staff (operator console, /ops). Kept apart from customer accounts (user_account):
 * an operator is never a portal user and a customer can never become an operator by a data change there.
 */
export const opsOperator = pgTable(
  'ops_operator',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Login name, unique case-insensitively. */
    loginName: text('login_name').notNull(),
    displayName: text('display_name').notNull(),
    /** admin | reviewer | finance | product (packages/domain/src/ops). */
    role: text('role').notNull(),
    /** argon2id, as customer passwords. */
    passwordHash: text('password_hash').notNull(),
    /** Active | Disabled. */
    state: text('state').notNull().default('Active'),
    /** Consecutive failed logins since the last success or lock; the 5th locks the operator for 15 minutes. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set by an administrator's create or password reset: every call but /me, logout and the password change is refused until the operator picks their own. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ops_operator_login_name_key').on(sql`lower(${table.loginName})`),
    check('ops_operator_role_check', sql`${table.role} IN ('admin', 'reviewer', 'finance', 'product')`),
    check('ops_operator_state_check', sql`${table.state} IN ('Active', 'Disabled')`),
  ],
);

/**
 * Operator sessions: opaque tokens (only their SHA-256 stored), 8 hours, no refresh — an operator logs
 * in again each shift. A separate table from auth_token, so a customer token never opens /api/ops and
 * an operator token never opens the portal's calls.
 */
export const opsToken = pgTable(
  'ops_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => opsOperator.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ops_token_hash_key').on(table.tokenHash),
    index('ops_token_operator_idx').on(table.operatorId),
    // The retention job's search (ops.retention.ts).
    index('ops_token_expires_idx').on(table.expiresAt),
  ],
);

export type OpsOperatorRow = typeof opsOperator.$inferSelect;
