import type { TMasterApplyRequest, TMasterChangeRequest, TMasterRequest, TMasterUpdateRequest, TStateChangeEvent } from '@coastbook/contracts';
import { AppError, SUB_USER_RIGHTS, valuesOf } from '@coastbook/domain';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../../platform/db/client';
import { userAccount, type Actor } from '../../auth';
import { assertFilesOwnedBy } from '../../file';
import { accountStateEvent, enterprise, enterpriseRelationRequest, entMasterRequest, subUserToken } from '../enterprise.tables';
import { getAccount, isoOrNull, requireEnterpriseMain, type EnterpriseRow, type Page } from '../enterprise-access';
import { MESSAGE_THEME, notifyUser } from '../notify';
import { customerActor, recordStateChanges, type StateActor, type StateChange } from '../state-events';

/**
 * Main-account changes (entMasterReq, pages /entMasterReq/apply and /change):
 * - apply: a linked sub-account asks to become the main account, with its reason and the enterprise's
 *   authorisation letter; the request waits for the current main account (status M, "enterprise
 *   reviewing"), who agrees or refuses it (update); once agreed it waits for customer service (W,
 *   "customer service reviewing", 000 §4.1), whose operator approves (A, the swap) or refuses (R) it in
 *   the console (master-request-review.ts); the applicant may cancel it while M or W (X);
 * - change: the main account hands over to one of its linked sub-accounts at once (A).
 * On A the two swap: the new main account becomes M and the enterprise's master; the old one becomes a
 * sub-account with ALL visibility and every right. One pending request per enterprise.
 */

type MasterRow = typeof entMasterRequest.$inferSelect;
const applicant = alias(userAccount, 'applicant');
const previous = alias(userAccount, 'previous_master');

const requestColumns = { request: entMasterRequest, applicantLogonId: applicant.logonId, previousMasterLogonId: previous.logonId };

function toView(row: { request: MasterRow; applicantLogonId: string | null; previousMasterLogonId: string | null }): TMasterRequest {
  return {
    id: row.request.id,
    enterpriseId: row.request.enterpriseId,
    kind: row.request.kind as TMasterRequest['kind'],
    status: row.request.status as TMasterRequest['status'],
    applicantUserId: row.request.applicantUserId,
    applicantLogonId: row.applicantLogonId ?? '',
    previousMasterLogonId: row.previousMasterLogonId,
    reason: row.request.reason,
    decisionNote: row.request.decisionNote,
    createdAt: row.request.createdAt.toISOString(),
    decidedAt: isoOrNull(row.request.decidedAt),
  };
}

