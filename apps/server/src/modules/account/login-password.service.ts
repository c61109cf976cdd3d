import crypto from 'node:crypto';
import type {
  TCheckOriginalPasswordRequest,
  TCodeSentResponse,
  TSendOwnPhoneCodeRequest,
  TUpdateLoginPasswordRequest,
  TVerifyIdentityBySmsResponse,
  TVerifyStrongPasswordRequest,
} from '@coastbook/contracts';
import { AppError, isStrongPassword, isValidPassword } from '@coastbook/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { ServerKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { hashPassword, readCredential, revokeUserTokens, userAccount, verifyPassword, type Actor } from '../auth';
import { uaasBinding } from '../enterprise';
import { sendCustomerMessage } from '../message';
import { consumeSmsCode, sendVerificationCode } from '../verification';
import { assertOwnUserId, getOwnAccount } from './account-lookup';
import { identityTicket } from './account.tables';
import { assertStrongNewPassword } from './password-rules';

/** An identity ticket (change-password step 0) lives this long. */
export const IDENTITY_TICKET_TTL_SECONDS = 600;
const CHANGE_PASSWORD = 'CHANGE_PASSWORD';
/** Told to the user after a password change, in case it was not them. */
const PASSWORD_CHANGED_MESSAGE = '您的登录密码已修改，其他设备上的登录已失效。如非本人操作，请立即通过“忘记密码”重置密码并联系客服。';

const hashTicket = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('base64url');

/** verifyStrongPassword: the login-password rules and the strength rule together (000 §5). */
export function verifyStrongPassword(options: { keys: ServerKeys; request: TVerifyStrongPasswordRequest }): boolean {
  const password = readCredential({ keys: options.keys, encrypted: options.request.password, field: 'password' });
  return isValidPassword(password) && isStrongPassword(password, options.request.userName);
}

/** checkOriginalPassword: the change form's async check of the current password. */
export async function checkOriginalPassword(options: { db: Db; keys: ServerKeys; actor: Actor; request: TCheckOriginalPasswordRequest }): Promise<boolean> {
  const { db, keys, actor, request } = options;
  assertOwnUserId(actor.userId, request.userId);
  const password = readCredential({ keys, encrypted: request.originalPassword, field: 'originalPassword' });
  const account = await getOwnAccount({ db, userId: actor.userId });
  return verifyPassword(account.passwordHash, password);
}

/** sendOwnPhoneCode: a code to the account's own phone; the logged-in session replaces the slide puzzle. */
export async function sendOwnPhoneCode(options: {
  db: Db;
  keys: ServerKeys;
  config: Config;
  actor: Actor;
  clientIp: string;
  request: TSendOwnPhoneCodeRequest;
}): Promise<TCodeSentResponse> {
  const { db, keys, config, actor, clientIp, request } = options;
  const account = await getOwnAccount({ db, userId: actor.userId });
  const phone = keys.fieldCipher.decrypt(account.phoneEncrypted);
  return sendVerificationCode({ db, keys, config, channel: 'sms', target: phone, purpose: request.purpose, clientIp });
}

/** A portal account bound to a unified account logs in with that account's password: it is changed there (000 §5). */
async function assertNotUnionAccount(db: Db, userId: string): Promise<void> {
  const [binding] = await db.select({ userId: uaasBinding.userId }).from(uaasBinding).where(eq(uaasBinding.userId, userId));
  if (binding) throw new AppError('LOGIN_PASSWORD_UNION_ACCOUNT');
}

/** verifyIdentityBySms: step 0 of the change box. Spends the CHANGE_PASSWORD code and hands out a ticket. */
export async function verifyIdentityBySms(options: { db: Db; keys: ServerKeys; actor: Actor; smsCode: string }): Promise<TVerifyIdentityBySmsResponse> {
  const { db, keys, actor, smsCode } = options;
  await assertNotUnionAccount(db, actor.userId);
  const account = await getOwnAccount({ db, userId: actor.userId });
  await consumeSmsCode({ db, keys, phone: keys.fieldCipher.decrypt(account.phoneEncrypted), purpose: CHANGE_PASSWORD, code: smsCode });
  const ticket = crypto.randomBytes(32).toString('base64url');
  await db.insert(identityTicket).values({
    ticketHash: hashTicket(ticket),
    userId: actor.userId,
    purpose: CHANGE_PASSWORD,
    expiresAt: sql`now() + make_interval(secs => ${IDENTITY_TICKET_TTL_SECONDS})`,
  });
  return { identityTicket: ticket, expiresIn: IDENTITY_TICKET_TTL_SECONDS };
}

function liveTicket(userId: string, ticket: string) {
  return and(
    eq(identityTicket.ticketHash, hashTicket(ticket)),
    eq(identityTicket.userId, userId),
    eq(identityTicket.purpose, CHANGE_PASSWORD),
    isNull(identityTicket.consumedAt),
    sql`${identityTicket.expiresAt} > now()`,
  );
}

/**
 * updateLoginPassword: step 1. Needs a live ticket of step 0 (checked first, spent last, so a typo in
 * the old password does not cost the SMS step), the right old password, a new one that differs and is
 * strong. The password change, the end of the user's other logins and the notice message commit together; the caller's
 * own login (token family) stays.
 */
export async function updateLoginPassword(options: { db: Db; keys: ServerKeys; actor: Actor; request: TUpdateLoginPasswordRequest }): Promise<true> {
  const { db, keys, actor, request } = options;
  await assertNotUnionAccount(db, actor.userId);
  const oldPassword = readCredential({ keys, encrypted: request.oldPassword, field: 'oldPassword' });
  const newPassword = readCredential({ keys, encrypted: request.newPassword, field: 'newPassword' });
  const [ticket] = await db.select({ hash: identityTicket.ticketHash }).from(identityTicket).where(liveTicket(actor.userId, request.identityTicket));
  if (!ticket) throw new AppError('IDENTITY_VERIFICATION_REQUIRED', { field: 'identityTicket' });

  const account = await getOwnAccount({ db, userId: actor.userId });
  if (!(await verifyPassword(account.passwordHash, oldPassword))) throw new AppError('ORIGINAL_PASSWORD_WRONG', { field: 'oldPassword' });
  if (newPassword === oldPassword) throw new AppError('NEW_PASSWORD_SAME_AS_OLD', { field: 'newPassword' });
  assertStrongNewPassword(newPassword, account.logonId, 'newPassword');
  const passwordHash = await hashPassword(newPassword);

  const changed = await db.transaction(async (tx) => {
    const spent = await tx.update(identityTicket).set({ consumedAt: sql`now()` }).where(liveTicket(actor.userId, request.identityTicket)).returning({ hash: identityTicket.ticketHash });
    if (spent.length !== 1) return false;
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
      .where(eq(userAccount.id, actor.userId));
    await revokeUserTokens({ db: tx, userId: actor.userId, reason: 'password-changed', exceptTokenId: actor.tokenId });
    await sendCustomerMessage({ db: tx, userId: actor.userId, theme: 'ACCOUNT', title: '登录密码已修改', content: PASSWORD_CHANGED_MESSAGE });
    return true;
  });
  if (!changed) throw new AppError('IDENTITY_VERIFICATION_REQUIRED', { field: 'identityTicket' });
  return true;
}
