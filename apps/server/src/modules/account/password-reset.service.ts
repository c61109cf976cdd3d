import type { TPasswordBackByEmailRequest, TPasswordBackRequest, TResetLoginPasswordRequest } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { hashPassword, readCredential, revokeUserTokens, userAccount } from '../auth';
import { consumeEmailCode, consumeSmsCode } from '../verification';
import { findAccountByEmail, findAccountByPhone, type Account } from './account-lookup';
import { assertStrongNewPassword } from './password-rules';

/**
 * Puts a new (strong) password on the account: failed-login count and lock cleared, ResetPassword
 * becomes Active (a carrier's Lock stays), and every login of the account ends, in one transaction.
 */
async function replacePassword(options: { db: Db; account: Account; password: string; reason: string }): Promise<void> {
  const { db, account, password, reason } = options;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(userAccount)
      .set({
        passwordHash,
        isStrongPassword: true,
        passwordChangedAt: sql`now()`,
        failedLoginCount: 0,
        lockedUntil: null,
        accountState: sql`CASE WHEN ${userAccount.accountState} = 'ResetPassword' THEN 'Active' ELSE ${userAccount.accountState} END`,
        updatedAt: sql`now()`,
      })
      .where(eq(userAccount.id, account.id));
    await revokeUserTokens({ db: tx, userId: account.id, reason });
  });
}

/** passwordBack: forgot password, proven by an SMS code (purpose PASSWORD_BACK) to the account's phone. */
export async function resetPasswordByPhone(options: { db: Db; keys: ServerKeys; request: TPasswordBackRequest }): Promise<true> {
  const { db, keys, request } = options;
  const password = readCredential({ keys, encrypted: request.newPassword, field: 'newPassword' });
  const account = await findAccountByPhone({ db, keys, phone: request.phone });
  if (!account) throw new AppError('PHONE_NOT_REGISTERED', { field: 'phone' });
  assertStrongNewPassword(password, account.logonId, 'newPassword');
  await consumeSmsCode({ db, keys, phone: request.phone, purpose: 'PASSWORD_BACK', code: request.smsCode });
  await replacePassword({ db, account, password, reason: 'password-back' });
  return true;
}

/** passwordBackByEmail: the same, proven by an e-mail code (emailCodeType PASSWORD_BACK). */
export async function resetPasswordByEmail(options: { db: Db; keys: ServerKeys; request: TPasswordBackByEmailRequest }): Promise<true> {
  const { db, keys, request } = options;
  const password = readCredential({ keys, encrypted: request.newPassword, field: 'newPassword' });
  const account = await findAccountByEmail({ db, keys, email: request.email });
  if (!account) throw new AppError('EMAIL_NOT_BOUND', { field: 'email' });
  assertStrongNewPassword(password, account.logonId, 'newPassword');
  await consumeEmailCode({ db, keys, email: request.email, purpose: 'PASSWORD_BACK', code: request.emailCode });
  await replacePassword({ db, account, password, reason: 'password-back' });
  return true;
}

/**
 * resetLoginPassword: for an account the carrier put in state ResetPassword (its password may not be
 * used until replaced). Any other account is sent to "forgot password".
 */
export async function resetLoginPassword(options: { db: Db; keys: ServerKeys; request: TResetLoginPasswordRequest }): Promise<true> {
  const { db, keys, request } = options;
  const password = readCredential({ keys, encrypted: request.newPassword, field: 'newPassword' });
  const account = await findAccountByPhone({ db, keys, phone: request.phone });
  if (!account) throw new AppError('PHONE_NOT_REGISTERED', { field: 'phone' });
  if (account.accountState !== 'ResetPassword') throw new AppError('PASSWORD_RESET_NOT_REQUIRED');
  assertStrongNewPassword(password, account.logonId, 'newPassword');
  await consumeSmsCode({ db, keys, phone: request.phone, purpose: 'PASSWORD_BACK', code: request.smsCode });
  await replacePassword({ db, account, password, reason: 'password-reset' });
  return true;
}
