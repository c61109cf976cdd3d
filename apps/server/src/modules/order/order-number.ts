import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

/**
 * orderNo = 'OC' + China calendar date (yyMMdd) + 6 digits from the order_no_seq sequence. The
 * sequence is shared by every instance, so two servers never hand out the same number.
 */
export async function nextOrderNo(db: DbOrTx, now = new Date()): Promise<string> {
  const result = await db.execute<{ n: number | string }>(sql`select nextval('order_no_seq') as n`);
  const sequence = Number(result.rows[0]!.n) % 1_000_000;
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const date = china.toISOString().slice(2, 10).replaceAll('-', '');
  return `OC${date}${String(sequence).padStart(6, '0')}`;
}

/** A booking number the operator may accept: 'PAN' (the carrier code) + 10 digits from the order's time and sequence. */
export async function proposeBkgNo(db: DbOrTx, carrier: string): Promise<string> {
  const result = await db.execute<{ n: number | string }>(sql`select nextval('order_no_seq') as n`);
  const sequence = Number(result.rows[0]!.n) % 100_000;
  const china = new Date(Date.now() + 8 * 3_600_000);
  const date = china.toISOString().slice(3, 10).replaceAll('-', '').slice(0, 5);
  return `${carrier.toUpperCase()}${date}${String(sequence).padStart(5, '0')}`;
}
