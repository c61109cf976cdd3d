import { createHash, randomBytes } from 'node:crypto';
import type {
  TAuditedUserPageQuery,
  TBatchApproveRequest,
  TBatchRefuseRequest,
  TEnterpriseUserBrief,
  TRelationInfo,
  TEntAuthority,
  TSubUser,
  TUpdateSubUserPermissionRequest,
  TUpdateSubUserTokenResponse,
} from '@coastbook/contracts';
import { AppError, type OrderVisibility } from '@coastbook/domain';
import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../../platform/config';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { userAccount, type Actor } from '../../auth';
import { findEntAuthority } from '../account-status.service';
import { countLinkedUsers } from '../association/association.service';
import { enterprise, enterpriseRelationRequest, subUserToken } from '../enterprise.tables';
import { assertSameEnterprise, getAccount, isoOrNull, requireEnterpriseMain, type EnterpriseRow, type Page, type RelationRow } from '../enterprise-access';
import { MESSAGE_THEME, notifyUser } from '../notify';
import { customerActor, recordStateChanges, type StateChange } from '../state-events';
import { joinUser, subUserColumns, withTokens, type SubUserRow } from './sub-user-view';

/**
 * Sub-user management (000 §4.7, §7.4; page /enterpriseUser/enterprise/user). Every call here is the
 * enterprise main account's: requireEnterpriseMain answers 403 to anyone else first; a user id that is
 * not one of the enterprise's requests answers 404 as if absent.
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

async function selectSubUsers(db: DbOrTx, where: SQL | undefined, options: { limit?: number; offset?: number } = {}): Promise<SubUserRow[]> {
  const query = db
    .select(subUserColumns)
    .from(enterpriseRelationRequest)
    .innerJoin(userAccount, joinUser)
    .where(where)
    .orderBy(desc(sql`coalesce(${enterpriseRelationRequest.decidedAt}, ${enterpriseRelationRequest.createdAt})`), desc(enterpriseRelationRequest.id));
  if (options.limit !== undefined) return query.limit(options.limit).offset(options.offset ?? 0);
  return query;
}

/** POST enterprise/subUser/findAllByEnterpriseId: the main account first, then every linked sub-account. */
export async function findAllByEnterpriseId(options: { db: Db; actor: Actor; enterpriseId: string }): Promise<TSubUser[]> {
  const { db, actor } = options;
  const { account, enterprise: own } = await requireEnterpriseMain(db, actor.userId);
  assertSameEnterprise(options.enterpriseId, own.id);
  const main: TSubUser = {
    userId: account.id,
    loginId: account.logonId,
    userCnnme: account.userCnnme,
    userType: 'M',
    phone: account.phoneMasked,
    relationStatus: null,
    note: null,
    visibility: 'ALL',
    rights: [],
    hasToken: false,
    tokenHint: null,
    appliedAt: null,
    decidedAt: isoOrNull(own.certifiedAt),
  };
  const linked = await selectSubUsers(db, and(eq(enterpriseRelationRequest.enterpriseId, own.id), eq(enterpriseRelationRequest.status, 'A')));
  return [main, ...(await withTokens(db, linked))];
}

/** GET enterprise/subUser/getPendingUsers: requests waiting for the main account, newest first. */
export async function getPendingUsers(options: { db: Db; actor: Actor }): Promise<TSubUser[]> {
  const { enterprise: own } = await requireEnterpriseMain(options.db, options.actor.userId);
  const rows = await selectSubUsers(options.db, and(eq(enterpriseRelationRequest.enterpriseId, own.id), eq(enterpriseRelationRequest.status, 'W')));
  return withTokens(options.db, rows);
}

/** GET enterprise/subUser/getAuditedUserPage: approved (A) and refused (R) users, newest decision first. */
export async function getAuditedUserPage(options: { db: Db; actor: Actor; query: TAuditedUserPageQuery }): Promise<Page<TSubUser>> {
  const { db, actor, query } = options;
  const { enterprise: own } = await requireEnterpriseMain(db, actor.userId);
  const where = and(
    eq(enterpriseRelationRequest.enterpriseId, own.id),
    query.relationStatus ? eq(enterpriseRelationRequest.status, query.relationStatus) : inArray(enterpriseRelationRequest.status, ['A', 'R']),
    query.loginId ? ilike(userAccount.logonId, likePattern(query.loginId)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectSubUsers(db, where, { limit: query.size, offset: (query.current - 1) * query.size }),
    db.select({ total: count() }).from(enterpriseRelationRequest).innerJoin(userAccount, joinUser).where(where),
  ]);
  return { records: await withTokens(db, rows), total: totals?.total ?? 0, current: query.current, size: query.size };
}

