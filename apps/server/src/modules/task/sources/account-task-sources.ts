import type { TFinishedTodoTask, TTodoTask } from '@coastbook/contracts';
import { TODO_TASK_OUTCOMES, labelOf, linkApprovalOutcome, type TodoTaskOutcome } from '@coastbook/domain';
import { and, asc, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { userAccount } from '../../auth';
import { accountStateEvent, certificationRequest, enterprise, enterpriseRelationRequest, refuseLinkApplications } from '../../enterprise';
import type { FinishedTaskContext, RefuseTaskContext, TaskContext, TaskSource } from '../task-source';

/**
 * The account area's to-do tasks (issue 4): what a user must do about their account before it is
 * complete. Each is read from the enterprise area's tables as they are now.
 */

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** A task as it was listed, closed with its outcome at `doneAt`. */
function finished(task: TTodoTask, outcome: TodoTaskOutcome, doneAt: Date): TFinishedTodoTask {
  return { ...task, outcome, outcomeText: labelOf(TODO_TASK_OUTCOMES, outcome), doneAt: doneAt.toISOString() };
}

/** The certified enterprise (or trailer-supplier) record the user is the main account of, if any. */
async function findOwnCertifiedRecord(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: enterprise.id,
      enterpriseCnnme: enterprise.enterpriseCnnme,
      entType: enterprise.entType,
      confirmTerm: enterprise.confirmTerm,
      confirmTermAt: enterprise.confirmTermAt,
      bankCertStatus: enterprise.bankCertStatus,
      bankRefuseReason: enterprise.bankRefuseReason,
      certifiedAt: enterprise.certifiedAt,
      bankReviewedAt: enterprise.bankReviewedAt,
      updatedAt: enterprise.updatedAt,
    })
    .from(enterprise)
    .where(and(eq(enterprise.masterUserId, userId), eq(enterprise.checkStatus, 'Confirm')));
  return row;
}

/** Pending link applications to the enterprise whose main account the user is (000 §4.7). */
const subUserApproval: TaskSource = {
  taskType: 'SUB_USER_APPROVAL',
  async find({ db, userId }: TaskContext): Promise<TTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (!own || own.entType === 'Personal') return [];
    const rows = await db
      .select({ id: enterpriseRelationRequest.id, applicantNote: enterpriseRelationRequest.applicantNote, logonId: userAccount.logonId, createdAt: enterpriseRelationRequest.createdAt })
      .from(enterpriseRelationRequest)
      .leftJoin(userAccount, eq(userAccount.id, enterpriseRelationRequest.userId))
      .where(and(eq(enterpriseRelationRequest.enterpriseId, own.id), eq(enterpriseRelationRequest.status, 'W')))
      .orderBy(asc(enterpriseRelationRequest.createdAt));
    return rows.map(linkApplicationTask);
  },
  async count({ db, userId }: TaskContext): Promise<number> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (!own || own.entType === 'Personal') return 0;
    const [row] = await db
      .select({ total: count() })
      .from(enterpriseRelationRequest)
      .where(and(eq(enterpriseRelationRequest.enterpriseId, own.id), eq(enterpriseRelationRequest.status, 'W')));
    return row?.total ?? 0;
  },
  /**
   * Applications the main account agreed to or refused, read from the link's state events (W → A / R)
   * rather than the request row, whose status moves on (an approved user unbound later is X there, the
   * decision still stands). Links made without an application (the former main account kept as a
   * sub-account on a change of main account) never were W, so never tasks.
   */
  async findFinished({ db, userId, since, limit }: FinishedTaskContext): Promise<TFinishedTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (!own || own.entType === 'Personal') return [];
    const rows = await db
      .select({
        id: enterpriseRelationRequest.id,
        applicantNote: enterpriseRelationRequest.applicantNote,
        logonId: userAccount.logonId,
        createdAt: enterpriseRelationRequest.createdAt,
        decision: accountStateEvent.toValue,
        decidedAt: accountStateEvent.createdAt,
      })
      .from(accountStateEvent)
      .innerJoin(enterpriseRelationRequest, eq(enterpriseRelationRequest.id, accountStateEvent.subjectId))
      .leftJoin(userAccount, eq(userAccount.id, enterpriseRelationRequest.userId))
      .where(
        and(
          eq(accountStateEvent.subjectType, 'relation_request'),
          eq(accountStateEvent.enterpriseId, own.id),
          eq(accountStateEvent.field, 'relationStatus'),
          eq(accountStateEvent.fromValue, 'W'),
          inArray(accountStateEvent.toValue, ['A', 'R']),
          gte(accountStateEvent.createdAt, since),
        ),
      )
      .orderBy(desc(accountStateEvent.createdAt))
      .limit(limit);
    return rows.flatMap((row) => {
      const outcome = linkApprovalOutcome(row.decision ?? '');
      return outcome ? [finished(linkApplicationTask(row), outcome, row.decidedAt)] : [];
    });
  },
  /** Refused as on the enterprise users page: the request R, the applicant's message with the reason. */
  async refuse({ db, actor, task, reason }: RefuseTaskContext): Promise<void> {
    const [application] = await db.select({ userId: enterpriseRelationRequest.userId }).from(enterpriseRelationRequest).where(eq(enterpriseRelationRequest.id, task.businessId ?? ''));
    await refuseLinkApplications({ db, actor, request: { userIds: [application!.userId], reason } });
  },
};

