import type { TOpsAuditPage, TOpsAuditQuery } from '@coastbook/contracts';
import { inArray } from 'drizzle-orm';
import { findAuditLog } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';
import { opsOperator } from './ops.tables';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /ops/audit: one page of the log with each actor's name (operator display name, customer logon id). */
export async function findAuditPage({ db, query }: { db: DbOrTx; query: TOpsAuditQuery }): Promise<TOpsAuditPage> {
  const page = await findAuditLog({ db, ...query });
  const idsOf = (kind: string) => [...new Set(page.records.filter((row) => row.actorKind === kind && row.actorId && UUID_PATTERN.test(row.actorId)).map((row) => row.actorId as string))];
  const operatorIds = idsOf('operator');
  const customerIds = idsOf('customer');
  const [operators, customers] = await Promise.all([
    operatorIds.length > 0 ? db.select({ id: opsOperator.id, name: opsOperator.displayName }).from(opsOperator).where(inArray(opsOperator.id, operatorIds)) : [],
    customerIds.length > 0 ? db.select({ id: userAccount.id, name: userAccount.logonId }).from(userAccount).where(inArray(userAccount.id, customerIds)) : [],
  ]);
  const names = new Map([...operators, ...customers].map((row) => [row.id, row.name]));
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      actorKind: row.actorKind as 'operator' | 'customer' | 'system',
      actorId: row.actorId,
      actorName: row.actorId ? (names.get(row.actorId) ?? null) : null,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      at: row.at.toISOString(),
    })),
  };
}
