import crypto from 'node:crypto';
import type {
  TResetPaymentPasswordRequest,
  TSetPaymentPasswordRequest,
  TUpdatePaymentPasswordRequest,
} from '@coastbook/contracts';
import { AppError, generatePaymentPassword } from '@coastbook/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import { hashPassword, readCredential, userAccount, verifyPassword, type Actor } from '../auth';
import { consumeSmsCode } from '../verification';
import { assertOwnUserId, getOwnAccount } from './account-lookup';
import { paymentPasswordFailure } from './account.tables';
import { assertPaymentPasswordRules } from './password-rules';

/** Wrong payment passwords allowed per hour before checks are refused for the rest of it. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
const FAILURE_WINDOW = sql`now() - interval '1 hour'`;

/** isPaymentPasswordSetBefore. */
export async function isPaymentPasswordSet(options: { db: DbOrTx; actor: Actor; userId: string }): Promise<boolean> {
  assertOwnUserId(options.actor.userId, options.userId);
  const account = await getOwnAccount({ db: options.db, userId: options.actor.userId });
  return account.paymentPasswordHash !== null;
}

/** setPaymentPassword: the first one only (a concurrent second set finds the column filled and is refused). */
export async function setPaymentPassword(options: { db: Db; keys: ServerKeys; actor: Actor; request: TSetPaymentPasswordRequest }): Promise<true> {
  const { db, keys, actor, request } = options;
  assertOwnUserId(actor.userId, request.userId);
  const paymentPassword = readCredential({ keys, encrypted: request.paymentPassword, field: 'paymentPassword' });
  assertPaymentPasswordRules(paymentPassword, 'paymentPassword');
  const paymentPasswordHash = await hashPassword(paymentPassword);
  const updated = await db
    .update(userAccount)
    .set({ paymentPasswordHash, updatedAt: sql`now()` })
    .where(and(eq(userAccount.id, actor.userId), isNull(userAccount.paymentPasswordHash)))
    .returning({ id: userAccount.id });
  if (updated.length === 0) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
  return true;
}

/** The user's wrong tries within the hour, and whether any are kept at all (older ones included). */
async function failuresOf(db: DbOrTx, userId: string): Promise<{ recent: number; kept: number }> {
  const [row] = await db
    .select({ recent: sql<number>`count(*) filter (where ${paymentPasswordFailure.failedAt} > ${FAILURE_WINDOW})`.mapWith(Number), kept: count() })
    .from(paymentPasswordFailure)
    .where(eq(paymentPasswordFailure.userId, userId));
  return { recent: row?.recent ?? 0, kept: row?.kept ?? 0 };
}

async function clearFailures(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(paymentPasswordFailure).where(eq(paymentPasswordFailure.userId, userId));
}

/**
 * Checks a (decrypted) payment password of the user, counting a wrong one; refused outright after 5
 * wrong ones within the hour, and when none is set. Also what payments will call before moving money.
 */
export async function checkPaymentPassword(options: { db: DbOrTx; userId: string; paymentPassword: string }): Promise<boolean> {
  const { db, userId, paymentPassword } = options;
  const account = await getOwnAccount({ db, userId });
  if (account.paymentPasswordHash === null) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  const failures = await failuresOf(db, userId);
  if (failures.recent >= PAYMENT_PASSWORD_MAX_FAILURES) throw new AppError('PAYMENT_PASSWORD_LOCKED');
  if (await verifyPassword(account.paymentPasswordHash, paymentPassword)) {
    // A right password starts the count again; most checks have nothing to clear.
    if (failures.kept > 0) await clearFailures(db, userId);
    return true;
  }
  await db.insert(paymentPasswordFailure).values({ userId });
  return false;
}

/** checkOriginalPaymentPassword. */
export async function checkOriginalPaymentPassword(options: { db: Db; keys: ServerKeys; actor: Actor; encrypted: string }): Promise<boolean> {
  const paymentPassword = readCredential({ keys: options.keys, encrypted: options.encrypted, field: 'paymentPassword' });
  return checkPaymentPassword({ db: options.db, userId: options.actor.userId, paymentPassword });
}

/** updatePaymentPassword: the old one must be right (a wrong one counts), the new one valid and different. */
export async function updatePaymentPassword(options: { db: Db; keys: ServerKeys; actor: Actor; request: TUpdatePaymentPasswordRequest }): Promise<true> {
  const { db, keys, actor, request } = options;
  const oldPassword = readCredential({ keys, encrypted: request.oldPaymentPassword, field: 'oldPaymentPassword' });
  const newPassword = readCredential({ keys, encrypted: request.newPaymentPassword, field: 'newPaymentPassword' });
  assertPaymentPasswordRules(newPassword, 'newPaymentPassword');
  if (!(await checkPaymentPassword({ db, userId: actor.userId, paymentPassword: oldPassword }))) {
    throw new AppError('PAYMENT_PASSWORD_WRONG', { field: 'oldPaymentPassword' });
  }
  if (newPassword === oldPassword) throw new AppError('PAYMENT_PASSWORD_SAME_AS_OLD', { field: 'newPaymentPassword' });
  await db.update(userAccount).set({ paymentPasswordHash: await hashPassword(newPassword), updatedAt: sql`now()` }).where(eq(userAccount.id, actor.userId));
  return true;
}

/** resetPaymentPwd: forgot it; proven by an SMS code (PAYMENT_PASSWORD_RESET) to the account's phone. Also sets a first one. */
export async function resetPaymentPassword(options: { db: Db; keys: ServerKeys; actor: Actor; request: TResetPaymentPasswordRequest }): Promise<true> {
  const { db, keys, actor, request } = options;
  const newPassword = readCredential({ keys, encrypted: request.newPaymentPassword, field: 'newPaymentPassword' });
  assertPaymentPasswordRules(newPassword, 'newPaymentPassword');
  const account = await getOwnAccount({ db, userId: actor.userId });
  if (account.paymentPasswordHash !== null && (await verifyPassword(account.paymentPasswordHash, newPassword))) {
    throw new AppError('PAYMENT_PASSWORD_SAME_AS_OLD', { field: 'newPaymentPassword' });
  }
  await consumeSmsCode({ db, keys, phone: keys.fieldCipher.decrypt(account.phoneEncrypted), purpose: 'PAYMENT_PASSWORD_RESET', code: request.smsCode });
  const paymentPasswordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(userAccount).set({ paymentPasswordHash, updatedAt: sql`now()` }).where(eq(userAccount.id, actor.userId));
    await clearFailures(tx, actor.userId);
  });
  return true;
}

/** generateRandomPaymentPassword: a valid suggestion from a cryptographic source; not stored. */
export function generateRandomPaymentPassword(): string {
  return generatePaymentPassword(() => crypto.randomInt(10));
}
