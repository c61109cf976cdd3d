import { z } from 'zod';
import { queryKeyword } from '../basedata/query-params';
import { ZCarrierParam } from './fields';

/** GET web/domestic/customer/baseData/getVslNmeByVslNmeLike?vslCnnme=&carrier= : vessels by name or code (max 20). */
export const ZGetVslNmeByVslNmeLikeQuery = z.object({
  vslCnnme: queryKeyword('请输入船名'),
  carrier: ZCarrierParam.optional(),
});
export type TGetVslNmeByVslNmeLikeQuery = z.input<typeof ZGetVslNmeByVslNmeLikeQuery>;
export const ZVesselName = z.object({
  vslCde: z.string(),
  vslCnnme: z.string(),
  vslEnnme: z.string(),
  carrier: z.string(),
  teuCapacity: z.number().int(),
});
export type TVesselName = z.infer<typeof ZVesselName>;
export const ZGetVslNmeByVslNmeLikeResponse = z.array(ZVesselName);
export type TGetVslNmeByVslNmeLikeResponse = z.infer<typeof ZGetVslNmeByVslNmeLikeResponse>;
