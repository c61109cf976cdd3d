import type { PromotionChargeType } from '../constants/payment';

/**
 * Promotions (001 §9 charge types TP, FP, VP, DP, FS). A promotion takes `amountFen` off each container
 * (the shopping box's ylbPromotionPrice) while it is valid and its condition holds:
 *   TP limited-time  — validity only;
 *   FP first order   — the customer has not placed an order yet (unknown, e.g. a visitor: not applied);
 *   VP member        — the customer's member level (1 silver … 4 golden diamond) ≥ minMemberLevel;
 *   DP door term     — the order's shipping term equals shippingTerm (1 port-to-door, 2 door-to-port,
 *                      3 door-to-door); unknown term: not applied;
 *   FS full-reduction — the selection holds at least thresholdQuantity containers.
 * Validity is [validFrom, validTo): it starts at validFrom and is over at validTo.
 */

export interface PromotionRule {
  id: string;
  chargeType: PromotionChargeType;
  /** null = every product (scope ALL). */
  productId: string | null;
  /** null = every carrier (scope ALL only). */
  carrierCode?: string | null;
  /** null = every container type. */
  containerTypeCode: string | null;
  amountFen: number;
  validFrom: Date | string;
  validTo: Date | string;
  minMemberLevel?: number | null;
  thresholdQuantity?: number | null;
  shippingTerm?: number | null;
  isActive?: boolean;
}

/** Who buys what, when: everything a promotion's condition may read. */
export interface PromotionContext {
  now: Date;
  /** The product (route offer, not the sailing) and its carrier. */
  productId: string;
  carrierCode: string;
  cntrType: string;
  /** 1–4, null for a visitor or a customer without a level. */
  memberLevel?: number | null;
  /** true when the customer has never ordered; null/undefined = unknown (visitor). */
  isFirstOrder?: boolean | null;
  /** Containers in the whole selection (FS threshold). */
  totalQuantity?: number | null;
  /** Shipping term of the order (DP), null when not chosen yet. */
  shippingTerm?: number | null;
}

function toTime(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** Valid at `now`: validFrom ≤ now < validTo, and not switched off. */
export function isPromotionInValidity(promotion: Pick<PromotionRule, 'validFrom' | 'validTo' | 'isActive'>, now: Date): boolean {
  if (promotion.isActive === false) return false;
  const time = now.getTime();
  return toTime(promotion.validFrom) <= time && time < toTime(promotion.validTo);
}

/** Whether the promotion targets this product, carrier and container type (scope only, no condition). */
export function isPromotionInScope(promotion: PromotionRule, context: Pick<PromotionContext, 'productId' | 'carrierCode' | 'cntrType'>): boolean {
  if (promotion.productId !== null && promotion.productId !== context.productId) return false;
  if (promotion.productId === null && promotion.carrierCode && promotion.carrierCode !== context.carrierCode) return false;
  if (promotion.containerTypeCode !== null && promotion.containerTypeCode !== context.cntrType) return false;
  return true;
}

/** Whether the charge type's condition holds for this customer and selection. */
export function isPromotionConditionMet(promotion: PromotionRule, context: PromotionContext): boolean {
  switch (promotion.chargeType) {
    case 'TP':
      return true;
    case 'FP':
      return context.isFirstOrder === true;
    case 'VP':
      return context.memberLevel != null && promotion.minMemberLevel != null && context.memberLevel >= promotion.minMemberLevel;
    case 'DP':
      return context.shippingTerm != null && promotion.shippingTerm != null && context.shippingTerm === promotion.shippingTerm;
    case 'FS':
      return context.totalQuantity != null && promotion.thresholdQuantity != null && context.totalQuantity >= promotion.thresholdQuantity;
    default:
      return false;
  }
}

/** In validity, in scope and condition met. */
export function isPromotionApplicable(promotion: PromotionRule, context: PromotionContext): boolean {
  return isPromotionInValidity(promotion, context.now) && isPromotionInScope(promotion, context) && isPromotionConditionMet(promotion, context);
}

/**
 * The discount on one container from the applicable promotions: the largest of each charge type
 * (two limited-time offers do not stack), the charge types summed, never more than the price.
 * Also answers which promotions were used (one per charge type, largest first).
 */
export function containerDiscount(
  containerPriceFen: number,
  applicable: readonly PromotionRule[],
): { discountFen: number; applied: PromotionRule[] } {
  const bestByType = new Map<string, PromotionRule>();
  for (const promotion of applicable) {
    const current = bestByType.get(promotion.chargeType);
    if (!current || promotion.amountFen > current.amountFen) bestByType.set(promotion.chargeType, promotion);
  }
  const applied = [...bestByType.values()].sort((left, right) => right.amountFen - left.amountFen);
  const sum = applied.reduce((total, promotion) => total + promotion.amountFen, 0);
  return { discountFen: Math.min(sum, Math.max(containerPriceFen, 0)), applied };
}

/** Price of one container after its promotions (never below zero), plus the discount (ylbPromotionPrice). */
export function priceAfterPromotions(
  containerPriceFen: number,
  promotions: readonly PromotionRule[],
  context: PromotionContext,
): { priceFen: number; ylbPromotionPrice: number; applied: PromotionRule[] } {
  const applicable = promotions.filter((promotion) => isPromotionApplicable(promotion, context));
  const { discountFen, applied } = containerDiscount(containerPriceFen, applicable);
  return { priceFen: containerPriceFen - discountFen, ylbPromotionPrice: discountFen, applied };
}
