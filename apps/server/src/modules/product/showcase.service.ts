import type { TGetHotProductResponse, TQueryRateCitiesResponse, TGetVslNmeByVslNmeLikeResponse, TFreightIndexResponse } from '@coastbook/contracts';
import {
  computeFreightIndex,
  FREIGHT_INDEX_CATEGORIES,
  freightIndexSampleTimes,
  labelOf,
  type FreightIndexCategory,
  type FreightPeriod,
} from '@coastbook/domain';
import { and, asc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { portFacility } from '../basedata';
import { VISITOR } from './customer-context';
import { buildOffers, offerTables, selectOfferRows } from './offer.service';
import { containerPrice, product, vessel } from './product.tables';

/** Public showcase calls: hot products, rate cities, vessels by name, the freight index. */

const { voyage, productSailing, loadCall } = offerTables;

/** A China calendar date (YYYY-MM-DD) of an instant. */
export function chinaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(instant);
}

/**
 * getHotProduct: for each hot product (product.is_hot, active), its next bookable sailing departing
 * after today (China calendar: a sailing leaving today is past its cut-off), with the lowest published
 * container price of that sailing. Shape kept from the base-data showcase (ZHotProduct); id is the
 * sailing's productId so the card can open it.
 */
export async function findHotProducts({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<TGetHotProductResponse> {
  const tomorrow = new Date(new Date(`${chinaDate(now)}T00:00:00+08:00`).getTime() + 86_400_000);
  const rows = await selectOfferRows({
    db,
    where: and(
      eq(product.isActive, true),
      eq(product.isHot, true),
      eq(voyage.status, 'open'),
      eq(productSailing.isClosed, false),
      gte(loadCall.etd, tomorrow),
      // A ship recorded as gone from its loading port is not a next sailing, whatever its ETD said.
      isNull(loadCall.atd),
    ),
  });
  const firstPerProduct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!firstPerProduct.has(row.routeProductId)) firstPerProduct.set(row.routeProductId, row);
  const chosen = [...firstPerProduct.values()].sort((left, right) => left.sortOrder - right.sortOrder);
  const offers = await buildOffers({ db, rows: chosen, options: { now, customer: VISITOR } });
  return offers.flatMap((offer) => {
    const row = firstPerProduct.get(offer.routeProductId)!;
    const cheapest = [...offer.containerData].sort((left, right) => left.containerPrice - right.containerPrice)[0];
    if (!cheapest) return [];
    return [
      {
        id: offer.productId,
        fromCode: row.origCode,
        fromCnnme: row.origCnnme,
        fromEnnme: row.origEnnme,
        toCode: row.destCode,
        toCnnme: row.destCnnme,
        toEnnme: row.destEnnme,
        carrier: offer.carrier,
        transitDays: offer.transitDays,
        cntrType: cheapest.cntrType,
        priceFromFen: cheapest.containerPrice,
        nextEtd: chinaDate(new Date(offer.etd)),
      },
    ];
  });
}

const place = alias(portFacility, 'rate_place');

/** queryRateCities: where active, priced products start and end; with fpolCde, the ends reachable from it. */
export async function findRateCities({
  db,
  request,
  now = new Date(),
}: {
  db: DbOrTx;
  request: { carrier?: string | undefined; searchProductType?: number | undefined; fpolCde?: string | undefined };
  now?: Date;
}): Promise<TQueryRateCitiesResponse> {
  const priced = sql`exists (select 1 from ${containerPrice} where ${containerPrice.productId} = ${product.id}
    and ${containerPrice.validFrom} <= ${now.toISOString()}::timestamptz
    and (${containerPrice.validTo} is null or ${containerPrice.validTo} > ${now.toISOString()}::timestamptz))`;
  const conditions: SQL[] = [eq(product.isActive, true), priced];
  if (request.carrier) conditions.push(eq(product.carrierCode, request.carrier));
  if (request.searchProductType !== undefined) conditions.push(eq(product.productType, request.searchProductType));
  const routes = await db
    .select({ orig: product.origFacilityCode, fpol: product.fpolCode, lpod: product.lpodCode, dest: product.destFacilityCode })
    .from(product)
    .where(and(...conditions));
  const origins = new Set(routes.flatMap((route) => [route.orig, route.fpol]));
  const reachable = request.fpolCde ? routes.filter((route) => route.orig === request.fpolCde || route.fpol === request.fpolCde) : routes;
  const destinations = new Set(reachable.flatMap((route) => [route.dest, route.lpod]));
  const codes = [...new Set([...origins, ...destinations])];
  const places =
    codes.length === 0
      ? []
      : await db
          .select({ code: place.code, type: place.type, cnnme: place.cnnme, ennme: place.ennme })
          .from(place)
          .where(inArray(place.code, codes))
          .orderBy(asc(place.type), asc(place.sortOrder));
  return {
    origins: places.filter((entry) => origins.has(entry.code)),
    destinations: places.filter((entry) => destinations.has(entry.code)),
  };
}

/** getVslNmeByVslNmeLike: active vessels whose name contains the text or whose code starts with it (max 20). */
export async function findVesselsByNameLike({ db, name, carrier }: { db: DbOrTx; name: string; carrier?: string | undefined }): Promise<TGetVslNmeByVslNmeLikeResponse> {
  const contains = `%${name.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({ vslCde: vessel.code, vslCnnme: vessel.cnnme, vslEnnme: vessel.ennme, carrier: vessel.carrierCode, teuCapacity: vessel.teuCapacity })
    .from(vessel)
    .where(
      and(
        eq(vessel.isActive, true),
        or(ilike(vessel.cnnme, contains), ilike(vessel.ennme, contains), ilike(vessel.code, `${name}%`)),
        carrier ? eq(vessel.carrierCode, carrier) : undefined,
      ),
    )
    .orderBy(sql`case when upper(${vessel.code}) = upper(${name}) then 0 else 1 end`, asc(vessel.code))
    .limit(20);
}

/**
 * The freight index (001 §9) from the published price history: every container_price row that was
 * valid during the last 26 weeks, with its loading port's province; computeFreightIndex does the rest.
 */
export async function computeFreightIndexSeries({
  db,
  period,
  category,
  now = new Date(),
}: {
  db: DbOrTx;
  period: FreightPeriod;
  category?: FreightIndexCategory | undefined;
  now?: Date;
}): Promise<TFreightIndexResponse> {
  const times = freightIndexSampleTimes(period, now);
  const start = times[0] ?? now;
  const loadingPort = alias(portFacility, 'index_loading_port');
  const rows = await db
    .select({
      productId: containerPrice.productId,
      cntrType: containerPrice.containerTypeCode,
      priceFen: containerPrice.priceFen,
      validFrom: containerPrice.validFrom,
      validTo: containerPrice.validTo,
      province: loadingPort.province,
    })
    .from(containerPrice)
    .innerJoin(product, eq(product.id, containerPrice.productId))
    .innerJoin(loadingPort, eq(loadingPort.code, product.fpolCode))
    .where(and(lte(containerPrice.validFrom, now), or(isNull(containerPrice.validTo), gt(containerPrice.validTo, start))));
  const series = computeFreightIndex({
    rows: rows.map((row) => ({ seriesKey: `${row.productId}:${row.cntrType}`, province: row.province, priceFen: row.priceFen, validFrom: row.validFrom, validTo: row.validTo })),
    times,
    ...(category ? { categories: [category] } : {}),
  });
  return {
    period,
    baseDate: chinaDate(start),
    series: series.map((entry) => ({
      category: entry.category,
      categoryCnnme: labelOf(FREIGHT_INDEX_CATEGORIES, entry.category, 'zh'),
      categoryEnnme: labelOf(FREIGHT_INDEX_CATEGORIES, entry.category, 'en'),
      points: entry.points.map((point) => ({ date: chinaDate(point.time), index: point.index, averagePrice: point.averagePriceFen, sampleSize: point.sampleSize })),
    })),
  };
}
