import type { AuditAction, AuditEntityType, ErrorKey } from '@coastbook/domain';
import { writeAudit } from '../../../platform/audit';
import type { DbOrTx } from '../../../platform/db/client';
import { decideWithAudit, type Operator } from '../../ops';

/**
 * Every product-console write is audited (who, when, before, after) in the transaction of the change.
 * Changes of an existing object go through the console's decideWithAudit (lock + snapshot before,
 * change, snapshot after); creations have no "before", so they write their row directly.
 */
export interface AuditContext {
  db: DbOrTx;
  operator: Operator;
  clientIp: string;
}

export function changeWithAudit<T>(
  context: AuditContext,
  options: {
    action: AuditAction;
    entityType: AuditEntityType;
    entityId: string;
    notFound: ErrorKey;
    reason?: string | null;
    snapshot: (tx: DbOrTx, options?: { lock?: boolean }) => Promise<unknown>;
    change: (tx: DbOrTx) => Promise<T>;
  },
): Promise<T> {
  return decideWithAudit({ ...context, ...options, reason: options.reason ?? null });
}

/** A creation: `create` answers the new object's id and its snapshot ("after"). */
export function createWithAudit<T extends { id: string; after: unknown }>(
  context: AuditContext,
  options: { action: AuditAction; entityType: AuditEntityType; create: (tx: DbOrTx) => Promise<T> },
): Promise<T> {
  return context.db.transaction(async (tx) => {
    const created = await options.create(tx);
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: context.operator.operatorId,
      action: options.action,
      entityType: options.entityType,
      entityId: created.id,
      before: null,
      after: created.after,
      ip: context.clientIp,
    });
    return created;
  });
}
