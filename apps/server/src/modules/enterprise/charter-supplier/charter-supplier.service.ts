import type { TCharterSupplierAllFields, TCharterSupplierForm, TCharterSupplierView, TForwardToESupplierResponse } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../../platform/db/client';
import type { Actor } from '../../auth';
import { assertFilesOwnedBy, storedFile } from '../../file';
import type { CertificationRequestRow } from '../certification/certification-view';
import { getAccount, isActingForAnEnterprise, type AccountRow } from '../enterprise-access';
import { certificationRequest } from '../enterprise.tables';
import { customerActor, recordStateChanges } from '../state-events';
import type { CharterSupplierSystem } from '../supplier-link/charter-supplier-system';
import { getConfirmedSupplier } from '../supplier-link/supplier-link.service';
import { findLatestCharterRequest, payloadOfCharter, toCharterSupplierView, type CharterSupplierPayload } from './charter-supplier-request';

/**
 * Charter-supplier certification (000 §7.2 "Charter supplier"). Its state is the user's newest
 * CharterSupplier request; it does not touch the customer certification, so a certified customer may
 * also be a charter supplier. Submit → (operator) Confirm / Refuse; the applicant may withdraw while
 * under review (Cancel, which counts as no status); after Refuse or Cancel a new request is filed.
 *
 * A user acting for an enterprise (its sub-account or a linker) files no new request (4062): the
 * enterprise's main account certifies. One filed before linking can still be corrected while under
 * review, withdrawn, and used once certified.
 */

/** getEntCharterSupplier: the caller's newest charter-supplier request, null when none. */
export async function getCharterSupplier(options: { db: Db; actor: Actor }): Promise<TCharterSupplierView | null> {
  const row = await findLatestCharterRequest(options.db, options.actor.userId);
  return row ? toCharterSupplierView(row) : null;
}

async function fileNewRequest(db: DbOrTx, account: AccountRow, form: TCharterSupplierForm, previous: CertificationRequestRow | undefined): Promise<CertificationRequestRow> {
  if (await isActingForAnEnterprise(db, account)) throw new AppError('LINKED_ACCOUNT_CANNOT_CERTIFY_SUPPLIER');
  const userId = account.id;
  await assertFilesOwnedBy({ db, userId, fileIds: form.fileIds });
  const [row] = await db
    .insert(certificationRequest)
    .values({ type: 'CharterSupplier', status: 'Submit', userId, payload: { ...form }, fileIds: form.fileIds, resubmitOf: previous?.id ?? null })
    .returning();
  await recordStateChanges(db, [
    { subjectType: 'certification_request', subjectId: row!.id, userId, actor: customerActor(userId), field: 'supplierStatus', from: previous?.status ?? null, to: 'Submit', reason: previous ? 'resubmitted' : null },
  ]);
  return row!;
}

