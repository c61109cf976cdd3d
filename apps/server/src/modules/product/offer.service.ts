import type { TContainerData, TProductOffer, TPromotionBrief } from '@coastbook/contracts';
import {
  isPromotionInScope,
  isSailingBookable,
  priceAfterPromotions,
  productTypeLabel,
  promotionChargeTypeLabel,
  sailingTransitDays,
  type PromotionContext,
  type PromotionRule,
} from '@coastbook/domain';
import { and, asc, eq, inArray, isNull, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { carrier, containerType, orderQuantityLimit, portFacility, serviceLoop } from '../basedata';
import type { CustomerContext } from './customer-context';
import { containerPrice, portCall, product, productSailing, sailingInventory, sailingLadderInventory, vessel, voyage } from './product.tables';
import { findPromotionsInValidity, promotionConditionText } from './promotion-rules';

/**
 * Loading bookable offers (product × voyage, the API's productId) and turning them into the shape every
 * product call answers (ZProductOffer): route, vessel/voyage, ETD/ETA, and per container type the
 * current published price, the promotions in validity, the discount for this caller, the inventory.
 */

const origin = alias(portFacility, 'origin');
const loadingPort = alias(portFacility, 'loading_port');
const dischargePort = alias(portFacility, 'discharge_port');
const destination = alias(portFacility, 'destination');
const loadCall = alias(portCall, 'load_call');
const dischargeCall = alias(portCall, 'discharge_call');

const offerColumns = {
  sailingId: productSailing.id,
  isClosed: productSailing.isClosed,
  routeProductId: product.id,
  productCode: product.productCode,
  productType: product.productType,
  productKind: product.productKind,
  carrierCode: product.carrierCode,
  carrierCnnme: carrier.cnnme,
  svcLoop: product.svcLoopAbbrv,
  svcLoopCnnme: serviceLoop.cnnme,
  vslCde: vessel.code,
  vslCnnme: vessel.cnnme,
  vslEnnme: vessel.ennme,
  voyageNo: voyage.voyageNo,
  voyageStatus: voyage.status,
  origCode: origin.code,
  origCnnme: origin.cnnme,
  origEnnme: origin.ennme,
  origType: origin.type,
  fpolCode: loadingPort.code,
  fpolCnnme: loadingPort.cnnme,
  fpolEnnme: loadingPort.ennme,
  fpolProvince: loadingPort.province,
  lpodCode: dischargePort.code,
  lpodCnnme: dischargePort.cnnme,
  lpodEnnme: dischargePort.ennme,
  destCode: destination.code,
  destCnnme: destination.cnnme,
  destEnnme: destination.ennme,
  destType: destination.type,
  etd: loadCall.etd,
  atd: loadCall.atd,
  eta: dischargeCall.eta,
  railTransitDays: product.railTransitDays,
  serviceCode: product.serviceCode,
  cargoTypeCode: product.cargoTypeCode,
  committedVolume: product.committedVolume,
  agreementId: product.agreementId,
  maxOrderQuantity: product.maxOrderQuantity,
  typeMaxOrderQuantity: orderQuantityLimit.maxQuantity,
  isAutoConfirm: product.isAutoConfirm,
  isActive: product.isActive,
  sortOrder: product.sortOrder,
};

export type OfferRow = Awaited<ReturnType<typeof selectOfferRows>>[number];

/** Offers matching the conditions (all joined tables available to them), ETD first. */
/**
 * The offers' rows: one 13-table join (sailing, product, voyage, vessel, two port calls, carrier, loop,
 * four places, order limit). Left to itself, PostgreSQL spends ~10 ms searching join orders for a query
 * that runs in ~0.5 ms, which capped the search at under 100 per second on two cores. The order written
 * here is the right one (the filtered products, their sailings by index, then lookups by key), so the
 * planner is told to keep it (join_collapse_limit = 1 for this statement only: planning ~1 ms).
 */
export async function selectOfferRows({ db, where, limit = 2000 }: { db: DbOrTx; where?: SQL | undefined; limit?: number }) {
  const query = (tx: DbOrTx) =>
    tx
      .select(offerColumns)
      .from(product)
      .innerJoin(productSailing, eq(productSailing.productId, product.id))
      .innerJoin(loadCall, eq(loadCall.id, productSailing.loadCallId))
      .innerJoin(dischargeCall, eq(dischargeCall.id, productSailing.dischargeCallId))
      .innerJoin(voyage, eq(voyage.id, productSailing.voyageId))
      .innerJoin(vessel, eq(vessel.code, voyage.vesselCode))
      .innerJoin(carrier, eq(carrier.code, product.carrierCode))
      .innerJoin(serviceLoop, and(eq(serviceLoop.carrierCode, product.carrierCode), eq(serviceLoop.abbreviation, product.svcLoopAbbrv)))
      .innerJoin(origin, eq(origin.code, product.origFacilityCode))
      .innerJoin(loadingPort, eq(loadingPort.code, product.fpolCode))
      .innerJoin(dischargePort, eq(dischargePort.code, product.lpodCode))
      .innerJoin(destination, eq(destination.code, product.destFacilityCode))
      .leftJoin(orderQuantityLimit, eq(orderQuantityLimit.productType, product.productType))
      .where(where)
      .orderBy(asc(loadCall.etd), asc(product.sortOrder), asc(productSailing.id))
      .limit(limit);
  // Inside the caller's transaction (booking) the setting is put back right after the statement: SET LOCAL
  // would otherwise last until that transaction ends. No savepoint is needed around it: if the statement
  // fails, the caller's transaction is aborted and rolls back, the setting with it. Otherwise a
  // transaction of its own, which the setting ends with.
  if (db instanceof PgTransaction) {
    await db.execute(sql`SET LOCAL join_collapse_limit = 1`);
    const rows = await query(db);
    await db.execute(sql`SET LOCAL join_collapse_limit TO DEFAULT`);
    return rows;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL join_collapse_limit = 1`);
    return query(tx);
  });
}

/** Columns the search filters refer to. */
export const offerTables = { product, productSailing, voyage, vessel, loadCall, dischargeCall, origin, loadingPort, dischargePort, destination, serviceLoop };

interface PriceRow {
  productId: string;
  cntrType: string;
  cntrTypeCnnme: string;
  priceFen: number;
  isReefer: boolean;
  isOpenTop: boolean;
  sortOrder: number;
}

/** Current published prices (valid now) of the products, per container type, in container-type order. */
export async function findCurrentPrices({ db, productIds, now }: { db: DbOrTx; productIds: string[]; now: Date }): Promise<PriceRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: containerPrice.productId,
      cntrType: containerPrice.containerTypeCode,
      cntrTypeCnnme: containerType.cnnme,
      priceFen: containerPrice.priceFen,
      isReefer: containerType.isReefer,
      isOpenTop: containerType.isOpenTop,
      sortOrder: containerType.sortOrder,
    })
    .from(containerPrice)
    .innerJoin(containerType, eq(containerType.code, containerPrice.containerTypeCode))
    .where(
      and(
        inArray(containerPrice.productId, productIds),
        lte(containerPrice.validFrom, now),
        or(isNull(containerPrice.validTo), gt(containerPrice.validTo, now)),
      ),
    )
    .orderBy(asc(containerType.sortOrder));
}

/** Stock of each sailing and container type, by `sailingId:cntrType`. */
export type StockBySailing = Map<string, { available: number; isClosed: boolean }>;

const stockKey = (sailingId: string, cntrType: string) => `${sailingId}:${cntrType}`;

/** The stock rows of these sailings: what a booking, a cancellation or the operators' inventory page change. */
export async function findStock({ db, sailingIds }: { db: DbOrTx; sailingIds: readonly string[] }): Promise<StockBySailing> {
  if (sailingIds.length === 0) return new Map();
  const rows = await db
    .select({ sailingId: sailingInventory.sailingId, cntrType: sailingInventory.containerTypeCode, available: sailingInventory.available, isClosed: sailingInventory.isClosed })
    .from(sailingInventory)
    .where(inArray(sailingInventory.sailingId, [...sailingIds]));
  return new Map(rows.map((row) => [stockKey(row.sailingId, row.cntrType), { available: row.available, isClosed: row.isClosed }]));
}

async function findInventories({ db, sailingIds }: { db: DbOrTx; sailingIds: string[] }) {
  if (sailingIds.length === 0) return { inventory: new Map() as StockBySailing, ladders: new Set<string>() };
  const [inventory, ladderRows] = await Promise.all([
    findStock({ db, sailingIds }),
    db
      .selectDistinct({ sailingId: sailingLadderInventory.sailingId, cntrType: sailingLadderInventory.containerTypeCode })
      .from(sailingLadderInventory)
      .where(inArray(sailingLadderInventory.sailingId, sailingIds)),
  ]);
  return { inventory, ladders: new Set(ladderRows.map((row) => stockKey(row.sailingId, row.cntrType))) };
}

/** A container line's stock fields. No inventory row = nothing on sale for that type. */
function stockFields(inventory: { available: number; isClosed: boolean } | undefined): Pick<TContainerData, 'availableInventory' | 'isClosed'> {
  return { availableInventory: inventory?.available ?? 0, isClosed: inventory?.isClosed ?? true };
}

/** The offer with the stock of `stock` in place of what it was built with; prices and promotions as they were. */
export function withStock(offer: TProductOffer, stock: StockBySailing): TProductOffer {
  return { ...offer, containerData: offer.containerData.map((line) => ({ ...line, ...stockFields(stock.get(stockKey(offer.productId, line.cntrType))) })) };
}

export interface OfferOptions {
  now: Date;
  customer: CustomerContext;
  /** Only this container type in containerData. */
  cntrType?: string | undefined;
  /** Which special container types to include (default: all priced types). */
  includeReefer?: boolean;
  includeOpenTop?: boolean;
  /** Containers in the caller's selection, for FS thresholds (default none). */
  totalQuantity?: number | null;
  shippingTerm?: number | null;
}

function toBrief(rule: PromotionRule & { title: string }, applied: boolean): TPromotionBrief {
  return {
    promotionId: rule.id,
    title: rule.title,
    chargeType: rule.chargeType,
    chargeTypeCnnme: promotionChargeTypeLabel(rule.chargeType),
    amount: rule.amountFen,
    validFrom: new Date(rule.validFrom).toISOString(),
    validTo: new Date(rule.validTo).toISOString(),
    conditionText: promotionConditionText(rule),
    applied,
  };
}

/** One container line: price, the promotions in validity for it, the discount this caller gets. */
export function containerLine(input: {
  price: Pick<PriceRow, 'cntrType' | 'cntrTypeCnnme' | 'priceFen'>;
  promotions: ReadonlyArray<PromotionRule & { title: string }>;
  context: PromotionContext;
  inventory: { available: number; isClosed: boolean } | undefined;
  hasLadder: boolean;
}): TContainerData {
  const { price, context } = input;
  const inScope = input.promotions.filter((rule) => isPromotionInScope(rule, { ...context, cntrType: price.cntrType }));
  const { ylbPromotionPrice, applied } = priceAfterPromotions(price.priceFen, inScope, context);
  const appliedIds = new Set(applied.map((rule) => rule.id));
  return {
    cntrType: price.cntrType,
    cntrTypeCnnme: price.cntrTypeCnnme,
    containerPrice: price.priceFen,
    ylbPromotionPrice,
    priceAfterPromotion: price.priceFen - ylbPromotionPrice,
    ...stockFields(input.inventory),
    hasLadder: input.hasLadder,
    promotions: inScope.map((rule) => toBrief(rule, appliedIds.has(rule.id))),
  };
}

/** Offer rows → ZProductOffer, with prices, promotions and inventory loaded in three queries. */
export async function buildOffers({ db, rows, options }: { db: DbOrTx; rows: OfferRow[]; options: OfferOptions }): Promise<TProductOffer[]> {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((row) => row.routeProductId))];
  const [prices, { inventory, ladders }, promotions] = await Promise.all([
    findCurrentPrices({ db, productIds, now: options.now }),
    findInventories({ db, sailingIds: rows.map((row) => row.sailingId) }),
    findPromotionsInValidity({ db, productIds, now: options.now }),
  ]);
  const pricesByProduct = new Map<string, PriceRow[]>();
  for (const price of prices) {
    if (options.cntrType && price.cntrType !== options.cntrType) continue;
    if (options.includeReefer === false && price.isReefer) continue;
    if (options.includeOpenTop === false && price.isOpenTop) continue;
    pricesByProduct.set(price.productId, [...(pricesByProduct.get(price.productId) ?? []), price]);
  }
  return rows.map((row) => {
    const etd = new Date(row.etd);
    const eta = new Date(row.eta);
    const context: PromotionContext = {
      now: options.now,
      productId: row.routeProductId,
      carrierCode: row.carrierCode,
      cntrType: '',
      memberLevel: options.customer.memberLevel,
      isFirstOrder: options.customer.isFirstOrder,
      totalQuantity: options.totalQuantity ?? null,
      shippingTerm: options.shippingTerm ?? null,
    };
    const containerData = (pricesByProduct.get(row.routeProductId) ?? []).map((price) =>
      containerLine({
        price,
        promotions,
        context: { ...context, cntrType: price.cntrType },
        inventory: inventory.get(stockKey(row.sailingId, price.cntrType)),
        hasLadder: ladders.has(stockKey(row.sailingId, price.cntrType)),
      }),
    );
    const originIsRail = row.origType === 'R';
    const destinationIsRail = row.destType === 'R';
    return {
      productId: row.sailingId,
      routeProductId: row.routeProductId,
      productCode: row.productCode,
      productType: row.productType,
      productTypeCnnme: productTypeLabel(row.productType),
      productKind: row.productKind,
      carrier: row.carrierCode,
      carrierCnnme: row.carrierCnnme,
      svcLoop: row.svcLoop,
      svcLoopCnnme: row.svcLoopCnnme,
      vslCde: row.vslCde,
      vslCnnme: row.vslCnnme,
      vslEnnme: row.vslEnnme,
      voyage: row.voyageNo,
      origFacilityCde: row.origCode,
      origFacilityCnnme: row.origCnnme,
      origFacilityType: row.origType,
      origTrainFacilityCde: originIsRail ? row.origCode : null,
      origTrainFacilityCnnme: originIsRail ? row.origCnnme : null,
      fpolCde: row.fpolCode,
      fpolCnnme: row.fpolCnnme,
      lpodCde: row.lpodCode,
      lpodCnnme: row.lpodCnnme,
      destFacilityCde: row.destCode,
      destFacilityCnnme: row.destCnnme,
      destFacilityType: row.destType,
      destTrainFacilityCde: destinationIsRail ? row.destCode : null,
      destTrainFacilityCnnme: destinationIsRail ? row.destCnnme : null,
      etd: etd.toISOString(),
      eta: eta.toISOString(),
      transitDays: sailingTransitDays(etd, eta, row.railTransitDays),
      serviceCode: row.serviceCode,
      cargoTypeCde: row.cargoTypeCode,
      committedVolume: row.committedVolume,
      agreementId: row.agreementId,
      maxOrderQuantity: row.maxOrderQuantity ?? row.typeMaxOrderQuantity ?? 50,
      isAutoConfirm: row.isAutoConfirm,
      canOrder: isSailingBookable({ isProductActive: row.isActive, voyageStatus: row.voyageStatus, isClosed: row.isClosed, etd, atd: row.atd }, options.now),
      containerData,
    };
  });
}