function linkApplicationTask(row: { id: string; applicantNote: string | null; logonId: string | null; createdAt: Date }): TTodoTask {
  return {
    taskId: `SUB_USER_APPROVAL:${row.id}`,
    taskType: 'SUB_USER_APPROVAL',
    title: '子账号关联申请待审批',
    content: `${row.applicantNote}（${row.logonId ?? '-'}）申请关联贵企业，请审批。`,
    link: '/enterpriseUser/enterprise/user',
    businessId: row.id,
    createdAt: iso(row.createdAt),
  };
}

/**
 * A refused certification waiting to be corrected and resubmitted: the latest customer request
 * (enterprise, personal, trailer supplier) and the latest charter-supplier request, when refused.
 */
const certificationResubmit: TaskSource = {
  taskType: 'CERTIFICATION_RESUBMIT',
  async find({ db, userId }: TaskContext): Promise<TTodoTask[]> {
    const latestOf = async (charter: boolean) => {
      const [row] = await db
        .select()
        .from(certificationRequest)
        .where(and(eq(certificationRequest.userId, userId), charter ? eq(certificationRequest.type, 'CharterSupplier') : ne(certificationRequest.type, 'CharterSupplier')))
        .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
        .limit(1);
      return row;
    };
    const tasks: TTodoTask[] = [];
    for (const charter of [false, true]) {
      const row = await latestOf(charter);
      if (row?.status !== 'Refuse') continue;
      tasks.push(resubmitTask(row, charter));
    }
    return tasks;
  },
  /** A refused request is done once the user submitted a newer one of the same kind. */
  async findFinished({ db, userId, since, limit }: FinishedTaskContext): Promise<TFinishedTodoTask[]> {
    const rows = await db
      .select()
      .from(certificationRequest)
      .where(eq(certificationRequest.userId, userId))
      .orderBy(asc(certificationRequest.createdAt), asc(certificationRequest.id));
    const done: TFinishedTodoTask[] = [];
    rows.forEach((row, index) => {
      if (row.status !== 'Refuse') return;
      const charter = row.type === 'CharterSupplier';
      const next = rows.slice(index + 1).find((later) => (later.type === 'CharterSupplier') === charter);
      if (next && next.createdAt >= since) done.push(finished(resubmitTask(row, charter), 'RESUBMITTED', next.createdAt));
    });
    return done.reverse().slice(0, limit);
  },
};

