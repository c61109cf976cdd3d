import { z } from 'zod';
import { ZCntrTypeParam } from './container-type';

/** Settable temperature range of a reefer container type, in °C. */
export const ZTemperatureLimit = z.object({
  cntrType: z.string(),
  minTemperature: z.number(),
  maxTemperature: z.number(),
});
export type TTemperatureLimit = z.infer<typeof ZTemperatureLimit>;

/** GET web/domestic/customer/baseData/temperatureLimit: every reefer type, or one. */
export const ZTemperatureLimitQuery = z.object({ cntrType: ZCntrTypeParam.optional() });
export type TTemperatureLimitQuery = z.infer<typeof ZTemperatureLimitQuery>;
export const ZTemperatureLimitResponse = z.array(ZTemperatureLimit);
export type TTemperatureLimitResponse = z.infer<typeof ZTemperatureLimitResponse>;

/** Declared cargo weight allowed per container of a type, in kg. */
export const ZWeightLimit = z.object({
  cntrType: z.string(),
  minimumWeightKg: z.number().int(),
  maximumWeightKg: z.number().int(),
});
export type TWeightLimit = z.infer<typeof ZWeightLimit>;

/** GET web/domestic/customer/baseData/minimumWeight: every container type, or one. */
export const ZMinimumWeightQuery = z.object({ cntrType: ZCntrTypeParam.optional() });
export type TMinimumWeightQuery = z.infer<typeof ZMinimumWeightQuery>;
export const ZMinimumWeightResponse = z.array(ZWeightLimit);
export type TMinimumWeightResponse = z.infer<typeof ZMinimumWeightResponse>;

/** GET web/domestic/customer/baseData/getMaxOrderQuantity: containers allowed in one order. */
export const ZGetMaxOrderQuantityQuery = z.object({
  productType: z
    .enum(['0', '1', '2', '3', '4', '5'], { error: '产品类型只能是 0 到 5' })
    .transform(Number)
    .default(0)
    .describe('产品类型：0 普通 1 海铁 2 合约 3 液袋 4 合约液袋 5 直客'),
});
export type TGetMaxOrderQuantityQuery = z.infer<typeof ZGetMaxOrderQuantityQuery>;
export const ZGetMaxOrderQuantityResponse = z.number().int().describe('单票订单最多箱量');
export type TGetMaxOrderQuantityResponse = z.infer<typeof ZGetMaxOrderQuantityResponse>;
