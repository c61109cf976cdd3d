import type { TCharterSupplierForm, TCharterSupplierView } from '@coastbook/contracts';
import type { CertificationStatus } from '@coastbook/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import type { CertificationRequestRow } from '../certification/certification-view';
import { isoOrNull } from '../enterprise-access';
import { certificationRequest } from '../enterprise.tables';

/**
 * A charter-supplier certification is a certification_request of type CharterSupplier; the user's
 * newest one is the supplierStatus of 000 §4.1. Besides the form, its payload keeps what happens after
 * submission: the zero-commitment letter (zeroCommitmentFileId) and the opening in the supplier system
 * (eSupplierCode, eSupplierForwardedAt).
 */
export interface CharterSupplierPayload extends Partial<TCharterSupplierForm> {
  zeroCommitmentFileId?: string;
  eSupplierCode?: string;
  eSupplierForwardedAt?: string;
}

export async function findLatestCharterRequest(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}): Promise<CertificationRequestRow | undefined> {
  const query = db
    .select()
    .from(certificationRequest)
    .where(and(eq(certificationRequest.userId, userId), eq(certificationRequest.type, 'CharterSupplier')))
    .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export const payloadOfCharter = (row: CertificationRequestRow): CharterSupplierPayload => row.payload as CharterSupplierPayload;

export function toCharterSupplierView(row: CertificationRequestRow): TCharterSupplierView {
  const form = payloadOfCharter(row);
  return {
    requestId: row.id,
    supplierStatus: row.status as CertificationStatus,
    supplierName: form.supplierName ?? '',
    socialCreditCode: form.socialCreditCode ?? null,
    isTerritory: form.isTerritory === 1 ? 1 : 2,
    contactName: form.contactName ?? '',
    contactPhone: form.contactPhone ?? '',
    shipNames: form.shipNames ?? null,
    remark: form.remark ?? null,
    fileIds: row.fileIds,
    refuseReason: row.refuseReason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: isoOrNull(row.reviewedAt),
    zeroCommitmentFileId: form.zeroCommitmentFileId ?? null,
    eSupplierForwardedAt: form.eSupplierForwardedAt ?? null,
  };
}
