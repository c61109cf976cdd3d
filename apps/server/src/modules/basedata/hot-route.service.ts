import type { THotProduct } from '@coastbook/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { hotRoute, portFacility } from './basedata.tables';

/** Sailing days are China calendar days. */
const CHINA_TIME_ZONE = 'Asia/Shanghai';

const fromPort = alias(portFacility, 'from_port');
const toPort = alias(portFacility, 'to_port');

/**
 * The home page's hot routes. nextEtd is the next weekly sailing day strictly after today (China
 * time), so the showcase always offers a departure still open for booking.
 */
export async function findHotRoutes({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<THotProduct[]> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${CHINA_TIME_ZONE})::date`;
  // Days until the sailing weekday, 1 to 7: a route sailing today shows next week's departure.
  const daysAhead = sql`((${hotRoute.etdWeekday} - extract(isodow from ${today})::int + 6) % 7 + 1)`;
  return db
    .select({
      id: hotRoute.id,
      fromCode: fromPort.code,
      fromCnnme: fromPort.cnnme,
      fromEnnme: fromPort.ennme,
      toCode: toPort.code,
      toCnnme: toPort.cnnme,
      toEnnme: toPort.ennme,
      carrier: hotRoute.carrierCode,
      transitDays: hotRoute.transitDays,
      cntrType: hotRoute.containerTypeCode,
      priceFromFen: hotRoute.priceFromFen,
      nextEtd: sql<string>`to_char(${today} + ${daysAhead}, 'YYYY-MM-DD')`,
    })
    .from(hotRoute)
    .innerJoin(fromPort, eq(fromPort.code, hotRoute.fromPortCode))
    .innerJoin(toPort, eq(toPort.code, hotRoute.toPortCode))
    .orderBy(asc(hotRoute.sortOrder));
}
