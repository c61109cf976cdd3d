import type { TTokenRequest, TTokenResponse } from '@coastbook/contracts';
import { AppError, MOBILE_MESSAGES, MOBILE_PATTERN, PASSWORD_MESSAGES, SMS_CODE_MESSAGES, type BilingualText, fieldRefusalWords } from '@coastbook/domain';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { ServerKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { exchangeUnifiedAccountCode } from '../enterprise';
import { consumeSlideProof, consumeSmsCode } from '../verification';
import { loginFailure, userAccount } from './auth.tables';
import { readCredential } from './credentials';
import { verifyPassword } from './password-hash';
import { issueTokenPair, rotateRefreshToken } from './token.service';

const CAPTCHA_WINDOW_MINUTES = 15;
/** From this many failures in the captcha window, the next password login needs the slide puzzle. */
const CAPTCHA_AFTER_FAILURES = 3;
const LOCK_WINDOW_MINUTES = 60;
/** This many failures of one account within the lock window lock it. */
const LOCK_AFTER_FAILURES = 10;
const LOCK_MINUTES = 15;

interface GrantContext {
  db: Db;
  keys: ServerKeys;
  config: Config;
  clientIp: string;
}

/** POST /auth/oauth/token: one entry for every grant type. */
export async function grantToken(context: GrantContext, request: TTokenRequest): Promise<TTokenResponse> {
  switch (request.grant_type) {
    case 'password':
      return passwordGrant(context, request);
    case 'verifyCode':
      return verifyCodeGrant(context, request);
    case 'refresh_token':
      return rotateRefreshToken({ db: context.db, config: context.config, refreshToken: required(request.refresh_token, 'refresh_token', { zh: '缺少刷新令牌', en: 'The refresh token is missing' }), clientIp: context.clientIp });
    case 'unifiedAccountToken':
      return unifiedAccountGrant(context, request);
  }
}

/** A 400 naming the field, worded like the error handler's contract failures ('请求错误：field: …'). */
function badRequest(field: string, message: BilingualText): AppError {
  return new AppError('BAD_REQUEST', {
    msg: fieldRefusalWords(field, message),
    field,
  });
}

function required(value: string | undefined, field: string, message: BilingualText): string {
  if (!value) throw badRequest(field, message);
  return value;
}

/** Finds an account by logon id, mobile number or e-mail (000 §4.9 USER_NAME, PHONE, EMAIL). */
async function findAccountByLoginName(db: Db, keys: ServerKeys, loginName: string) {
  const byHash = keys.fieldCipher.lookupHash(loginName);
  const [account] = await db
    .select()
    .from(userAccount)
    .where(
      MOBILE_PATTERN.test(loginName)
        ? eq(userAccount.phoneHash, byHash)
        : loginName.includes('@')
          ? eq(userAccount.emailHash, byHash)
          : sql`lower(${userAccount.logonId}) = lower(${loginName})`,
    );
  return account;
}

async function countRecentFailures(db: Db, subjects: string[], minutes: number): Promise<number[]> {
  const since = new Date(Date.now() - minutes * 60_000);
  return Promise.all(
    subjects.map(async (subject) => {
      const [row] = await db
        .select({ failures: count() })
        .from(loginFailure)
        .where(and(eq(loginFailure.subject, subject), gt(loginFailure.failedAt, since)));
      return row?.failures ?? 0;
    }),
  );
}

async function passwordGrant(context: GrantContext, request: TTokenRequest): Promise<TTokenResponse> {
  const { db, keys, config, clientIp } = context;
  const loginName = required(request.username?.trim(), 'username', { zh: '请输入用户名', en: 'Please enter the user name' });
  const password = readCredential({ keys, encrypted: required(request.password, 'password', PASSWORD_MESSAGES.required), field: 'password' });
  const account = await findAccountByLoginName(db, keys, loginName);
  // Unknown names are counted too (under a hash of the name), so probing names costs the same as probing passwords.
  const accountSubject = account ? `account:${account.id}` : `name:${keys.fieldCipher.lookupHash(loginName)}`;
  const ipSubject = `ip:${clientIp}`;

  const [accountFailures = 0, ipFailures = 0] = await countRecentFailures(db, [accountSubject, ipSubject], CAPTCHA_WINDOW_MINUTES);
  const captchaRequired =
    config.CAPTCHA_LOGIN === 'always' ||
    (config.CAPTCHA_LOGIN === 'after-failures' && Math.max(accountFailures, ipFailures) >= CAPTCHA_AFTER_FAILURES);
  if (captchaRequired) {
    const refusalData = { logonFailedTime: account?.failedLoginCount ?? 0, captchaRequired: true };
    if (!request.randomStr) throw new AppError('CAPTCHA_REQUIRED', { data: refusalData });
    if (!(await consumeSlideProof({ db, key: request.randomStr }))) throw new AppError('CAPTCHA_INVALID', { data: refusalData });
  }

  const isLocked = !!account?.lockedUntil && account.lockedUntil.getTime() > Date.now();
  const passwordMatches = !!account && !isLocked && (await verifyPassword(account.passwordHash, password));
  if (!account || !passwordMatches) {
    const logonFailedTime = await recordFailure(db, { accountId: account?.id, accountSubject, ipSubject });
    const nowNeedsCaptcha = config.CAPTCHA_LOGIN !== 'off' && Math.max(accountFailures, ipFailures) + 1 >= CAPTCHA_AFTER_FAILURES;
    throw new AppError('LOGIN_FAILED', { data: { logonFailedTime, captchaRequired: captchaRequired || nowNeedsCaptcha } });
  }
  if (account.accountState === 'Lock') throw new AppError('ACCOUNT_DISABLED');

  await db.transaction(async (tx) => {
    await tx.delete(loginFailure).where(eq(loginFailure.subject, accountSubject));
    await tx.update(userAccount).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(userAccount.id, account.id));
  });
  return issueTokenPair({ db, config, userId: account.id, phoneMasked: account.phoneMasked, grantType: 'password', clientIp });
}

