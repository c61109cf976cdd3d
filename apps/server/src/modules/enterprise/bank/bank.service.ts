import type { TBankInfo, TBankReviewRecord, TSaveBankDraftRequest, TSubmitBankInfoRequest } from '@coastbook/contracts';
import { AppError, type BankCertStatus } from '@coastbook/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ServerKeys } from '../../../platform/crypto';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { userAccount, type Actor } from '../../auth';
import { enterprise } from '../enterprise.tables';
import { findEnterpriseOf, getAccount, isoOrNull, type EnterpriseRow, type Page } from '../enterprise-access';
import { MESSAGE_THEME, notifyUser } from '../notify';
import { readRefusalReason } from '../refusal-reason';
import { customerActor, operatorActor, recordStateChanges, type StateActor } from '../state-events';

/**
 * Enterprise bank information (000 §4.1 "saved as draft, submitted or cancelled"; 001 §7 Assets): kept by
 * the owner of a certified enterprise or trailer-supplier record (the main account); reviewed by an
 * operator. Under review it is frozen until approved, refused or withdrawn.
 * The account number is personal data: stored encrypted with the field cipher (like phones and ID
 * cards), decrypted only to answer its owner, to mask it, or for an operator's audited reveal.
 */

/** The clear account number of a record, or null when none was entered. */
export function readBankAccountNo(keys: ServerKeys, row: Pick<EnterpriseRow, 'bankAccountNoEncrypted'>): string | null {
  return row.bankAccountNoEncrypted === null ? null : keys.fieldCipher.decrypt(row.bankAccountNoEncrypted);
}

/** The column value that stores an account number (null clears it). */
export function storeBankAccountNo(keys: ServerKeys, accountNo: string | null): string | null {
  return accountNo === null ? null : keys.fieldCipher.encrypt(accountNo);
}

function bankInfoOf(keys: ServerKeys, row: EnterpriseRow): TBankInfo {
  return {
    bankAccountName: row.bankAccountName,
    bankAccountNo: readBankAccountNo(keys, row),
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    bankCertStatus: row.bankCertStatus as BankCertStatus | null,
    bankRefuseReason: row.bankRefuseReason,
  };
}

/** The caller's certified enterprise record, locked, that the caller owns. */
async function lockOwnCertifiedRecord(db: DbOrTx, userId: string): Promise<EnterpriseRow> {
  const account = await getAccount(db, userId);
  const row = await findEnterpriseOf(db, account, { forUpdate: true });
  if (!row || row.checkStatus !== 'Confirm' || row.entType === 'Personal') throw new AppError('ENTERPRISE_NOT_CERTIFIED');
  if (row.masterUserId !== account.id) throw new AppError('FORBIDDEN', { msg: { zh: '仅企业主账号可以维护银行信息', en: 'Only the enterprise main account can maintain the bank information' } });
  return row;
}

async function changeBankStatus(
  db: DbOrTx,
  row: EnterpriseRow,
  change: { to: BankCertStatus; actor: StateActor; reason?: string | null; fields?: Partial<typeof enterprise.$inferInsert> },
): Promise<EnterpriseRow> {
  const [updated] = await db
    .update(enterprise)
    .set({ ...change.fields, bankCertStatus: change.to, updatedAt: new Date() })
    .where(eq(enterprise.id, row.id))
    .returning();
  await recordStateChanges(db, [
    { subjectType: 'enterprise', subjectId: row.id, enterpriseId: row.id, userId: row.masterUserId, actor: change.actor, field: 'bankCertStatus', from: row.bankCertStatus, to: change.to, reason: change.reason },
  ]);
  return updated!;
}

/** saveBankDraft: the fields given are kept as a draft (a verified account goes back to draft until resubmitted). */
export async function saveBankDraft(options: { db: Db; keys: ServerKeys; actor: Actor; request: TSaveBankDraftRequest }): Promise<TBankInfo> {
  const { db, keys, actor, request } = options;
  return db.transaction(async (tx) => {
    const row = await lockOwnCertifiedRecord(tx, actor.userId);
    if (row.bankCertStatus === 'Submit') throw new AppError('BANK_INFO_UNDER_REVIEW');
    const fields: Partial<typeof enterprise.$inferInsert> = {};
    if (request.bankAccountName !== undefined) fields.bankAccountName = request.bankAccountName;
    if (request.bankAccountNo !== undefined) fields.bankAccountNoEncrypted = storeBankAccountNo(keys, request.bankAccountNo);
    if (request.bankName !== undefined) fields.bankName = request.bankName;
    if (request.bankBranch !== undefined) fields.bankBranch = request.bankBranch;
    return bankInfoOf(keys, await changeBankStatus(tx, row, { to: 'draft', actor: customerActor(actor.userId), fields }));
  });
}

/** submitBankInfo: every field, checked by the contract, goes to the operator's review. */
export async function submitBankInfo(options: { db: Db; keys: ServerKeys; actor: Actor; request: TSubmitBankInfoRequest }): Promise<TBankInfo> {
  const { db, keys, actor, request } = options;
  const { bankAccountNo, ...clearFields } = request;
  return db.transaction(async (tx) => {
    const row = await lockOwnCertifiedRecord(tx, actor.userId);
    if (row.bankCertStatus === 'Submit') throw new AppError('BANK_INFO_UNDER_REVIEW');
    const fields = {
      ...clearFields,
      bankAccountNoEncrypted: storeBankAccountNo(keys, bankAccountNo),
      bankRefuseReason: null,
      bankSubmittedAt: new Date(),
      bankReviewedBy: null,
      bankReviewedAt: null,
    };
    return bankInfoOf(keys, await changeBankStatus(tx, row, { to: 'Submit', actor: customerActor(actor.userId), fields }));
  });
}

