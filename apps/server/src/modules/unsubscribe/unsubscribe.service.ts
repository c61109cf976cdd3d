import type { TOpsUnsubscribePage, TUnsubscribeApplyRequest, TUnsubscribeCheck, TUnsubscribeRequest } from '@coastbook/contracts';
import { AppError, catalogueMessageIn, ERROR_MESSAGES_EN, ERRORS, type ErrorKey, type Language } from '@coastbook/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { ServerKeys } from '../../platform/crypto';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit';
import { revokeUserTokens, userAccount, type Actor } from '../auth';
import { certificationRequest, enterprise, enterpriseRelationRequest, entMasterRequest, subUserToken, uaasBinding } from '../enterprise';
import { sendCustomerMessage } from '../message';
import { consumeSmsCode, sendVerificationCode } from '../verification';
import { accountCancellationRequest } from './unsubscribe.tables';

/**
 * Account cancellation (/unsubscribeApply), as a carrier portal does it:
 * 1. the page asks `check`: an account with unfinished business cannot apply — a main account whose
 *    enterprise still has linked or applying users (hand the main account over or remove them first),
 *    or a certification, link or main-account change request still under review;
 * 2. the user states a reason and confirms with an SMS code (purpose ACCOUNT_CANCEL) sent to the
 *    account's own phone; the request waits for customer service (W); the user may withdraw it (X);
 * 3. an operator approves (A: the account is locked, every login token revoked, its unified-account
 *    binding released, so login answers "账号已被停用") or refuses (R, the reason told by message).
 * The blockers are checked again at approval: the account may have changed while it waited.
 */

const PURPOSE = 'ACCOUNT_CANCEL';
type RequestRow = typeof accountCancellationRequest.$inferSelect;
type AccountRow = typeof userAccount.$inferSelect;

