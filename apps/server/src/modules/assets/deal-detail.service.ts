import type { TDealDetailPage, TDealDetailQuery, TDealDetailRecord, TDownloadDealDetailQuery } from '@coastbook/contracts';
import { AppError, fenToYuanString, labelOf, LEDGER_KINDS } from '@coastbook/domain';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../platform/db/client';
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

/** downloadAccountDealDetail: the same rows as an xlsx workbook (amounts in yuan, China time). */
export async function buildDealDetailWorkbook(options: { db: DbOrTx; actor: Actor; query: TDownloadDealDetailQuery }): Promise<{ fileName: string; content: Buffer }> {
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
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CoastBook';
  const sheet = workbook.addWorksheet('资金明细');
  sheet.columns = [
    { header: '流水号', key: 'id', width: 10 },
    { header: '时间', key: 'time', width: 20 },
    { header: '类型', key: 'kind', width: 14 },
    { header: '金额（元）', key: 'amount', width: 16 },
    { header: '运费贷额度变动（元）', key: 'credit', width: 20 },
    { header: '变动后余额（元）', key: 'balance', width: 18 },
    { header: '业务单号', key: 'businessNo', width: 24 },
    { header: '备注', key: 'remark', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      id: row.id,
      time: chinaTime(row.createdAt),
      kind: labelOf(LEDGER_KINDS, row.kind),
      amount: fenToYuanString(row.amountFen),
      credit: fenToYuanString(row.creditFen),
      balance: fenToYuanString(row.balanceAfterFen),
      businessNo: row.businessNo ?? row.businessId ?? '',
      remark: row.remark ?? '',
    });
  }
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const today = chinaTime(new Date()).slice(0, 10).replace(/-/g, '');
  return { fileName: `资金明细_${today}.xlsx`, content };
}
