import { AppError, type AuditAction, type AuditEntityType, type ErrorKey } from '@coastbook/domain';
import { writeAudit } from '../../platform/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Operator } from './ops-token.service';

/**
 * An operator's decision (approve or refuse) made by another area's function inside our transaction,
 * with the audit row beside it: the object is locked and snapshotted first, so "before" is exactly what
 * the decision changed, and a refused decision leaves no audit row.
 */
export async function decideWithAudit<T>(options: {
  db: Db;
  operator: Operator;
  clientIp: string;
  action: AuditAction;
  reason: string | null;
  entityType: AuditEntityType;
  entityId: string;
  /** Raised when the object is not there to decide on. */
  notFound: ErrorKey;
  snapshot: (tx: DbOrTx, options?: { lock?: boolean }) => Promise<unknown>;
  change: (tx: DbOrTx) => Promise<T>;
}): Promise<T> {
  return options.db.transaction(async (tx) => {
    const before = await options.snapshot(tx, { lock: true });
    if (!before) throw new AppError(options.notFound);
    const decided = await options.change(tx);
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: options.operator.operatorId,
      action: options.action,
      entityType: options.entityType,
      entityId: options.entityId,
      before,
      after: await options.snapshot(tx),
      reason: options.reason,
      ip: options.clientIp,
    });
    return decided;
  });
}
