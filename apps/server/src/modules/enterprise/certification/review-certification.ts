import { ZEnterpriseCertificationForm, type TCertificationQueueRecord } from '@coastbook/contracts';
import { AppError, labelOf, CERTIFICATION_REQUEST_TYPES, ROLE_VENDOR_TRUCK, type CertificationRequestType, type CertificationStatus } from '@coastbook/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { uniqueViolationOf, type DbOrTx } from '../../../platform/db/client';
import { userAccount } from '../../auth';
import { certificationRequest, enterprise } from '../enterprise.tables';
import type { EnterpriseRow, Page } from '../enterprise-access';
import { MESSAGE_THEME, notifyUser } from '../notify';
import { readRefusalReason } from '../refusal-reason';
import { operatorActor, recordStateChanges, type StateChange } from '../state-events';
import { enterpriseColumnsOf } from './certification-fields';
import { toCertificationView, type CertificationRequestRow } from './certification-view';
import { assertIdCardFree, assertNameFree, assertSocialCreditCodeFree } from './duplicate-checks';

const queueColumns = {
  request: certificationRequest,
  logonId: userAccount.logonId,
  enterpriseCnnme: enterprise.enterpriseCnnme,
};

function toQueueRecord(row: { request: CertificationRequestRow; logonId: string | null; enterpriseCnnme: string | null }): TCertificationQueueRecord {
  const supplierName = typeof row.request.payload.supplierName === 'string' ? row.request.payload.supplierName : null;
  return {
    ...toCertificationView(row.request),
    userId: row.request.userId,
    logonId: row.logonId ?? '',
    // For an upgrade the record still carries the person's name; show the enterprise applied for.
    enterpriseCnnme: row.request.isUpgrade ? ((row.request.payload.enterpriseCnnme as string | undefined) ?? row.enterpriseCnnme) : (row.enterpriseCnnme ?? supplierName),
    reviewedBy: row.request.reviewedBy,
    reviewNote: row.request.reviewNote,
  };
}

/**
 * The operator's certification review queue: by type and status (default: under review), oldest first
 * while under review (first come, first served), newest first for decided ones.
 */
export async function findCertificationQueue(options: {
  db: DbOrTx;
  type?: CertificationRequestType | undefined;
  status?: CertificationStatus | undefined;
  current: number;
  size: number;
}): Promise<Page<TCertificationQueueRecord>> {
  const { db, current, size } = options;
  const status = options.status ?? 'Submit';
  const conditions: SQL[] = [eq(certificationRequest.status, status)];
  if (options.type) conditions.push(eq(certificationRequest.type, options.type));
  const where = and(...conditions);
  const order = status === 'Submit' ? [asc(certificationRequest.createdAt), asc(certificationRequest.id)] : [desc(certificationRequest.reviewedAt), desc(certificationRequest.id)];
  // Sequential: the operator console may call this inside its own transaction (one connection).
  const rows = await db
    .select(queueColumns)
    .from(certificationRequest)
    .leftJoin(userAccount, eq(userAccount.id, certificationRequest.userId))
    .leftJoin(enterprise, eq(enterprise.id, certificationRequest.enterpriseId))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((current - 1) * size);
  const [totals] = await db.select({ total: count() }).from(certificationRequest).where(where);
  return { records: rows.map(toQueueRecord), total: totals?.total ?? 0, current, size };
}

/** The request, locked, that must still be under review. */
async function lockPendingRequest(db: DbOrTx, requestId: string): Promise<CertificationRequestRow> {
  const [row] = await db.select().from(certificationRequest).where(eq(certificationRequest.id, requestId)).for('update');
  if (!row) throw new AppError('CERTIFICATION_NOT_FOUND');
  if (row.status !== 'Submit') throw new AppError('CERTIFICATION_NOT_PENDING');
  return row;
}

async function lockRecord(db: DbOrTx, enterpriseId: string | null): Promise<EnterpriseRow> {
  const [row] = enterpriseId ? await db.select().from(enterprise).where(eq(enterprise.id, enterpriseId)).for('update') : [];
  // A customer request always names its record; a missing one is a data fault, not a user's mistake.
  if (!row) throw new Error(`certification request without its enterprise record (${enterpriseId})`);
  return row;
}