function resubmitTask(row: typeof certificationRequest.$inferSelect, charter: boolean): TTodoTask {
  return {
    taskId: `CERTIFICATION_RESUBMIT:${row.id}`,
    taskType: 'CERTIFICATION_RESUBMIT',
    title: charter ? '租船供应商认证未通过，请修改后重新提交' : '认证未通过，请修改后重新提交',
    content: `拒绝原因：${row.refuseReason ?? '-'}`,
    // Where that kind of request is filled in again: only an enterprise's is on the enterprise information page.
    link: charter ? '/certification/supplier' : row.type === 'Enterprise' ? '/auth/modify' : '/auth/customer',
    businessId: row.id,
    createdAt: iso(row.reviewedAt ?? row.updatedAt),
  };
}

/**
 * Bank information to complete: the main account of a certified enterprise or trailer supplier whose
 * bank information is not verified and not waiting for review (never entered, draft, refused, withdrawn).
 */
const bankInfo: TaskSource = {
  taskType: 'BANK_INFO',
  async find({ db, userId }: TaskContext): Promise<TTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (!own || own.entType === 'Personal' || own.bankCertStatus === 'Confirm' || own.bankCertStatus === 'Submit') return [];
    const refused = own.bankCertStatus === 'Refuse';
    return [
      {
        taskId: `BANK_INFO:${own.id}`,
        taskType: 'BANK_INFO',
        title: refused ? '银行信息审核未通过，请修改后重新提交' : '请完善企业银行账户信息',
        content: refused ? `拒绝原因：${own.bankRefuseReason ?? '-'}` : `${own.enterpriseCnnme}的银行账户信息尚未认证，完善后可用于退款与提现。`,
        link: '/auth/modify',
        businessId: own.id,
        createdAt: iso(refused ? own.bankReviewedAt : own.certifiedAt),
      },
    ];
  },
  async findFinished({ db, userId, since }: FinishedTaskContext): Promise<TFinishedTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (!own || own.entType === 'Personal' || own.bankCertStatus !== 'Confirm' || !own.bankReviewedAt || own.bankReviewedAt < since) return [];
    const task: TTodoTask = {
      taskId: `BANK_INFO:${own.id}`,
      taskType: 'BANK_INFO',
      title: '请完善企业银行账户信息',
      content: `${own.enterpriseCnnme}的银行账户信息`,
      link: '/auth/modify',
      businessId: own.id,
      createdAt: iso(own.certifiedAt),
    };
    return [finished(task, 'VERIFIED', own.bankReviewedAt)];
  },
};

/**
 * Service terms the main account of a certified enterprise has not confirmed yet
 * (updateEnterpriseConfirmTerm). They are confirmed on the enterprise information page, which only
 * enterprises have: a certified person or trailer supplier would be sent to a page they may not open.
 */
const serviceTerms: TaskSource = {
  taskType: 'SERVICE_TERMS',
  async find({ db, userId }: TaskContext): Promise<TTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (own?.entType !== 'Enterprise' || own.confirmTerm) return [];
    return [serviceTermsTask(own)];
  },
  async findFinished({ db, userId, since }: FinishedTaskContext): Promise<TFinishedTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (own?.entType !== 'Enterprise' || !own.confirmTerm || !own.confirmTermAt || own.confirmTermAt < since) return [];
    return [finished(serviceTermsTask(own), 'CONFIRMED', own.confirmTermAt)];
  },
};

function serviceTermsTask(own: { id: string; certifiedAt: Date | null }): TTodoTask {
  return {
    taskId: `SERVICE_TERMS:${own.id}`,
    taskType: 'SERVICE_TERMS',
    title: '请确认在线订舱服务条款',
    content: '请在企业信息页阅读并确认《在线订舱服务条款》。',
    link: '/auth/modify',
    businessId: own.id,
    createdAt: iso(own.certifiedAt),
  };
}

export const accountTaskSources: readonly TaskSource[] = [subUserApproval, certificationResubmit, bankInfo, serviceTerms];
