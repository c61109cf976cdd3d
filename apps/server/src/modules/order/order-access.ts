import type { TEntAuthority } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findEntAuthority } from '../enterprise';
import { orderMast } from './order.tables';
import type { OrderRow } from './order-state.service';

/**
 * Who sees an order (001 §4 "Sub-user rights: ALL or OWN"): its creator always; the rest of the
 * creator's enterprise when the viewer's visibility is ALL (a main account always, a sub-account as
 * its main account granted). Anything else — another enterprise's order, a colleague's with OWN — is
 * answered as absent (404 ORDER_NOT_FOUND), so order ids cannot be probed.
 */
export interface OrderScope {
  userId: string;
  enterpriseId: string | null;
  seesWholeEnterprise: boolean;
}

export async function orderScopeOf({ db, actor }: { db: DbOrTx; actor: Pick<Actor, 'userId'> }): Promise<OrderScope> {
  return orderScopeFrom(await findEntAuthority({ db, userId: actor.userId }));
}

export function orderScopeFrom(authority: TEntAuthority): OrderScope {
  // Only enterprise members (main M, linked sub S) share orders; a person or a pending applicant
  // (whose enterprise_id names the record it applied to) sees its own orders only.
  const isMember = authority.userType === 'M' || authority.userType === 'S';
  const enterpriseId = isMember ? authority.enterpriseId : null;
  return { userId: authority.userId, enterpriseId, seesWholeEnterprise: enterpriseId !== null && authority.visibility === 'ALL' };
}

/** WHERE condition "this order is visible to the scope". */
export function visibleOrderCondition(scope: OrderScope): SQL {
  if (scope.seesWholeEnterprise && scope.enterpriseId) return eq(orderMast.enterpriseId, scope.enterpriseId);
  return eq(orderMast.userId, scope.userId);
}

/**
 * One order the actor may see, or ORDER_NOT_FOUND (404). `forUpdate` locks it (the caller's
 * transaction then owns it until commit). A caller that already read the actor's scope in this request
 * passes it instead of reading it again.
 */
export async function findVisibleOrder({
  db,
  actor,
  orderId,
  forUpdate = false,
  scope: knownScope,
}: {
  db: DbOrTx;
  actor: Pick<Actor, 'userId'>;
  orderId: string;
  forUpdate?: boolean;
  scope?: OrderScope;
}): Promise<OrderRow> {
  const scope = knownScope ?? (await orderScopeOf({ db, actor }));
  const query = db
    .select()
    .from(orderMast)
    .where(and(eq(orderMast.id, orderId), visibleOrderCondition(scope)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('ORDER_NOT_FOUND', { field: 'orderId' });
  return row;
}

/** The orders among `orderIds` the actor may see (the others are left out), in the order asked. */
export async function findVisibleOrders({ db, actor, orderIds }: { db: DbOrTx; actor: Pick<Actor, 'userId'>; orderIds: readonly string[] }): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  const scope = await orderScopeOf({ db, actor });
  const rows = await db
    .select()
    .from(orderMast)
    .where(and(inArray(orderMast.id, [...orderIds]), visibleOrderCondition(scope)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(orderIds)].map((id) => byId.get(id)).filter((row): row is OrderRow => row !== undefined);
}
