import type { TCertificationRequestView } from '@coastbook/contracts';
import type { CertificationRequestType, CertificationStatus } from '@coastbook/domain';
import { isoOrNull } from '../enterprise-access';
import type { certificationRequest } from '../enterprise.tables';

export type CertificationRequestRow = typeof certificationRequest.$inferSelect;

export function toCertificationView(row: CertificationRequestRow): TCertificationRequestView {
  return {
    id: row.id,
    type: row.type as CertificationRequestType,
    status: row.status as CertificationStatus,
    isUpgrade: row.isUpgrade,
    enterpriseId: row.enterpriseId,
    payload: row.payload,
    fileIds: row.fileIds,
    refuseReason: row.refuseReason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: isoOrNull(row.reviewedAt),
    resubmitOf: row.resubmitOf,
  };
}
