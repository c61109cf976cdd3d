import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog, type AuditLogRow } from './audit.tables';
import type { AuditActorKind } from './write-audit';

export interface AuditLogFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorKind?: AuditActorKind | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
}

/** The audit log, newest first, filtered by exact values, one page at a time. */
export async function findAuditLog(options: { db: DbOrTx; current: number; size: number } & AuditLogFilter): Promise<{
  records: AuditLogRow[];
  total: number;
  current: number;
  size: number;
}> {
  const { db, current, size } = options;
  const conditions: SQL[] = [];
  if (options.entityType) conditions.push(eq(auditLog.entityType, options.entityType));
  if (options.entityId) conditions.push(eq(auditLog.entityId, options.entityId));
  if (options.actorKind) conditions.push(eq(auditLog.actorKind, options.actorKind));
  if (options.actorId) conditions.push(eq(auditLog.actorId, options.actorId));
  if (options.action) conditions.push(eq(auditLog.action, options.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [records, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { records, total: totals?.total ?? 0, current, size };
}