/**
 * Writes the failure (account and IP), bumps the account's failed count and locks the account for
 * 15 minutes at the 10th failure within an hour. Returns the account's failed count (logonFailedTime).
 */
async function recordFailure(db: Db, failure: { accountId: string | undefined; accountSubject: string; ipSubject: string }): Promise<number> {
  await db.insert(loginFailure).values([{ subject: failure.accountSubject }, { subject: failure.ipSubject }]);
  if (Math.random() < 0.02) {
    await db.delete(loginFailure).where(lt(loginFailure.failedAt, new Date(Date.now() - 24 * 3_600_000)));
  }
  if (!failure.accountId) return 0;
  const [lockWindowFailures = 0] = await countRecentFailures(db, [failure.accountSubject], LOCK_WINDOW_MINUTES);
  const [updated] = await db
    .update(userAccount)
    .set({
      failedLoginCount: sql`${userAccount.failedLoginCount} + 1`,
      ...(lockWindowFailures >= LOCK_AFTER_FAILURES ? { lockedUntil: new Date(Date.now() + LOCK_MINUTES * 60_000) } : {}),
    })
    .where(eq(userAccount.id, failure.accountId))
    .returning({ failedLoginCount: userAccount.failedLoginCount });
  return updated?.failedLoginCount ?? 0;
}

/** SMS-code login: username is the phone, verifyCode the code sent with purpose 'login'. */
async function verifyCodeGrant(context: GrantContext, request: TTokenRequest): Promise<TTokenResponse> {
  const { db, keys, config, clientIp } = context;
  const phone = required(request.username?.trim(), 'username', { zh: '请输入手机号', en: 'Please enter the mobile number' });
  if (!MOBILE_PATTERN.test(phone)) throw badRequest('username', MOBILE_MESSAGES.invalid);
  const code = required(request.verifyCode, 'verifyCode', SMS_CODE_MESSAGES.required);
  const [account] = await db
    .select()
    .from(userAccount)
    .where(eq(userAccount.phoneHash, keys.fieldCipher.lookupHash(phone)));
  await consumeSmsCode({ db, keys, phone, purpose: 'login', code });
  if (!account) throw new AppError('PHONE_NOT_REGISTERED');
  if (account.accountState === 'Lock') throw new AppError('ACCOUNT_DISABLED');
  await db.update(userAccount).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(userAccount.id, account.id));
  return issueTokenPair({ db, config, userId: account.id, phoneMasked: account.phoneMasked, grantType: 'verifyCode', clientIp });
}

/**
 * Unified-account login (000 §4.9, §7.2 grant unifiedAccountToken, logon_type email): `code` is the
 * one-time code the unified-account login issued (the sandbox: POST /api/dev/uaas/issueCode); the
 * enterprise area spends it and names the bound portal account, which gets tokens like any grant.
 */
async function unifiedAccountGrant(context: GrantContext, request: TTokenRequest): Promise<TTokenResponse> {
  const { db, config, clientIp } = context;
  const code = required(request.code, 'code', { zh: '缺少统一账号登录凭证', en: 'The unified account login credential is missing' });
  const userId = await exchangeUnifiedAccountCode({ db, code });
  const [account] = await db.select().from(userAccount).where(eq(userAccount.id, userId));
  if (!account) throw new AppError('UNIFIED_ACCOUNT_NOT_BOUND');
  if (account.accountState === 'Lock') throw new AppError('ACCOUNT_DISABLED');
  await db.update(userAccount).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(userAccount.id, account.id));
  return issueTokenPair({ db, config, userId: account.id, phoneMasked: account.phoneMasked, grantType: 'unifiedAccountToken', clientIp });
}
