import type {
  TOpsFinanceAccount,
  TOpsFinanceAccountPage,
  TOpsFinanceAccountQuery,
  TOpsLedgerPage,
  TOpsLedgerQuery,
  TOpsOfflineTopup,
  TOpsOfflineTopupPage,
  TOpsOfflineTopupQuery,
  TOpsRevealWithdrawalAccount,
  TOpsWithdrawal,
  TOpsWithdrawalPage,
  TOpsWithdrawalQuery,
} from '@coastbook/contracts';
import { AppError, fenToYuanString } from '@coastbook/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit';
import type { ServerKeys } from '../../../platform/crypto';
import type { Db, DbOrTx, TransactionRunner } from '../../../platform/db/client';
import type { FileStorage } from '../../../platform/files';
import { userAccount } from '../../auth';
import { enterprise } from '../../enterprise';
import { readStoredFile, storedFile } from '../../file';
import { sendCustomerMessage } from '../../message';
import { decideWithAudit, type Operator } from '../../ops';
import { offlineTopup, prepaidAccount, prepaidLedger, withdrawalRequest } from '../assets.tables';
import { toDealDetailRecord } from '../deal-detail.service';
import { lockPrepaidAccountById, postLedgerEntry } from '../prepaid-account.service';
import { toOfflineTopupRecord } from '../topup.service';
import { returnWithdrawal, toWithdrawalRecord } from '../withdrawal.service';

/**
 * Finance's side of the prepaid account (/api/ops/finance): confirming bank-transfer top-ups, paying out
 * or rejecting withdrawals, and reading any account's ledger. Decisions run through decideWithAudit
 * (record locked and snapshotted, audit row in the same transaction) and message the customer.
 */

const MESSAGE_THEME = 'ACCOUNT';
const operatorTag = (operator: Operator) => `operator:${operator.operatorId}`;
const yuan = (fen: number) => `¥${fenToYuanString(fen)}`;

/** Owner name (enterprise's or person's) as SQL, for lists and keyword search. */
const ownerName = sql<string>`coalesce(${enterprise.enterpriseCnnme}, (select u.user_cnnme from user_account u where u.id = ${prepaidAccount.ownerId}), '')`;

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(enterprise.enterpriseCnnme, pattern), ilike(userAccount.logonId, pattern), sql`exists (select 1 from user_account u where u.id = ${prepaidAccount.ownerId} and u.user_cnnme ilike ${pattern})`);
}

const ownerColumns = {
  accountId: prepaidAccount.id,
  ownerKind: prepaidAccount.ownerKind,
  ownerId: prepaidAccount.ownerId,
  ownerName,
  applicantLogonId: userAccount.logonId,
};

type OwnerColumns = { accountId: string; ownerKind: string; ownerId: string; ownerName: string; applicantLogonId: string | null };
const ownerOf = (row: OwnerColumns) => ({ ...row, ownerKind: row.ownerKind as 'enterprise' | 'user' });

// ---------- offline top-ups ----------

type TopupRow = typeof offlineTopup.$inferSelect;

async function voucherFilesOf(db: DbOrTx, rows: TopupRow[]): Promise<Map<string, { fileName: string; contentType: string }>> {
  const ids = [...new Set(rows.flatMap((row) => row.voucherFileIds))];
  if (ids.length === 0) return new Map();
  const files = await db.select({ id: storedFile.id, fileName: storedFile.originalName, contentType: storedFile.contentType }).from(storedFile).where(inArray(storedFile.id, ids));
  return new Map(files.map((file) => [file.id, file]));
}

function toOpsTopup(row: TopupRow, owner: OwnerColumns, files: Map<string, { fileName: string; contentType: string }>): TOpsOfflineTopup {
  return {
    ...toOfflineTopupRecord(row),
    owner: ownerOf(owner),
    voucherFiles: row.voucherFileIds.map((fileId) => ({
      fileId,
      fileName: files.get(fileId)?.fileName ?? null,
      contentType: files.get(fileId)?.contentType ?? null,
      downloadPath: `/api/ops/finance/offline-topups/${row.id}/vouchers/${fileId}`,
    })),
    decidedBy: row.decidedBy,
  };
}

