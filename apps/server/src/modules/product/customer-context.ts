import { INVENTORY_HOLDING_STATUSES } from '@coastbook/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { enterprise } from '../enterprise';

/**
 * What promotions read about the caller: member level (VP) and whether this is the first order (FP).
 * A visitor has neither, so conditional promotions are listed but not applied.
 */
export interface CustomerContext {
  userId: string | null;
  /** 1–4 from the caller's enterprise record; null for visitors and accounts without one. */
  memberLevel: number | null;
  /** null for visitors. */
  isFirstOrder: boolean | null;
}

export const VISITOR: CustomerContext = { userId: null, memberLevel: null, isFirstOrder: null };

/**
 * Has the user placed an order: one that reached S (submitted) or beyond and was not cancelled or
 * rejected (drafts, X and R do not count). Read from order_mast by name: the order area imports this
 * one, so importing its tables back would make a cycle.
 */
function placedOrderExists(userId: string) {
  const placed = sql.join(
    INVENTORY_HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`exists (select 1 from order_mast where user_id = ${userId} and status in (${placed}))`;
}

export async function loadCustomerContext({
  db,
  actor,
  memberLevel: knownLevel,
}: {
  db: DbOrTx;
  actor: Actor | undefined;
  /** The caller's member level when this request already read its enterprise (the order calls). */
  memberLevel?: number | null;
}): Promise<CustomerContext> {
  if (!actor) return VISITOR;
  // One statement either way: a search reads the level with the first-order check.
  const readsLevel = knownLevel === undefined && actor.enterpriseId !== null;
  const level = readsLevel ? sql`(select ${enterprise.level} from ${enterprise} where ${enterprise.id} = ${actor.enterpriseId})` : sql`null::int`;
  const result = await db.execute<{ level: number | null; placed: boolean }>(sql`select ${level} as level, ${placedOrderExists(actor.userId)} as placed`);
  const row = result.rows[0];
  return { userId: actor.userId, memberLevel: readsLevel ? (row?.level ?? null) : (knownLevel ?? null), isFirstOrder: row?.placed !== true };
}
