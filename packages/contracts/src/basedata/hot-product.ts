import { z } from 'zod';

/** A hot route shown on the home page; this exact shape is what the web's showcase uses. */
export const ZHotProduct = z.object({
  id: z.string(),
  fromCode: z.string(),
  fromCnnme: z.string(),
  fromEnnme: z.string(),
  toCode: z.string(),
  toCnnme: z.string(),
  toEnnme: z.string(),
  carrier: z.string(),
  transitDays: z.number().int(),
  cntrType: z.string(),
  priceFromFen: z.number().int().describe('起价（分）'),
  nextEtd: z.string().describe('下一班预计开船日期 YYYY-MM-DD（中国时间）'),
});
export type THotProduct = z.infer<typeof ZHotProduct>;

/** GET web/commonUrl/getHotProduct */
export const ZGetHotProductResponse = z.array(ZHotProduct);
export type TGetHotProductResponse = z.infer<typeof ZGetHotProductResponse>;
