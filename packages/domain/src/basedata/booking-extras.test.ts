import { describe, expect, it } from 'vitest';
import { calculateInsuranceFee } from '../order/order-amount';
import { INSURANCE_CHARGE_ITEMS, insuranceRatePerMille } from './booking-extras';

describe('insurance rate as the booking form shows it', () => {
  it('turns parts per ten thousand into per mille, as the premium is charged', () => {
    expect(insuranceRatePerMille(3)).toBe('0.3');
    expect(insuranceRatePerMille(15)).toBe('1.5');
    // 附加基本险 on ¥100,000 insured: 0.3‰ of it is ¥30, which is what the order is charged.
    const extraBase = INSURANCE_CHARGE_ITEMS.find((item) => item.code === 'EXTRA_BASE')!;
    expect(calculateInsuranceFee(10_000_000, extraBase.rateBp)).toBe((10_000_000 * Number(insuranceRatePerMille(extraBase.rateBp))) / 1000);
  });
});