/** GET enterprise/subUser/findByLoginIdLike: linked sub-accounts whose login id contains the text (20 at most). */
export async function findSubUsersByLoginIdLike(options: { db: Db; actor: Actor; loginId: string }): Promise<TSubUser[]> {
  const { enterprise: own } = await requireEnterpriseMain(options.db, options.actor.userId);
  const rows = await selectSubUsers(
    options.db,
    and(eq(enterpriseRelationRequest.enterpriseId, own.id), eq(enterpriseRelationRequest.status, 'A'), ilike(userAccount.logonId, likePattern(options.loginId))),
    { limit: 20 },
  );
  return withTokens(options.db, rows);
}

/**
 * The enterprise's requests of these users in one of `statuses`, locked. Every user must have one:
 * a user with a request of this enterprise in another state → "state changed" (refresh); a user with
 * none → 404 as if absent.
 */
async function lockRequests(tx: DbOrTx, enterpriseId: string, userIds: string[], statuses: string[]): Promise<RelationRow[]> {
  const rows = await tx
    .select()
    .from(enterpriseRelationRequest)
    .where(and(eq(enterpriseRelationRequest.enterpriseId, enterpriseId), inArray(enterpriseRelationRequest.userId, userIds), inArray(enterpriseRelationRequest.status, statuses)))
    .orderBy(desc(enterpriseRelationRequest.createdAt))
    .for('update');
  const byUser = new Map<string, RelationRow>();
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row);
  const missing = userIds.filter((userId) => !byUser.has(userId));
  if (missing.length > 0) {
    const [known] = await tx
      .select({ known: count() })
      .from(enterpriseRelationRequest)
      .where(and(eq(enterpriseRelationRequest.enterpriseId, enterpriseId), inArray(enterpriseRelationRequest.userId, missing)));
    throw new AppError((known?.known ?? 0) === missing.length ? 'SUB_USER_STATE_CHANGED' : 'SUB_USER_NOT_FOUND', { field: 'userIds' });
  }
  return userIds.map((userId) => byUser.get(userId)!);
}

const relationChange = (row: RelationRow, actorUserId: string, to: string, reason?: string | null): StateChange => ({
  subjectType: 'relation_request',
  subjectId: row.id,
  enterpriseId: row.enterpriseId,
  userId: row.userId,
  actor: customerActor(actorUserId),
  field: 'relationStatus',
  from: row.status,
  to,
  reason: reason ?? null,
});

/**
 * POST enterprise/subUser/batchApprove: the waiting users become sub-accounts (user type S, the
 * enterprise id) with the visibility and rights given; all or none, within the link limit; each gets a message.
 */
export async function batchApprove(options: { db: Db; config: Pick<Config, 'ENTERPRISE_LINK_LIMIT'>; actor: Actor; request: TBatchApproveRequest }): Promise<true> {
  const { db, config, actor, request } = options;
  await db.transaction(async (tx) => {
    const { enterprise: own } = await requireEnterpriseMain(tx, actor.userId, { forUpdate: true });
    const rows = await lockRequests(tx, own.id, request.userIds, ['W']);
    if ((await countLinkedUsers(tx, own.id)) + rows.length > config.ENTERPRISE_LINK_LIMIT) throw new AppError('ENTERPRISE_LINK_LIMIT_REACHED');
    const now = new Date();
    const events: StateChange[] = [];
    for (const row of rows) {
      const account = await getAccount(tx, row.userId, { forUpdate: true });
      // A waiting user is N (certifying or certified users cannot apply); anything else changed meanwhile.
      if (account.userType !== 'N') throw new AppError('SUB_USER_STATE_CHANGED', { field: 'userIds' });
      await tx
        .update(enterpriseRelationRequest)
        .set({ status: 'A', visibility: request.visibility, rights: request.rights, decidedBy: actor.userId, decidedAt: now, updatedAt: now })
        .where(eq(enterpriseRelationRequest.id, row.id));
      await tx.update(userAccount).set({ userType: 'S', enterpriseId: own.id, updatedAt: now }).where(eq(userAccount.id, row.userId));
      events.push(relationChange(row, actor.userId, 'A'), {
        subjectType: 'user_account',
        subjectId: row.userId,
        enterpriseId: own.id,
        userId: row.userId,
        actor: customerActor(actor.userId),
        field: 'userType',
        from: account.userType,
        to: 'S',
      });
      await notifyUser(tx, {
        userId: row.userId,
        theme: MESSAGE_THEME.account,
        title: '企业关联申请已通过',
        content: `您申请关联“${own.enterpriseCnnme}”已通过，您现在是该企业的子账号（订单查看范围：${request.visibility === 'ALL' ? '企业全部订单' : '仅本人订单'}）。`,
        businessId: row.id,
      });
    }
    await recordStateChanges(tx, events);
  });
  return true;
}

