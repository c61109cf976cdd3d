import type { TDealDetailPage, TDealDetailQuery, TDealDetailRecord, TDownloadDealDetailQuery } from '@coastbook/contracts';
import { AppError, fenToYuanString, labelOf, LEDGER_KINDS } from '@coastbook/domain';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../platform/db/client';
import { xlsxDownload, type SheetColumn } from '../../platform/http/xlsx-download';
import type { Actor } from '../auth';
import { prepaidLedger } from './assets.tables';
import { prepayStandingOf } from './balance.service';
import { findPrepaidAccount } from './prepaid-account.service';

const DAY_MS = 86_400_000;
/** Rows one Excel download holds at most (a year of a busy account). */
const MAX_EXPORT_ROWS = 20_000;

type LedgerRow = typeof prepaidLedger.$inferSelect;

export function toDealDetailRecord(row: LedgerRow): TDealDetailRecord {
  return {
    id: row.id,
    kind: row.kind,
    amountFen: row.amountFen,
    creditFen: row.creditFen,
    balanceAfterFen: row.balanceAfterFen,
    businessId: row.businessId,
    businessNo: row.businessNo,
    remark: row.remark,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** China-date range [startDate 00:00, endDate+1 00:00) at +08:00; reversed or longer than 365 days is refused. */
export function dealDetailConditions(accountId: string, query: Pick<TDealDetailQuery, 'startDate' | 'endDate' | 'kind'>): SQL | undefined {
  const start = query.startDate ? new Date(`${query.startDate}T00:00:00+08:00`) : undefined;
  const end = query.endDate ? new Date(new Date(`${query.endDate}T00:00:00+08:00`).getTime() + DAY_MS) : undefined;
  if (start && end && (end.getTime() <= start.getTime() || end.getTime() - start.getTime() > 366 * DAY_MS)) throw new AppError('ASSETS_DATE_RANGE_INVALID');
  return and(
    eq(prepaidLedger.accountId, accountId),
    start ? gte(prepaidLedger.createdAt, start) : undefined,
    end ? lt(prepaidLedger.createdAt, end) : undefined,
    query.kind ? eq(prepaidLedger.kind, query.kind) : undefined,
  );
}

/** findAccountDealDetail: the ledger, newest first. */
export async function findAccountDealDetail(options: { db: DbOrTx; actor: Actor; query: TDealDetailQuery }): Promise<TDealDetailPage> {
  const { db, actor, query } = options;
  const standing = await prepayStandingOf(db, actor);
  const account = await findPrepaidAccount(db, standing);
  if (!account) {
    dealDetailConditions('00000000-0000-0000-0000-000000000000', query);
    return { records: [], total: 0, current: query.current, size: query.size };
  }
  const where = dealDetailConditions(account.id, query);
  const rows = await db
    .select()
    .from(prepaidLedger)
    .where(where)
    .orderBy(desc(prepaidLedger.createdAt), desc(prepaidLedger.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(prepaidLedger).where(where);
  return { records: rows.map(toDealDetailRecord), total: totals?.total ?? 0, current: query.current, size: query.size };
}

const chinaTime = (value: Date) => new Date(value.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const DEAL_DETAIL_COLUMNS: SheetColumn<LedgerRow>[] = [
  { header: '流水号', width: 10, value: (row) => row.id },
  { header: '时间', width: 20, value: (row) => chinaTime(row.createdAt) },
  { header: '类型', width: 14, value: (row) => labelOf(LEDGER_KINDS, row.kind) },
  { header: '金额（元）', width: 16, value: (row) => fenToYuanString(row.amountFen) },
  { header: '运费贷额度变动（元）', width: 20, value: (row) => fenToYuanString(row.creditFen) },
  { header: '变动后余额（元）', width: 18, value: (row) => fenToYuanString(row.balanceAfterFen) },
  { header: '业务单号', width: 24, value: (row) => row.businessNo ?? row.businessId ?? '' },
  { header: '备注', width: 40, value: (row) => row.remark ?? '' },
];

/** downloadAccountDealDetail: the same rows as an xlsx workbook (amounts in yuan, China time), streamed. */
export async function dealDetailDownload(options: { db: DbOrTx; actor: Actor; query: TDownloadDealDetailQuery }): Promise<{ fileName: string; content: Readable }> {
  const { db, actor, query } = options;
  const standing = await prepayStandingOf(db, actor);
  const account = await findPrepaidAccount(db, standing);
  const rows = account
    ? await db
        .select()
        .from(prepaidLedger)
        .where(dealDetailConditions(account.id, query))
        .orderBy(desc(prepaidLedger.createdAt), desc(prepaidLedger.id))
        .limit(MAX_EXPORT_ROWS)
    : [];
  const today = chinaTime(new Date()).slice(0, 10).replace(/-/g, '');
  return { fileName: `资金明细_${today}.xlsx`, content: xlsxDownload('资金明细', DEAL_DETAIL_COLUMNS, rows) };
}
