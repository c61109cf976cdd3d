import { eq } from 'drizzle-orm';
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
 * Orders do not exist yet (issue 6 brings them), so every logged-in customer still counts as
 * first-order; the order area replaces this with "has no order other than drafts and cancelled".
 */
async function hasPlacedOrder(_options: { db: DbOrTx; userId: string }): Promise<boolean> {
  return false;
}

export async function loadCustomerContext({ db, actor }: { db: DbOrTx; actor: Actor | undefined }): Promise<CustomerContext> {
  if (!actor) return VISITOR;
  let memberLevel: number | null = null;
  if (actor.enterpriseId) {
    const [row] = await db.select({ level: enterprise.level }).from(enterprise).where(eq(enterprise.id, actor.enterpriseId));
    memberLevel = row?.level ?? null;
  }
  return { userId: actor.userId, memberLevel, isFirstOrder: !(await hasPlacedOrder({ db, userId: actor.userId })) };
}
