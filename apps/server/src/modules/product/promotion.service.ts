import type { TGetBatchGoodsPromotionResponse, TPromotionPlan, TPromotionPlanSearchResponse } from '@coastbook/contracts';
import { AppError, promotionChargeTypeLabel, sumShoppingBoxTotalFen, type PromotionRule } from '@coastbook/domain';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { portFacility } from '../basedata';
import type { CustomerContext } from './customer-context';
import { buildOffers, offerTables, selectOfferRows } from './offer.service';
import { product, productSailing, promotion } from './product.tables';
import { promotionConditionText, toPromotionRule } from './promotion-rules';

const fromPort = alias(portFacility, 'promotion_from_port');
const toPort = alias(portFacility, 'promotion_to_port');

type PlanStatus = 'ACTIVE' | 'UPCOMING' | 'EXPIRED';

function statusAt(rule: { validFrom: Date; validTo: Date }, now: Date): PlanStatus {
  if (rule.validFrom.getTime() > now.getTime()) return 'UPCOMING';
  if (rule.validTo.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** Whether the caller's own standing meets the condition now; FS and DP depend on the order (null). */
function isApplicableToCustomer(rule: Pick<PromotionRule, 'chargeType' | 'minMemberLevel'>, customer: CustomerContext): boolean | null {
  switch (rule.chargeType) {
    case 'TP':
      return true;
    case 'VP':
      return customer.memberLevel !== null && rule.minMemberLevel != null && customer.memberLevel >= rule.minMemberLevel;
    case 'FP':
      return customer.isFirstOrder === true;
    default:
      return null;
  }
}

/** promotionPlanSearch: active (by default), upcoming or expired plans, newest validity first. */
export async function searchPromotionPlans({
  db,
  query,
  customer,
  now = new Date(),
}: {
  db: DbOrTx;
  query: {
    productId?: string | undefined;
    chargeType?: string | undefined;
    cntrType?: string | undefined;
    carrier?: string | undefined;
    status: 'ACTIVE' | 'UPCOMING' | 'EXPIRED' | 'ALL';
    current: number;
    size: number;
  };
  customer: CustomerContext;
  now?: Date;
}): Promise<TPromotionPlanSearchResponse> {
  const conditions: SQL[] = [eq(promotion.isActive, true)];
  if (query.status === 'ACTIVE') conditions.push(lte(promotion.validFrom, now), gt(promotion.validTo, now));
  if (query.status === 'UPCOMING') conditions.push(gt(promotion.validFrom, now));
  if (query.status === 'EXPIRED') conditions.push(lte(promotion.validTo, now));
  if (query.chargeType) conditions.push(eq(promotion.chargeType, query.chargeType));
  if (query.cntrType) conditions.push(or(isNull(promotion.containerTypeCode), eq(promotion.containerTypeCode, query.cntrType))!);
  if (query.carrier) {
    conditions.push(
      or(eq(product.carrierCode, query.carrier), and(isNull(promotion.productId), or(isNull(promotion.carrierCode), eq(promotion.carrierCode, query.carrier))))!,
    );
  }
  if (query.productId) {
    const [offer] = await db
      .select({ routeProductId: productSailing.productId, carrierCode: product.carrierCode })
      .from(productSailing)
      .innerJoin(product, eq(product.id, productSailing.productId))
      .where(eq(productSailing.id, query.productId));
    if (!offer) throw new AppError('PRODUCT_NOT_FOUND', { field: 'productId' });
    conditions.push(
      or(
        eq(promotion.productId, offer.routeProductId),
        and(isNull(promotion.productId), or(isNull(promotion.carrierCode), eq(promotion.carrierCode, offer.carrierCode))),
      )!,
    );
  }
  const where = and(...conditions);
  const base = db
    .select()
    .from(promotion)
    .leftJoin(product, eq(product.id, promotion.productId))
    .leftJoin(fromPort, eq(fromPort.code, product.origFacilityCode))
    .leftJoin(toPort, eq(toPort.code, product.destFacilityCode));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    base
      .where(where)
      .orderBy(desc(promotion.validFrom), promotion.id)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(promotion).leftJoin(product, eq(product.id, promotion.productId)).where(where),
  ]);
  const records: TPromotionPlan[] = rows.map((row) => {
    const rule = toPromotionRule(row.promotion);
    return {
      promotionId: rule.id,
      title: rule.title,
      chargeType: rule.chargeType,
      chargeTypeCnnme: promotionChargeTypeLabel(rule.chargeType),
      scope: row.promotion.scope as 'PRODUCT' | 'ALL',
      routeProductId: row.promotion.productId,
      routeText: row.product ? `${row.promotion_from_port?.cnnme ?? row.product.origFacilityCode} → ${row.promotion_to_port?.cnnme ?? row.product.destFacilityCode} ${row.product.svcLoopAbbrv}` : null,
      carrier: row.product?.carrierCode ?? row.promotion.carrierCode,
      cntrType: row.promotion.containerTypeCode,
      amount: rule.amountFen,
      validFrom: row.promotion.validFrom.toISOString(),
      validTo: row.promotion.validTo.toISOString(),
      minMemberLevel: row.promotion.minMemberLevel,
      thresholdQuantity: row.promotion.thresholdQuantity,
      shippingTerm: row.promotion.shippingTerm,
      conditionText: promotionConditionText(rule),
      status: statusAt(row.promotion, now),
      applicableToMe: isApplicableToCustomer(rule, customer),
    };
  });
  return { records, total, current: query.current, size: query.size };
}