async function loadQueueRecord(db: DbOrTx, requestId: string): Promise<TCertificationQueueRecord> {
  const [row] = await db
    .select(queueColumns)
    .from(certificationRequest)
    .leftJoin(userAccount, eq(userAccount.id, certificationRequest.userId))
    .leftJoin(enterprise, eq(enterprise.id, certificationRequest.enterpriseId))
    .where(eq(certificationRequest.id, requestId));
  return toQueueRecord(row!);
}

const typeLabel = (type: string) => labelOf(CERTIFICATION_REQUEST_TYPES, type);

/**
 * An operator approves a certification. In one transaction the applicant's statuses change at once
 * (their permissions follow from them on the next getUserPermission):
 * - Enterprise: the record becomes Confirm and the applicant the main account (user type M); an upgrade
 *   turns the person's record into the enterprise applied for;
 * - Personal: the record becomes Confirm;
 * - TmsVendor: the record becomes Confirm and the applicant gets ROLE_VendorTruck (the trailer pages);
 * - CharterSupplier: the request itself is the supplier status (Confirm).
 * Duplicates are checked again (another applicant may have been certified meanwhile); an event row
 * and a message to the applicant are written in the same transaction.
 */
export async function approveCertification(options: { db: DbOrTx; requestId: string; operatorId: string; note?: string | undefined }): Promise<TCertificationQueueRecord> {
  const { db, requestId, operatorId } = options;
  const actor = operatorActor(operatorId);
  try {
    await db.transaction(async (tx) => {
      const request = await lockPendingRequest(tx, requestId);
      const events: StateChange[] = [];
      if (request.type !== 'CharterSupplier') {
        const record = await lockRecord(tx, request.enterpriseId);
        const [applicant] = await tx.select().from(userAccount).where(eq(userAccount.id, request.userId)).for('update');
        if (!applicant) throw new Error(`certification request of a missing account (${request.userId})`);
        const recordChanges: Partial<typeof enterprise.$inferInsert> = { updatedAt: new Date() };
        if (request.isUpgrade) {
          const form = ZEnterpriseCertificationForm.parse(request.payload);
          await assertNameFree(tx, { enterpriseCnnme: form.enterpriseCnnme, individualBusiness: form.individualBusiness, exceptEnterpriseId: record.id });
          await assertSocialCreditCodeFree(tx, { socialCreditCode: form.socialCreditCode, exceptEnterpriseId: record.id });
          Object.assign(recordChanges, enterpriseColumnsOf(form), { upgradeStatus: 'Confirm', idCardNoEncrypted: record.idCardNoEncrypted, idCardNoHash: record.idCardNoHash });
          events.push({ subjectType: 'enterprise', subjectId: record.id, enterpriseId: record.id, userId: applicant.id, actor, field: 'entType', from: record.entType, to: 'Enterprise' });
          events.push({ subjectType: 'enterprise', subjectId: record.id, enterpriseId: record.id, userId: applicant.id, actor, field: 'upgradeStatus', from: record.upgradeStatus, to: 'Confirm' });
        } else {
          if (record.entType === 'Personal') {
            if (record.idCardNoHash) await assertIdCardFree(tx, { idCardNoHash: record.idCardNoHash, exceptEnterpriseId: record.id });
          } else {
            await assertNameFree(tx, { enterpriseCnnme: record.enterpriseCnnme, individualBusiness: record.isIndividualBusiness, exceptEnterpriseId: record.id });
            if (record.socialCreditCode) await assertSocialCreditCodeFree(tx, { socialCreditCode: record.socialCreditCode, exceptEnterpriseId: record.id });
          }
          Object.assign(recordChanges, { checkStatus: 'Confirm', certifiedAt: new Date() });
          events.push({ subjectType: 'enterprise', subjectId: record.id, enterpriseId: record.id, userId: applicant.id, actor, field: 'checkStatus', from: record.checkStatus, to: 'Confirm' });
        }
        await tx.update(enterprise).set(recordChanges).where(eq(enterprise.id, record.id));

        const becomesEnterprise = request.type === 'Enterprise';
        if (becomesEnterprise && applicant.userType !== 'M') {
          await tx.update(userAccount).set({ userType: 'M', enterpriseId: record.id, updatedAt: new Date() }).where(eq(userAccount.id, applicant.id));
          events.push({ subjectType: 'user_account', subjectId: applicant.id, enterpriseId: record.id, userId: applicant.id, actor, field: 'userType', from: applicant.userType, to: 'M' });
        }
        if (request.type === 'TmsVendor' && !applicant.roles.includes(ROLE_VENDOR_TRUCK)) {
          await tx
            .update(userAccount)
            .set({ roles: sql`array_append(${userAccount.roles}, ${ROLE_VENDOR_TRUCK})`, updatedAt: new Date() })
            .where(eq(userAccount.id, applicant.id));
          events.push({ subjectType: 'user_account', subjectId: applicant.id, enterpriseId: record.id, userId: applicant.id, actor, field: 'roles', from: applicant.roles.join(','), to: [...applicant.roles, ROLE_VENDOR_TRUCK].join(',') });
        }
      }
      await tx
        .update(certificationRequest)
        .set({ status: 'Confirm', reviewedBy: operatorId, reviewedAt: new Date(), reviewNote: options.note?.trim() || null, updatedAt: new Date() })
        .where(eq(certificationRequest.id, request.id));
      events.push({ subjectType: 'certification_request', subjectId: request.id, enterpriseId: request.enterpriseId, userId: request.userId, actor, field: 'status', from: 'Submit', to: 'Confirm', reason: options.note?.trim() || null });
      await recordStateChanges(tx, events);
      await notifyUser(tx, {
        userId: request.userId,
        theme: MESSAGE_THEME.certification,
        title: `${typeLabel(request.type)}审核通过`,
        content: `您提交的${typeLabel(request.type)}已审核通过。${request.type === 'Enterprise' || request.type === 'Personal' ? '现在可以在线订舱、支付和开票了。' : ''}`,
        businessId: request.id,
      });
    });
  } catch (error) {
    if (uniqueViolationOf(error)?.startsWith('enterprise_confirmed_')) {
      throw new AppError('BUSINESS_RULE', {
        msg: {
          zh: '已有相同名称、统一社会信用代码或身份证号的认证记录，请拒绝该申请',
          en: 'A certification with the same name, unified social credit code or national ID number already exists, please refuse this application',
        },
      });
    }
    throw error;
  }
  return loadQueueRecord(db, requestId);
}