/** Offline top-ups, oldest first when waiting (first come, first served), newest first otherwise. */
export async function findOfflineTopups({ db, query }: { db: DbOrTx; query: TOpsOfflineTopupQuery }): Promise<TOpsOfflineTopupPage> {
  const status = query.status ?? 'W';
  const where = and(eq(offlineTopup.status, status), keywordCondition(query.keyword));
  const base = () =>
    db
      .select({ row: offlineTopup, ...ownerColumns })
      .from(offlineTopup)
      .innerJoin(prepaidAccount, eq(prepaidAccount.id, offlineTopup.accountId))
      .leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId))
      .leftJoin(userAccount, eq(userAccount.id, offlineTopup.createdBy));
  const rows = await base()
    .where(where)
    .orderBy(status === 'W' ? asc(offlineTopup.createdAt) : desc(offlineTopup.decidedAt), asc(offlineTopup.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db
    .select({ total: count() })
    .from(offlineTopup)
    .innerJoin(prepaidAccount, eq(prepaidAccount.id, offlineTopup.accountId))
    .leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId))
    .leftJoin(userAccount, eq(userAccount.id, offlineTopup.createdBy))
    .where(where);
  const files = await voucherFilesOf(
    db,
    rows.map((item) => item.row),
  );
  return { records: rows.map(({ row, ...owner }) => toOpsTopup(row, owner, files)), total: totals?.total ?? 0, current: query.current, size: query.size };
}

async function loadOpsTopup(db: DbOrTx, id: string): Promise<TOpsOfflineTopup | undefined> {
  const [found] = await db
    .select({ row: offlineTopup, ...ownerColumns })
    .from(offlineTopup)
    .innerJoin(prepaidAccount, eq(prepaidAccount.id, offlineTopup.accountId))
    .leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId))
    .leftJoin(userAccount, eq(userAccount.id, offlineTopup.createdBy))
    .where(eq(offlineTopup.id, id));
  if (!found) return undefined;
  const { row, ...owner } = found;
  return toOpsTopup(row, owner, await voucherFilesOf(db, [row]));
}

/**
 * decideWithAudit's snapshot of a top-up or a withdrawal (the audit row's before and after). Locking takes
 * the account first, then the request: the order every money change takes.
 */
const moneyRequestSnapshot = (table: typeof offlineTopup | typeof withdrawalRequest, id: string) => async (tx: DbOrTx, options?: { lock?: boolean }) => {
  const select = () =>
    tx.select({ status: table.status, amountFen: table.amountFen, accountId: table.accountId, rejectReason: table.rejectReason }).from(table).where(eq(table.id, id));
  if (!options?.lock) return (await select())[0];
  const [peek] = await select();
  if (!peek) return undefined;
  await lockPrepaidAccountById(tx, peek.accountId);
  return (await select().for('update'))[0];
};

