import type { AuditAction, AuditEntityType } from '@coastbook/domain';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.tables';

export type AuditActorKind = 'operator' | 'customer' | 'system';

export interface AuditEntry {
  actorKind: AuditActorKind;
  /** Operator or customer id; omitted for system. */
  actorId?: string | null;
  /** One of the domain's AUDIT_ACTIONS, so the console can name it. */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The entity's state before the change (null for a creation); any JSON value. */
  before?: unknown;
  /** The entity's state after the change (null for a deletion); any JSON value. */
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

/**
 * Records one change. Pass the transaction that makes the change, so the row and the change commit
 * (or roll back) together.
 */
export async function writeAudit({ db, ...entry }: { db: DbOrTx } & AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: entry.actorKind,
    actorId: entry.actorId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: toJson(entry.before),
    after: toJson(entry.after),
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}

/** Dates become ISO strings and undefined fields drop out, as they would in any JSON answer. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
