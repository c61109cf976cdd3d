import { z } from 'zod';

/** A rate type a product is priced under. */
export const ZRateType = z.object({
  rateTypeCde: z.string(),
  rateTypeCnnme: z.string(),
  rateTypeEnnme: z.string(),
});
export type TRateType = z.infer<typeof ZRateType>;

/** GET web/domestic/customer/baseData/getAllRateType: JJY is never listed (000 §9); cached per session. */
export const ZGetAllRateTypeResponse = z.array(ZRateType);
export type TGetAllRateTypeResponse = z.infer<typeof ZGetAllRateTypeResponse>;