async function decideTopup(options: {
  db: Db;
  operator: Operator;
  id: string;
  clientIp: string;
  action: 'offline-topup.confirm' | 'offline-topup.reject';
  reason: string | null;
  runInTransaction?: TransactionRunner<TOpsOfflineTopup> | undefined;
}): Promise<TOpsOfflineTopup> {
  const { db, operator, id, clientIp, action, reason, runInTransaction } = options;
  return decideWithAudit({
    db,
    runInTransaction,
    operator,
    clientIp,
    action,
    reason,
    entityType: 'offline_topup',
    entityId: id,
    notFound: 'OPS_FINANCE_RECORD_NOT_FOUND',
    snapshot: moneyRequestSnapshot(offlineTopup, id),
    change: async (tx) => {
      const [row] = await tx.select().from(offlineTopup).where(eq(offlineTopup.id, id));
      if (!row || row.status !== 'W') throw new AppError('OPS_FINANCE_NOT_PENDING');
      const confirming = action === 'offline-topup.confirm';
      await tx
        .update(offlineTopup)
        .set({ status: confirming ? 'A' : 'R', rejectReason: confirming ? null : reason, decidedBy: operator.operatorId, decidedAt: new Date() })
        .where(eq(offlineTopup.id, id));
      if (confirming) {
        const account = await lockPrepaidAccountById(tx, row.accountId);
        await postLedgerEntry(tx, account!, {
          kind: 'TOPUP_OFFLINE',
          amountFen: row.amountFen,
          businessId: row.id,
          remark: `线下转账充值（${row.payerAccountName}，${row.transferDate}）`,
          createdBy: operatorTag(operator),
        });
      }
      await sendCustomerMessage({
        db: tx,
        userId: row.createdBy,
        theme: MESSAGE_THEME,
        title: confirming ? '线下充值已到账' : '线下充值申报被驳回',
        content: confirming
          ? `您于${row.transferDate}申报的线下转账充值 ${yuan(row.amountFen)} 已确认到账，已记入预存账户。`
          : `您于${row.transferDate}申报的线下转账充值 ${yuan(row.amountFen)} 未通过确认，原因：${reason ?? ''}。`,
        businessId: row.id,
      });
      return (await loadOpsTopup(tx, id))!;
    },
  });
}

export const confirmOfflineTopup = (options: { db: Db; operator: Operator; id: string; note: string | null; clientIp: string; runInTransaction?: TransactionRunner<TOpsOfflineTopup> | undefined }) =>
  decideTopup({ ...options, action: 'offline-topup.confirm', reason: options.note });
export const rejectOfflineTopup = (options: { db: Db; operator: Operator; id: string; reason: string; clientIp: string; runInTransaction?: TransactionRunner<TOpsOfflineTopup> | undefined }) =>
  decideTopup({ ...options, action: 'offline-topup.reject' });

/** The voucher file of a top-up, for finance to check (the file must belong to that top-up); every opening audited. */
export async function openTopupVoucher(options: { db: Db; storage: FileStorage; operator: Operator; id: string; fileId: string; clientIp: string }) {
  const { db, storage, operator, id, fileId, clientIp } = options;
  const [row] = await db.select({ voucherFileIds: offlineTopup.voucherFileIds }).from(offlineTopup).where(eq(offlineTopup.id, id));
  if (!row || !row.voucherFileIds.includes(fileId)) throw new AppError('OPS_FINANCE_RECORD_NOT_FOUND');
  const opened = await readStoredFile({ db, storage, fileId });
  await writeAudit({ db, actorKind: 'operator', actorId: operator.operatorId, action: 'offline-topup.voucher-download', entityType: 'offline_topup', entityId: id, after: { fileId }, reason: null, ip: clientIp });
  return opened;
}

// ---------- withdrawals ----------

type WithdrawalRow = typeof withdrawalRequest.$inferSelect;

function toOpsWithdrawal(keys: ServerKeys, row: WithdrawalRow, owner: OwnerColumns, balanceFen: number): TOpsWithdrawal {
  return { ...toWithdrawalRecord(keys, row), owner: ownerOf(owner), bankBranch: row.bankBranch, balanceFen, decidedBy: row.decidedBy };
}

const withdrawalSelect = (db: DbOrTx) =>
  db
    .select({ row: withdrawalRequest, balanceFen: prepaidAccount.balanceFen, ...ownerColumns })
    .from(withdrawalRequest)
    .innerJoin(prepaidAccount, eq(prepaidAccount.id, withdrawalRequest.accountId))
    .leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId))
    .leftJoin(userAccount, eq(userAccount.id, withdrawalRequest.createdBy));

