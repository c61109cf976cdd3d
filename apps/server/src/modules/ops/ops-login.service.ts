import { randomUUID } from 'node:crypto';
import type { TOpsLoginRequest, TOpsLoginResponse, TOpsOperatorProfile } from '@coastbook/contracts';
import { AppError, permissionsForOperatorRole, type OperatorRole } from '@coastbook/domain';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { ServerKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { hashPassword, readCredential, verifyPassword } from '../auth';
import { opsOperator, type OpsOperatorRow } from './ops.tables';
import { issueOpsToken, type Operator } from './ops-token.service';

/** The 5th consecutive wrong password locks the operator for 15 minutes. */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;

// A real argon2id hash of a random password, checked when the login name is unknown or the operator is
// locked, so those answers take as long as a wrong password and reveal nothing.
let decoyHash: Promise<string> | undefined;
const decoyPasswordHash = () => (decoyHash ??= hashPassword(`decoy-${randomUUID()}`));

export function profileOf(operator: Pick<OpsOperatorRow, 'id' | 'loginName' | 'displayName' | 'role' | 'mustChangePassword'>): TOpsOperatorProfile {
  return {
    operatorId: operator.id,
    loginName: operator.loginName,
    displayName: operator.displayName,
    role: operator.role as OperatorRole,
    permissions: permissionsForOperatorRole(operator.role),
    mustChangePassword: operator.mustChangePassword,
  };
}

export function profileOfActor(operator: Operator): TOpsOperatorProfile {
  const { operatorId, loginName, displayName, role, permissions, mustChangePassword } = operator;
  return { operatorId, loginName, displayName, role, permissions, mustChangePassword };
}

/**
 * POST /ops/auth/login. Unknown name, wrong password and a locked operator all answer the same
 * '账号或密码错误' after the same amount of work; only the right password of a disabled operator says so.
 */
export async function loginOperator(options: { db: Db; keys: ServerKeys; clientIp: string; request: TOpsLoginRequest }): Promise<TOpsLoginResponse> {
  const { db, keys, clientIp, request } = options;
  const password = readCredential({ keys, encrypted: request.password, field: 'password' });
  const [operator] = await db
    .select()
    .from(opsOperator)
    .where(sql`lower(${opsOperator.loginName}) = lower(${request.loginName})`);
  const isLocked = !!operator?.lockedUntil && operator.lockedUntil.getTime() > Date.now();
  const passwordMatches = await verifyPassword(operator && !isLocked ? operator.passwordHash : await decoyPasswordHash(), password);
  if (!operator || isLocked || !passwordMatches) {
    if (operator && !isLocked) await recordFailure({ db, operatorId: operator.id, clientIp });
    throw new AppError('OPS_LOGIN_FAILED');
  }
  if (operator.state !== 'Active') throw new AppError('OPS_OPERATOR_DISABLED');

  return db.transaction(async (tx) => {
    await tx.update(opsOperator).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(opsOperator.id, operator.id));
    const issued = await issueOpsToken({ db: tx, operatorId: operator.id, clientIp });
    await writeAudit({ db: tx, actorKind: 'operator', actorId: operator.id, action: 'ops.login', entityType: 'ops_operator', entityId: operator.id, ip: clientIp });
    return { ...issued, operator: profileOf(operator) };
  });
}

/**
 * Counts a wrong password in one statement (two failures at once cannot both miss the lock). The 5th
 * locks for 15 minutes and starts the count again; failures while locked are not counted, so the lock
 * is not extended by whoever keeps guessing.
 */
async function recordFailure({ db, operatorId, clientIp }: { db: Db; operatorId: string; clientIp: string }): Promise<void> {
  const reachesLock = sql`${opsOperator.failedLoginCount} + 1 >= ${LOCK_AFTER_FAILURES}`;
  const [updated] = await db
    .update(opsOperator)
    .set({
      failedLoginCount: sql`CASE WHEN ${reachesLock} THEN 0 ELSE ${opsOperator.failedLoginCount} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLock} THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE ${opsOperator.lockedUntil} END`,
    })
    .where(and(eq(opsOperator.id, operatorId), or(isNull(opsOperator.lockedUntil), lte(opsOperator.lockedUntil, sql`now()`))))
    .returning({ lockedUntil: opsOperator.lockedUntil });
  if (updated?.lockedUntil && updated.lockedUntil.getTime() > Date.now()) {
    await writeAudit({
      db,
      actorKind: 'system',
      action: 'ops.operator.lock',
      entityType: 'ops_operator',
      entityId: operatorId,
      after: { lockedUntil: updated.lockedUntil },
      reason: `连续${LOCK_AFTER_FAILURES}次密码错误，锁定${LOCK_MINUTES}分钟`,
      ip: clientIp,
    });
  }
}
