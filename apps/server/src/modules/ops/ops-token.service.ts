import crypto from 'node:crypto';
import { permissionsForOperatorRole, type OperatorRole, type OpsPermission } from '@coastbook/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { opsOperator, opsToken } from './ops.tables';

/** An operator session lasts one shift; there is no refresh token, the operator logs in again. */
export const OPS_TOKEN_TTL_SECONDS = 8 * 3600;

/** The operator behind a request, as every ops service sees it after requireOperator. */
export interface Operator {
  operatorId: string;
  loginName: string;
  displayName: string;
  role: OperatorRole;
  permissions: OpsPermission[];
  tokenId: string;
  /** An initial or reset password not yet replaced: requireOperator lets only permission-free calls through. */
  mustChangePassword: boolean;
}

function hashOpsToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** A new opaque token (32 random bytes); only its SHA-256 is stored. */
export async function issueOpsToken(options: { db: DbOrTx; operatorId: string; clientIp: string }): Promise<{ token: string; expiresIn: number }> {
  const token = crypto.randomBytes(32).toString('base64url');
  await options.db.insert(opsToken).values({
    operatorId: options.operatorId,
    tokenHash: hashOpsToken(token),
    expiresAt: new Date(Date.now() + OPS_TOKEN_TTL_SECONDS * 1000),
    clientIp: options.clientIp,
  });
  return { token, expiresIn: OPS_TOKEN_TTL_SECONDS };
}

/** The operator of a live token: known, not expired, not revoked, and the operator still active. */
export async function findOperatorByToken({ db, token }: { db: DbOrTx; token: string }): Promise<Operator | undefined> {
  const [row] = await db
    .select({
      tokenId: opsToken.id,
      operatorId: opsOperator.id,
      loginName: opsOperator.loginName,
      displayName: opsOperator.displayName,
      role: opsOperator.role,
      state: opsOperator.state,
      mustChangePassword: opsOperator.mustChangePassword,
    })
    .from(opsToken)
    .innerJoin(opsOperator, eq(opsOperator.id, opsToken.operatorId))
    .where(and(eq(opsToken.tokenHash, hashOpsToken(token)), isNull(opsToken.revokedAt), gt(opsToken.expiresAt, new Date())));
  if (!row || row.state !== 'Active') return undefined;
  return {
    tokenId: row.tokenId,
    operatorId: row.operatorId,
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role as OperatorRole,
    permissions: permissionsForOperatorRole(row.role),
    mustChangePassword: row.mustChangePassword,
  };
}

export async function revokeOpsToken({ db, tokenId, reason }: { db: DbOrTx; tokenId: string; reason: string }): Promise<void> {
  await db
    .update(opsToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(opsToken.id, tokenId), isNull(opsToken.revokedAt)));
}