/** entCharterSupplier: submit (or, after a refusal or a withdrawal, resubmit) the certification. */
export async function submitCharterSupplier(options: { db: Db; actor: Actor; form: TCharterSupplierForm }): Promise<TCharterSupplierView> {
  const { db, actor, form } = options;
  try {
    return await db.transaction(async (tx) => {
      const account = await getAccount(tx, actor.userId, { forUpdate: true });
      const latest = await findLatestCharterRequest(tx, actor.userId);
      if (latest?.status === 'Submit') throw new AppError('CERTIFICATION_IN_PROGRESS');
      if (latest?.status === 'Confirm') throw new AppError('CHARTER_SUPPLIER_CERTIFIED');
      return toCharterSupplierView(await fileNewRequest(tx, account, form, latest));
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'certification_request_one_pending_key') throw new AppError('CERTIFICATION_IN_PROGRESS');
    throw error;
  }
}

/**
 * updateEntCharterSupplier: while under review, the form is corrected in place (the operator sees the
 * latest); after a refusal or withdrawal it is resubmitted; once certified it is locked.
 */
export async function updateCharterSupplier(options: { db: Db; actor: Actor; form: TCharterSupplierForm }): Promise<TCharterSupplierView> {
  const { db, actor, form } = options;
  return db.transaction(async (tx) => {
    const account = await getAccount(tx, actor.userId, { forUpdate: true });
    const latest = await findLatestCharterRequest(tx, actor.userId);
    if (!latest) throw new AppError('CHARTER_SUPPLIER_NOT_SUBMITTED');
    if (latest.status === 'Confirm') throw new AppError('CHARTER_SUPPLIER_CERTIFIED');
    if (latest.status !== 'Submit') return toCharterSupplierView(await fileNewRequest(tx, account, form, latest));
    await assertFilesOwnedBy({ db: tx, userId: actor.userId, fileIds: form.fileIds });
    // Keep what the form does not carry (the zero-commitment letter).
    const kept = payloadOfCharter(latest);
    const [row] = await tx
      .update(certificationRequest)
      .set({ payload: { ...form, ...(kept.zeroCommitmentFileId ? { zeroCommitmentFileId: kept.zeroCommitmentFileId } : {}) }, fileIds: form.fileIds, updatedAt: new Date() })
      .where(eq(certificationRequest.id, latest.id))
      .returning();
    await recordStateChanges(tx, [
      { subjectType: 'certification_request', subjectId: latest.id, userId: actor.userId, actor: customerActor(actor.userId), field: 'payload', from: 'Submit', to: 'Submit', reason: 'corrected while under review' },
    ]);
    return toCharterSupplierView(row!);
  });
}

/**
 * entCharterSupplierAllFields: the page's one read — the newest request, its files by name (only the
 * caller's live files), the zero-commitment letter and what the caller may do next.
 */
export async function getCharterSupplierAllFields(options: { db: Db; actor: Actor }): Promise<TCharterSupplierAllFields> {
  const row = await findLatestCharterRequest(options.db, options.actor.userId);
  const supplier = row ? toCharterSupplierView(row) : null;
  const mayFile = !(await isActingForAnEnterprise(options.db, await getAccount(options.db, options.actor.userId)));
  const wanted = [...(supplier?.fileIds ?? []), ...(supplier?.zeroCommitmentFileId ? [supplier.zeroCommitmentFileId] : [])];
  const files =
    wanted.length > 0
      ? await options.db
          .select({ id: storedFile.id, originalName: storedFile.originalName })
          .from(storedFile)
          .where(and(inArray(storedFile.id, wanted), eq(storedFile.ownerUserId, options.actor.userId), isNull(storedFile.deletedAt)))
      : [];
  const nameOf = (fileId: string) => files.find((file) => file.id === fileId)?.originalName ?? null;
  const status = supplier?.supplierStatus;
  return {
    supplier,
    files: (supplier?.fileIds ?? []).map((fileId) => ({ fileId, fileName: nameOf(fileId) })),
    zeroCommitmentFile: supplier?.zeroCommitmentFileId ? { fileId: supplier.zeroCommitmentFileId, fileName: nameOf(supplier.zeroCommitmentFileId) } : null,
    canSubmit: mayFile && (status === undefined || status === 'Refuse' || status === 'Cancel'),
    canUpdate: status === 'Submit',
    canWithdraw: status === 'Submit',
    canUseSupplierSystem: status === 'Confirm',
  };
}

/**
 * refuseEcharterEntByUser: the applicant withdraws ("refuses") the request under review. It becomes
 * Cancel — the operator queue no longer shows it and the user card offers the button again.
 */
export async function withdrawCharterSupplier(options: { db: Db; actor: Actor; reason?: string | undefined }): Promise<TCharterSupplierView> {
  const { db, actor } = options;
  return db.transaction(async (tx) => {
    await getAccount(tx, actor.userId, { forUpdate: true });
    const latest = await findLatestCharterRequest(tx, actor.userId, { forUpdate: true });
    if (latest?.status !== 'Submit') throw new AppError('CHARTER_SUPPLIER_NOT_UNDER_REVIEW');
    const [row] = await tx.update(certificationRequest).set({ status: 'Cancel', updatedAt: new Date() }).where(eq(certificationRequest.id, latest.id)).returning();
    await recordStateChanges(tx, [
      {
        subjectType: 'certification_request',
        subjectId: latest.id,
        userId: actor.userId,
        actor: customerActor(actor.userId),
        field: 'supplierStatus',
        from: 'Submit',
        to: 'Cancel',
        reason: options.reason ? `withdrawn by the applicant: ${options.reason}` : 'withdrawn by the applicant',
      },
    ]);
    return toCharterSupplierView(row!);
  });
}

/**
 * updateZeroCommitment: attach or replace the signed zero-commitment letter (an upload of the caller's)
 * on the request under review or the confirmed certification.
 */
export async function updateZeroCommitment(options: { db: Db; actor: Actor; fileId: string }): Promise<TCharterSupplierView> {
  const { db, actor, fileId } = options;
  return db.transaction(async (tx) => {
    const latest = await findLatestCharterRequest(tx, actor.userId, { forUpdate: true });
    if (latest?.status !== 'Submit' && latest?.status !== 'Confirm') throw new AppError('CHARTER_SUPPLIER_NOT_SUBMITTED');
    await assertFilesOwnedBy({ db: tx, userId: actor.userId, fileIds: [fileId] });
    const payload: CharterSupplierPayload = { ...payloadOfCharter(latest), zeroCommitmentFileId: fileId };
    const [row] = await tx.update(certificationRequest).set({ payload: { ...payload }, updatedAt: new Date() }).where(eq(certificationRequest.id, latest.id)).returning();
    await recordStateChanges(tx, [
      { subjectType: 'certification_request', subjectId: latest.id, userId: actor.userId, actor: customerActor(actor.userId), field: 'zeroCommitmentFileId', from: payloadOfCharter(latest).zeroCommitmentFileId ?? null, to: fileId },
    ]);
    return toCharterSupplierView(row!);
  });
}

/**
 * forwardToESuppler: open the confirmed supplier in the charter supplier system. The outside call
 * comes first and is idempotent there, so a failure to record it here is mended by calling again;
 * an already forwarded supplier answers what was recorded without calling out.
 */
export async function forwardToESupplier(options: { db: Db; system: CharterSupplierSystem; actor: Actor }): Promise<TForwardToESupplierResponse> {
  const { db, system, actor } = options;
  const supplier = await getConfirmedSupplier(db, actor);
  const before = payloadOfCharter((await findLatestCharterRequest(db, actor.userId))!);
  if (before.eSupplierCode && before.eSupplierForwardedAt) return { supplierCode: before.eSupplierCode, forwardedAt: before.eSupplierForwardedAt };
  const { supplierCode } = await system.registerSupplier(supplier);
  return db.transaction(async (tx) => {
    const latest = await findLatestCharterRequest(tx, actor.userId, { forUpdate: true });
    if (latest?.status !== 'Confirm') throw new AppError('CHARTER_SUPPLIER_NOT_CONFIRMED');
    const current = payloadOfCharter(latest);
    if (current.eSupplierCode && current.eSupplierForwardedAt) return { supplierCode: current.eSupplierCode, forwardedAt: current.eSupplierForwardedAt };
    const forwardedAt = new Date().toISOString();
    await tx
      .update(certificationRequest)
      .set({ payload: { ...current, eSupplierCode: supplierCode, eSupplierForwardedAt: forwardedAt }, updatedAt: new Date() })
      .where(eq(certificationRequest.id, latest.id));
    await recordStateChanges(tx, [
      { subjectType: 'certification_request', subjectId: latest.id, userId: actor.userId, actor: customerActor(actor.userId), field: 'eSupplierCode', from: null, to: supplierCode },
    ]);
    return { supplierCode, forwardedAt };
  });
}
