import { actsForAnEnterprise, AppError, type BilingualText, type RelationRequestStatus } from '@coastbook/domain';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';
import { enterprise, enterpriseRelationRequest } from './enterprise.tables';

export type AccountRow = typeof userAccount.$inferSelect;
export type EnterpriseRow = typeof enterprise.$inferSelect;
export type RelationRow = typeof enterpriseRelationRequest.$inferSelect;

/** The caller's account; `forUpdate` locks it so concurrent submissions of one user queue up. */
export async function getAccount(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}): Promise<AccountRow> {
  const query = db.select().from(userAccount).where(eq(userAccount.id, userId));
  const [account] = options.forUpdate ? await query.for('update') : await query;
  // The token's user vanished: treat the caller as logged out.
  if (!account) throw new AppError('UNAUTHORIZED');
  return account;
}

/**
 * Who the caller is in its enterprise, and only that: read on every order call, so it leaves the account's
 * password hashes and encrypted contact data in the database.
 */
export async function getAccountStanding(db: DbOrTx, userId: string): Promise<Pick<AccountRow, 'id' | 'userType' | 'enterpriseId'>> {
  const [account] = await db
    .select({ id: userAccount.id, userType: userAccount.userType, enterpriseId: userAccount.enterpriseId })
    .from(userAccount)
    .where(eq(userAccount.id, userId));
  if (!account) throw new AppError('UNAUTHORIZED');
  return account;
}

/** The enterprise (or person / trailer-supplier record) the account belongs to or applied for. */
export async function findEnterpriseOf(db: DbOrTx, account: Pick<AccountRow, 'enterpriseId'>, options: { forUpdate?: boolean } = {}): Promise<EnterpriseRow | undefined> {
  if (!account.enterpriseId) return undefined;
  const query = db.select().from(enterprise).where(eq(enterprise.id, account.enterpriseId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Which of a user's link requests is its newest: the last created (the id breaks a tie). */
const NEWEST_RELATION_FIRST = [desc(enterpriseRelationRequest.createdAt), desc(enterpriseRelationRequest.id)];

/** The user's newest link request (any status), or undefined. */
export async function findLatestRelation(db: DbOrTx, userId: string): Promise<RelationRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseRelationRequest)
    .where(eq(enterpriseRelationRequest.userId, userId))
    .orderBy(...NEWEST_RELATION_FIRST)
    .limit(1);
  return row;
}

/** The id of the user's newest link request, as a subquery to join that row into another read. */
export function latestRelationIdOf(db: DbOrTx, userId: string): SQL {
  return sql`(${db.select({ id: enterpriseRelationRequest.id }).from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.userId, userId)).orderBy(...NEWEST_RELATION_FIRST).limit(1)})`;
}

/** The user's live (waiting or linked) request, or undefined. */
export async function findLiveRelation(db: DbOrTx, userId: string): Promise<RelationRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseRelationRequest)
    .where(and(eq(enterpriseRelationRequest.userId, userId), inArray(enterpriseRelationRequest.status, ['W', 'A'])));
  return row;
}

/**
 * Whether the user acts for an enterprise (domain actsForAnEnterprise: a sub-account, or a live link): such a
 * user files no certification of its own, as a customer (4015) or as a charter supplier (4062).
 */
export async function isActingForAnEnterprise(db: DbOrTx, account: AccountRow): Promise<boolean> {
  const relation = await findLiveRelation(db, account.id);
  return actsForAnEnterprise({ userType: account.userType, relationStatus: relation?.status as RelationRequestStatus | undefined });
}

export const FORBIDDEN_NOT_MAIN: BilingualText = { zh: '仅企业主账号可以执行该操作', en: 'Only the enterprise main account can perform this action' };

/**
 * The rule of who manages an enterprise's users: only its main account — user type M of an enterprise
 * certified as Enterprise whose master it is. Anyone else (a sub-account, a personal user, a user
 * without an enterprise) is refused with 403, before anything about the target is looked at.
 */
export async function requireEnterpriseMain(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}): Promise<{ account: AccountRow; enterprise: EnterpriseRow }> {
  const account = await getAccount(db, userId);
  const row = account.userType === 'M' ? await findEnterpriseOf(db, account, options) : undefined;
  if (!row || row.masterUserId !== account.id || row.entType !== 'Enterprise' || row.checkStatus !== 'Confirm') {
    throw new AppError('FORBIDDEN', { msg: FORBIDDEN_NOT_MAIN });
  }
  return { account, enterprise: row };
}

/** A named enterprise must be the caller's own; any other answers as if it did not exist. */
export function assertSameEnterprise(requestedId: string, ownId: string): void {
  if (requestedId !== ownId) throw new AppError('ENTERPRISE_NOT_FOUND');
}

/** One page of a list (the contracts' pageOf shape). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** ISO text of a timestamp column, or null. */
export const isoOrNull = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);
