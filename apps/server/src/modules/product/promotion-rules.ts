import { labelOf, SHIPPING_TERMS, USER_LEVELS, type PromotionRule } from '@coastbook/domain';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { promotion } from './product.tables';

export type LoadedPromotion = PromotionRule & { title: string; scope: string };

type PromotionRow = typeof promotion.$inferSelect;

export function toPromotionRule(row: PromotionRow): LoadedPromotion {
  return {
    id: row.id,
    title: row.title,
    scope: row.scope,
    chargeType: row.chargeType as PromotionRule['chargeType'],
    productId: row.productId,
    carrierCode: row.carrierCode,
    containerTypeCode: row.containerTypeCode,
    amountFen: row.amountFen,
    validFrom: row.validFrom,
    validTo: row.validTo,
    minMemberLevel: row.minMemberLevel,
    thresholdQuantity: row.thresholdQuantity,
    shippingTerm: row.shippingTerm,
    isActive: row.isActive,
  };
}

/** Active promotions valid at `now` for these products (their own and those for all products). */
export async function findPromotionsInValidity({ db, productIds, now }: { db: DbOrTx; productIds: string[]; now: Date }): Promise<LoadedPromotion[]> {
  const rows = await db
    .select()
    .from(promotion)
    .where(
      and(
        eq(promotion.isActive, true),
        lte(promotion.validFrom, now),
        gt(promotion.validTo, now),
        productIds.length > 0 ? or(isNull(promotion.productId), inArray(promotion.productId, productIds)) : isNull(promotion.productId),
      ),
    );
  return rows.map(toPromotionRule);
}

/** The condition of a promotion in words, for the price tag: '金卡及以上会员', '满10箱', '门到门', '首单'. */
export function promotionConditionText(rule: Pick<PromotionRule, 'chargeType' | 'minMemberLevel' | 'thresholdQuantity' | 'shippingTerm'>): string | null {
  switch (rule.chargeType) {
    case 'VP':
      return rule.minMemberLevel ? `${labelOf(USER_LEVELS, rule.minMemberLevel)}及以上会员` : '会员专享';
    case 'FP':
      return '首单专享';
    case 'FS':
      return rule.thresholdQuantity ? `满${rule.thresholdQuantity}箱` : null;
    case 'DP':
      return rule.shippingTerm != null ? `运输条款为${labelOf(SHIPPING_TERMS, rule.shippingTerm)}` : null;
    default:
      return null;
  }
}
