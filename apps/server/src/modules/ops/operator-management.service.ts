import type {
  TChangeOwnOperatorPasswordRequest,
  TCreateOperatorRequest,
  TOperatorListQuery,
  TOperatorPage,
  TOperatorRecord,
  TResetOperatorPasswordResponse,
} from '@coastbook/contracts';
import { AppError, type AuditAction, type OperatorRole, type OperatorState } from '@coastbook/domain';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { ServerKeys } from '../../platform/crypto';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../platform/db/client';
import { hashPassword, readCredential, verifyPassword } from '../auth';
import { opsOperator, opsToken, type OpsOperatorRow } from './ops.tables';
import type { Operator } from './ops-token.service';
import { assertStrongOperatorPassword, generateOperatorPassword } from './operator-password';
import { operatorChangeRefusal } from './operator-rules';

/**
 * Operator management (permission ops_operator_manage, role admin). Every change writes an audit row
 * (before / after without any password hash) in the transaction that makes it.
 */

interface Audited {
  db: Db;
  actor: Operator;
  clientIp: string;
}

function recordOf(row: OpsOperatorRow): TOperatorRecord {
  return {
    operatorId: row.id,
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role as OperatorRole,
    state: row.state as OperatorState,
    mustChangePassword: row.mustChangePassword,
    lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil.toISOString() : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit row keeps of an operator: never the hash. */
function auditSnapshot(row: OpsOperatorRow) {
  return { loginName: row.loginName, displayName: row.displayName, role: row.role, state: row.state, mustChangePassword: row.mustChangePassword };
}

/** Ends every live session of an operator at once (disable, password reset). */
async function revokeOperatorTokens(db: DbOrTx, operatorId: string, reason: string, keepTokenId?: string): Promise<void> {
  await db
    .update(opsToken)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(opsToken.operatorId, operatorId), isNull(opsToken.revokedAt), keepTokenId ? ne(opsToken.id, keepTokenId) : undefined));
}

/** GET /ops/operators */
export async function findOperators({ db, query }: { db: DbOrTx; query: TOperatorListQuery }): Promise<TOperatorPage> {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(opsOperator.loginName, pattern), ilike(opsOperator.displayName, pattern))!);
  }
  if (query.state) conditions.push(eq(opsOperator.state, query.state));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(opsOperator)
    .where(where)
    .orderBy(desc(opsOperator.createdAt), asc(opsOperator.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(opsOperator).where(where);
  return { records: rows.map(recordOf), total: totals?.total ?? 0, current: query.current, size: query.size };
}

/** POST /ops/operators: a strong initial password the new operator must replace at the first login. */
export async function createOperator(options: Audited & { keys: ServerKeys; request: TCreateOperatorRequest }): Promise<TOperatorRecord> {
  const { db, keys, actor, clientIp, request } = options;
  const password = readCredential({ keys, encrypted: request.password, field: 'password' });
  assertStrongOperatorPassword(password, request.loginName, 'password');
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: opsOperator.id }).from(opsOperator).where(sql`lower(${opsOperator.loginName}) = lower(${request.loginName})`);
      if (taken) throw new AppError('OPS_LOGIN_NAME_TAKEN', { field: 'loginName' });
      const [row] = await tx
        .insert(opsOperator)
        .values({ loginName: request.loginName, displayName: request.displayName, role: request.role, passwordHash, mustChangePassword: true })
        .returning();
      await writeAudit({ db: tx, actorKind: 'operator', actorId: actor.operatorId, action: 'ops.operator.create', entityType: 'ops_operator', entityId: row!.id, after: auditSnapshot(row!), ip: clientIp });
      return recordOf(row!);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'ops_operator_login_name_key') throw new AppError('OPS_LOGIN_NAME_TAKEN', { field: 'loginName' });
    throw error;
  }
}

/**
 * One change to another operator under the rules of operator-rules.ts: the active administrators and
 * the target are locked (in id order, so two changes never deadlock), checked, changed and audited.
 */
async function changeOperator(
  options: Audited & {
    operatorId: string;
    action: AuditAction;
    change: { state?: OperatorState; role?: OperatorRole };
    apply: (tx: DbOrTx, row: OpsOperatorRow) => Promise<OpsOperatorRow>;
  },
): Promise<OpsOperatorRow> {
  const { db, actor, clientIp, operatorId, action, change, apply } = options;
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: opsOperator.id })
      .from(opsOperator)
      .where(and(eq(opsOperator.role, 'admin'), eq(opsOperator.state, 'Active')))
      .orderBy(asc(opsOperator.id))
      .for('update');
    const [target] = await tx.select().from(opsOperator).where(eq(opsOperator.id, operatorId)).for('update');
    if (!target) throw new AppError('OPS_OPERATOR_NOT_FOUND');
    const refusal = operatorChangeRefusal({
      actorId: actor.operatorId,
      target: { operatorId: target.id, role: target.role as OperatorRole, state: target.state as OperatorState },
      change,
      activeAdminIds: admins.map((admin) => admin.id),
    });
    if (refusal) throw new AppError(refusal);
    const changed = await apply(tx, target);
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: actor.operatorId,
      action,
      entityType: 'ops_operator',
      entityId: target.id,
      before: auditSnapshot(target),
      after: auditSnapshot(changed),
      ip: clientIp,
    });
    return changed;
  });
}

