import type { TProductOffer, TProductOfferPage, TProductSearchQuery } from '@coastbook/contracts';
import { AppError, type BilingualText } from '@coastbook/domain';
import { and, eq, gt, gte, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { DbOrTx } from '../../platform/db/client';
import { TopicCache } from '../../platform/db/owned-cache';
import { carrier, containerType, portFacility } from '../basedata';
import type { CustomerContext } from './customer-context';
import { buildOffers, findStock, offerTables, selectOfferRows, withStock } from './offer.service';

const { product, productSailing, loadCall, origin, loadingPort, dischargePort, destination, vessel, voyage, serviceLoop } = offerTables;

/** China is UTC+8 all year: a calendar date starts at 00:00+08:00. */
export function chinaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/**
 * The codes a place filter matches: the place itself (port, rail station or terminal) and, for a
 * terminal, its port (products load at ports). Refuses a code not in the port list, naming the field.
 */
async function placeCodes(db: DbOrTx, code: string, field: string, label: BilingualText): Promise<string[]> {
  const [row] = await db
    .select({ code: portFacility.code, type: portFacility.type, parentPortCode: portFacility.parentPortCode })
    .from(portFacility)
    .where(eq(portFacility.code, code));
  if (!row) throw new AppError('PRODUCT_PORT_UNKNOWN', { msg: { zh: `${label.zh}不存在：${code}，请从列表中选择`, en: `${label.en} not found: ${code}, please choose from the list` }, field });
  return row.type === 'F' && row.parentPortCode ? [row.code, row.parentPortCode] : [row.code];
}

async function assertKnownCodes(db: DbOrTx, query: { cntrType?: string | undefined; carrier?: string | undefined }): Promise<void> {
  if (query.cntrType) {
    const [row] = await db.select({ code: containerType.code }).from(containerType).where(eq(containerType.code, query.cntrType));
    if (!row) throw new AppError('PRODUCT_CONTAINER_TYPE_UNKNOWN', { msg: { zh: `箱型不存在：${query.cntrType}`, en: `Container type not found: ${query.cntrType}` }, field: 'cntrType' });
  }
  if (query.carrier) {
    const [row] = await db.select({ code: carrier.code }).from(carrier).where(eq(carrier.code, query.carrier));
    if (!row) throw new AppError('PRODUCT_CARRIER_UNKNOWN', { msg: { zh: `承运人不存在：${query.carrier}`, en: `Carrier not found: ${query.carrier}` }, field: 'carrier' });
  }
}

/** The lowest price after promotions among an offer's listed container types (for sorting by price). */
function lowestPrice(offer: TProductOffer): number {
  const prices = offer.containerData.map((line) => line.priceAfterPromotion);
  return prices.length > 0 ? Math.min(...prices) : Number.MAX_SAFE_INTEGER;
}

function page(offers: TProductOffer[], current: number, size: number): TProductOfferPage {
  return { records: offers.slice((current - 1) * size, current * size), total: offers.length, current, size };
}

/**
 * The /product search. Candidates are the offers of active products not departed yet matching the
 * filters (at most 2000, bounded by the ETD range); prices and promotions are then computed for this
 * caller, offers without any price for the wanted container type dropped, and the rest sorted; the pages
 * are slices of this list (OfferSearchCache below keeps it). Sorting by price needs the promotion prices,
 * so it happens here rather than in SQL.
 */
async function findSortedOffers({
  db,
  query,
  customer,
  now = new Date(),
}: {
  db: DbOrTx;
  query: TProductSearchQuery;
  customer: CustomerContext;
  now?: Date;
}): Promise<TProductOffer[]> {
  const origins = query.fpolCde ? await placeCodes(db, query.fpolCde, 'fpolCde', { zh: '起运港', en: 'Origin port' }) : null;
  const destinations = query.lpodCde ? await placeCodes(db, query.lpodCde, 'lpodCde', { zh: '目的港', en: 'Destination port' }) : null;
  await assertKnownCodes(db, query);

  const conditions: SQL[] = [eq(product.isActive, true), gt(loadCall.etd, now), isNull(loadCall.atd)];
  if (origins) conditions.push(or(inArray(product.origFacilityCode, origins), inArray(product.fpolCode, origins))!);
  if (destinations) conditions.push(or(inArray(product.destFacilityCode, destinations), inArray(product.lpodCode, destinations))!);
  if (query.etdStart) conditions.push(gte(loadCall.etd, chinaDayStart(query.etdStart)));
  if (query.etdEnd) conditions.push(lt(loadCall.etd, new Date(chinaDayStart(query.etdEnd).getTime() + 86_400_000)));
  if (query.carrier) conditions.push(eq(product.carrierCode, query.carrier));
  if (query.searchProductType !== undefined) conditions.push(eq(product.productType, query.searchProductType));
  if (query.svcLoop) conditions.push(eq(product.svcLoopAbbrv, query.svcLoop.toUpperCase()));

  const rows = await selectOfferRows({ db, where: and(...conditions) });
  let offers = await buildOffers({ db, rows, options: { now, customer, cntrType: query.cntrType } });
  // An offer with no price (for the asked container type) cannot be shown with a price: leave it out.
  offers = offers.filter((offer) => offer.containerData.length > 0);

  const direction = query.sortOrder === 'desc' ? -1 : 1;
  const byEtd = (left: TProductOffer, right: TProductOffer) => left.etd.localeCompare(right.etd);
  const key: Record<typeof query.sortBy, (offer: TProductOffer) => number> = {
    etd: (offer) => Date.parse(offer.etd),
    price: lowestPrice,
    transit: (offer) => offer.transitDays,
  };
  offers.sort((left, right) => direction * (key[query.sortBy](left) - key[query.sortBy](right)) || byEtd(left, right));
  return offers;
}

/**
 * Keyword search: every word (split on blanks) must match one of origin, loading port, discharge port,
 * destination (name or code), the loop or the vessel. Upcoming offers, ETD order.
 */
export async function searchOffersByKeyword({
  db,
  keyword,
  searchProductType,
  current,
  size,
  customer,
  now = new Date(),
}: {
  db: DbOrTx;
  keyword: string;
  searchProductType?: number | undefined;
  current: number;
  size: number;
  customer: CustomerContext;
  now?: Date;
}): Promise<TProductOfferPage> {
  const words = keyword.split(/\s+/).filter((word) => word.length > 0).slice(0, 5);
  const conditions: SQL[] = [eq(product.isActive, true), gt(loadCall.etd, now), isNull(loadCall.atd)];
  if (searchProductType !== undefined) conditions.push(eq(product.productType, searchProductType));
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const columns = [
      origin.cnnme,
      origin.ennme,
      origin.code,
      loadingPort.cnnme,
      loadingPort.ennme,
      loadingPort.code,
      dischargePort.cnnme,
      dischargePort.ennme,
      dischargePort.code,
      destination.cnnme,
      destination.ennme,
      destination.code,
      serviceLoop.abbreviation,
      serviceLoop.cnnme,
      vessel.cnnme,
      vessel.ennme,
      voyage.voyageNo,
    ];
    conditions.push(or(...columns.map((column) => ilike(column, pattern)))!);
  }
  const rows = await selectOfferRows({ db, where: and(...conditions) });
  const offers = (await buildOffers({ db, rows, options: { now, customer } })).filter((offer) => offer.containerData.length > 0);
  return page(offers, current, size);
}