/**
 * getBatchGoodsPromotion: prices a whole selection. Lines of one offer form one selection, so an FS
 * threshold counts all its containers; a line for a container type without a price is refused,
 * naming the line.
 */
export async function priceBatchGoods({
  db,
  goods,
  shippingTerm,
  customer,
  now = new Date(),
}: {
  db: DbOrTx;
  goods: Array<{ productId: string; cntrType: string; quantity: number }>;
  shippingTerm?: number | undefined;
  customer: CustomerContext;
  now?: Date;
}): Promise<TGetBatchGoodsPromotionResponse> {
  const productIds = [...new Set(goods.map((line) => line.productId))];
  const rows = await selectOfferRows({
    db,
    where: and(inArray(offerTables.productSailing.id, productIds), eq(offerTables.product.isActive, true)),
  });
  const offerIds = new Set(rows.map((row) => row.sailingId));
  goods.forEach((line, position) => {
    if (!offerIds.has(line.productId)) throw new AppError('PRODUCT_NOT_FOUND', { field: `goods.${position}.productId` });
  });

  const offersById = new Map<string, Awaited<ReturnType<typeof buildOffers>>[number]>();
  for (const row of rows) {
    const totalQuantity = goods.filter((line) => line.productId === row.sailingId).reduce((sum, line) => sum + line.quantity, 0);
    const [offer] = await buildOffers({ db, rows: [row], options: { now, customer, totalQuantity, shippingTerm: shippingTerm ?? null } });
    if (offer) offersById.set(offer.productId, offer);
  }

  const lines = goods.map((line, position) => {
    const container = offersById.get(line.productId)?.containerData.find((data) => data.cntrType === line.cntrType);
    if (!container) {
      throw new AppError('PRODUCT_PRICE_UNAVAILABLE', { msg: { zh: `该产品暂无${line.cntrType}运价`, en: `No ${line.cntrType} price for this product at the moment` }, field: `goods.${position}.cntrType` });
    }
    return {
      productId: line.productId,
      cntrType: line.cntrType,
      quantity: line.quantity,
      containerPrice: container.containerPrice,
      ylbPromotionPrice: container.ylbPromotionPrice,
      availableInventory: container.availableInventory,
      promotions: container.promotions,
    };
  });
  const totalContainerPrice = lines.reduce((sum, line) => sum + line.containerPrice * line.quantity, 0);
  const totalPrice = sumShoppingBoxTotalFen(lines);
  return {
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalContainerPrice,
    totalPromotionPrice: totalContainerPrice - totalPrice,
    totalPrice,
  };
}