export async function findWithdrawals({ db, keys, query }: { db: DbOrTx; keys: ServerKeys; query: TOpsWithdrawalQuery }): Promise<TOpsWithdrawalPage> {
  const status = query.status ?? 'W';
  const where = and(eq(withdrawalRequest.status, status), keywordCondition(query.keyword));
  const rows = await withdrawalSelect(db)
    .where(where)
    .orderBy(status === 'W' ? asc(withdrawalRequest.createdAt) : desc(withdrawalRequest.decidedAt), asc(withdrawalRequest.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db
    .select({ total: count() })
    .from(withdrawalRequest)
    .innerJoin(prepaidAccount, eq(prepaidAccount.id, withdrawalRequest.accountId))
    .leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId))
    .leftJoin(userAccount, eq(userAccount.id, withdrawalRequest.createdBy))
    .where(where);
  return { records: rows.map(({ row, balanceFen, ...owner }) => toOpsWithdrawal(keys, row, owner, balanceFen)), total: totals?.total ?? 0, current: query.current, size: query.size };
}

async function loadOpsWithdrawal(db: DbOrTx, keys: ServerKeys, id: string): Promise<TOpsWithdrawal | undefined> {
  const [found] = await withdrawalSelect(db).where(eq(withdrawalRequest.id, id));
  if (!found) return undefined;
  const { row, balanceFen, ...owner } = found;
  return toOpsWithdrawal(keys, row, owner, balanceFen);
}

async function decideWithdrawal(options: {
  db: Db;
  keys: ServerKeys;
  operator: Operator;
  id: string;
  clientIp: string;
  action: 'withdrawal.approve' | 'withdrawal.reject';
  reason: string | null;
  runInTransaction?: TransactionRunner<TOpsWithdrawal> | undefined;
}): Promise<TOpsWithdrawal> {
  const { db, keys, operator, id, clientIp, action, reason, runInTransaction } = options;
  return decideWithAudit({
    db,
    runInTransaction,
    operator,
    clientIp,
    action,
    reason,
    entityType: 'withdrawal_request',
    entityId: id,
    notFound: 'OPS_FINANCE_RECORD_NOT_FOUND',
    snapshot: moneyRequestSnapshot(withdrawalRequest, id),
    change: async (tx) => {
      const [row] = await tx.select().from(withdrawalRequest).where(eq(withdrawalRequest.id, id));
      if (!row || row.status !== 'W') throw new AppError('OPS_FINANCE_NOT_PENDING');
      const approving = action === 'withdrawal.approve';
      if (approving) {
        await tx.update(withdrawalRequest).set({ status: 'A', decidedBy: operator.operatorId, decidedAt: new Date() }).where(eq(withdrawalRequest.id, id));
      } else {
        await returnWithdrawal(tx, row, { to: 'R', reason, decidedBy: operator.operatorId, createdBy: operatorTag(operator) });
      }
      const last4 = keys.fieldCipher.decrypt(row.bankAccountNoEncrypted).slice(-4);
      await sendCustomerMessage({
        db: tx,
        userId: row.createdBy,
        theme: MESSAGE_THEME,
        title: approving ? '提现已打款' : '提现申请被驳回',
        content: approving
          ? `您的提现申请 ${yuan(row.amountFen)} 已打款至${row.bankName}（尾号${last4}），请注意查收。`
          : `您的提现申请 ${yuan(row.amountFen)} 未通过审核，原因：${reason ?? ''}。冻结金额已退回预存账户。`,
        businessId: row.id,
      });
      return (await loadOpsWithdrawal(tx, keys, id))!;
    },
  });
}

export const approveWithdrawal = (options: { db: Db; keys: ServerKeys; operator: Operator; id: string; note: string | null; clientIp: string; runInTransaction?: TransactionRunner<TOpsWithdrawal> | undefined }) =>
  decideWithdrawal({ ...options, action: 'withdrawal.approve', reason: options.note });
export const rejectWithdrawal = (options: { db: Db; keys: ServerKeys; operator: Operator; id: string; reason: string; clientIp: string; runInTransaction?: TransactionRunner<TOpsWithdrawal> | undefined }) =>
  decideWithdrawal({ ...options, action: 'withdrawal.reject' });

