import { AppError, SYSTEM_SWITCH_TYPES } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { placeOrderWindow, sysSwitch } from './basedata.tables';

/** The window's columns: HH:mm on its own clock, and whether `now` falls inside it. */
function windowColumns(now: Date) {
  const localTime = sql`(${now.toISOString()}::timestamptz at time zone ${placeOrderWindow.timeZone})::time`;
  return {
    opensAt: sql<string>`to_char(${placeOrderWindow.opensAt}, 'HH24:MI')`,
    closesAt: sql<string>`to_char(${placeOrderWindow.closesAt}, 'HH24:MI')`,
    isOpen: sql<boolean>`${localTime} >= ${placeOrderWindow.opensAt} and ${localTime} < ${placeOrderWindow.closesAt}`,
  };
}

/**
 * Whether `now` falls inside the daily order window (opening time included, closing time excluded),
 * read on the window's own clock. Without a configured window, ordering is closed.
 */
export async function isWithinPlaceOrderWindow({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<boolean> {
  const [window] = await db.select(windowColumns(now)).from(placeOrderWindow);
  return window?.isOpen ?? false;
}

/**
 * Booking is open: the ORDERING switch is on and `now` is inside the daily window. createOrder and
 * bookingInfo call it, so a page that missed the notice (or a client without one) is refused all the same;
 * paying for an order already submitted is not a new booking and is not held to the window. The switch and
 * the window are read in one statement; an unconfigured switch counts as off (isSwitchOn).
 */
export async function assertOrderingOpen({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<void> {
  const window = windowColumns(now);
  const [state] = await db
    .select({ isOn: sysSwitch.isOn, opensAt: window.opensAt, closesAt: window.closesAt, isOpen: window.isOpen })
    .from(sysSwitch)
    .leftJoin(placeOrderWindow, sql`true`)
    .where(eq(sysSwitch.type, SYSTEM_SWITCH_TYPES.ordering));
  if (!state?.isOn) throw new AppError('ORDER_SWITCHED_OFF');
  // No window row: the left join answers its columns as null.
  if (state.opensAt === null) throw new AppError('ORDER_OUTSIDE_ORDER_TIME');
  if (!state.isOpen) {
    throw new AppError('ORDER_OUTSIDE_ORDER_TIME', {
      msg: {
        zh: `当前不在下单时间内（每日 ${state.opensAt}–${state.closesAt}，北京时间），请在下单时间内提交`,
        en: `It is currently outside the order hours (daily ${state.opensAt}-${state.closesAt}, China time), please submit within the order hours`,
      },
    });
  }
}
