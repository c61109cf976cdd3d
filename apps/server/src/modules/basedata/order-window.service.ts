import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { placeOrderWindow } from './basedata.tables';

/**
 * Whether `now` falls inside the daily order window (opening time included, closing time excluded),
 * read on the window's own clock. Without a configured window, ordering is closed.
 */
export async function isWithinPlaceOrderWindow({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<boolean> {
  const localTime = sql`(${now.toISOString()}::timestamptz at time zone ${placeOrderWindow.timeZone})::time`;
  const [row] = await db
    .select({ isOpen: sql<boolean>`${localTime} >= ${placeOrderWindow.opensAt} and ${localTime} < ${placeOrderWindow.closesAt}` })
    .from(placeOrderWindow);
  return row?.isOpen ?? false;
}
