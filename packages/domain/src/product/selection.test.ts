import { describe, expect, it } from 'vitest';
import { checkCommittedVolume, checkContainerQuantity, checkSelection, priceSelection } from './selection';

describe('container quantity (001 §5)', () => {
  it('accepts integers of at most 3 digits, empty as 0', () => {
    expect(checkContainerQuantity('0')).toEqual({ ok: true, value: 0 });
    expect(checkContainerQuantity('999')).toEqual({ ok: true, value: 999 });
    expect(checkContainerQuantity(12)).toEqual({ ok: true, value: 12 });
    expect(checkContainerQuantity('')).toEqual({ ok: true, value: 0 });
  });

  it('refuses negative, fractional, non-numeric and 4-digit quantities with a message', () => {
    expect(checkContainerQuantity('-1')).toMatchObject({ ok: false, message: { zh: '箱量必须是不小于0的整数' } });
    expect(checkContainerQuantity('1.5')).toMatchObject({ ok: false });
    expect(checkContainerQuantity('abc')).toMatchObject({ ok: false });
    expect(checkContainerQuantity('1000')).toMatchObject({ ok: false, message: { zh: '箱量最多3位数字' } });
    expect(checkContainerQuantity(1000)).toMatchObject({ ok: false, message: { zh: '箱量最多3位数字' } });
  });
});

describe('committed volume (001 §5, §8)', () => {
  it('refuses below the commitment with the spec message, allows reaching it', () => {
    expect(checkCommittedVolume(4, 5)).toEqual({ ok: false, message: expect.objectContaining({ zh: '实际出运量小于承诺量，请重新选择' }) });
    expect(checkCommittedVolume(5, 5)).toEqual({ ok: true });
    expect(checkCommittedVolume(1, null)).toEqual({ ok: true });
  });
});

describe('selection', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  it('prices lines with promotions, FS counting the whole selection', () => {
    const result = priceSelection(
      [
        { cntrType: '20GP', quantity: 6, containerPrice: 200_000 },
        { cntrType: '40HQ', quantity: 4, containerPrice: 350_000 },
      ],
      [
        { id: 'fs', chargeType: 'FS', productId: null, containerTypeCode: null, amountFen: 5_000, thresholdQuantity: 10, validFrom: '2026-01-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z' },
        { id: 'tp', chargeType: 'TP', productId: 'p', containerTypeCode: '40HQ', amountFen: 20_000, validFrom: '2026-01-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z' },
      ],
      { now, productId: 'p', carrierCode: 'PAN' },
    );
    expect(result.lines.map((line) => line.ylbPromotionPrice)).toEqual([5_000, 25_000]);
    expect(result.totalQuantity).toBe(10);
    expect(result.totalFen).toBe(6 * 195_000 + 4 * 325_000);
  });

  it('lists what stops an order: empty, inventory, maximum, commitment', () => {
    expect(checkSelection([{ cntrType: '20GP', quantity: 0 }], {}).map((problem) => problem.kind)).toEqual(['empty']);
    expect(
      checkSelection([{ cntrType: '20GP', quantity: 3, availableInventory: 2 }], { committedVolume: 5, maxOrderQuantity: 2 }).map((problem) => problem.kind),
    ).toEqual(['overInventory', 'overMaxOrderQuantity', 'belowCommittedVolume']);
    expect(checkSelection([{ cntrType: '20GP', quantity: 5, availableInventory: 9 }], { committedVolume: 5, maxOrderQuantity: 50 })).toEqual([]);
  });
});
