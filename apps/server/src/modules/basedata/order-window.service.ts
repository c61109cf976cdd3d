import { AppError, SYSTEM_SWITCH_TYPES } from '@coastbook/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { placeOrderWindow } from './basedata.tables';
import { isSwitchOn } from './sys-switch.service';

/** The daily window (HH:mm on its own clock) and whether `now` falls inside it; undefined when none is configured. */
async function readWindow(db: DbOrTx, now: Date): Promise<{ opensAt: string; closesAt: string; isOpen: boolean } | undefined> {
  const localTime = sql`(${now.toISOString()}::timestamptz at time zone ${placeOrderWindow.timeZone})::time`;
  const [window] = await db
    .select({
      opensAt: sql<string>`to_char(${placeOrderWindow.opensAt}, 'HH24:MI')`,
      closesAt: sql<string>`to_char(${placeOrderWindow.closesAt}, 'HH24:MI')`,
      isOpen: sql<boolean>`${localTime} >= ${placeOrderWindow.opensAt} and ${localTime} < ${placeOrderWindow.closesAt}`,
    })
    .from(placeOrderWindow);
  return window;
}

/**
 * Whether `now` falls inside the daily order window (opening time included, closing time excluded),
 * read on the window's own clock. Without a configured window, ordering is closed.
 */
export async function isWithinPlaceOrderWindow({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<boolean> {
  return (await readWindow(db, now))?.isOpen ?? false;
}

/**
 * Booking is open: the ORDERING switch is on and `now` is inside the daily window. createOrder and
 * bookingInfo call it, so a page that missed the notice (or a client without one) is refused all the same;
 * paying for an order already submitted is not a new booking and is not held to the window.
 */
export async function assertOrderingOpen({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<void> {
  if (!(await isSwitchOn({ db, type: SYSTEM_SWITCH_TYPES.ordering }))) throw new AppError('ORDER_SWITCHED_OFF');
  const window = await readWindow(db, now);
  if (!window) throw new AppError('ORDER_OUTSIDE_ORDER_TIME');
  if (!window.isOpen) {
    throw new AppError('ORDER_OUTSIDE_ORDER_TIME', { msg: `当前不在下单时间内（每日 ${window.opensAt}–${window.closesAt}，北京时间），请在下单时间内提交` });
  }
}
