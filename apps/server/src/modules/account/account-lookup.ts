import { AppError } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';

export type Account = typeof userAccount.$inferSelect;

export async function findAccountByPhone(options: { db: DbOrTx; keys: ServerKeys; phone: string }): Promise<Account | undefined> {
  const [account] = await options.db.select().from(userAccount).where(eq(userAccount.phoneHash, options.keys.fieldCipher.lookupHash(options.phone)));
  return account;
}

export async function findAccountByEmail(options: { db: DbOrTx; keys: ServerKeys; email: string }): Promise<Account | undefined> {
  const [account] = await options.db.select().from(userAccount).where(eq(userAccount.emailHash, options.keys.fieldCipher.lookupHash(options.email)));
  return account;
}

/** Logon ids are unique case-insensitively (the table's unique index is on lower(logon_id)). */
export async function isLogonIdTaken(options: { db: DbOrTx; logonId: string }): Promise<boolean> {
  const [row] = await options.db.select({ id: userAccount.id }).from(userAccount).where(sql`lower(${userAccount.logonId}) = lower(${options.logonId})`);
  return row !== undefined;
}

/** The caller's own account. It vanishing under a live token is treated as a logged-out caller. */
export async function getOwnAccount(options: { db: DbOrTx; userId: string }): Promise<Account> {
  const [account] = await options.db.select().from(userAccount).where(eq(userAccount.id, options.userId));
  if (!account) throw new AppError('UNAUTHORIZED');
  return account;
}

/** A userId in a request body or query must be the caller's own (000 §7.2 calls carry it). */
export function assertOwnUserId(actorUserId: string, userId: string | undefined): void {
  if (userId !== undefined && userId !== actorUserId) throw new AppError('FORBIDDEN');
}