/** POST enterprise/subUser/batchRefuse: the waiting requests are refused (R), with the reason in each user's message. */
export async function batchRefuse(options: { db: Db; actor: Actor; request: TBatchRefuseRequest }): Promise<true> {
  const { db, actor, request } = options;
  await db.transaction(async (tx) => {
    const { enterprise: own } = await requireEnterpriseMain(tx, actor.userId);
    const rows = await lockRequests(tx, own.id, request.userIds, ['W']);
    const now = new Date();
    for (const row of rows) {
      await tx
        .update(enterpriseRelationRequest)
        .set({ status: 'R', refuseReason: request.reason ?? null, decidedBy: actor.userId, decidedAt: now, updatedAt: now })
        .where(eq(enterpriseRelationRequest.id, row.id));
      await notifyUser(tx, {
        userId: row.userId,
        theme: MESSAGE_THEME.account,
        title: '企业关联申请未通过',
        content: `您申请关联“${own.enterpriseCnnme}”未通过企业主账号审核${request.reason ? `，原因：${request.reason}` : ''}。`,
        businessId: row.id,
      });
    }
    await recordStateChanges(tx, rows.map((row) => relationChange(row, actor.userId, 'R', request.reason)));
  });
  return true;
}

/** Ends a sub-account's link: request X, user back to N without enterprise, tokens revoked (sub-user action Cancel). */
async function unbind(tx: DbOrTx, own: EnterpriseRow, row: RelationRow, actorUserId: string, reason: string): Promise<StateChange[]> {
  const now = new Date();
  await tx.update(enterpriseRelationRequest).set({ status: 'X', decidedBy: actorUserId, decidedAt: now, updatedAt: now }).where(eq(enterpriseRelationRequest.id, row.id));
  await tx.update(userAccount).set({ userType: 'N', enterpriseId: null, updatedAt: now }).where(and(eq(userAccount.id, row.userId), eq(userAccount.enterpriseId, own.id)));
  await tx.update(subUserToken).set({ revokedAt: now }).where(and(eq(subUserToken.userId, row.userId), isNull(subUserToken.revokedAt)));
  return [
    relationChange(row, actorUserId, 'X', reason),
    { subjectType: 'user_account', subjectId: row.userId, enterpriseId: own.id, userId: row.userId, actor: customerActor(actorUserId), field: 'userType', from: 'S', to: 'N', reason },
  ];
}

/**
 * POST enterprise/subUser/batchDelete: linked sub-accounts are unbound (they keep their login and
 * session, lose the enterprise at once — permissions are computed per call — and get a message);
 * refused rows are cleared from the list (X).
 */
export async function batchDelete(options: { db: Db; actor: Actor; userIds: string[] }): Promise<true> {
  const { db, actor, userIds } = options;
  await db.transaction(async (tx) => {
    const { enterprise: own } = await requireEnterpriseMain(tx, actor.userId);
    const rows = await lockRequests(tx, own.id, userIds, ['A', 'R']);
    const events: StateChange[] = [];
    for (const row of rows) {
      if (row.status === 'R') {
        await tx.update(enterpriseRelationRequest).set({ status: 'X', updatedAt: new Date() }).where(eq(enterpriseRelationRequest.id, row.id));
        events.push(relationChange(row, actor.userId, 'X', 'refused request removed'));
        continue;
      }
      events.push(...(await unbind(tx, own, row, actor.userId, 'Cancel')));
      await notifyUser(tx, {
        userId: row.userId,
        theme: MESSAGE_THEME.account,
        title: '已解除企业关联',
        content: `企业“${own.enterpriseCnnme}”的主账号已解除您的子账号关联，您可重新申请关联或进行客户认证。`,
        businessId: row.id,
      });
    }
    await recordStateChanges(tx, events);
  });
  return true;
}

async function lockLinked(tx: DbOrTx, own: EnterpriseRow, userId: string): Promise<RelationRow> {
  const [row] = await lockRequests(tx, own.id, [userId], ['A']);
  return row!;
}

