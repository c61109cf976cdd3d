import { randomUUID } from 'node:crypto';
import type { TTokenResponse } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db/client';
import { authToken, userAccount } from './auth.tables';
import { hashToken, newOpaqueToken } from './tokens';

/** Who is calling, as every service sees it after requireAuth. */
export interface Actor {
  userId: string;
  logonId: string;
  userType: string;
  enterpriseId: string | null;
  roles: string[];
  tokenId: string;
}

type TokenLifetimes = Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_SECONDS'>;

/** Creates an access + refresh token pair (a new family unless one is given) and answers the OAuth shape. */
export async function issueTokenPair(options: {
  db: DbOrTx;
  config: TokenLifetimes;
  userId: string;
  phoneMasked: string;
  grantType: string;
  clientIp?: string;
  familyId?: string;
}): Promise<TTokenResponse> {
  const { db, config } = options;
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const now = Date.now();
  await db.insert(authToken).values({
    userId: options.userId,
    familyId: options.familyId ?? randomUUID(),
    accessTokenHash: hashToken(accessToken),
    refreshTokenHash: hashToken(refreshToken),
    accessExpiresAt: new Date(now + config.ACCESS_TOKEN_TTL_SECONDS * 1000),
    refreshExpiresAt: new Date(now + config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    grantType: options.grantType,
    clientIp: options.clientIp,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: refreshToken,
    scope: 'server',
    expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
    user_id: options.userId,
    phone: options.phoneMasked,
  };
}

/**
 * Refresh-token rotation: the presented token's row is retired and a new pair joins its family.
 * A refresh token that was already rotated or revoked being presented again means a copy is in
 * someone else's hands: the whole family is revoked (outside the refusing transaction, so it sticks).
 */
export async function rotateRefreshToken(options: { db: Db; config: TokenLifetimes; refreshToken: string; clientIp?: string }): Promise<TTokenResponse> {
  const { db, config } = options;
  const presentedHash = hashToken(options.refreshToken);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: authToken, accountState: userAccount.accountState, phoneMasked: userAccount.phoneMasked })
      .from(authToken)
      .innerJoin(userAccount, eq(userAccount.id, authToken.userId))
      .where(eq(authToken.refreshTokenHash, presentedHash))
      .for('update', { of: authToken });
    if (!row) return { kind: 'unknown' as const };
    if (row.token.rotatedAt || row.token.revokedAt) return { kind: 'reused' as const, familyId: row.token.familyId };
    if (row.token.refreshExpiresAt.getTime() <= Date.now() || row.accountState === 'Lock') return { kind: 'unknown' as const };
    await tx
      .update(authToken)
      .set({ rotatedAt: new Date(), revokedAt: new Date(), revokedReason: 'rotated' })
      .where(eq(authToken.id, row.token.id));
    const issued = await issueTokenPair({
      db: tx,
      config,
      userId: row.token.userId,
      phoneMasked: row.phoneMasked,
      grantType: 'refresh_token',
      clientIp: options.clientIp,
      familyId: row.token.familyId,
    });
    return { kind: 'rotated' as const, issued };
  });
  if (outcome.kind === 'rotated') return outcome.issued;
  if (outcome.kind === 'reused') await revokeFamily({ db, familyId: outcome.familyId, reason: 'refresh-token-reuse' });
  throw new AppError('REFRESH_TOKEN_INVALID');
}

export async function revokeFamily({ db, familyId, reason }: { db: DbOrTx; familyId: string; reason: string }): Promise<void> {
  await db
    .update(authToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authToken.familyId, familyId), isNull(authToken.revokedAt)));
}

/** Logout: the token's whole family (this login on this device) stops working at once. */
export async function revokeTokenFamilyOf({ db, tokenId, reason }: { db: DbOrTx; tokenId: string; reason: string }): Promise<void> {
  const [row] = await db.select({ familyId: authToken.familyId }).from(authToken).where(eq(authToken.id, tokenId));
  if (row) await revokeFamily({ db, familyId: row.familyId, reason });
}

/** Every login of a user ends (password reset, password change elsewhere), except optionally the caller's. */
export async function revokeUserTokens(options: { db: DbOrTx; userId: string; reason: string; exceptTokenId?: string }): Promise<void> {
  const { db, userId, reason, exceptTokenId } = options;
  let keepFamily: string | undefined;
  if (exceptTokenId) {
    const [row] = await db.select({ familyId: authToken.familyId }).from(authToken).where(eq(authToken.id, exceptTokenId));
    keepFamily = row?.familyId;
  }
  await db
    .update(authToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authToken.userId, userId),
        isNull(authToken.revokedAt),
        keepFamily ? sql`${authToken.familyId} <> ${keepFamily}` : undefined,
      ),
    );
}

/** A live access token's actor and when the token expires (the session cache keeps it no longer). */
export interface Session {
  actor: Actor;
  accessExpiresAt: Date;
}

/** The session behind a live access token (by its hash), or undefined when it is unknown, expired or revoked. */
export async function findSessionByTokenHash({ db, tokenHash }: { db: DbOrTx; tokenHash: string }): Promise<Session | undefined> {
  const [row] = await db
    .select({
      tokenId: authToken.id,
      userId: userAccount.id,
      logonId: userAccount.logonId,
      userType: userAccount.userType,
      enterpriseId: userAccount.enterpriseId,
      roles: userAccount.roles,
      accountState: userAccount.accountState,
      accessExpiresAt: authToken.accessExpiresAt,
    })
    .from(authToken)
    .innerJoin(userAccount, eq(userAccount.id, authToken.userId))
    .where(and(eq(authToken.accessTokenHash, tokenHash), isNull(authToken.revokedAt), gt(authToken.accessExpiresAt, new Date())));
  if (!row || row.accountState === 'Lock') return undefined;
  const { accountState: _state, accessExpiresAt, ...actor } = row;
  // Shared by every request of the session while cached: nobody may change it.
  return { actor: Object.freeze({ ...actor, roles: Object.freeze([...actor.roles]) as string[] }), accessExpiresAt };
}