/** POST entMasterReq/search: the main account sees its enterprise's requests; a sub-account its own; others none. */
export async function searchMasterRequests(options: { db: Db; actor: Actor; current: number; size: number }): Promise<Page<TMasterRequest>> {
  const { db, actor, current, size } = options;
  const account = await getAccount(db, actor.userId);
  let where: SQL | undefined;
  if (account.userType === 'M' && account.enterpriseId) where = eq(entMasterRequest.enterpriseId, account.enterpriseId);
  else if (account.userType === 'S' && account.enterpriseId) where = and(eq(entMasterRequest.enterpriseId, account.enterpriseId), eq(entMasterRequest.applicantUserId, account.id));
  if (!where) return { records: [], total: 0, current, size };
  const [rows, [totals]] = await Promise.all([
    db
      .select(requestColumns)
      .from(entMasterRequest)
      .leftJoin(applicant, eq(applicant.id, entMasterRequest.applicantUserId))
      .leftJoin(previous, eq(previous.id, entMasterRequest.previousMasterUserId))
      .where(where)
      .orderBy(desc(entMasterRequest.createdAt), desc(entMasterRequest.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(entMasterRequest).where(where),
  ]);
  return { records: rows.map(toView), total: totals?.total ?? 0, current, size };
}

async function assertNoPendingRequest(db: DbOrTx, enterpriseId: string): Promise<void> {
  const [pending] = await db.select({ id: entMasterRequest.id }).from(entMasterRequest).where(and(eq(entMasterRequest.enterpriseId, enterpriseId), inArray(entMasterRequest.status, ['M', 'W'])));
  if (pending) throw new AppError('MASTER_REQUEST_PENDING');
}

/** POST entMasterReq/apply: a linked sub-account of a certified enterprise asks to become its main account. */
export async function applyForMaster(options: { db: Db; actor: Actor; request: TMasterApplyRequest }): Promise<{ id: string }> {
  const { db, actor, request } = options;
  try {
    return await db.transaction(async (tx) => {
      const account = await getAccount(tx, actor.userId, { forUpdate: true });
      const [row] = account.userType === 'S' && account.enterpriseId ? await tx.select().from(enterprise).where(eq(enterprise.id, account.enterpriseId)).for('update') : [];
      if (!row || row.checkStatus !== 'Confirm') throw new AppError('FORBIDDEN', { msg: { zh: '仅企业已关联的子账号可以申请成为主账号', en: 'Only a linked sub-account of the enterprise can apply to become its main account' } });
      await assertNoPendingRequest(tx, row.id);
      await assertFilesOwnedBy({ db: tx, userId: account.id, fileIds: request.fileIds });
      const [created] = await tx
        .insert(entMasterRequest)
        .values({ enterpriseId: row.id, kind: 'apply', status: 'M', applicantUserId: account.id, previousMasterUserId: row.masterUserId, reason: request.reason, fileIds: request.fileIds })
        .returning({ id: entMasterRequest.id });
      await recordStateChanges(tx, [
        { subjectType: 'ent_master_request', subjectId: created!.id, enterpriseId: row.id, userId: account.id, actor: customerActor(account.id), field: 'masterStatus', from: null, to: 'M', reason: request.reason },
      ]);
      await notifyUser(tx, {
        userId: row.masterUserId,
        theme: MESSAGE_THEME.account,
        title: '主账号变更申请',
        content: `子账号 ${account.logonId} 申请成为“${row.enterpriseCnnme}”的主账号，原因：${request.reason}。请在主账号变更中审核。`,
        businessId: created!.id,
      });
      return { id: created!.id };
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'ent_master_request_pending_key') throw new AppError('MASTER_REQUEST_PENDING');
    throw error;
  }
}

/** The swap of an approved change (see the top of this file), with its events and messages. */
export async function swapMaster(tx: DbOrTx, row: EnterpriseRow, newMasterId: string, actorUserId: string | null, requestId: string, stateActor?: StateActor): Promise<void> {
  const oldMasterId = row.masterUserId;
  const now = new Date();
  const actor = stateActor ?? customerActor(actorUserId!);
  const [newLink] = await tx
    .select()
    .from(enterpriseRelationRequest)
    .where(and(eq(enterpriseRelationRequest.userId, newMasterId), eq(enterpriseRelationRequest.enterpriseId, row.id), eq(enterpriseRelationRequest.status, 'A')))
    .for('update');
  const [target] = await tx.select().from(userAccount).where(eq(userAccount.id, newMasterId)).for('update');
  if (!newLink || !target || target.userType !== 'S' || target.enterpriseId !== row.id) throw new AppError('MASTER_TARGET_INVALID');

  await tx.update(enterpriseRelationRequest).set({ status: 'X', decidedBy: actorUserId, decidedAt: now, updatedAt: now }).where(eq(enterpriseRelationRequest.id, newLink.id));
  await tx.update(subUserToken).set({ revokedAt: now }).where(and(eq(subUserToken.userId, newMasterId), isNull(subUserToken.revokedAt)));
  await tx.update(userAccount).set({ userType: 'M', updatedAt: now }).where(eq(userAccount.id, newMasterId));
  await tx.update(userAccount).set({ userType: 'S', updatedAt: now }).where(eq(userAccount.id, oldMasterId));
  const [oldLink] = await tx
    .insert(enterpriseRelationRequest)
    .values({ userId: oldMasterId, enterpriseId: row.id, status: 'A', applicantNote: '原主账号', visibility: 'ALL', rights: valuesOf(SUB_USER_RIGHTS), decidedBy: actorUserId, decidedAt: now })
    .returning({ id: enterpriseRelationRequest.id });
  await tx.update(enterprise).set({ masterUserId: newMasterId, updatedAt: now }).where(eq(enterprise.id, row.id));

  const events: StateChange[] = [
    { subjectType: 'enterprise', subjectId: row.id, enterpriseId: row.id, userId: newMasterId, actor, field: 'masterUserId', from: oldMasterId, to: newMasterId, reason: requestId },
    { subjectType: 'user_account', subjectId: newMasterId, enterpriseId: row.id, userId: newMasterId, actor, field: 'userType', from: 'S', to: 'M' },
    { subjectType: 'user_account', subjectId: oldMasterId, enterpriseId: row.id, userId: oldMasterId, actor, field: 'userType', from: 'M', to: 'S' },
    { subjectType: 'relation_request', subjectId: newLink.id, enterpriseId: row.id, userId: newMasterId, actor, field: 'relationStatus', from: 'A', to: 'X', reason: 'became main account' },
    { subjectType: 'relation_request', subjectId: oldLink!.id, enterpriseId: row.id, userId: oldMasterId, actor, field: 'relationStatus', from: null, to: 'A', reason: 'former main account' },
  ];
  await recordStateChanges(tx, events);
  await notifyUser(tx, { userId: newMasterId, theme: MESSAGE_THEME.account, title: '主账号变更完成', content: `您已成为“${row.enterpriseCnnme}”的企业主账号。`, businessId: requestId });
  await notifyUser(tx, {
    userId: oldMasterId,
    theme: MESSAGE_THEME.account,
    title: '主账号变更完成',
    content: `“${row.enterpriseCnnme}”的主账号已变更为 ${target.logonId}，您的账号现为该企业的子账号（可查看企业全部订单）。`,
    businessId: requestId,
  });
}

/** POST entMasterReq/change: the main account hands over to a linked sub-account; passed at once. */
export async function changeMaster(options: { db: Db; actor: Actor; request: TMasterChangeRequest }): Promise<true> {
  const { db, actor, request } = options;
  try {
    await db.transaction(async (tx) => {
      const { enterprise: row } = await requireEnterpriseMain(tx, actor.userId, { forUpdate: true });
      if (request.newMasterUserId === actor.userId) throw new AppError('MASTER_TARGET_INVALID');
      await assertNoPendingRequest(tx, row.id);
      const [created] = await tx
        .insert(entMasterRequest)
        .values({ enterpriseId: row.id, kind: 'change', status: 'A', applicantUserId: request.newMasterUserId, previousMasterUserId: actor.userId, reason: request.reason ?? null, decidedBy: actor.userId, decidedAt: new Date() })
        .returning({ id: entMasterRequest.id });
      await recordStateChanges(tx, [
        { subjectType: 'ent_master_request', subjectId: created!.id, enterpriseId: row.id, userId: request.newMasterUserId, actor: customerActor(actor.userId), field: 'masterStatus', from: null, to: 'A', reason: request.reason },
      ]);
      await swapMaster(tx, row, request.newMasterUserId, actor.userId, created!.id);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'ent_master_request_pending_key') throw new AppError('MASTER_REQUEST_PENDING');
    throw error;
  }
  return true;
}

/** POST entMasterReq/update: the main account approves or refuses an application; its applicant cancels it. */
export async function updateMasterRequest(options: { db: Db; actor: Actor; request: TMasterUpdateRequest }): Promise<true> {
  const { db, actor, request } = options;
  await db.transaction(async (tx) => {
    const account = await getAccount(tx, actor.userId);
    const [found] = await tx.select().from(entMasterRequest).where(eq(entMasterRequest.id, request.id)).for('update');
    // Only the enterprise's members know the request exists.
    if (!found || !account.enterpriseId || found.enterpriseId !== account.enterpriseId) throw new AppError('MASTER_REQUEST_NOT_FOUND');
    if (found.status !== 'M' && found.status !== 'W') throw new AppError('MASTER_REQUEST_NOT_PENDING');
    const [row] = await tx.select().from(enterprise).where(eq(enterprise.id, found.enterpriseId)).for('update');
    if (request.action === 'cancel') {
      if (found.applicantUserId !== account.id) throw new AppError('FORBIDDEN', { msg: { zh: '只能撤销本人提交的申请', en: 'You can only withdraw an application you submitted yourself' } });
    } else if (row?.masterUserId !== account.id || account.userType !== 'M') {
      throw new AppError('FORBIDDEN', { msg: { zh: '仅企业主账号可以审核主账号变更申请', en: 'Only the enterprise main account can review main-account change applications' } });
    } else if (found.status !== 'M') {
      // Agreed already: customer service decides now.
      throw new AppError('MASTER_REQUEST_NOT_PENDING');
    }
    // The main account's approval is its agreement: the request goes on to customer service (W).
    const to = request.action === 'approve' ? 'W' : request.action === 'refuse' ? 'R' : 'X';
    await tx
      .update(entMasterRequest)
      .set({ status: to, decidedBy: account.id, decidedAt: new Date(), decisionNote: request.note ?? null })
      .where(eq(entMasterRequest.id, found.id));
    await recordStateChanges(tx, [
      { subjectType: 'ent_master_request', subjectId: found.id, enterpriseId: found.enterpriseId, userId: found.applicantUserId, actor: customerActor(account.id), field: 'masterStatus', from: found.status, to, reason: request.note },
    ]);
    if (request.action === 'approve') {
      await notifyUser(tx, {
        userId: found.applicantUserId,
        theme: MESSAGE_THEME.account,
        title: '主账号变更申请待客服审核',
        content: `企业主账号已同意您成为“${row!.enterpriseCnnme}”主账号的申请，客服将核对授权书后完成变更。`,
        businessId: found.id,
      });
    }
    if (request.action === 'refuse') {
      await notifyUser(tx, {
        userId: found.applicantUserId,
        theme: MESSAGE_THEME.account,
        title: '主账号变更申请未通过',
        content: `您申请成为“${row!.enterpriseCnnme}”主账号未通过${request.note ? `，原因：${request.note}` : ''}。`,
        businessId: found.id,
      });
    }
  });
  return true;
}

const eventUser = alias(userAccount, 'event_user');
const eventActor = alias(userAccount, 'event_actor');

/**
 * POST entUser/request/history: status changes the caller may see, newest first — the main account:
 * everything about its enterprise and itself; anyone else: the changes about themselves.
 */
export async function findRequestHistory(options: { db: Db; actor: Actor; current: number; size: number }): Promise<Page<TStateChangeEvent>> {
  const { db, actor, current, size } = options;
  const account = await getAccount(db, actor.userId);
  const [own] = account.userType === 'M' && account.enterpriseId ? await db.select({ masterUserId: enterprise.masterUserId }).from(enterprise).where(eq(enterprise.id, account.enterpriseId)) : [];
  const where =
    own?.masterUserId === account.id && account.enterpriseId
      ? or(eq(accountStateEvent.enterpriseId, account.enterpriseId), eq(accountStateEvent.userId, account.id))
      : eq(accountStateEvent.userId, account.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ event: accountStateEvent, userLogonId: eventUser.logonId, actorLogonId: eventActor.logonId })
      .from(accountStateEvent)
      .leftJoin(eventUser, eq(eventUser.id, accountStateEvent.userId))
      .leftJoin(eventActor, and(eq(accountStateEvent.actorKind, 'customer'), eq(eventActor.id, accountStateEvent.actorId)))
      .where(where)
      .orderBy(desc(accountStateEvent.createdAt), desc(accountStateEvent.seq))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(accountStateEvent).where(where),
  ]);
  return {
    records: rows.map(({ event, userLogonId, actorLogonId }) => ({
      id: event.id,
      subjectType: event.subjectType,
      field: event.field,
      from: event.fromValue,
      to: event.toValue,
      reason: event.reason,
      userLogonId,
      actorKind: event.actorKind as TStateChangeEvent['actorKind'],
      actorLogonId,
      at: event.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    current,
    size,
  };
}
