import type { TTodoTask } from '@coastbook/contracts';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { userAccount } from '../../auth';
import { certificationRequest, enterprise, enterpriseRelationRequest } from '../../enterprise';
import type { TaskContext, TaskSource } from '../task-source';

/**
 * The account area's to-do tasks (issue 4): what a user must do about their account before it is
 * complete. Each is read from the enterprise area's tables as they are now.
 */

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The certified enterprise (or trailer-supplier) record the user is the main account of, if any. */
async function findOwnCertifiedRecord(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: enterprise.id,
      enterpriseCnnme: enterprise.enterpriseCnnme,
      entType: enterprise.entType,
      confirmTerm: enterprise.confirmTerm,
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
    return rows.map((row) => ({
      taskId: `SUB_USER_APPROVAL:${row.id}`,
      taskType: 'SUB_USER_APPROVAL',
      title: '子账号关联申请待审批',
      content: `${row.applicantNote}（${row.logonId ?? '-'}）申请关联贵企业，请审批。`,
      link: '/enterpriseUser/enterprise/user',
      businessId: row.id,
      createdAt: iso(row.createdAt),
    }));
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
};

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
      tasks.push({
        taskId: `CERTIFICATION_RESUBMIT:${row.id}`,
        taskType: 'CERTIFICATION_RESUBMIT',
        title: charter ? '租船供应商认证未通过，请修改后重新提交' : '认证未通过，请修改后重新提交',
        content: `拒绝原因：${row.refuseReason ?? '-'}`,
        link: charter ? '/certification/supplier' : '/auth/modify',
        businessId: row.id,
        createdAt: iso(row.reviewedAt ?? row.updatedAt),
      });
    }
    return tasks;
  },
};

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
};

/** Service terms the owner of a certified record has not confirmed yet (updateEnterpriseConfirmTerm). */
const serviceTerms: TaskSource = {
  taskType: 'SERVICE_TERMS',
  async find({ db, userId }: TaskContext): Promise<TTodoTask[]> {
    const own = await findOwnCertifiedRecord(db, userId);
    if (!own || own.confirmTerm) return [];
    return [
      {
        taskId: `SERVICE_TERMS:${own.id}`,
        taskType: 'SERVICE_TERMS',
        title: '请确认在线订舱服务条款',
        content: '确认服务条款后方可在线下单。',
        link: '/auth/modify',
        businessId: own.id,
        createdAt: iso(own.certifiedAt),
      },
    ];
  },
};

export const accountTaskSources: readonly TaskSource[] = [subUserApproval, certificationResubmit, bankInfo, serviceTerms];