/** The full number to pay out to; every reveal writes an audit row (last 4 digits only) in the same transaction. */
export async function revealWithdrawalAccount(options: { db: Db; keys: ServerKeys; operator: Operator; id: string; clientIp: string }): Promise<TOpsRevealWithdrawalAccount> {
  const { db, keys, operator, id, clientIp } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ encrypted: withdrawalRequest.bankAccountNoEncrypted }).from(withdrawalRequest).where(eq(withdrawalRequest.id, id));
    if (!row) throw new AppError('OPS_FINANCE_RECORD_NOT_FOUND');
    const bankAccountNo = keys.fieldCipher.decrypt(row.encrypted);
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: operator.operatorId,
      action: 'withdrawal.reveal-account',
      entityType: 'withdrawal_request',
      entityId: id,
      after: { bankAccountNoLast4: bankAccountNo.slice(-4) },
      reason: '查看完整收款账号',
      ip: clientIp,
    });
    return { bankAccountNo };
  });
}

// ---------- accounts and ledgers ----------

const ledgerSum = sql<number>`(select coalesce(sum(l.amount_fen), 0)::bigint from prepaid_ledger l where l.account_id = ${prepaidAccount.id})`;

const accountColumns = {
  accountId: prepaidAccount.id,
  ownerKind: prepaidAccount.ownerKind,
  ownerId: prepaidAccount.ownerId,
  ownerName,
  balanceFen: prepaidAccount.balanceFen,
  creditLimitFen: prepaidAccount.creditLimitFen,
  creditUsedFen: prepaidAccount.creditUsedFen,
  paymentUpperLimitFen: prepaidAccount.paymentUpperLimitFen,
  ledgerSumFen: ledgerSum,
  updatedAt: prepaidAccount.updatedAt,
};

type AccountColumns = { [K in keyof typeof accountColumns]: unknown };
function toOpsAccount(row: AccountColumns): TOpsFinanceAccount {
  return {
    accountId: row.accountId as string,
    ownerKind: row.ownerKind as 'enterprise' | 'user',
    ownerId: row.ownerId as string,
    ownerName: (row.ownerName as string | null) ?? '',
    balanceFen: Number(row.balanceFen),
    creditLimitFen: Number(row.creditLimitFen),
    creditUsedFen: Number(row.creditUsedFen),
    paymentUpperLimitFen: row.paymentUpperLimitFen === null ? null : Number(row.paymentUpperLimitFen),
    ledgerSumFen: Number(row.ledgerSumFen),
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

export async function findFinanceAccounts({ db, query }: { db: DbOrTx; query: TOpsFinanceAccountQuery }): Promise<TOpsFinanceAccountPage> {
  const pattern = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  const where = pattern ? sql`${ownerName} ilike ${pattern}` : undefined;
  const rows = await db
    .select(accountColumns)
    .from(prepaidAccount)
    .leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId))
    .where(where)
    .orderBy(desc(prepaidAccount.balanceFen), asc(prepaidAccount.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(prepaidAccount).leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId)).where(where);
  return { records: rows.map(toOpsAccount), total: totals?.total ?? 0, current: query.current, size: query.size };
}

export async function findAccountLedger({ db, accountId, query }: { db: DbOrTx; accountId: string; query: TOpsLedgerQuery }): Promise<TOpsLedgerPage> {
  const [account] = await db.select(accountColumns).from(prepaidAccount).leftJoin(enterprise, eq(enterprise.id, prepaidAccount.ownerId)).where(eq(prepaidAccount.id, accountId));
  if (!account) throw new AppError('OPS_FINANCE_ACCOUNT_NOT_FOUND');
  const where = and(eq(prepaidLedger.accountId, accountId), query.kind ? eq(prepaidLedger.kind, query.kind) : undefined);
  const rows = await db
    .select()
    .from(prepaidLedger)
    .where(where)
    .orderBy(desc(prepaidLedger.createdAt), desc(prepaidLedger.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(prepaidLedger).where(where);
  return { records: rows.map(toDealDetailRecord), total: totals?.total ?? 0, current: query.current, size: query.size, account: toOpsAccount(account) };
}
