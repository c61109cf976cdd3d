import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money';
import { isBelowCommittedVolume, sumContainerQuantity, sumShoppingBoxTotalFen } from './shopping-box';

describe('shopping box total (001 §2)', () => {
  it('is price × quantity minus promotion × quantity, summed over the lines', () => {
    const total = sumShoppingBoxTotalFen([
      { cntrType: '20GP', quantity: 2, containerPrice: 350_000, ylbPromotionPrice: 20_000 },
      { cntrType: '40HQ', quantity: 1, containerPrice: 520_050, ylbPromotionPrice: 50 },
    ]);
    expect(total).toBe(2 * 350_000 - 2 * 20_000 + 520_050 - 50);
    expect(formatMoney(total)).toBe('¥11,800.00');
  });

  it('counts nothing for a line whose quantity was set to zero', () => {
    expect(
      sumShoppingBoxTotalFen([
        { cntrType: '20GP', quantity: 0, containerPrice: 350_000, ylbPromotionPrice: 20_000 },
        { cntrType: '40HQ', quantity: 3, containerPrice: 100_010 },
      ]),
    ).toBe(300_030);
  });

  it('treats a missing promotion as no discount and an empty box as zero', () => {
    expect(sumShoppingBoxTotalFen([{ cntrType: '20GP', quantity: 1, containerPrice: 99, ylbPromotionPrice: null }])).toBe(99);
    expect(sumShoppingBoxTotalFen([])).toBe(0);
  });

  it('sums the quantities', () => {
    expect(sumContainerQuantity([{ quantity: 2 }, { quantity: 0 }, { quantity: 5 }])).toBe(7);
  });
});

describe('committed volume (001 §5)', () => {
  it('refuses a total below the commitment and accepts reaching it exactly', () => {
    expect(isBelowCommittedVolume(9, 10)).toBe(true);
    expect(isBelowCommittedVolume(10, 10)).toBe(false);
    expect(isBelowCommittedVolume(11, 10)).toBe(false);
  });

  it('never refuses without a commitment', () => {
    expect(isBelowCommittedVolume(0, undefined)).toBe(false);
    expect(isBelowCommittedVolume(0, null)).toBe(false);
  });
});
