import type { TBankReviewRecord, TOpsBankReviewPage, TRevealBankAccountResponse } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { ServerKeys } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import { approveBankInfo, enterprise, findBankReviewQueue, readBankAccountNo, refuseBankInfo } from '../enterprise';
import { decideWithAudit } from './audited-decision';
import type { Operator } from './ops-token.service';

/**
 * The console never receives a full account number in a list or a decision's answer: it shows
 * '**** **** **** 1234' and a reviewer asks for the full number (revealBankAccount), which is audited.
 */
export function maskBankAccountNo(accountNo: string | null): string | null {
  if (accountNo === null || accountNo === '') return accountNo;
  return `**** **** **** ${accountNo.slice(-4)}`;
}

function masked(record: TBankReviewRecord): TBankReviewRecord {
  return { ...record, bankAccountNo: maskBankAccountNo(record.bankAccountNo) };
}

export async function findBankReviews({ db, keys, current, size }: { db: DbOrTx; keys: ServerKeys; current: number; size: number }): Promise<TOpsBankReviewPage> {
  const page = await findBankReviewQueue({ db, keys, current, size });
  return { ...page, records: page.records.map(masked) };
}

/**
 * POST /ops/bank-reviews/:enterpriseId/reveal-account: the full account number for a reviewer to check
 * against the documents, and an audit row each time it is shown (the row keeps only the last 4 digits).
 * The read and its audit row share one transaction: no number leaves without its row. The number is
 * stored encrypted; this is the console's only place that decrypts it whole.
 */
export async function revealBankAccount(options: { db: Db; keys: ServerKeys; operator: Operator; enterpriseId: string; clientIp: string }): Promise<TRevealBankAccountResponse> {
  const { db, keys, operator, enterpriseId, clientIp } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ bankAccountNoEncrypted: enterprise.bankAccountNoEncrypted, bankCertStatus: enterprise.bankCertStatus })
      .from(enterprise)
      .where(eq(enterprise.id, enterpriseId));
    if (!row) throw new AppError('ENTERPRISE_NOT_FOUND');
    const bankAccountNo = readBankAccountNo(keys, row);
    if (!bankAccountNo) throw new AppError('OPS_BANK_ACCOUNT_MISSING');
    await writeAudit({
      db: tx,
      actorKind: 'operator',
      actorId: operator.operatorId,
      action: 'bank-info.reveal-account',
      entityType: 'enterprise',
      entityId: enterpriseId,
      after: { bankAccountNoLast4: bankAccountNo.slice(-4), bankCertStatus: row.bankCertStatus },
      reason: '查看完整银行账号',
      ip: clientIp,
    });
    return { enterpriseId, bankAccountNo };
  });
}

/** The bank state a decision changes, for the audit row; the account number only by its last 4 digits. */
async function bankSnapshot(db: DbOrTx, keys: ServerKeys, enterpriseId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(enterprise).where(eq(enterprise.id, enterpriseId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const bankAccountNo = readBankAccountNo(keys, row);
  return {
    bankCertStatus: row.bankCertStatus,
    bankRefuseReason: row.bankRefuseReason,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    bankAccountName: row.bankAccountName,
    bankAccountNoLast4: bankAccountNo ? bankAccountNo.slice(-4) : null,
    bankReviewedBy: row.bankReviewedBy,
    bankReviewedAt: row.bankReviewedAt ? row.bankReviewedAt.toISOString() : null,
  };
}

function decide(options: {
  db: Db;
  keys: ServerKeys;
  operator: Operator;
  enterpriseId: string;
  clientIp: string;
  action: 'bank-info.approve' | 'bank-info.refuse';
  reason: string | null;
  change: (tx: DbOrTx) => Promise<TBankReviewRecord>;
}) {
  const { enterpriseId, keys, ...rest } = options;
  return decideWithAudit({
    ...rest,
    change: async (tx) => masked(await rest.change(tx)),
    entityType: 'enterprise',
    entityId: enterpriseId,
    notFound: 'ENTERPRISE_NOT_FOUND',
    snapshot: (tx, snapshotOptions) => bankSnapshot(tx, keys, enterpriseId, snapshotOptions),
  });
}

export function approveBankInfoAsOperator(options: { db: Db; keys: ServerKeys; operator: Operator; enterpriseId: string; clientIp: string }): Promise<TBankReviewRecord> {
  const { keys, operator, enterpriseId } = options;
  return decide({ ...options, action: 'bank-info.approve', reason: null, change: (tx) => approveBankInfo({ db: tx, keys, enterpriseId, operatorId: operator.operatorId }) });
}

export function refuseBankInfoAsOperator(options: { db: Db; keys: ServerKeys; operator: Operator; enterpriseId: string; reason: string; clientIp: string }): Promise<TBankReviewRecord> {
  const { keys, operator, enterpriseId, reason } = options;
  return decide({ ...options, action: 'bank-info.refuse', reason, change: (tx) => refuseBankInfo({ db: tx, keys, enterpriseId, operatorId: operator.operatorId, reason }) });
}