async function updateOperator(tx: DbOrTx, operatorId: string, fields: Partial<typeof opsOperator.$inferInsert>): Promise<OpsOperatorRow> {
  const [row] = await tx
    .update(opsOperator)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(opsOperator.id, operatorId))
    .returning();
  return row!;
}

/** POST /ops/operators/:id/disable and /enable. Disabling ends the operator's sessions at once. */
export async function setOperatorState(options: Audited & { operatorId: string; state: OperatorState }): Promise<TOperatorRecord> {
  const { state } = options;
  const row = await changeOperator({
    ...options,
    action: state === 'Disabled' ? 'ops.operator.disable' : 'ops.operator.enable',
    change: { state },
    apply: async (tx, target) => {
      if (state === 'Disabled') await revokeOperatorTokens(tx, target.id, 'operator disabled');
      // Enabling also lifts a lock after wrong passwords: the administrator has looked at the account.
      return updateOperator(tx, target.id, state === 'Active' ? { state, failedLoginCount: 0, lockedUntil: null } : { state });
    },
  });
  return recordOf(row);
}

/** POST /ops/operators/:id/role */
export async function changeOperatorRole(options: Audited & { operatorId: string; role: OperatorRole }): Promise<TOperatorRecord> {
  const { role } = options;
  const row = await changeOperator({ ...options, action: 'ops.operator.role', change: { role }, apply: (tx, target) => updateOperator(tx, target.id, { role }) });
  return recordOf(row);
}

/**
 * POST /ops/operators/:id/reset-password: a generated one-time password, answered once and never
 * stored in clear; the operator's sessions end and the next login must choose a new password.
 */
export async function resetOperatorPassword(options: Audited & { operatorId: string }): Promise<TResetOperatorPasswordResponse> {
  const [existing] = await options.db.select({ loginName: opsOperator.loginName }).from(opsOperator).where(eq(opsOperator.id, options.operatorId));
  if (!existing) throw new AppError('OPS_OPERATOR_NOT_FOUND');
  const password = generateOperatorPassword(existing.loginName);
  const passwordHash = await hashPassword(password);
  const row = await changeOperator({
    ...options,
    action: 'ops.operator.reset-password',
    change: {},
    apply: async (tx, target) => {
      await revokeOperatorTokens(tx, target.id, 'password reset');
      return updateOperator(tx, target.id, { passwordHash, mustChangePassword: true, failedLoginCount: 0, lockedUntil: null, passwordChangedAt: new Date() });
    },
  });
  return { operator: recordOf(row), password };
}

/**
 * POST /ops/auth/password: the logged-in operator replaces their password (required after a create or
 * reset). The other sessions end; this one stays.
 */
export async function changeOwnOperatorPassword(options: Audited & { keys: ServerKeys; request: TChangeOwnOperatorPasswordRequest }): Promise<boolean> {
  const { db, keys, actor, clientIp, request } = options;
  const oldPassword = readCredential({ keys, encrypted: request.oldPassword, field: 'oldPassword' });
  const newPassword = readCredential({ keys, encrypted: request.newPassword, field: 'newPassword' });
  const [row] = await db.select().from(opsOperator).where(eq(opsOperator.id, actor.operatorId));
  if (!row) throw new AppError('OPS_OPERATOR_NOT_FOUND');
  if (!(await verifyPassword(row.passwordHash, oldPassword))) throw new AppError('OPS_PASSWORD_WRONG', { field: 'oldPassword' });
  if (newPassword === oldPassword) throw new AppError('OPS_PASSWORD_SAME_AS_OLD', { field: 'newPassword' });
  assertStrongOperatorPassword(newPassword, row.loginName, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updateOperator(tx, row.id, { passwordHash, mustChangePassword: false, passwordChangedAt: new Date() });
    await revokeOperatorTokens(tx, row.id, 'password changed', actor.tokenId);
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: actor.operatorId,
      action: 'ops.operator.password-change',
      entityType: 'ops_operator',
      entityId: row.id,
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: false },
      ip: clientIp,
    });
  });
  return true;
}
