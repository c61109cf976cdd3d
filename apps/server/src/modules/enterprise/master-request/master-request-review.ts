import type { TOpsMasterRequestRecord } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { writeAudit } from '../../../platform/audit';
import { userAccount } from '../../auth';
import { enterprise, entMasterRequest } from '../enterprise.tables';
import { isoOrNull, type Page } from '../enterprise-access';
import { MESSAGE_THEME, notifyUser } from '../notify';
import { operatorActor, recordStateChanges } from '../state-events';
import { swapMaster } from './master-request.service';

/**
 * Customer service's step of a main-account application (status W, after the enterprise's main account
 * agreed): the operator checks the authorisation letter and approves (A: the two accounts swap at once,
 * both are told) or refuses (R, with the reason told to the applicant). Each decision is audited.
 */

const applicant = alias(userAccount, 'applicant');
const previous = alias(userAccount, 'previous_master');

export async function findMasterRequestQueue(options: { db: DbOrTx; status: TOpsMasterRequestRecord['status']; current: number; size: number }): Promise<Page<TOpsMasterRequestRecord>> {
  const { db, status, current, size } = options;
  const where = eq(entMasterRequest.status, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ request: entMasterRequest, applicantLogonId: applicant.logonId, previousMasterLogonId: previous.logonId, enterpriseCnnme: enterprise.enterpriseCnnme, socialCreditCode: enterprise.socialCreditCode })
      .from(entMasterRequest)
      .innerJoin(enterprise, eq(enterprise.id, entMasterRequest.enterpriseId))
      .leftJoin(applicant, eq(applicant.id, entMasterRequest.applicantUserId))
      .leftJoin(previous, eq(previous.id, entMasterRequest.previousMasterUserId))
      .where(where)
      // Waiting ones first come, first served; decided ones newest first.
      .orderBy(status === 'W' || status === 'M' ? asc(entMasterRequest.createdAt) : desc(entMasterRequest.decidedAt))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(entMasterRequest).where(where),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.request.id,
      enterpriseId: row.request.enterpriseId,
      kind: row.request.kind as TOpsMasterRequestRecord['kind'],
      status: row.request.status as TOpsMasterRequestRecord['status'],
      applicantUserId: row.request.applicantUserId,
      applicantLogonId: row.applicantLogonId ?? '',
      previousMasterLogonId: row.previousMasterLogonId,
      reason: row.request.reason,
      decisionNote: row.request.decisionNote,
      createdAt: row.request.createdAt.toISOString(),
      decidedAt: isoOrNull(row.request.decidedAt),
      enterpriseCnnme: row.enterpriseCnnme,
      socialCreditCode: row.socialCreditCode,
      fileIds: row.request.fileIds,
    })),
    total: totals?.total ?? 0,
    current,
    size,
  };
}

async function lockWaiting(tx: DbOrTx, requestId: string) {
  const [found] = await tx.select().from(entMasterRequest).where(eq(entMasterRequest.id, requestId)).for('update');
  if (!found) throw new AppError('MASTER_REQUEST_NOT_FOUND');
  if (found.status === 'M') throw new AppError('MASTER_REQUEST_AWAITING_MAIN');
  if (found.status !== 'W') throw new AppError('MASTER_REQUEST_NOT_PENDING');
  const [row] = await tx.select().from(enterprise).where(eq(enterprise.id, found.enterpriseId)).for('update');
  if (!row) throw new AppError('MASTER_REQUEST_NOT_FOUND');
  return { found, row };
}

export async function decideMasterRequestAsOperator(options: {
  db: Db;
  operatorId: string;
  requestId: string;
  decision: 'approve' | 'refuse';
  reason: string | null;
  clientIp: string;
}): Promise<true> {
  const { db, operatorId, requestId, decision, reason, clientIp } = options;
  await db.transaction(async (tx) => {
    const { found, row } = await lockWaiting(tx, requestId);
    // The main account may have changed since it agreed (a hand-over): the request is then stale.
    if (decision === 'approve' && row.masterUserId !== found.previousMasterUserId) {
      throw new AppError('MASTER_REQUEST_NOT_PENDING', {
        msg: {
          zh: '企业主账号已变更，该申请已失效，请拒绝后让申请人重新提交',
          en: "The enterprise's main account has changed, so this application is no longer valid, please refuse it and have the applicant submit it again",
        },
      });
    }
    const to = decision === 'approve' ? 'A' : 'R';
    const actor = operatorActor(operatorId);
    const now = new Date();
    await tx.update(entMasterRequest).set({ status: to, decidedAt: now, decisionNote: reason }).where(eq(entMasterRequest.id, found.id));
    await recordStateChanges(tx, [
      { subjectType: 'ent_master_request', subjectId: found.id, enterpriseId: found.enterpriseId, userId: found.applicantUserId, actor, field: 'masterStatus', from: 'W', to, reason },
    ]);
    if (decision === 'approve') {
      await swapMaster(tx, row, found.applicantUserId, null, found.id, actor);
    } else {
      await notifyUser(tx, {
        userId: found.applicantUserId,
        theme: MESSAGE_THEME.account,
        title: '主账号变更申请未通过',
        content: `您申请成为“${row.enterpriseCnnme}”主账号未通过客服审核，原因：${reason ?? ''}。`,
        businessId: found.id,
      });
    }
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: operatorId,
      action: `master-request.${decision}`,
      entityType: 'ent_master_request',
      entityId: found.id,
      before: { status: found.status, masterUserId: row.masterUserId },
      after: { status: to, masterUserId: decision === 'approve' ? found.applicantUserId : row.masterUserId },
      reason,
      ip: clientIp,
    });
  });
  return true;
}
