import type { TOpsPromotion, TOpsPromotionCreate, TOpsPromotionPage, TOpsPromotionQuery, TOpsPromotionUpdate } from '@coastbook/contracts';
import { AppError, yuanToFen } from '@coastbook/domain';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { carrier, containerType } from '../../basedata';
import { containerPrice, product, promotion } from '../product.tables';
import { changeWithAudit, createWithAudit, type AuditContext } from './audited-change';

/** Promotions (TP, FP, VP, DP, FS of 001 §9) with their validity; the search applies them while valid and active. */

const columns = {
  promotion,
  productCode: product.productCode,
  isInValidity: sql<boolean>`${promotion.isActive} and ${promotion.validFrom} <= now() and now() < ${promotion.validTo}`,
};

function toPromotion(row: { promotion: typeof promotion.$inferSelect; productCode: string | null; isInValidity: boolean }): TOpsPromotion {
  const { promotion: item } = row;
  return {
    id: item.id,
    title: item.title,
    chargeType: item.chargeType as TOpsPromotion['chargeType'],
    scope: item.scope as TOpsPromotion['scope'],
    productId: item.productId,
    productCode: row.productCode,
    carrierCode: item.carrierCode,
    containerTypeCode: item.containerTypeCode,
    amount: item.amountFen / 100,
    validFrom: item.validFrom.toISOString(),
    validTo: item.validTo.toISOString(),
    minMemberLevel: item.minMemberLevel,
    thresholdQuantity: item.thresholdQuantity,
    shippingTerm: item.shippingTerm,
    isActive: item.isActive,
    isInValidity: row.isInValidity,
  };
}

export async function findOpsPromotions({ db, query }: { db: DbOrTx; query: TOpsPromotionQuery }): Promise<TOpsPromotionPage> {
  const conditions: SQL[] = [];
  if (query.productId) conditions.push(eq(promotion.productId, query.productId));
  if (query.chargeType) conditions.push(eq(promotion.chargeType, query.chargeType));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(promotion)
      .leftJoin(product, eq(product.id, promotion.productId))
      .where(where)
      .orderBy(desc(promotion.validFrom), desc(promotion.createdAt))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(promotion).where(where),
  ]);
  return { records: rows.map(toPromotion), total: totals?.total ?? 0, current: query.current, size: query.size };
}

async function promotionSnapshot(db: DbOrTx, id: string, lock = false): Promise<TOpsPromotion | undefined> {
  if (lock) await db.select({ id: promotion.id }).from(promotion).where(eq(promotion.id, id)).for('update');
  const [row] = await db.select(columns).from(promotion).leftJoin(product, eq(product.id, promotion.productId)).where(eq(promotion.id, id));
  return row && toPromotion(row);
}

/** Container type known; on one product with one container type, the discount stays below the open price. */
async function checkPromotion(db: DbOrTx, input: TOpsPromotionUpdate, productId: string | null): Promise<void> {
  if (input.containerTypeCode) {
    const [type] = await db.select({ code: containerType.code }).from(containerType).where(eq(containerType.code, input.containerTypeCode));
    if (!type) {
      throw new AppError('PRODUCT_ADMIN_CONTAINER_TYPE_NOT_FOUND', {
        msg: { zh: `箱型不存在：${input.containerTypeCode}（containerTypeCode）`, en: `Container type not found: ${input.containerTypeCode} (containerTypeCode)` },
        field: 'containerTypeCode',
      });
    }
  }
  if (productId && input.containerTypeCode) {
    const [price] = await db
      .select({ priceFen: containerPrice.priceFen })
      .from(containerPrice)
      .where(and(eq(containerPrice.productId, productId), eq(containerPrice.containerTypeCode, input.containerTypeCode), isNull(containerPrice.validTo)));
    if (price && yuanToFen(input.amount) >= price.priceFen) {
      const currentPrice = (price.priceFen / 100).toFixed(2);
      throw new AppError('PRODUCT_ADMIN_PROMOTION_TOO_LARGE', {
        msg: { zh: `每箱优惠金额须低于当前箱价 ¥${currentPrice}（amount）`, en: `The discount per container must be lower than the current container price of ¥${currentPrice} (amount)` },
        field: 'amount',
      });
    }
  }
}

function columnsOf(input: TOpsPromotionUpdate) {
  return {
    title: input.title,
    chargeType: input.chargeType,
    containerTypeCode: input.containerTypeCode,
    amountFen: yuanToFen(input.amount),
    validFrom: new Date(input.validFrom),
    validTo: new Date(input.validTo),
    // Only the charge type's own condition is kept, so a TP never carries a stray member level.
    minMemberLevel: input.chargeType === 'VP' ? input.minMemberLevel : null,
    thresholdQuantity: input.chargeType === 'FS' ? input.thresholdQuantity : null,
    shippingTerm: input.chargeType === 'DP' ? input.shippingTerm : null,
    isActive: input.isActive,
  };
}

export async function createOpsPromotion(context: AuditContext & { input: TOpsPromotionCreate }): Promise<TOpsPromotion> {
  const { db, input } = context;
  const productId = input.scope === 'PRODUCT' ? input.productId : null;
  if (productId) {
    const [found] = await db.select({ id: product.id }).from(product).where(eq(product.id, productId));
    if (!found) throw new AppError('PRODUCT_ADMIN_PRODUCT_NOT_FOUND', { msg: { zh: '产品不存在（productId）', en: 'Product not found (productId)' }, field: 'productId' });
  }
  if (input.carrierCode) {
    const [found] = await db.select({ code: carrier.code }).from(carrier).where(eq(carrier.code, input.carrierCode));
    if (!found) throw new AppError('BAD_REQUEST', { msg: { zh: `承运人不存在：${input.carrierCode}（carrierCode）`, en: `Carrier not found: ${input.carrierCode} (carrierCode)` }, field: 'carrierCode' });
  }
  await checkPromotion(db, input, productId);
  const created = await createWithAudit(context, {
    action: 'promotion.create',
    entityType: 'promotion',
    create: async (tx) => {
      const [row] = await tx
        .insert(promotion)
        .values({ ...columnsOf(input), scope: input.scope, productId, carrierCode: input.carrierCode })
        .returning({ id: promotion.id });
      const after = (await promotionSnapshot(tx, row!.id))!;
      return { id: row!.id, after, promotion: after };
    },
  });
  return created.promotion;
}

export async function updateOpsPromotion(context: AuditContext & { id: string; input: TOpsPromotionUpdate }): Promise<TOpsPromotion> {
  const { db, id, input } = context;
  const current = await promotionSnapshot(db, id);
  if (!current) throw new AppError('PRODUCT_ADMIN_PROMOTION_NOT_FOUND');
  await checkPromotion(db, input, current.productId);
  const snapshot = (tx: DbOrTx, options?: { lock?: boolean }) => promotionSnapshot(tx, id, options?.lock);
  await changeWithAudit(context, {
    action: 'promotion.update',
    entityType: 'promotion',
    entityId: id,
    notFound: 'PRODUCT_ADMIN_PROMOTION_NOT_FOUND',
    snapshot,
    change: (tx) => tx.update(promotion).set(columnsOf(input)).where(eq(promotion.id, id)),
  });
  return (await snapshot(db))!;
}
