import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findOrderVisibility } from '../enterprise';

/**
 * Who may see a user's objects (files, address-book entries): the owner always; the rest of the
 * owner's enterprise when the viewer's visibility reaches the enterprise (000 §6: a main account sees
 * the whole enterprise; a sub-account its own unless its visibility is ALL). Anything outside the
 * scope is answered as if absent (404), never with its data.
 *
 * A sub-account's ALL / OWN is the main account's grant, read from the enterprise area
 * (findOrderVisibility, the same rule as for orders).
 */
export interface OwnerScope {
  userId: string;
  enterpriseId: string | null;
  /** True when the viewer sees every object of `enterpriseId`, not only its own. */
  seesWholeEnterprise: boolean;
  /** True for the enterprise's main account, who may also change or delete other members' objects. */
  isEnterpriseMain: boolean;
}

export async function ownerScopeOf(options: { db: DbOrTx; actor: Pick<Actor, 'userId' | 'enterpriseId' | 'userType'> }): Promise<OwnerScope> {
  const { db, actor } = options;
  const isEnterpriseMain = actor.userType === 'M' && actor.enterpriseId !== null;
  const isSubAccount = actor.userType === 'S' && actor.enterpriseId !== null;
  const seesWholeEnterprise = isEnterpriseMain || (isSubAccount && (await findOrderVisibility({ db, userId: actor.userId })) === 'ALL');
  return { userId: actor.userId, enterpriseId: actor.enterpriseId, seesWholeEnterprise, isEnterpriseMain };
}

/** The WHERE condition "this row is visible to the scope", for a table with owner and enterprise columns. */
export function visibleToScope(scope: OwnerScope, columns: { owner: PgColumn; enterprise: PgColumn }): SQL {
  const own = eq(columns.owner, scope.userId);
  if (!scope.seesWholeEnterprise || !scope.enterpriseId) return own;
  return or(own, and(isNotNull(columns.enterprise), eq(columns.enterprise, scope.enterpriseId))) as SQL;
}

/** May the scope change or delete a row it can see? Its own, or any of its enterprise's as the main account. */
export function canModifyInScope(scope: OwnerScope, row: { ownerUserId: string; enterpriseId: string | null }): boolean {
  if (row.ownerUserId === scope.userId) return true;
  return scope.isEnterpriseMain && row.enterpriseId !== null && row.enterpriseId === scope.enterpriseId;
}
