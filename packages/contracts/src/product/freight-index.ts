import { z } from 'zod';
import { ZFen } from './fields';

export const ZFreightIndexPeriod = z.enum(['WEEK', 'HALF_MONTH', 'MONTH'], { error: '周期只能是 WEEK、HALF_MONTH 或 MONTH' });
export const ZFreightIndexCategory = z.enum(['COMPOSITE', 'NORTHEAST', 'NORTH', 'SHANDONG', 'EAST', 'FUJIAN', 'SOUTH'], {
  error: '指数类别只能是 COMPOSITE、NORTHEAST、NORTH、SHANDONG、EAST、FUJIAN 或 SOUTH',
});

/**
 * GET web/commonUrl/freightIndex?period=WEEK&category= : the freight index over the last 26 weeks,
 * one point per period (week, half month, month), base (first point) = 1000. Without category, every
 * category. Public, computed from the published price history.
 */
export const ZFreightIndexQuery = z.object({
  period: ZFreightIndexPeriod.default('WEEK'),
  category: ZFreightIndexCategory.optional(),
});
export type TFreightIndexQuery = z.input<typeof ZFreightIndexQuery>;
export const ZFreightIndexPoint = z.object({
  date: z.string().describe('YYYY-MM-DD（中国时间）'),
  index: z.number().nullable().describe('指数，基期 = 1000，保留一位小数'),
  averagePrice: ZFen('样本平均箱价').nullable(),
  sampleSize: z.number().int().describe('样本数（产品×箱型）'),
});
export const ZFreightIndexSeries = z.object({
  category: ZFreightIndexCategory,
  categoryCnnme: z.string(),
  categoryEnnme: z.string(),
  points: z.array(ZFreightIndexPoint),
});
export const ZFreightIndexResponse = z.object({
  period: ZFreightIndexPeriod,
  baseDate: z.string(),
  series: z.array(ZFreightIndexSeries),
});
export type TFreightIndexResponse = z.infer<typeof ZFreightIndexResponse>;
