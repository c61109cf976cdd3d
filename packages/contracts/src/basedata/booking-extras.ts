import { z } from 'zod';
import { queryCode, queryKeyword } from './query-params';
import { ZTemperatureLimit } from './limits';

/** Booking-page base data under web/domestic/customer/baseData/ (001 §7 "Ports and base data"). */

/** GET …/reeferExplain: the reefer booking explanation (ranges per reefer type plus fixed notes). */
export const ZReeferExplainResponse = z.object({
  temperatureLimits: z.array(ZTemperatureLimit).describe('各冷藏箱型可设温度范围（℃）'),
  notes: z.array(z.string()).describe('冷藏箱订舱须知'),
});
export type TReeferExplainResponse = z.infer<typeof ZReeferExplainResponse>;

/** One insurance kind (001 §9) with its rate. */
export const ZInsuranceChargeItem = z.object({
  code: z.string(),
  cnnme: z.string(),
  rateBp: z.number().int().describe('费率，万分之（按保额计）'),
});
export type TInsuranceChargeItem = z.infer<typeof ZInsuranceChargeItem>;

/** GET …/getInsuranceChargeItem: every insurance kind. */
export const ZGetInsuranceChargeItemResponse = z.array(ZInsuranceChargeItem);
export type TGetInsuranceChargeItemResponse = z.infer<typeof ZGetInsuranceChargeItemResponse>;

/** GET …/getMaxTrailerQuantity: trailer orders allowed on one booking of a product type. */
export const ZGetMaxTrailerQuantityQuery = z.object({
  productType: z
    .enum(['0', '1', '2', '3', '4', '5'], { error: '产品类型只能是 0 到 5' })
    .transform(Number)
    .default(0)
    .describe('产品类型：0 普通 1 海铁 2 合约 3 液袋 4 合约液袋 5 直客'),
});
export type TGetMaxTrailerQuantityQuery = z.infer<typeof ZGetMaxTrailerQuantityQuery>;
export const ZGetMaxTrailerQuantityResponse = z.number().int().describe('单票订单最多拖车数');
export type TGetMaxTrailerQuantityResponse = z.infer<typeof ZGetMaxTrailerQuantityResponse>;

/** GET …/getPressureEndTime?productId=…: when booking for the sailing closes (截单时间). */
export const ZGetPressureEndTimeQuery = z.object({
  productId: z.uuid({ error: '产品ID格式不正确' }).describe('可订舱产品ID（product_sailing.id）'),
});
export type TGetPressureEndTimeQuery = z.infer<typeof ZGetPressureEndTimeQuery>;
export const ZGetPressureEndTimeResponse = z.object({
  productId: z.string(),
  etd: z.string().describe('装货港预计离港时间（ISO 8601）'),
  pressureEndTime: z.string().describe('截单时间（ISO 8601）= ETD 前 hoursBeforeEtd 小时'),
  hoursBeforeEtd: z.number().int(),
  closed: z.boolean().describe('是否已截单（时间已过或该航次已关闭订舱）'),
});
export type TGetPressureEndTimeResponse = z.infer<typeof ZGetPressureEndTimeResponse>;

/** GET …/getDestinationFleet?endPort=&fleetName=: trailer fleets serving a destination port. */
export const ZGetDestinationFleetQuery = z.object({
  endPort: queryCode('请选择目的港', '目的港'),
  fleetName: queryKeyword('请输入车队名称').optional(),
});
export type TGetDestinationFleetQuery = z.infer<typeof ZGetDestinationFleetQuery>;
export const ZDestinationFleet = z.object({ endPort: z.string(), fleetCde: z.string(), fleetName: z.string() });
export type TDestinationFleet = z.infer<typeof ZDestinationFleet>;
export const ZGetDestinationFleetResponse = z.array(ZDestinationFleet);
export type TGetDestinationFleetResponse = z.infer<typeof ZGetDestinationFleetResponse>;

/** GET …/getGrayscaleCustomerInfo (logged in): whether the customer is in a grey-release group. */
export const ZGetGrayscaleCustomerInfoResponse = z.object({
  grayscale: z.boolean().describe('是否属于灰度客户'),
  groups: z.array(z.string()).describe('所属灰度分组'),
});
export type TGetGrayscaleCustomerInfoResponse = z.infer<typeof ZGetGrayscaleCustomerInfoResponse>;
