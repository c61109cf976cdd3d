import { z } from 'zod';
import { queryCode } from './query-params';

/** A carrier brand the portal sells for (PAN is the default). This exact shape is what the web uses. */
export const ZCarrier = z.object({
  carrierCde: z.string(),
  carrierCnnme: z.string(),
  carrierEnnme: z.string(),
  isDefault: z.boolean(),
});
export type TCarrier = z.infer<typeof ZCarrier>;

/** GET web/domestic/customer/baseData/getAllCarrier (cached per session). */
export const ZGetAllCarrierResponse = z.array(ZCarrier);
export type TGetAllCarrierResponse = z.infer<typeof ZGetAllCarrierResponse>;

/** GET web/domestic/customer/baseData/getCarrierByCarrier?carrier=PAN */
export const ZGetCarrierByCarrierQuery = z.object({ carrier: queryCode('请选择承运人', '承运人代码') });
export type TGetCarrierByCarrierQuery = z.infer<typeof ZGetCarrierByCarrierQuery>;
export const ZGetCarrierByCarrierResponse = ZCarrier;
export type TGetCarrierByCarrierResponse = z.infer<typeof ZGetCarrierByCarrierResponse>;