/**
 * An operator refuses a certification with a reason the applicant reads: the request and the record
 * (or, for an upgrade, only its upgradeStatus) become Refuse; an event and a message are written.
 */
export async function refuseCertification(options: { db: DbOrTx; requestId: string; operatorId: string; reason: string }): Promise<TCertificationQueueRecord> {
  const { db, requestId, operatorId } = options;
  const reason = readRefusalReason(options.reason);
  const actor = operatorActor(operatorId);
  await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, requestId);
    const events: StateChange[] = [];
    if (request.type !== 'CharterSupplier') {
      const record = await lockRecord(tx, request.enterpriseId);
      const field = request.isUpgrade ? 'upgradeStatus' : 'checkStatus';
      await tx
        .update(enterprise)
        .set(request.isUpgrade ? { upgradeStatus: 'Refuse', updatedAt: new Date() } : { checkStatus: 'Refuse', updatedAt: new Date() })
        .where(eq(enterprise.id, record.id));
      events.push({ subjectType: 'enterprise', subjectId: record.id, enterpriseId: record.id, userId: request.userId, actor, field, from: request.isUpgrade ? record.upgradeStatus : record.checkStatus, to: 'Refuse', reason });
    }
    await tx
      .update(certificationRequest)
      .set({ status: 'Refuse', refuseReason: reason, reviewedBy: operatorId, reviewedAt: new Date(), updatedAt: new Date() })
      .where(eq(certificationRequest.id, request.id));
    events.push({ subjectType: 'certification_request', subjectId: request.id, enterpriseId: request.enterpriseId, userId: request.userId, actor, field: 'status', from: 'Submit', to: 'Refuse', reason });
    await recordStateChanges(tx, events);
    await notifyUser(tx, {
      userId: request.userId,
      theme: MESSAGE_THEME.certification,
      title: `${typeLabel(request.type)}未通过`,
      content: `您提交的${typeLabel(request.type)}未通过审核，原因：${reason}。请修改后重新提交。`,
      businessId: request.id,
    });
  });
  return loadQueueRecord(db, requestId);
}
