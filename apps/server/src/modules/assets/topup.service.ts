import type { TInsertOfflinePayRequest, TOfflineRechargeRecordQuery, TOfflineTopupPage, TOfflineTopupRecord, TOnlineRechargeRequest, TQrPayment } from '@coastbook/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { assertFilesOwnedBy } from '../file';
import { offlineTopup } from './assets.tables';
import { prepayStandingOf } from './balance.service';
import { assertQrChannelAvailable, createPaymentRequest, sandboxPayPageUrl } from './payment-request.service';
import { findPrepaidAccount, lockPrepaidAccount } from './prepaid-account.service';

/** Payment purpose of a prepaid top-up (ours; the spec's purposes 0-2 are order-side). */
export const TOPUP_PURPOSE = 9;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOfflineTopupRecord(row: typeof offlineTopup.$inferSelect): TOfflineTopupRecord {
  return {
    id: row.id,
    amountFen: row.amountFen,
    status: row.status as TOfflineTopupRecord['status'],
    payerAccountName: row.payerAccountName,
    payerBankName: row.payerBankName,
    transferDate: row.transferDate,
    voucherFileIds: row.voucherFileIds,
    remark: row.remark,
    rejectReason: row.rejectReason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

/**
 * requestOnlineRecharge: a QR payment request (purpose top-up); the provider's notify credits
 * TOPUP_ONLINE (payment callback). Runs inside withIdempotency's transaction.
 */
export async function requestOnlineRecharge(options: { tx: Tx; actor: Actor; request: TOnlineRechargeRequest; sandboxEnabled: boolean; idempotencyKey: string }): Promise<TQrPayment> {
  const { tx, actor, request } = options;
  assertQrChannelAvailable(request.channel, options.sandboxEnabled);
  const standing = await prepayStandingOf(tx, actor);
  const account = await lockPrepaidAccount(tx, standing);
  const row = await createPaymentRequest(tx, {
    accountId: account.id,
    userId: actor.userId,
    channel: request.channel,
    payWay: 1,
    purpose: TOPUP_PURPOSE,
    amountFen: request.amountFen,
    status: 'INIT',
    idempotencyKey: options.idempotencyKey,
    lines: [],
  });
  return { payNo: row.payNo, channel: request.channel, amountFen: row.amountFen, qrContent: sandboxPayPageUrl(row.payNo), expiresAt: row.expiresAt!.toISOString() };
}

/** insertOfflinePay: the declaration waits (W) for finance; the vouchers must be the caller's own uploads. */
export async function insertOfflinePay(options: { tx: Tx; actor: Actor; request: TInsertOfflinePayRequest }): Promise<TOfflineTopupRecord> {
  const { tx, actor, request } = options;
  const standing = await prepayStandingOf(tx, actor);
  await assertFilesOwnedBy({ db: tx, userId: actor.userId, fileIds: request.voucherFileIds });
  const account = await lockPrepaidAccount(tx, standing);
  const [row] = await tx
    .insert(offlineTopup)
    .values({
      accountId: account.id,
      amountFen: request.amountFen,
      payerAccountName: request.payerAccountName,
      payerBankName: request.payerBankName ?? null,
      transferDate: request.transferDate,
      voucherFileIds: [...new Set(request.voucherFileIds)],
      remark: request.remark ?? null,
      createdBy: actor.userId,
    })
    .returning();
  return toOfflineTopupRecord(row!);
}

/** offlineRechargeRecord: the account's declarations (everyone's in the enterprise), newest first. */
export async function findOfflineRechargeRecords(options: { db: DbOrTx; actor: Actor; query: TOfflineRechargeRecordQuery }): Promise<TOfflineTopupPage> {
  const { db, actor, query } = options;
  const standing = await prepayStandingOf(db, actor);
  const account = await findPrepaidAccount(db, standing);
  if (!account) return { records: [], total: 0, current: query.current, size: query.size };
  const where = and(eq(offlineTopup.accountId, account.id), query.status ? eq(offlineTopup.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(offlineTopup)
    .where(where)
    .orderBy(desc(offlineTopup.createdAt), desc(offlineTopup.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(offlineTopup).where(where);
  return { records: rows.map(toOfflineTopupRecord), total: totals?.total ?? 0, current: query.current, size: query.size };
}
