import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { writtenAt } from '../db/columns';

/**
 * Who changed what, when, from what to what and why: one row per operator write (review decisions,
 * later top-ups, refunds, prices...), written in the same transaction as the change it records so a
 * change never exists without its row. Append-only: the code has no update or delete for it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** operator (console staff), customer (a portal user) or system (a job, a lock after failed logins). */
    actorKind: text('actor_kind').notNull(),
    /** The operator's or customer's id; null for system. */
    actorId: text('actor_id'),
    /** Dotted verb, e.g. 'certification.approve', 'bank-info.refuse', 'ops.login'. */
    action: text('action').notNull(),
    /** What was changed, e.g. 'certification', 'enterprise', 'ops_operator'. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The reason an operator gave (refusals), or a note. */
    reason: text('reason'),
    ip: text('ip'),
    at: writtenAt('at'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.at),
    index('audit_log_actor_idx').on(table.actorKind, table.actorId, table.at),
    index('audit_log_at_idx').on(table.at),
    check('audit_log_actor_kind_check', sql`${table.actorKind} IN ('operator', 'customer', 'system')`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