function toView(row: RequestRow): TUnsubscribeRequest {
  return {
    id: row.id,
    status: row.status as TUnsubscribeRequest['status'],
    reason: row.reason,
    refuseReason: row.refuseReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

async function getAccount(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}): Promise<AccountRow> {
  const query = db.select().from(userAccount).where(eq(userAccount.id, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

/** What keeps this account from being cancelled now, as catalogue keys (empty: it may be cancelled). */
async function findBlockers(db: DbOrTx, account: AccountRow): Promise<ErrorKey[]> {
  const blockers: ErrorKey[] = [];
  if (account.userType === 'M' && account.enterpriseId) {
    const [own] = await db.select({ masterUserId: enterprise.masterUserId }).from(enterprise).where(eq(enterprise.id, account.enterpriseId));
    if (own?.masterUserId === account.id) {
      const [users] = await db
        .select({ total: count() })
        .from(enterpriseRelationRequest)
        .where(and(eq(enterpriseRelationRequest.enterpriseId, account.enterpriseId), inArray(enterpriseRelationRequest.status, ['A', 'W']), ne(enterpriseRelationRequest.userId, account.id)));
      if ((users?.total ?? 0) > 0) blockers.push('UNSUBSCRIBE_MAIN_ACCOUNT_HAS_USERS');
    }
  }
  const [certifying] = await db.select({ id: certificationRequest.id }).from(certificationRequest).where(and(eq(certificationRequest.userId, account.id), eq(certificationRequest.status, 'Submit'))).limit(1);
  const [linking] = await db
    .select({ id: enterpriseRelationRequest.id })
    .from(enterpriseRelationRequest)
    .where(and(eq(enterpriseRelationRequest.userId, account.id), eq(enterpriseRelationRequest.status, 'W')))
    .limit(1);
  const [changing] = await db
    .select({ id: entMasterRequest.id })
    .from(entMasterRequest)
    .where(and(inArray(entMasterRequest.status, ['M', 'W']), eq(entMasterRequest.applicantUserId, account.id)))
    .limit(1);
  const [handingOver] = await db
    .select({ id: entMasterRequest.id })
    .from(entMasterRequest)
    .where(and(inArray(entMasterRequest.status, ['M', 'W']), eq(entMasterRequest.previousMasterUserId, account.id)))
    .limit(1);
  if (certifying || linking || changing || handingOver) blockers.push('UNSUBSCRIBE_REQUEST_IN_PROGRESS');
  return blockers;
}

async function findWaiting(db: DbOrTx, userId: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(accountCancellationRequest).where(and(eq(accountCancellationRequest.userId, userId), eq(accountCancellationRequest.status, 'W')));
  return row;
}

/** GET web/unsubscribe/check: the blockers worded in the caller's language. */
export async function checkUnsubscribe(options: { db: Db; actor: Actor; language: Language }): Promise<TUnsubscribeCheck> {
  const account = await getAccount(options.db, options.actor.userId);
  const blockers: ErrorKey[] = (await findWaiting(options.db, account.id)) ? ['UNSUBSCRIBE_PENDING'] : await findBlockers(options.db, account);
  const blockerOf = (key: ErrorKey) => ({ code: ERRORS[key].code, msg: catalogueMessageIn(key, options.language) });
  return { allowed: blockers.length === 0, blockers: blockers.map(blockerOf), maskedPhone: account.phoneMasked };
}

async function assertMayApply(db: DbOrTx, account: AccountRow): Promise<void> {
  if (await findWaiting(db, account.id)) throw new AppError('UNSUBSCRIBE_PENDING');
  const [first] = await findBlockers(db, account);
  if (first) throw new AppError(first);
}

/** POST web/unsubscribe/sendCode: a code to the account's own phone; refused first when the account may not apply. */
export async function sendUnsubscribeCode(options: { db: Db; keys: ServerKeys; config: Config; actor: Actor; clientIp: string }) {
  const { db, keys, config, actor, clientIp } = options;
  const account = await getAccount(db, actor.userId);
  await assertMayApply(db, account);
  return sendVerificationCode({ db, keys, config, channel: 'sms', target: keys.fieldCipher.decrypt(account.phoneEncrypted), purpose: PURPOSE, clientIp });
}

/** POST web/unsubscribe/apply: checks, then spends the code (a wrong one counts), then records the request. */
export async function applyUnsubscribe(options: { db: Db; keys: ServerKeys; actor: Actor; request: TUnsubscribeApplyRequest }): Promise<TUnsubscribeRequest> {
  const { db, keys, actor, request } = options;
  const account = await getAccount(db, actor.userId);
  await assertMayApply(db, account);
  // The root db, not a transaction: a wrong try must stay counted (see consumeSmsCode).
  await consumeSmsCode({ db, keys, phone: keys.fieldCipher.decrypt(account.phoneEncrypted), purpose: PURPOSE, code: request.smsCode });
  try {
    return await db.transaction(async (tx) => {
      const locked = await getAccount(tx, actor.userId, { forUpdate: true });
      await assertMayApply(tx, locked);
      const [created] = await tx.insert(accountCancellationRequest).values({ userId: locked.id, reason: request.reason }).returning();
      await sendCustomerMessage({
        db: tx,
        userId: locked.id,
        theme: 'ACCOUNT',
        title: '账号注销申请已提交',
        content: '您的账号注销申请已提交，客服将在1-3个工作日内审核。审核通过后账号将被停用且无法恢复；如非本人操作，请立即撤回申请并修改密码。',
        businessId: created!.id,
      });
      return toView(created!);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'account_cancellation_request_pending_key') {
      throw new AppError('UNSUBSCRIBE_PENDING');
    }
    throw error;
  }
}

/** GET web/unsubscribe/current: the caller's latest request. */
export async function findCurrentUnsubscribe(options: { db: Db; actor: Actor }): Promise<TUnsubscribeRequest | null> {
  const [row] = await options.db
    .select()
    .from(accountCancellationRequest)
    .where(eq(accountCancellationRequest.userId, options.actor.userId))
    .orderBy(desc(accountCancellationRequest.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}

/** POST web/unsubscribe/cancel: the applicant withdraws a waiting request; another user's id answers as absent. */
export async function withdrawUnsubscribe(options: { db: Db; actor: Actor; id: string }): Promise<TUnsubscribeRequest> {
  return options.db.transaction(async (tx) => {
    const [row] = await tx.select().from(accountCancellationRequest).where(eq(accountCancellationRequest.id, options.id)).for('update');
    if (!row || row.userId !== options.actor.userId) throw new AppError('UNSUBSCRIBE_NOT_FOUND');
    if (row.status !== 'W') throw new AppError('UNSUBSCRIBE_NOT_PENDING');
    const [updated] = await tx.update(accountCancellationRequest).set({ status: 'X', decidedAt: new Date() }).where(eq(accountCancellationRequest.id, row.id)).returning();
    return toView(updated!);
  });
}

/** GET /api/ops/unsubscribe-requests: waiting ones oldest first; decided ones newest first. */
export async function findUnsubscribeQueue(options: { db: DbOrTx; status: TUnsubscribeRequest['status']; current: number; size: number }): Promise<TOpsUnsubscribePage> {
  const { db, status, current, size } = options;
  const where = eq(accountCancellationRequest.status, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ request: accountCancellationRequest, logonId: userAccount.logonId, userType: userAccount.userType, phoneMasked: userAccount.phoneMasked, enterpriseCnnme: enterprise.enterpriseCnnme })
      .from(accountCancellationRequest)
      .innerJoin(userAccount, eq(userAccount.id, accountCancellationRequest.userId))
      .leftJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId))
      .where(where)
      .orderBy(status === 'W' ? asc(accountCancellationRequest.createdAt) : desc(accountCancellationRequest.decidedAt))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(accountCancellationRequest).where(where),
  ]);
  return {
    records: rows.map((row) => ({
      ...toView(row.request),
      userId: row.request.userId,
      logonId: row.logonId,
      userType: row.userType,
      enterpriseCnnme: row.enterpriseCnnme,
      phoneMasked: row.phoneMasked,
    })),
    total: totals?.total ?? 0,
    current,
    size,
  };
}

/**
 * A cancelled sub-account leaves its enterprise as a main account's removal would (link X, user N
 * without enterprise, integration tokens revoked), so it no longer counts towards the link limit;
 * the main account is told.
 */
async function leaveEnterprise(tx: DbOrTx, account: AccountRow, now: Date): Promise<void> {
  const enterpriseId = account.enterpriseId!;
  await tx
    .update(enterpriseRelationRequest)
    .set({ status: 'X', decidedAt: now, updatedAt: now })
    .where(and(eq(enterpriseRelationRequest.userId, account.id), eq(enterpriseRelationRequest.enterpriseId, enterpriseId), eq(enterpriseRelationRequest.status, 'A')));
  await tx.update(userAccount).set({ userType: 'N', enterpriseId: null, updatedAt: now }).where(eq(userAccount.id, account.id));
  await tx.update(subUserToken).set({ revokedAt: now }).where(and(eq(subUserToken.userId, account.id), isNull(subUserToken.revokedAt)));
  const [own] = await tx.select({ masterUserId: enterprise.masterUserId, name: enterprise.enterpriseCnnme }).from(enterprise).where(eq(enterprise.id, enterpriseId));
  if (own) {
    await sendCustomerMessage({
      db: tx,
      userId: own.masterUserId,
      theme: 'ACCOUNT',
      title: '子账号已注销',
      content: `“${own.name}”的子账号 ${account.logonId} 已注销，其企业关联已解除。`,
    });
  }
}

/** An operator's decision on a waiting request, audited in the same transaction. */
export async function decideUnsubscribeAsOperator(options: {
  db: Db;
  operatorId: string;
  requestId: string;
  decision: 'approve' | 'refuse';
  reason: string | null;
  clientIp: string;
}): Promise<TUnsubscribeRequest> {
  const { db, operatorId, requestId, decision, reason, clientIp } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(accountCancellationRequest).where(eq(accountCancellationRequest.id, requestId)).for('update');
    if (!row) throw new AppError('UNSUBSCRIBE_NOT_FOUND');
    if (row.status !== 'W') throw new AppError('UNSUBSCRIBE_NOT_PENDING');
    const account = await getAccount(tx, row.userId, { forUpdate: true });
    const now = new Date();
    if (decision === 'approve') {
      const [blocker] = await findBlockers(tx, account);
      if (blocker) throw new AppError(blocker, {
          msg: { zh: `该账号暂不能注销：${ERRORS[blocker].msg}`, en: `This account cannot be cancelled yet: ${ERROR_MESSAGES_EN[blocker]}` },
        });
      await tx.update(userAccount).set({ accountState: 'Lock', updatedAt: now }).where(eq(userAccount.id, account.id));
      await revokeUserTokens({ db: tx, userId: account.id, reason: 'account-cancelled' });
      await tx.delete(uaasBinding).where(eq(uaasBinding.userId, account.id));
      if (account.userType === 'S' && account.enterpriseId) await leaveEnterprise(tx, account, now);
    }
    const status = decision === 'approve' ? 'A' : 'R';
    const [updated] = await tx
      .update(accountCancellationRequest)
      .set({ status, refuseReason: decision === 'refuse' ? reason : null, decidedByOperatorId: operatorId, decidedAt: now })
      .where(eq(accountCancellationRequest.id, row.id))
      .returning();
    await sendCustomerMessage({
      db: tx,
      userId: account.id,
      theme: 'ACCOUNT',
      title: decision === 'approve' ? '账号已注销' : '账号注销申请未通过',
      content: decision === 'approve' ? '您的账号注销申请已通过审核，账号已停用。' : `您的账号注销申请未通过审核，原因：${reason ?? ''}。`,
      businessId: row.id,
    });
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: operatorId,
      action: `account-cancellation.${decision}`,
      entityType: 'user_account',
      entityId: account.id,
      before: { requestStatus: 'W', accountState: account.accountState },
      after: { requestStatus: status, accountState: decision === 'approve' ? 'Lock' : account.accountState },
      reason,
      ip: clientIp,
    });
    return toView(updated!);
  });
}
