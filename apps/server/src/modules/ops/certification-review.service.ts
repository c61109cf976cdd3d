import type { TCertificationQueueRecord, TOpsCertificationDetail, TOpsCertificationPage, TOpsCertificationQueueQuery } from '@coastbook/contracts';
import { AppError, type CertificationRequestType, type CertificationStatus } from '@coastbook/domain';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';
import { approveCertification, certificationRequest, enterprise, findCertificationQueue, refuseCertification } from '../enterprise';
import { storedFile } from '../file';
import { findAccountSummaries } from './account-search.service';
import { decideWithAudit } from './audited-decision';
import type { Operator } from './ops-token.service';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** GET /ops/certifications: the enterprise area's queue (status Submit unless asked otherwise). */
export function findCertifications({ db, query }: { db: DbOrTx; query: TOpsCertificationQueueQuery }): Promise<TOpsCertificationPage> {
  return findCertificationQueue({ db, ...query });
}

/**
 * The state a certification decision changes, for the audit row's before / after: the request, the
 * record it certifies (status, type) and the applicant (user type, roles, enterprise).
 */
async function certificationSnapshot(db: DbOrTx, requestId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(certificationRequest).where(eq(certificationRequest.id, requestId));
  const [request] = options.lock ? await query.for('update') : await query;
  if (!request) return undefined;
  const [[record], [applicant]] = await Promise.all([
    request.enterpriseId
      ? db
          .select({ id: enterprise.id, entType: enterprise.entType, checkStatus: enterprise.checkStatus, upgradeStatus: enterprise.upgradeStatus, enterpriseCnnme: enterprise.enterpriseCnnme })
          .from(enterprise)
          .where(eq(enterprise.id, request.enterpriseId))
      : [],
    db
      .select({ userId: userAccount.id, logonId: userAccount.logonId, userType: userAccount.userType, roles: userAccount.roles, enterpriseId: userAccount.enterpriseId })
      .from(userAccount)
      .where(eq(userAccount.id, request.userId)),
  ]);
  return {
    request: {
      type: request.type,
      status: request.status,
      refuseReason: request.refuseReason,
      reviewNote: request.reviewNote,
      reviewedBy: request.reviewedBy,
      reviewedAt: iso(request.reviewedAt),
    },
    enterprise: record ?? null,
    applicant: applicant ?? null,
  };
}

function decide(options: {
  db: Db;
  operator: Operator;
  requestId: string;
  clientIp: string;
  action: 'certification.approve' | 'certification.refuse';
  reason: string | null;
  change: (tx: DbOrTx) => Promise<TCertificationQueueRecord>;
}) {
  const { requestId, ...rest } = options;
  return decideWithAudit({
    ...rest,
    entityType: 'certification_request',
    entityId: requestId,
    notFound: 'CERTIFICATION_NOT_FOUND',
    snapshot: (tx, snapshotOptions) => certificationSnapshot(tx, requestId, snapshotOptions),
  });
}

export function approveCertificationAsOperator(options: { db: Db; operator: Operator; requestId: string; note: string | undefined; clientIp: string }): Promise<TCertificationQueueRecord> {
  const { operator, requestId, note } = options;
  return decide({
    ...options,
    action: 'certification.approve',
    reason: note || null,
    change: (tx) => approveCertification({ db: tx, requestId, operatorId: operator.operatorId, note: note || undefined }),
  });
}

export function refuseCertificationAsOperator(options: { db: Db; operator: Operator; requestId: string; reason: string; clientIp: string }): Promise<TCertificationQueueRecord> {
  const { operator, requestId, reason } = options;
  return decide({
    ...options,
    action: 'certification.refuse',
    reason,
    change: (tx) => refuseCertification({ db: tx, requestId, operatorId: operator.operatorId, reason }),
  });
}

/**
 * GET /ops/certifications/:id: the request as in the queue, plus what a reviewer checks it against:
 * its files (name, type, size, where to open them), the applicant's account and their other requests.
 */
export async function getCertificationDetail({ db, keys, requestId }: { db: DbOrTx; keys: ServerKeys; requestId: string }): Promise<TOpsCertificationDetail> {
  const [row] = await db
    .select({ request: certificationRequest, logonId: userAccount.logonId, recordName: enterprise.enterpriseCnnme })
    .from(certificationRequest)
    .leftJoin(userAccount, eq(userAccount.id, certificationRequest.userId))
    .leftJoin(enterprise, eq(enterprise.id, certificationRequest.enterpriseId))
    .where(eq(certificationRequest.id, requestId));
  if (!row) throw new AppError('CERTIFICATION_NOT_FOUND');
  const { request } = row;

  const [files, [applicant], history] = await Promise.all([
    request.fileIds.length > 0
      ? db
          .select({ id: storedFile.id, originalName: storedFile.originalName, contentType: storedFile.contentType, sizeBytes: storedFile.sizeBytes })
          .from(storedFile)
          .where(and(inArray(storedFile.id, request.fileIds), isNull(storedFile.deletedAt)))
      : [],
    findAccountSummaries({ db, keys, userIds: [request.userId] }),
    db
      .select()
      .from(certificationRequest)
      .where(and(eq(certificationRequest.userId, request.userId), ne(certificationRequest.id, request.id)))
      .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
      .limit(20),
  ]);
  const fileById = new Map(files.map((file) => [file.id, file]));
  const payloadText = (key: string) => (typeof request.payload[key] === 'string' ? (request.payload[key] as string) : null);

  return {
    id: request.id,
    type: request.type as CertificationRequestType,
    status: request.status as CertificationStatus,
    isUpgrade: request.isUpgrade,
    enterpriseId: request.enterpriseId,
    payload: request.payload,
    fileIds: request.fileIds,
    refuseReason: request.refuseReason,
    submittedAt: request.createdAt.toISOString(),
    reviewedAt: iso(request.reviewedAt),
    resubmitOf: request.resubmitOf,
    userId: request.userId,
    logonId: row.logonId ?? '',
    // As in the queue: an upgrade shows the enterprise applied for, a charter supplier the name it gave.
    enterpriseCnnme: request.isUpgrade ? (payloadText('enterpriseCnnme') ?? row.recordName) : (row.recordName ?? payloadText('supplierName')),
    reviewedBy: request.reviewedBy,
    reviewNote: request.reviewNote,
    files: request.fileIds.map((fileId) => {
      const file = fileById.get(fileId);
      return {
        fileId,
        fileName: file?.originalName ?? null,
        contentType: file?.contentType ?? null,
        sizeBytes: file?.sizeBytes ?? null,
        downloadPath: `/api/ops/files/${fileId}`,
      };
    }),
    applicant: applicant ?? null,
    history: history.map((other) => ({
      id: other.id,
      type: other.type as CertificationRequestType,
      status: other.status as CertificationStatus,
      refuseReason: other.refuseReason,
      submittedAt: other.createdAt.toISOString(),
      reviewedAt: iso(other.reviewedAt),
    })),
  };
}
