import { describe, expect, it } from 'vitest';
import { calculateDoorFee, calculateInsuranceFee, calculateOrderAmount, chargeItemName, containerCountLabels, doorEndsOf, teuOf } from './order-amount';
import { ORDER_NOTICES, orderNoticeText } from './order-notices';

describe('order amount', () => {
  const containers = [
    { cntrType: '20GP', quantity: 2, unitPriceFen: 230_000, unitPromotionFen: 10_000 },
    { cntrType: '40HQ', quantity: 1, unitPriceFen: 410_000, unitPromotionFen: 0 },
  ];

  it('adds prices − promotions + extra charges + document fee + door fees + insurance − coupon − points', () => {
    const amount = calculateOrderAmount({
      containers,
      extraCharges: [{ code: 'CRM_SURCHARGE', name: 'CRM附加费', amountFen: 5_000 }],
      docFeeFen: 10_000,
      doorFeeFen: 80_000,
      insuranceFeeFen: 300,
      couponFen: 20_000,
      pointFen: 1_000,
    });
    expect(amount).toMatchObject({ freightFen: 870_000, promotionFen: 20_000, extraChargeFen: 5_000, totalFen: 870_000 - 20_000 + 5_000 + 10_000 + 80_000 + 300 - 20_000 - 1_000 });
    expect(amount.chargeItems.reduce((sum, item) => sum + item.amountFen, 0)).toBe(amount.totalFen);
    expect(amount.chargeItems.map((item) => item.code)).toEqual(['FREIGHT', 'PROMOTION', 'CRM_SURCHARGE', 'BOOKING_FEE', 'TRAILER_FEE', 'INSURANCE', 'COUPON', 'POINT']);
    expect(amount.chargeItems[0]).toEqual({ code: 'FREIGHT', name: '产品总价', amountFen: 870_000 });
  });

  it('never goes below zero: deductions are capped so the items still add up', () => {
    const amount = calculateOrderAmount({ containers: [{ cntrType: '20GP', quantity: 1, unitPriceFen: 1_000, unitPromotionFen: 0 }], couponFen: 900, pointFen: 900 });
    expect(amount).toMatchObject({ totalFen: 0, couponFen: 900, pointFen: 100 });
    expect(amount.chargeItems.reduce((sum, item) => sum + item.amountFen, 0)).toBe(0);
  });

  it('caps a promotion at the container price and refuses non-integer fen', () => {
    expect(calculateOrderAmount({ containers: [{ cntrType: '20GP', quantity: 1, unitPriceFen: 1_000, unitPromotionFen: 5_000 }] }).totalFen).toBe(0);
    expect(() => calculateOrderAmount({ containers: [{ cntrType: '20GP', quantity: 1, unitPriceFen: 10.5, unitPromotionFen: 0 }] })).toThrow(RangeError);
    expect(() => calculateOrderAmount({ containers: [], docFeeFen: -1 })).toThrow(RangeError);
  });

  it('charges door fees per container and door end of the shipping term', () => {
    expect(doorEndsOf(0)).toEqual({ loading: false, delivery: false });
    expect(doorEndsOf(1)).toEqual({ loading: false, delivery: true });
    expect(doorEndsOf(2)).toEqual({ loading: true, delivery: false });
    expect(calculateDoorFee(containers, 0)).toBe(0);
    expect(calculateDoorFee(containers, 2)).toBe(2 * 80_000 + 120_000);
    expect(calculateDoorFee(containers, 3)).toBe(2 * (2 * 80_000 + 120_000));
  });

  it("counts TEU: 20' = 1, 40' and 45' = 2", () => {
    expect([teuOf('20GP'), teuOf('40HQ'), teuOf('45HQ'), teuOf('20RF')]).toEqual([1, 2, 2, 1]);
  });

  it('labels the containers by type and count, in the lines’ order', () => {
    expect(containerCountLabels([{ cntrType: '20GP', quantity: 2 }, { cntrType: '40HQ', quantity: 1 }])).toEqual(['20GP×2', '40HQ×1']);
    expect(containerCountLabels([])).toEqual([]);
  });

  it('rounds the insurance premium up to a fen', () => {
    expect(calculateInsuranceFee(1_000_000, 3)).toBe(300);
    expect(calculateInsuranceFee(1_001, 3)).toBe(1);
  });

  it('fills the door-pickup notice with the mailbox', () => {
    expect(orderNoticeText(ORDER_NOTICES.doorPickupAmendment, { email: 'a@b.cn' }).zh).toBe('如需修改提货门点信息，请发送邮件至a@b.cn。');
  });
});

describe('chargeItemName', () => {
  it('names a known code in English and keeps any other item’s own name', () => {
    expect(chargeItemName({ code: 'BOOKING_FEE', name: '订舱费（单证费）' }, 'en')).toBe('Booking fee (documents)');
    expect(chargeItemName({ code: 'BOOKING_FEE', name: '订舱费（单证费）' }, 'zh')).toBe('订舱费（单证费）');
    expect(chargeItemName({ code: 'DGS', name: '危险品附加费' }, 'en')).toBe('危险品附加费');
    // Object's own keys only: a code like "toString" is not a charge item.
    expect(chargeItemName({ code: 'toString', name: '其他' }, 'en')).toBe('其他');
  });
});