/** POST enterprise/subUser/updateSubUserPermission: a linked sub-account's visibility and rights. */
export async function updateSubUserPermission(options: { db: Db; actor: Actor; request: TUpdateSubUserPermissionRequest }): Promise<true> {
  const { db, actor, request } = options;
  await db.transaction(async (tx) => {
    const { enterprise: own } = await requireEnterpriseMain(tx, actor.userId);
    const row = await lockLinked(tx, own, request.userId);
    await tx
      .update(enterpriseRelationRequest)
      .set({ visibility: request.visibility, rights: request.rights, updatedAt: new Date() })
      .where(eq(enterpriseRelationRequest.id, row.id));
    const base = { subjectType: 'relation_request', subjectId: row.id, enterpriseId: own.id, userId: row.userId, actor: customerActor(actor.userId) } as const;
    const events: StateChange[] = [];
    if (row.visibility !== request.visibility) events.push({ ...base, field: 'visibility', from: row.visibility, to: request.visibility });
    const before = [...row.rights].sort().join(',');
    const after = [...request.rights].sort().join(',');
    if (before !== after) events.push({ ...base, field: 'rights', from: before, to: after });
    await recordStateChanges(tx, events);
  });
  return true;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST enterprise/subUser/updateSubUserToken: issue (re-issue) or revoke a linked sub-account's
 * integration token. The token is shown once; the previous one stops working at once.
 */
export async function updateSubUserToken(options: { db: Db; actor: Actor; userId: string; action: 'issue' | 'revoke' }): Promise<TUpdateSubUserTokenResponse> {
  const { db, actor, userId, action } = options;
  return db.transaction(async (tx) => {
    const { enterprise: own } = await requireEnterpriseMain(tx, actor.userId);
    await lockLinked(tx, own, userId);
    const now = new Date();
    const revoked = await tx
      .update(subUserToken)
      .set({ revokedAt: now })
      .where(and(eq(subUserToken.userId, userId), isNull(subUserToken.revokedAt)))
      .returning({ id: subUserToken.id, tokenHint: subUserToken.tokenHint });
    const base = { subjectType: 'sub_user_token', enterpriseId: own.id, userId, actor: customerActor(actor.userId), field: 'token' } as const;
    const events: StateChange[] = revoked.map((row) => ({ ...base, subjectId: row.id, from: row.tokenHint, to: null, reason: action === 'issue' ? 'replaced' : 'revoked' }));
    let answer: TUpdateSubUserTokenResponse = { token: null, tokenHint: null, issuedAt: null };
    if (action === 'issue') {
      const token = `cbst_${randomBytes(32).toString('base64url')}`;
      const tokenHint = token.slice(-4);
      const [created] = await tx
        .insert(subUserToken)
        .values({ enterpriseId: own.id, userId, tokenHash: hashToken(token), tokenHint, issuedBy: actor.userId, createdAt: now })
        .returning({ id: subUserToken.id });
      events.push({ ...base, subjectId: created!.id, from: null, to: tokenHint, reason: 'issued' });
      answer = { token, tokenHint, issuedAt: now.toISOString() };
    }
    await recordStateChanges(tx, events);
    return answer;
  });
}

/** The sub-account behind a live integration token, for the integration API to come (not a login token). */
export async function findSubUserByToken(options: { db: DbOrTx; token: string }): Promise<{ userId: string; enterpriseId: string } | undefined> {
  const [row] = await options.db
    .select({ userId: subUserToken.userId, enterpriseId: subUserToken.enterpriseId })
    .from(subUserToken)
    .innerJoin(enterpriseRelationRequest, and(eq(enterpriseRelationRequest.userId, subUserToken.userId), eq(enterpriseRelationRequest.enterpriseId, subUserToken.enterpriseId), eq(enterpriseRelationRequest.status, 'A')))
    .where(and(eq(subUserToken.tokenHash, hashToken(options.token)), isNull(subUserToken.revokedAt)));
  return row;
}

// ---- reads by members of the enterprise ----

const briefColumns = { userId: userAccount.id, logonId: userAccount.logonId, userCnnme: userAccount.userCnnme, userType: userAccount.userType };

/** The caller's enterprise id when the caller is its main or linked sub-account. */
async function memberEnterpriseId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const account = await getAccount(db, userId);
  if ((account.userType !== 'M' && account.userType !== 'S') || !account.enterpriseId) return undefined;
  return account.enterpriseId;
}