/** One offer by its productId; a departed or closed offer answers with canOrder false, a withdrawn product as not found. */
export async function getOffer({
  db,
  productId,
  customer,
  includeReefer,
  includeOpenTop,
  totalQuantity,
  shippingTerm,
  now = new Date(),
}: {
  db: DbOrTx;
  productId: string;
  customer: CustomerContext;
  includeReefer?: boolean | undefined;
  includeOpenTop?: boolean | undefined;
  /** The order's total containers (FS thresholds) and shipping term (DP), when an order is priced. */
  totalQuantity?: number | null | undefined;
  shippingTerm?: number | null | undefined;
  now?: Date;
}): Promise<TProductOffer> {
  const rows = await selectOfferRows({ db, where: and(eq(productSailing.id, productId), eq(product.isActive, true)), limit: 1 });
  const [offer] = await buildOffers({
    db,
    rows,
    options: { now, customer, includeReefer: includeReefer ?? false, includeOpenTop: includeOpenTop ?? false, totalQuantity: totalQuantity ?? null, shippingTerm: shippingTerm ?? null },
  });
  if (!offer) throw new AppError('PRODUCT_NOT_FOUND', { field: 'productId' });
  return offer;
}

/** The tables an offer is made of announce `catalog:<table>` on every statement that changes them (migration 0008). */
export const CATALOG_TOPIC = 'catalog';
/** Stock levels (sailing_inventory) announce `stock:sailing_inventory` instead (migration 0011): bookings change them all the time. */
export const STOCK_TOPIC = 'stock';

