import { describe, expect, it } from 'vitest';
import { containerDiscount, isPromotionApplicable, priceAfterPromotions, type PromotionContext, type PromotionRule } from './promotion';

const now = new Date('2026-11-20T04:00:00Z');
const base: PromotionContext = { now, productId: 'p1', carrierCode: 'PAN', cntrType: '20GP' };

function promo(overrides: Partial<PromotionRule>): PromotionRule {
  return {
    id: 'x',
    chargeType: 'TP',
    productId: null,
    containerTypeCode: null,
    amountFen: 10_000,
    validFrom: '2026-11-01T00:00:00Z',
    validTo: '2026-12-01T00:00:00Z',
    ...overrides,
  };
}

describe('promotion applicability (001 §9)', () => {
  it('applies a limited-time offer only inside [validFrom, validTo)', () => {
    expect(isPromotionApplicable(promo({}), base)).toBe(true);
    expect(isPromotionApplicable(promo({ validFrom: now.toISOString() }), base)).toBe(true);
    expect(isPromotionApplicable(promo({ validTo: now.toISOString() }), base)).toBe(false);
    expect(isPromotionApplicable(promo({ validFrom: '2026-11-21T00:00:00Z' }), base)).toBe(false);
    expect(isPromotionApplicable(promo({ isActive: false }), base)).toBe(false);
  });

  it('keeps to its product, carrier and container type', () => {
    expect(isPromotionApplicable(promo({ productId: 'p2' }), base)).toBe(false);
    expect(isPromotionApplicable(promo({ productId: 'p1', containerTypeCode: '40HQ' }), base)).toBe(false);
    expect(isPromotionApplicable(promo({ carrierCode: 'ANT' }), base)).toBe(false);
    expect(isPromotionApplicable(promo({ carrierCode: 'PAN', containerTypeCode: '20GP' }), base)).toBe(true);
  });

  it('checks member level (VP), first order (FP), threshold (FS) and shipping term (DP)', () => {
    const vp = promo({ chargeType: 'VP', minMemberLevel: 2 });
    expect(isPromotionApplicable(vp, { ...base, memberLevel: 1 })).toBe(false);
    expect(isPromotionApplicable(vp, { ...base, memberLevel: 2 })).toBe(true);
    expect(isPromotionApplicable(vp, base)).toBe(false);
    const fp = promo({ chargeType: 'FP' });
    expect(isPromotionApplicable(fp, { ...base, isFirstOrder: true })).toBe(true);
    expect(isPromotionApplicable(fp, { ...base, isFirstOrder: false })).toBe(false);
    expect(isPromotionApplicable(fp, base)).toBe(false);
    const fs = promo({ chargeType: 'FS', thresholdQuantity: 10 });
    expect(isPromotionApplicable(fs, { ...base, totalQuantity: 9 })).toBe(false);
    expect(isPromotionApplicable(fs, { ...base, totalQuantity: 10 })).toBe(true);
    const dp = promo({ chargeType: 'DP', shippingTerm: 3 });
    expect(isPromotionApplicable(dp, { ...base, shippingTerm: 0 })).toBe(false);
    expect(isPromotionApplicable(dp, { ...base, shippingTerm: 3 })).toBe(true);
  });
});

describe('price after promotions', () => {
  it('takes the best of each charge type, sums the types and never goes below zero', () => {
    const result = containerDiscount(300_000, [
      promo({ id: 'a', amountFen: 10_000 }),
      promo({ id: 'b', amountFen: 25_000 }),
      promo({ id: 'c', chargeType: 'VP', amountFen: 5_000, minMemberLevel: 1 }),
    ]);
    expect(result.discountFen).toBe(30_000);
    expect(result.applied.map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(containerDiscount(20_000, [promo({ amountFen: 50_000 })]).discountFen).toBe(20_000);
  });

  it('prices a container with only the applicable promotions', () => {
    const result = priceAfterPromotions(
      250_000,
      [promo({ id: 'tp', amountFen: 20_000 }), promo({ id: 'old', amountFen: 90_000, validTo: '2026-11-10T00:00:00Z' })],
      base,
    );
    expect(result).toMatchObject({ priceFen: 230_000, ylbPromotionPrice: 20_000 });
    expect(result.applied.map((entry) => entry.id)).toEqual(['tp']);
  });
});
