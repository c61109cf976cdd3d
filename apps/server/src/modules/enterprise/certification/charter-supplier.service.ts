import type { TCharterSupplierForm, TCharterSupplierView } from '@coastbook/contracts';
import { AppError, type CertificationStatus } from '@coastbook/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import type { Actor } from '../../auth';
import { assertFilesOwnedBy } from '../../file';
import { certificationRequest } from '../enterprise.tables';
import { getAccount, isoOrNull, uniqueViolationOf } from '../enterprise-access';
import { customerActor, recordStateChanges } from '../state-events';
import type { CertificationRequestRow } from './certification-view';

/**
 * Charter-supplier certification (000 §7.2). Its state is the user's newest CharterSupplier request
 * (supplierStatus of 000 §4.1); it does not touch the customer certification, so a certified customer
 * may also be a charter supplier.
 */

async function findLatestCharterRequest(db: DbOrTx, userId: string): Promise<CertificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(certificationRequest)
    .where(and(eq(certificationRequest.userId, userId), eq(certificationRequest.type, 'CharterSupplier')))
    .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
    .limit(1);
  return row;
}

function toView(row: CertificationRequestRow): TCharterSupplierView {
  const form = row.payload as Partial<TCharterSupplierForm>;
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
  };
}

/** getEntCharterSupplier: the caller's newest charter-supplier request, null when none. */
export async function getCharterSupplier(options: { db: Db; actor: Actor }): Promise<TCharterSupplierView | null> {
  const row = await findLatestCharterRequest(options.db, options.actor.userId);
  return row ? toView(row) : null;
}

async function fileNewRequest(db: DbOrTx, userId: string, form: TCharterSupplierForm, previous: CertificationRequestRow | undefined): Promise<CertificationRequestRow> {
  await assertFilesOwnedBy({ db, userId, fileIds: form.fileIds });
  const [row] = await db
    .insert(certificationRequest)
    .values({ type: 'CharterSupplier', status: 'Submit', userId, payload: { ...form }, fileIds: form.fileIds, resubmitOf: previous?.id ?? null })
    .returning();
  await recordStateChanges(db, [
    { subjectType: 'certification_request', subjectId: row!.id, userId, actor: customerActor(userId), field: 'supplierStatus', from: previous?.status ?? null, to: 'Submit' },
  ]);
  return row!;
}

/** entCharterSupplier: submit (or, after a refusal, resubmit) the certification. */
export async function submitCharterSupplier(options: { db: Db; actor: Actor; form: TCharterSupplierForm }): Promise<TCharterSupplierView> {
  const { db, actor, form } = options;
  try {
    return await db.transaction(async (tx) => {
      await getAccount(tx, actor.userId, { forUpdate: true });
      const latest = await findLatestCharterRequest(tx, actor.userId);
      if (latest?.status === 'Submit') throw new AppError('CERTIFICATION_IN_PROGRESS');
      if (latest?.status === 'Confirm') throw new AppError('CHARTER_SUPPLIER_CERTIFIED');
      return toView(await fileNewRequest(tx, actor.userId, form, latest));
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'certification_request_one_pending_key') throw new AppError('CERTIFICATION_IN_PROGRESS');
    throw error;
  }
}

/**
 * updateEntCharterSupplier: while under review, the form is corrected in place (the operator sees the
 * latest); after a refusal it is resubmitted; once certified it is locked.
 */
export async function updateCharterSupplier(options: { db: Db; actor: Actor; form: TCharterSupplierForm }): Promise<TCharterSupplierView> {
  const { db, actor, form } = options;
  return db.transaction(async (tx) => {
    await getAccount(tx, actor.userId, { forUpdate: true });
    const latest = await findLatestCharterRequest(tx, actor.userId);
    if (!latest) throw new AppError('CHARTER_SUPPLIER_NOT_SUBMITTED');
    if (latest.status === 'Confirm') throw new AppError('CHARTER_SUPPLIER_CERTIFIED');
    if (latest.status !== 'Submit') return toView(await fileNewRequest(tx, actor.userId, form, latest));
    await assertFilesOwnedBy({ db: tx, userId: actor.userId, fileIds: form.fileIds });
    const [row] = await tx
      .update(certificationRequest)
      .set({ payload: { ...form }, fileIds: form.fileIds, updatedAt: new Date() })
      .where(eq(certificationRequest.id, latest.id))
      .returning();
    await recordStateChanges(tx, [
      { subjectType: 'certification_request', subjectId: latest.id, userId: actor.userId, actor: customerActor(actor.userId), field: 'payload', from: 'Submit', to: 'Submit', reason: 'corrected while under review' },
    ]);
    return toView(row!);
  });
}
