import type { TGetUserInfoResponse, TGetUserPermissionResponse, TUpdateUserInfoRequest } from '@coastbook/contracts';
import { AppError, maskEmail, permissionsFor, type PermissionSubject } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { ServerKeys } from '../../platform/crypto';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { uniqueViolationOf, type Db } from '../../platform/db/client';
import { OwnedCache } from '../../platform/db/owned-cache';
import { userAccount, type Actor } from '../auth';
import { findPermissionSubject } from '../enterprise';
import { consumeEmailCode } from '../verification';
import { findAccountByEmail, getOwnAccount, type Account } from './account-lookup';

const DAY_MS = 86_400_000;

/** Expired: the carrier asked for a reset, or the password is older than PASSWORD_MAX_AGE_DAYS. */
export function isPasswordExpired(account: Pick<Account, 'accountState' | 'passwordChangedAt'>, maxAgeDays: number, now = Date.now()): boolean {
  return account.accountState === 'ResetPassword' || now - account.passwordChangedAt.getTime() > maxAgeDays * DAY_MS;
}

const decryptOptional = (keys: ServerKeys, stored: string | null) => (stored === null ? null : keys.fieldCipher.decrypt(stored));

/** getUserInfo: the user session of 000 §3; e-mail and phone masked, QQ and WeChat to their owner in clear. */
export async function getUserInfo(options: { db: Db; keys: ServerKeys; config: Config; actor: Actor }): Promise<TGetUserInfoResponse> {
  const { db, keys, config, actor } = options;
  const account = await getOwnAccount({ db, userId: actor.userId });
  const email = decryptOptional(keys, account.emailEncrypted);
  return {
    userId: account.id,
    logonId: account.logonId,
    username: account.logonId,
    userCnnme: account.userCnnme,
    email: email === null ? null : maskEmail(email),
    phone: account.phoneMasked,
    qq: decryptOptional(keys, account.qqEncrypted),
    wechat: decryptOptional(keys, account.wechatEncrypted),
    headUrl: account.headUrl,
    logonFailedTime: account.failedLoginCount,
    isStrongPassword: account.isStrongPassword,
    isPasswordExpired: isPasswordExpired(account, config.PASSWORD_MAX_AGE_DAYS),
    userType: account.userType,
    roles: account.roles,
    enterpriseId: account.enterpriseId,
    accountState: account.accountState,
    hasPaymentPassword: account.paymentPasswordHash !== null,
  };
}

/**
 * getUserInfo is asked on every page load: its encoded answer is kept per user until the account row
 * changes (the change feed drops it on every instance), a minute at most — so "password expired", which
 * turns with the clock, is at most a minute late.
 */
export type UserInfoCache = OwnedCache<Buffer>;

export function createUserInfoCache(feed: ChangeFeed): UserInfoCache {
  // ~1 KB per user: 20 000 users ≈ 20 MB at most.
  return new OwnedCache(feed, 'user', { ttlMs: 60_000, maxEntries: 20_000 });
}

/**
 * What permissionsFor needs to know about the user: user type and roles, the certification of the
 * user's enterprise (a sub-account's is its enterprise's), its link request and, for a linked
 * sub-account, the rights its main account granted — all read by the enterprise area.
 */
async function loadPermissionSubject(options: { db: Db; account: Account }): Promise<PermissionSubject> {
  return findPermissionSubject({ db: options.db, userId: options.account.id });
}

/** getUserPermission: function codes and permitted URLs, from the one rule in packages/domain. */
export async function getUserPermission(options: { db: Db; actor: Actor }): Promise<TGetUserPermissionResponse> {
  const account = await getOwnAccount({ db: options.db, userId: options.actor.userId });
  return permissionsFor(await loadPermissionSubject({ db: options.db, account }));
}

/**
 * updateUserInfo: the fields sent change. A new e-mail address must be free and proven by the code sent
 * to it (CHANGE_BIND); the code is spent only after every other check passed.
 */
export async function updateUserInfo(options: { db: Db; keys: ServerKeys; actor: Actor; request: TUpdateUserInfoRequest }): Promise<true> {
  const { db, keys, actor, request } = options;
  const account = await getOwnAccount({ db, userId: actor.userId });
  const changes: Partial<typeof userAccount.$inferInsert> = {};
  if (request.userCnnme !== undefined) changes.userCnnme = request.userCnnme;
  if (request.qq !== undefined) changes.qqEncrypted = request.qq === '' ? null : keys.fieldCipher.encrypt(request.qq);
  if (request.wechat !== undefined) changes.wechatEncrypted = request.wechat === '' ? null : keys.fieldCipher.encrypt(request.wechat);
  if (request.headUrl !== undefined) changes.headUrl = request.headUrl === '' ? null : request.headUrl;

  const emailHash = request.email === undefined ? undefined : keys.fieldCipher.lookupHash(request.email);
  if (request.email !== undefined && emailHash !== account.emailHash) {
    const owner = await findAccountByEmail({ db, keys, email: request.email });
    if (owner && owner.id !== account.id) throw new AppError('EMAIL_TAKEN', { field: 'email' });
    if (!request.emailCode) throw new AppError('EMAIL_CODE_REQUIRED', { field: 'emailCode' });
    await consumeEmailCode({ db, keys, email: request.email, purpose: 'CHANGE_BIND', code: request.emailCode });
    changes.emailEncrypted = keys.fieldCipher.encrypt(request.email);
    changes.emailHash = emailHash;
  }

  if (Object.keys(changes).length === 0) return true;
  try {
    await db.update(userAccount).set({ ...changes, updatedAt: sql`now()` }).where(eq(userAccount.id, account.id));
  } catch (error) {
    if (uniqueViolationOf(error) === 'user_account_email_hash_key') throw new AppError('EMAIL_TAKEN', { field: 'email' });
    throw error;
  }
  return true;
}
