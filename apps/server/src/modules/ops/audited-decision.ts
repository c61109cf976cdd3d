import { AppError, type AuditAction, type AuditEntityType, type ErrorKey } from '@coastbook/domain';
import { writeAudit } from '../../platform/audit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx, TransactionRunner } from '../../platform/db/client';
import { optionalIdempotency } from '../../platform/http/idempotency';
import { operatorOf } from './require-operator';
import type { Operator } from './ops-token.service';

/**
 * An operator's decision (approve or refuse) made by another area's function inside our transaction,
 * with the audit row beside it: the object is locked and snapshotted first, so "before" is exactly what
 * the decision changed, and a refused decision leaves no audit row.
 */
export async function decideWithAudit<T>(options: {
  db: DbOrTx;
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
  /**
   * Its own transaction by default; a route whose client sent an Idempotency-Key passes withIdempotency's
   * (optionalIdempotency), so a clerk pressing again after a lost answer gets the first decision's answer.
   */
  runInTransaction?: TransactionRunner<T> | undefined;
}): Promise<T> {
  const runInTransaction: TransactionRunner<T> = options.runInTransaction ?? ((work) => options.db.transaction(work));
  return runInTransaction(async (tx) => {
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

/**
 * What every decision route hands its service: the database, the operator, the client's address, and the
 * transaction to decide in. With the console's Idempotency-Key that is withIdempotency's, under the operator's
 * own keys ('operator:<id>') and bound to this decision (the path's id and the body: a reason, a booking
 * number), so a decision pressed again after its answer was lost answers the first instead of "已处理";
 * without the header, decideWithAudit's own transaction.
 */
export function operatorDecision(options: { db: Db; request: FastifyRequest; reply: FastifyReply; scope: string }) {
  const { db, request } = options;
  const operator = operatorOf(request);
  return {
    db,
    operator,
    clientIp: request.ip,
    runInTransaction: optionalIdempotency({ ...options, caller: `operator:${operator.operatorId}`, body: { params: request.params, body: request.body } }),
  };
}