/** GET entUser/getUserByEnterpriseId: the enterprise's main and sub-accounts, for its own members; 404 for others. */
export async function getUsersOfEnterprise(options: { db: Db; actor: Actor; enterpriseId: string }): Promise<TEnterpriseUserBrief[]> {
  const own = await memberEnterpriseId(options.db, options.actor.userId);
  if (!own) throw new AppError('ENTERPRISE_NOT_FOUND');
  assertSameEnterprise(options.enterpriseId, own);
  const rows = await options.db
    .select(briefColumns)
    .from(userAccount)
    .where(and(eq(userAccount.enterpriseId, own), inArray(userAccount.userType, ['M', 'S'])))
    .orderBy(sql`${userAccount.userType} = 'M' DESC`, userAccount.logonId);
  return rows.map((row) => ({ ...row, userType: row.userType as TEnterpriseUserBrief['userType'] }));
}

/** GET entUser/getUserByQuery?userLogonId=: that user when it belongs to the caller's enterprise, else null. */
export async function getUserByLogonId(options: { db: Db; actor: Actor; userLogonId: string }): Promise<TEnterpriseUserBrief | null> {
  const own = await memberEnterpriseId(options.db, options.actor.userId);
  if (!own) return null;
  const [row] = await options.db
    .select(briefColumns)
    .from(userAccount)
    .where(and(eq(userAccount.enterpriseId, own), inArray(userAccount.userType, ['M', 'S']), sql`lower(${userAccount.logonId}) = lower(${options.userLogonId})`));
  return row ? { ...row, userType: row.userType as TEnterpriseUserBrief['userType'] } : null;
}

/**
 * Whose relation data the caller may read: its own, or (main account) that of a user who has a request
 * with its enterprise. Anyone else's answers 404 as if absent.
 */
async function readableRelationTarget(db: DbOrTx, actor: Actor, userId: string | undefined): Promise<{ userId: string; enterpriseId?: string }> {
  if (userId === undefined || userId === actor.userId) return { userId: actor.userId };
  const caller = await getAccount(db, actor.userId);
  const [main] = caller.userType === 'M' && caller.enterpriseId ? await db.select().from(enterprise).where(eq(enterprise.id, caller.enterpriseId)) : [];
  if (main?.masterUserId === caller.id) {
    const [request] = await db
      .select({ id: enterpriseRelationRequest.id })
      .from(enterpriseRelationRequest)
      .where(and(eq(enterpriseRelationRequest.userId, userId), eq(enterpriseRelationRequest.enterpriseId, main.id)))
      .limit(1);
    if (request) return { userId, enterpriseId: main.id };
  }
  throw new AppError('SUB_USER_NOT_FOUND', { field: 'userId' });
}

/** GET epanEntUserRelationReq/getRelationInfoByUserId: the newest link request of the user (for a main account: with its enterprise). */
export async function getRelationInfo(options: { db: Db; actor: Actor; userId?: string | undefined }): Promise<TRelationInfo | null> {
  const { db, actor } = options;
  const target = await readableRelationTarget(db, actor, options.userId);
  const [row] = await db
    .select({ relation: enterpriseRelationRequest, enterpriseCnnme: enterprise.enterpriseCnnme, masterUserId: enterprise.masterUserId })
    .from(enterpriseRelationRequest)
    .innerJoin(enterprise, eq(enterprise.id, enterpriseRelationRequest.enterpriseId))
    .where(and(eq(enterpriseRelationRequest.userId, target.userId), target.enterpriseId ? eq(enterpriseRelationRequest.enterpriseId, target.enterpriseId) : undefined))
    .orderBy(desc(enterpriseRelationRequest.createdAt), desc(enterpriseRelationRequest.id))
    .limit(1);
  if (!row) return null;
  const [master] = await db.select({ logonId: userAccount.logonId }).from(userAccount).where(eq(userAccount.id, row.masterUserId));
  return {
    requestId: row.relation.id,
    userId: row.relation.userId,
    enterpriseId: row.relation.enterpriseId,
    enterpriseCnnme: row.enterpriseCnnme,
    status: row.relation.status as TRelationInfo['status'],
    note: row.relation.applicantNote,
    appliedAt: row.relation.createdAt.toISOString(),
    decidedAt: isoOrNull(row.relation.decidedAt),
    refuseReason: row.relation.refuseReason,
    visibility: row.relation.visibility as OrderVisibility | null,
    rights: row.relation.rights,
    mainAccountLogonId: master?.logonId ?? null,
  };
}

/** GET epanEntUserRelationReq/getEntAuthorityByUserId: the user's visibility and rights (own, or a sub-user's for its main account). */
export async function getEntAuthority(options: { db: Db; actor: Actor; userId?: string | undefined }): Promise<TEntAuthority> {
  const target = await readableRelationTarget(options.db, options.actor, options.userId);
  return findEntAuthority({ db: options.db, userId: target.userId });
}
