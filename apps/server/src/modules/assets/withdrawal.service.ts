import type { TCancelRefundRequest, TCreateWithdrawalRequest, TEnterpriseBankAccount, TRefundRecord, TRefundRecordPage, TRefundRecordQuery, TWithdrawalRecord } from '@coastbook/contracts';
import { AppError, maskBankAccountNo } from '@coastbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import type { DbOrTx, Tx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { enterprise, readBankAccountNo } from '../enterprise';
import { withdrawalRequest } from './assets.tables';
import { prepayStandingOf } from './balance.service';
import { findPrepaidAccount, lockPrepaidAccount, lockPrepaidAccountById, postLedgerEntry, type PrepaidStanding } from './prepaid-account.service';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
type WithdrawalRow = typeof withdrawalRequest.$inferSelect;

export function toWithdrawalRecord(keys: ServerKeys, row: WithdrawalRow): TWithdrawalRecord {
  return {
    id: row.id,
    amountFen: row.amountFen,
    status: row.status as TWithdrawalRecord['status'],
    bankAccountName: row.bankAccountName,
    bankAccountNoMasked: maskBankAccountNo(keys.fieldCipher.decrypt(row.bankAccountNoEncrypted)) ?? '',
    bankName: row.bankName,
    remark: row.remark,
    rejectReason: row.rejectReason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

/** The verified bank account of the caller's enterprise (withdrawals are paid only there). */
async function verifiedBankAccount(db: DbOrTx, keys: ServerKeys, standing: PrepaidStanding) {
  if (standing.ownerKind !== 'enterprise') throw new AppError('ASSETS_WITHDRAWAL_ENTERPRISE_ONLY');
  const [row] = await db.select().from(enterprise).where(eq(enterprise.id, standing.ownerId));
  if (!row || row.entType === 'Personal') throw new AppError('ASSETS_WITHDRAWAL_ENTERPRISE_ONLY');
  const accountNo = readBankAccountNo(keys, row);
  if (row.bankCertStatus !== 'Confirm' || !accountNo || !row.bankAccountName || !row.bankName) throw new AppError('ASSETS_BANK_NOT_VERIFIED');
  return { bankAccountName: row.bankAccountName, bankAccountNo: accountNo, bankName: row.bankName, bankBranch: row.bankBranch };
}

/** getEnterpriseBankAccount: masked; refused with the 001 §8 message when not verified. */
export async function getEnterpriseBankAccount({ db, keys, actor }: { db: DbOrTx; keys: ServerKeys; actor: Actor }): Promise<TEnterpriseBankAccount> {
  const standing = await prepayStandingOf(db, actor);
  const bank = await verifiedBankAccount(db, keys, standing);
  return { bankAccountName: bank.bankAccountName, bankAccountNoMasked: maskBankAccountNo(bank.bankAccountNo) ?? '', bankName: bank.bankName, bankBranch: bank.bankBranch };
}

/** createWithdrawalReq: the amount (≤ balance) leaves the balance at once (WITHDRAWAL) and waits for finance. */
export async function createWithdrawalRequest(options: { tx: Tx; keys: ServerKeys; actor: Actor; request: TCreateWithdrawalRequest; idempotencyKey: string }): Promise<TWithdrawalRecord> {
  const { tx, keys, actor, request } = options;
  const standing = await prepayStandingOf(tx, actor);
  const bank = await verifiedBankAccount(tx, keys, standing);
  const account = await lockPrepaidAccount(tx, standing);
  if (request.amountFen > account.balanceFen) {
    throw new AppError('ASSETS_AMOUNT_INVALID', { msg: { zh: '提现金额不能超过可用余额', en: 'The withdrawal amount cannot exceed the available balance' }, field: 'amountFen' });
  }
  const [row] = await tx
    .insert(withdrawalRequest)
    .values({
      accountId: account.id,
      amountFen: request.amountFen,
      bankAccountName: bank.bankAccountName,
      bankAccountNoEncrypted: keys.fieldCipher.encrypt(bank.bankAccountNo),
      bankName: bank.bankName,
      bankBranch: bank.bankBranch,
      remark: request.remark ?? null,
      createdBy: actor.userId,
    })
    .returning();
  await postLedgerEntry(tx, account, {
    kind: 'WITHDRAWAL',
    amountFen: -request.amountFen,
    businessId: row!.id,
    remark: `提现至${bank.bankName}（尾号${bank.bankAccountNo.slice(-4)}）`,
    idempotencyKey: options.idempotencyKey,
    createdBy: actor.userId,
  });
  return toWithdrawalRecord(keys, row!);
}

/** Returns a withdrawal's frozen amount to the balance (customer cancel or finance rejection). */
export async function returnWithdrawal(tx: DbOrTx, row: WithdrawalRow, options: { to: 'R' | 'X'; reason: string | null; decidedBy: string | null; createdBy: string }): Promise<WithdrawalRow> {
  const [updated] = await tx
    .update(withdrawalRequest)
    .set({ status: options.to, rejectReason: options.to === 'R' ? options.reason : null, decidedBy: options.decidedBy, decidedAt: new Date() })
    .where(and(eq(withdrawalRequest.id, row.id), eq(withdrawalRequest.status, 'W')))
    .returning();
  if (!updated) throw new AppError('ASSETS_WITHDRAWAL_NOT_CANCELLABLE');
  const account = await lockPrepaidAccountById(tx, row.accountId);
  await postLedgerEntry(tx, account!, {
    kind: 'WITHDRAWAL_RETURN',
    amountFen: row.amountFen,
    businessId: row.id,
    remark: options.to === 'X' ? '取消提现申请' : `提现被驳回：${options.reason ?? ''}`,
    createdBy: options.createdBy,
  });
  return updated;
}

/** cancelRefund: the caller's enterprise withdraws a request still under review. */
export async function cancelWithdrawal(options: { tx: Tx; keys: ServerKeys; actor: Actor; request: TCancelRefundRequest }): Promise<TWithdrawalRecord> {
  const { tx, keys, actor, request } = options;
  const standing = await prepayStandingOf(tx, actor);
  const account = await lockPrepaidAccount(tx, standing);
  const [row] = await tx
    .select()
    .from(withdrawalRequest)
    .where(and(eq(withdrawalRequest.id, request.id), eq(withdrawalRequest.accountId, account.id)))
    .for('update');
  if (!row) throw new AppError('ASSETS_RECORD_NOT_FOUND', { field: 'id' });
  if (row.status !== 'W') throw new AppError('ASSETS_WITHDRAWAL_NOT_CANCELLABLE');
  return toWithdrawalRecord(keys, await returnWithdrawal(tx, row, { to: 'X', reason: null, decidedBy: null, createdBy: actor.userId }));
}

/** getRefundRecord: withdrawals and order refunds (REFUND ledger rows) of the account, newest first. */
export async function findRefundRecords(options: { db: DbOrTx; keys: ServerKeys; actor: Actor; query: TRefundRecordQuery }): Promise<TRefundRecordPage> {
  const { db, keys, actor, query } = options;
  const standing = await prepayStandingOf(db, actor);
  const account = await findPrepaidAccount(db, standing);
  const empty = { records: [], total: 0, current: query.current, size: query.size };
  if (!account) return empty;
  const withdrawals = sql`select w.id::text as id, 'WITHDRAWAL' as kind, w.amount_fen as amount_fen, w.status as status, w.id::text as business_id,
      null::text as business_no, coalesce(w.reject_reason, w.remark) as reason, w.bank_account_no_encrypted as bank_encrypted,
      w.created_at as created_at, w.decided_at as decided_at
    from withdrawal_request w where w.account_id = ${account.id}`;
  const refunds = sql`select l.id::text as id, 'REFUND' as kind, (l.amount_fen - l.credit_fen) as amount_fen, 'A' as status, l.business_id as business_id,
      l.business_no as business_no, l.remark as reason, null::text as bank_encrypted, l.created_at as created_at, l.created_at as decided_at
    from prepaid_ledger l where l.account_id = ${account.id} and l.kind = 'REFUND'`;
  const source = query.kind === 'WITHDRAWAL' ? withdrawals : query.kind === 'REFUND' ? refunds : sql`${withdrawals} union all ${refunds}`;
  const rows = await db.execute<{
    id: string;
    kind: 'WITHDRAWAL' | 'REFUND';
    amount_fen: number;
    status: TRefundRecord['status'];
    business_id: string | null;
    business_no: string | null;
    reason: string | null;
    bank_encrypted: string | null;
    created_at: Date | string;
    decided_at: Date | string | null;
  }>(sql`select * from (${source}) r order by r.created_at desc, r.id desc limit ${query.size} offset ${(query.current - 1) * query.size}`);
  const totals = await db.execute<{ total: number }>(sql`select count(*)::int as total from (${source}) r`);
  const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    records: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amountFen: Number(row.amount_fen),
      status: row.status,
      businessId: row.business_id,
      businessNo: row.business_no,
      reason: row.reason,
      bankAccountNoMasked: row.bank_encrypted ? maskBankAccountNo(keys.fieldCipher.decrypt(row.bank_encrypted)) : null,
      createdAt: toIso(row.created_at)!,
      decidedAt: toIso(row.decided_at),
    })),
    total: totals.rows[0]?.total ?? 0,
    current: query.current,
    size: query.size,
  };
}
