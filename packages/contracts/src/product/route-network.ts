import { z } from 'zod';
import { ZFacility } from '../basedata/port-facility';
import { ZInstant } from './fields';
import { ZVesselName } from './vessel';

/** A port of a loop's rotation, with how far into the voyage the loop reaches it. */
export const ZRouteNetworkPort = ZFacility.omit({ type: true }).extend({
  daysFromFirstPort: z.number().nullable().describe('自首港开船至抵达本港的天数（中位数，保留一位小数）；首港为 0；4周内无挂靠为 null'),
});
export const ZRouteNetworkVessel = ZVesselName.omit({ carrier: true });
export const ZRouteNetworkLoop = z.object({
  svcLoopAbbrv: z.string().describe('航线代码'),
  svcLoopCnnme: z.string().describe('航线中文名'),
  svcLoopEnnme: z.string().describe('航线英文名'),
  carrier: z.string().describe('承运人代码'),
  vesselCount: z.number().int().describe('投入船舶数（未来4周航次的不同船舶）'),
  deployedTeu: z.number().int().describe('投入运力（TEU，每船计一次）'),
  weeklySailings: z.number().describe('每周班次（未来4周首港开船航次数 ÷ 4，保留一位小数）'),
  departureWeekdays: z.array(z.number().int().min(1).max(7)).describe('首港开船的星期（1 周一 … 7 周日，中国时间），升序'),
  transitDays: z.number().nullable().describe('全程天数：首港开船至末港抵达（中位数，保留一位小数）；无航次为 null'),
  nextDeparture: ZInstant.nullable().describe('下一班首港开船时间（ETD）；无航次为 null'),
  portRotation: z.array(ZRouteNetworkPort).describe('挂靠港顺序'),
  vessels: z.array(ZRouteNetworkVessel).describe('投入船舶，按首次开船先后'),
});
export const ZRouteNetworkSummary = z.object({
  loopCount: z.number().int().describe('航线数'),
  portCount: z.number().int().describe('挂靠港数（各航线挂靠港去重）'),
  vesselCount: z.number().int().describe('投入船舶数（跨航线去重）'),
  deployedTeu: z.number().int().describe('投入运力（TEU，每船计一次）'),
  weeklySailings: z.number().describe('每周班次合计（保留一位小数）'),
});
/**
 * GET web/commonUrl/getRouteNetwork : the route network of the route-introduction pages (航线介绍:
 * 具体航线 / 航线规模), every service loop with its figures from the sailing schedule of the next 4 weeks
 * (open voyages whose first call departs in that time and has not sailed yet). Public, no query.
 */
export const ZGetRouteNetworkResponse = z.object({
  summary: ZRouteNetworkSummary,
  loops: z.array(ZRouteNetworkLoop).describe('航线，按排序号'),
});
export type TRouteNetworkPort = z.infer<typeof ZRouteNetworkPort>;
export type TRouteNetworkVessel = z.infer<typeof ZRouteNetworkVessel>;
export type TRouteNetworkLoop = z.infer<typeof ZRouteNetworkLoop>;
export type TRouteNetworkSummary = z.infer<typeof ZRouteNetworkSummary>;
export type TGetRouteNetworkResponse = z.infer<typeof ZGetRouteNetworkResponse>;