/** cancelBankCertification: withdraws a submission under review (the fields stay, status Cancel). */
export async function cancelBankCertification(options: { db: Db; keys: ServerKeys; actor: Actor }): Promise<TBankInfo> {
  return options.db.transaction(async (tx) => {
    const row = await lockOwnCertifiedRecord(tx, options.actor.userId);
    if (row.bankCertStatus !== 'Submit') throw new AppError('BANK_INFO_NOT_SUBMITTED');
    return bankInfoOf(options.keys, await changeBankStatus(tx, row, { to: 'Cancel', actor: customerActor(options.actor.userId) }));
  });
}

const reviewColumns = { row: enterprise, mainAccountLogonId: userAccount.logonId };

function toReviewRecord(keys: ServerKeys, { row, mainAccountLogonId }: { row: EnterpriseRow; mainAccountLogonId: string | null }): TBankReviewRecord {
  return {
    ...bankInfoOf(keys, row),
    enterpriseId: row.id,
    enterpriseCnnme: row.enterpriseCnnme,
    socialCreditCode: row.socialCreditCode,
    mainAccountLogonId,
    submittedAt: isoOrNull(row.bankSubmittedAt),
  };
}

/** The operator's bank review queue: enterprises whose bank information is under review, oldest submission first. */
export async function findBankReviewQueue(options: { db: DbOrTx; keys: ServerKeys; current: number; size: number }): Promise<Page<TBankReviewRecord>> {
  const { db, keys, current, size } = options;
  const where = eq(enterprise.bankCertStatus, 'Submit');
  // Sequential: the operator console may call this inside its own transaction (one connection).
  const rows = await db
    .select(reviewColumns)
    .from(enterprise)
    .leftJoin(userAccount, eq(userAccount.id, enterprise.masterUserId))
    .where(where)
    .orderBy(asc(enterprise.bankSubmittedAt), asc(enterprise.id))
    .limit(size)
    .offset((current - 1) * size);
  const [totals] = await db.select({ total: count() }).from(enterprise).where(where);
  return { records: rows.map((row) => toReviewRecord(keys, row)), total: totals?.total ?? 0, current, size };
}

async function lockUnderReview(db: DbOrTx, enterpriseId: string): Promise<EnterpriseRow> {
  const [row] = await db.select().from(enterprise).where(and(eq(enterprise.id, enterpriseId), inArray(enterprise.entType, ['Enterprise', 'TmsVendor']))).for('update');
  if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
  if (row.bankCertStatus !== 'Submit') throw new AppError('BANK_REVIEW_NOT_PENDING');
  return row;
}

async function loadReviewRecord(db: DbOrTx, keys: ServerKeys, enterpriseId: string): Promise<TBankReviewRecord> {
  const [row] = await db.select(reviewColumns).from(enterprise).leftJoin(userAccount, eq(userAccount.id, enterprise.masterUserId)).where(eq(enterprise.id, enterpriseId));
  return toReviewRecord(keys, row!);
}

/** An operator verifies the bank information: Confirm, an event, a message to the main account. */
export async function approveBankInfo(options: { db: DbOrTx; keys: ServerKeys; enterpriseId: string; operatorId: string }): Promise<TBankReviewRecord> {
  const { db, keys, enterpriseId, operatorId } = options;
  await db.transaction(async (tx) => {
    const row = await lockUnderReview(tx, enterpriseId);
    await changeBankStatus(tx, row, { to: 'Confirm', actor: operatorActor(operatorId), fields: { bankReviewedBy: operatorId, bankReviewedAt: new Date(), bankRefuseReason: null } });
    await notifyUser(tx, {
      userId: row.masterUserId,
      theme: MESSAGE_THEME.certification,
      title: '银行信息审核通过',
      content: `贵企业的银行账户信息（${row.bankName ?? ''} 尾号${(readBankAccountNo(keys, row) ?? '').slice(-4)}）已审核通过。`,
      businessId: row.id,
    });
  });
  return loadReviewRecord(db, keys, enterpriseId);
}

/** An operator refuses the bank information with a reason the main account reads. */
export async function refuseBankInfo(options: { db: DbOrTx; keys: ServerKeys; enterpriseId: string; operatorId: string; reason: string }): Promise<TBankReviewRecord> {
  const { db, keys, enterpriseId, operatorId } = options;
  const reason = readRefusalReason(options.reason);
  await db.transaction(async (tx) => {
    const row = await lockUnderReview(tx, enterpriseId);
    await changeBankStatus(tx, row, { to: 'Refuse', actor: operatorActor(operatorId), reason, fields: { bankReviewedBy: operatorId, bankReviewedAt: new Date(), bankRefuseReason: reason } });
    await notifyUser(tx, {
      userId: row.masterUserId,
      theme: MESSAGE_THEME.certification,
      title: '银行信息审核未通过',
      content: `贵企业的银行账户信息未通过审核，原因：${reason}。请前往用户信息-企业信息-银行账户信息修改后重新提交。`,
      businessId: row.id,
    });
  });
  return loadReviewRecord(db, keys, enterpriseId);
}