/** "Not departed yet" and "price valid now" are never older than this in a kept answer. */
const SEARCH_CACHE_TTL_MS = 5_000;

interface CachedSearch {
  offers: TProductOffer[];
  /** Each page as the caller encoded it (the route: its JSON answer), by `current:size`. */
  encodedPages: Map<string, Buffer>;
  /** The stock topic's generation the offers' stock is at least as new as. */
  stockGeneration: number;
  /** A stock re-read under way, joined by the requests that arrive at the same generation. */
  restocking?: { generation: number; done: Promise<void> };
}

/**
 * The search's answers kept in process: /product sends the same few searches over and over, each costing
 * a dozen statements and pricing hundreds of offers. Any change of a catalog table (products, sailings,
 * prices, promotions) drops them on every instance; otherwise they live SEARCH_CACHE_TTL_MS at most.
 * A stock change (every booking) only makes a kept answer re-read the stock of its own sailings, in one
 * statement, before it is answered again: prices and order do not depend on stock. Keyed by the filters
 * and sort (not the page) and by what prices depend on: member level and first order.
 */
export class OfferSearchCache {
  private readonly answers: TopicCache<CachedSearch>;

  constructor(private readonly feed: ChangeFeed) {
    // Weighed in offers (~2 KB each in memory with their encoded pages): 20 000 offers ≈ 40 MB at most.
    this.answers = new TopicCache(feed, [CATALOG_TOPIC], { ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: 500, maxWeight: 20_000, weigh: (search) => search.offers.length + 1 });
  }

  /**
   * One page of the search, as `encode` turns it into bytes; the page is encoded once per cached search
   * and stock level, so repeated searches skip both the database and the encoding of a few dozen kilobytes.
   */
  async searchEncoded(
    options: { db: DbOrTx; query: TProductSearchQuery; customer: CustomerContext },
    encode: (page: TProductOfferPage) => Buffer,
  ): Promise<Buffer> {
    const { current, size, ...filters } = options.query;
    const key = JSON.stringify([filters, options.customer.memberLevel, options.customer.isFirstOrder]);
    const search = await this.answers.get(key, async () => {
      // Taken before the read: a stock change during it makes the next request re-read the stock.
      const stockGeneration = this.stockGeneration();
      return { offers: await findSortedOffers(options), encodedPages: new Map(), stockGeneration };
    });
    await this.restock(search, options.db);
    const pageKey = `${current}:${size}`;
    let encoded = search.encodedPages.get(pageKey);
    if (!encoded) {
      encoded = encode(page(search.offers, current, size));
      // The first pages are what is asked again; a client paging far is answered without keeping them.
      if (search.encodedPages.size < 10) search.encodedPages.set(pageKey, encoded);
    }
    return encoded;
  }

  private stockGeneration(): number {
    return this.feed.generationOf([STOCK_TOPIC]);
  }

  /** Brings the kept offers' stock up to the last stock change heard, unless it already is. */
  private async restock(search: CachedSearch, db: DbOrTx): Promise<void> {
    const generation = this.stockGeneration();
    if (search.stockGeneration === generation) return;
    if (search.restocking?.generation !== generation) {
      const done = findStock({ db, sailingIds: search.offers.map((offer) => offer.productId) }).then(
        (stock) => {
          // A slower re-read that started earlier never overwrites a newer one.
          if (generation <= search.stockGeneration) return;
          search.offers = search.offers.map((offer) => withStock(offer, stock));
          search.encodedPages = new Map();
          search.stockGeneration = generation;
        },
        (error: unknown) => {
          if (search.restocking?.done === done) search.restocking = undefined;
          throw error;
        },
      );
      search.restocking = { generation, done };
    }
    await search.restocking.done;
  }
}
