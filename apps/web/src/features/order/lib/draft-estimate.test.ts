import type { TOrderCompleteResponse } from '@coastbook/contracts';
import { describe, expect, it } from 'vitest';
import { draftEstimate } from './draft-estimate';

const complete = (containers: Array<{ unitPriceFen: number; unitPromotionFen: number; quantity: number }>, docFen = 10000) =>
  ({
    orderInfo: { containers: containers.map((container, index) => ({ cntrType: `T${index}`, cntrTypeCnnme: null, ...container })) },
    docCharge: { chargeCode: 'BOOKING_FEE', chargeCnnme: '订舱费（单证费）', amountFen: docFen, rule: '' },
  }) as unknown as TOrderCompleteResponse;

describe('the estimate of a draft', () => {
  it('shows the server’s container prices × quantities, the promotions and the document fee', () => {
    expect(draftEstimate(complete([{ unitPriceFen: 230000, unitPromotionFen: 28000, quantity: 2 }, { unitPriceFen: 400000, unitPromotionFen: 0, quantity: 1 }]))).toEqual({
      items: [
        { code: 'FREIGHT', name: '产品总价', amountFen: 860000 },
        { code: 'PROMOTION', name: '优惠', amountFen: -56000 },
        { code: 'BOOKING_FEE', name: '订舱费（单证费）', amountFen: 10000 },
      ],
      totalFen: 814000,
    });
  });

  it('leaves out a zero promotion and a zero document fee', () => {
    expect(draftEstimate(complete([{ unitPriceFen: 100, unitPromotionFen: 0, quantity: 1 }], 0)).items.map((item) => item.code)).toEqual(['FREIGHT']);
  });
});
