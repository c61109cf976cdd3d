import type { TBankReviewRecord, TOpsBankReviewPage } from '@coastbook/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { approveBankInfo, enterprise, findBankReviewQueue, refuseBankInfo } from '../enterprise';
import { decideWithAudit } from './audited-decision';
import type { Operator } from './ops-token.service';

export function findBankReviews({ db, current, size }: { db: DbOrTx; current: number; size: number }): Promise<TOpsBankReviewPage> {
  return findBankReviewQueue({ db, current, size });
}

/** The bank state a decision changes, for the audit row; the account number only by its last 4 digits. */
async function bankSnapshot(db: DbOrTx, enterpriseId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(enterprise).where(eq(enterprise.id, enterpriseId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return {
    bankCertStatus: row.bankCertStatus,
    bankRefuseReason: row.bankRefuseReason,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    bankAccountName: row.bankAccountName,
    bankAccountNoLast4: row.bankAccountNo ? row.bankAccountNo.slice(-4) : null,
    bankReviewedBy: row.bankReviewedBy,
    bankReviewedAt: row.bankReviewedAt ? row.bankReviewedAt.toISOString() : null,
  };
}

function decide(options: {
  db: Db;
  operator: Operator;
  enterpriseId: string;
  clientIp: string;
  action: 'bank-info.approve' | 'bank-info.refuse';
  reason: string | null;
  change: (tx: DbOrTx) => Promise<TBankReviewRecord>;
}) {
  const { enterpriseId, ...rest } = options;
  return decideWithAudit({
    ...rest,
    entityType: 'enterprise',
    entityId: enterpriseId,
    notFound: 'ENTERPRISE_NOT_FOUND',
    snapshot: (tx, snapshotOptions) => bankSnapshot(tx, enterpriseId, snapshotOptions),
  });
}

export function approveBankInfoAsOperator(options: { db: Db; operator: Operator; enterpriseId: string; clientIp: string }): Promise<TBankReviewRecord> {
  const { operator, enterpriseId } = options;
  return decide({ ...options, action: 'bank-info.approve', reason: null, change: (tx) => approveBankInfo({ db: tx, enterpriseId, operatorId: operator.operatorId }) });
}

export function refuseBankInfoAsOperator(options: { db: Db; operator: Operator; enterpriseId: string; reason: string; clientIp: string }): Promise<TBankReviewRecord> {
  const { operator, enterpriseId, reason } = options;
  return decide({ ...options, action: 'bank-info.refuse', reason, change: (tx) => refuseBankInfo({ db: tx, enterpriseId, operatorId: operator.operatorId, reason }) });
}
