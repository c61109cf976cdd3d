import type { TCertificationRequestView, TCertificationSubmitRequest } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../../platform/crypto';
import { uniqueViolationOf, type Db } from '../../../platform/db/client';
import { userAccount, type Actor } from '../../auth';
import { assertFilesOwnedBy } from '../../file';
import { certificationRequest, enterprise } from '../enterprise.tables';
import { findEnterpriseOf, getAccount, isActingForAnEnterprise } from '../enterprise-access';
import { customerActor, recordStateChanges, type StateChange } from '../state-events';
import { certificationColumnsOf, fileIdsOf, payloadOf } from './certification-fields';
import { toCertificationView } from './certification-view';
import { assertIdCardFree, assertNameFree, assertSapIdFree, assertSocialCreditCodeFree } from './duplicate-checks';

/**
 * POST web/customerAuth/update and resubmitEntAuth: a customer certification goes to review.
 *
 * One transaction, the applicant's account row locked so two clicks cannot file two requests:
 * - refused while a request is under review, while the user is a sub-account or waits for a link,
 *   and once certified — except a certified person applying as an Enterprise (the upgrade of 000 §4.1
 *   "upgrade status Submit"), who keeps trading as a person until the operator decides;
 * - the files must be the applicant's own uploads; the name, social credit code, SAP number and ID
 *   card must not be certified already (a code another applicant has under review is refused too);
 * - the applicant's record (enterprise row) is created, or its refused / cancelled one is rewritten,
 *   with status Submit; an upgrade leaves the record alone and sets upgradeStatus Submit;
 * - the request row keeps the form (ID card masked); every status change writes an event row.
 */
export async function submitCertification(options: {
  db: Db;
  keys: ServerKeys;
  actor: Actor;
  request: TCertificationSubmitRequest;
  /** resubmitEntAuth: the refused or cancelled request this one replaces. */
  resubmitOf?: string;
}): Promise<TCertificationRequestView> {
  const { db, keys, actor, request } = options;
  try {
    return await db.transaction(async (tx) => {
      const account = await getAccount(tx, actor.userId, { forUpdate: true });
      const [latest] = await tx
        .select()
        .from(certificationRequest)
        .where(and(eq(certificationRequest.userId, account.id), ne(certificationRequest.type, 'CharterSupplier')))
        .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
        .limit(1);
      if (latest?.status === 'Submit') throw new AppError('CERTIFICATION_IN_PROGRESS');
      if (await isActingForAnEnterprise(tx, account)) throw new AppError('LINKED_ACCOUNT_CANNOT_CERTIFY');

      const current = await findEnterpriseOf(tx, account, { forUpdate: true });
      const own = current && current.masterUserId === account.id ? current : undefined;
      const isUpgrade = own?.checkStatus === 'Confirm' && own.entType === 'Personal' && request.entType === 'Enterprise';
      if (own?.checkStatus === 'Confirm' && !isUpgrade) throw new AppError('ALREADY_CERTIFIED');
      if (options.resubmitOf !== undefined && (latest?.id !== options.resubmitOf || (latest.status !== 'Refuse' && latest.status !== 'Cancel'))) {
        throw new AppError('CERTIFICATION_NOT_RESUBMITTABLE', { field: 'requestId' });
      }

      const fileIds = fileIdsOf(request);
      await assertFilesOwnedBy({ db: tx, userId: account.id, fileIds });
      const columns = certificationColumnsOf(request, keys);
      const exceptEnterpriseId = own?.id;
      if (request.entType === 'Personal') {
        await assertIdCardFree(tx, { idCardNoHash: columns.idCardNoHash as string, exceptEnterpriseId });
      } else {
        await assertNameFree(tx, {
          enterpriseCnnme: request.enterpriseCnnme,
          individualBusiness: request.entType === 'Enterprise' && request.individualBusiness,
          exceptEnterpriseId,
        });
        await assertSocialCreditCodeFree(tx, { socialCreditCode: request.socialCreditCode, exceptEnterpriseId, underReview: true });
        if (request.entType === 'Enterprise' && request.sapId) await assertSapIdFree(tx, { sapId: request.sapId, exceptEnterpriseId });
      }

      const actorOfChange = customerActor(account.id);
      const events: StateChange[] = [];
      let enterpriseId: string;
      if (isUpgrade && own) {
        enterpriseId = own.id;
        await tx.update(enterprise).set({ upgradeStatus: 'Submit', updatedAt: sql`now()` }).where(eq(enterprise.id, own.id));
        events.push({ subjectType: 'enterprise', subjectId: own.id, enterpriseId: own.id, userId: account.id, actor: actorOfChange, field: 'upgradeStatus', from: own.upgradeStatus, to: 'Submit' });
      } else if (own) {
        enterpriseId = own.id;
        await tx
          .update(enterprise)
          .set({ ...columns, checkStatus: 'Submit', upgradeStatus: null, updatedAt: sql`now()` })
          .where(eq(enterprise.id, own.id));
        events.push({ subjectType: 'enterprise', subjectId: own.id, enterpriseId: own.id, userId: account.id, actor: actorOfChange, field: 'checkStatus', from: own.checkStatus, to: 'Submit' });
      } else {
        const [created] = await tx
          .insert(enterprise)
          .values({ ...columns, enterpriseCnnme: columns.enterpriseCnnme as string, entType: request.entType, checkStatus: 'Submit', masterUserId: account.id })
          .returning({ id: enterprise.id });
        enterpriseId = created!.id;
        await tx.update(userAccount).set({ enterpriseId, updatedAt: sql`now()` }).where(eq(userAccount.id, account.id));
        events.push({ subjectType: 'enterprise', subjectId: enterpriseId, enterpriseId, userId: account.id, actor: actorOfChange, field: 'checkStatus', from: null, to: 'Submit' });
      }

      const [row] = await tx
        .insert(certificationRequest)
        .values({
          type: request.entType,
          status: 'Submit',
          userId: account.id,
          enterpriseId,
          isUpgrade,
          payload: payloadOf(request),
          fileIds,
          resubmitOf: options.resubmitOf ?? (latest && latest.status !== 'Confirm' ? latest.id : null),
        })
        .returning();
      events.push({
        subjectType: 'certification_request',
        subjectId: row!.id,
        enterpriseId,
        userId: account.id,
        actor: actorOfChange,
        field: 'status',
        from: null,
        to: 'Submit',
        reason: options.resubmitOf ? 'resubmitted' : null,
      });
      await recordStateChanges(tx, events);
      return toCertificationView(row!);
    });
  } catch (error) {
    // Two submissions racing past the checks: the partial unique indexes decide, with the same answers.
    const constraint = uniqueViolationOf(error);
    if (constraint === 'certification_request_one_pending_key') throw new AppError('CERTIFICATION_IN_PROGRESS');
    if (constraint === 'enterprise_sap_id_key') throw new AppError('SAP_ID_TAKEN', { field: 'sapId' });
    throw error;
  }
}

/** POST web/customerAuth/search?isEntAuth=: the caller's newest enterprise / trailer (true) or personal (false) request. */
export async function findLatestCertification(options: { db: Db; actor: Actor; isEntAuth: boolean }): Promise<TCertificationRequestView | null> {
  const types = options.isEntAuth ? ['Enterprise', 'TmsVendor'] : ['Personal'];
  const [row] = await options.db
    .select()
    .from(certificationRequest)
    .where(and(eq(certificationRequest.userId, options.actor.userId), inArray(certificationRequest.type, types)))
    .orderBy(desc(certificationRequest.createdAt), desc(certificationRequest.id))
    .limit(1);
  return row ? toCertificationView(row) : null;
}
