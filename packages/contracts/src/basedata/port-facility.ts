import { z } from 'zod';
import { queryCode, queryKeyword, ZQueryBoolean } from './query-params';

/**
 * Ports, rail stations and terminal facilities (000 §3, 001 §3 "Facility data").
 * type: P port, R rail station (sea-rail), F terminal facility inside a port.
 */
export const FACILITY_TYPES = ['P', 'R', 'F'] as const;
export const ZFacilityType = z.enum(FACILITY_TYPES);
export type TFacilityType = z.infer<typeof ZFacilityType>;

/** The port picker's entry; this exact shape is what the web's picker is built against. */
export const ZFacility = z.object({
  code: z.string().describe('港口/场站代码，如 SHA'),
  type: z.string().describe('P 港口；R 铁路站；F 码头/场站'),
  cnnme: z.string().describe('中文名'),
  ennme: z.string().describe('英文名'),
});
export type TFacility = z.infer<typeof ZFacility>;

/** GET web/commonUrl/portFacility/getAllPort: the picker's data, loaded once and cached per session. */
export const ZGetAllPortResponse = z.object({
  hotPorts: z.array(ZFacility).describe('热门港口（按推荐顺序）'),
  railStations: z.array(ZFacility).describe('海铁联运铁路站'),
  portFacilities: z.array(ZFacility).describe('全部港口与码头，按英文名排序；前端按首字母分 A-H、I-P、Q-Z 组'),
});
export type TGetAllPortResponse = z.infer<typeof ZGetAllPortResponse>;

/** A facility or rail station with the port it belongs to (null for a port itself). */
export const ZFacilityWithPort = ZFacility.extend({
  portCde: z.string().nullable(),
  portCnnme: z.string().nullable(),
  portEnnme: z.string().nullable(),
});
export type TFacilityWithPort = z.infer<typeof ZFacilityWithPort>;

/** Everything known about one port, station or facility. */
export const ZFacilityDetail = ZFacilityWithPort.extend({
  unLocode: z.string().nullable().describe('UN/LOCODE（仅港口）'),
  province: z.string(),
  isHot: z.boolean(),
});
export type TFacilityDetail = z.infer<typeof ZFacilityDetail>;

/** GET web/commonUrl/portFacility/getAllFacilities: every terminal facility with its port. */
export const ZGetAllFacilitiesResponse = z.array(ZFacilityWithPort);
export type TGetAllFacilitiesResponse = z.infer<typeof ZGetAllFacilitiesResponse>;

const ZCarrierFilter = queryCode('请选择承运人', '承运人代码');

/** GET web/product/portFacility/getByNameLike: ports and rail stations by Chinese/English name or code. */
export const ZGetByNameLikeQuery = z.object({
  name: queryKeyword('请输入港口名称或代码'),
  filterIgnorePorts: ZQueryBoolean.default(false).describe('true 时排除暂不开放网上订舱的港口'),
  carrier: ZCarrierFilter.optional().describe('只返回该承运人挂靠的港口'),
});
export type TGetByNameLikeQuery = z.infer<typeof ZGetByNameLikeQuery>;
export const ZGetByNameLikeResponse = z.array(ZFacility);
export type TGetByNameLikeResponse = z.infer<typeof ZGetByNameLikeResponse>;

/** GET web/product/portFacility/getFacilitiesByNameLike: terminal facilities by name or code. */
export const ZGetFacilitiesByNameLikeQuery = z.object({ name: queryKeyword('请输入码头名称或代码') });
export type TGetFacilitiesByNameLikeQuery = z.infer<typeof ZGetFacilitiesByNameLikeQuery>;
export const ZGetFacilitiesByNameLikeResponse = z.array(ZFacilityWithPort);
export type TGetFacilitiesByNameLikeResponse = z.infer<typeof ZGetFacilitiesByNameLikeResponse>;

/** GET web/product/portFacility/getDataSelectorByNameLike: ports, stations and facilities in one list. */
export const ZGetDataSelectorByNameLikeQuery = z.object({ name: queryKeyword('请输入名称或代码') });
export type TGetDataSelectorByNameLikeQuery = z.infer<typeof ZGetDataSelectorByNameLikeQuery>;
export const ZGetDataSelectorByNameLikeResponse = z.array(ZFacilityWithPort);
export type TGetDataSelectorByNameLikeResponse = z.infer<typeof ZGetDataSelectorByNameLikeResponse>;

const ZPortCde = queryCode('请选择港口', '港口代码');

/** GET web/domestic/customer/baseData/listFacilitiesByPortCde: the terminal facilities of one port. */
export const ZListFacilitiesByPortCdeQuery = z.object({ portCde: ZPortCde });
export type TListFacilitiesByPortCdeQuery = z.infer<typeof ZListFacilitiesByPortCdeQuery>;
export const ZListFacilitiesByPortCdeResponse = z.array(ZFacilityWithPort);
export type TListFacilitiesByPortCdeResponse = z.infer<typeof ZListFacilitiesByPortCdeResponse>;

/** GET web/domestic/customer/baseData/getRailStationByStationNme: rail stations by name or code. */
export const ZGetRailStationByStationNmeQuery = z.object({ stationNme: queryKeyword('请输入铁路站名称') });
export type TGetRailStationByStationNmeQuery = z.infer<typeof ZGetRailStationByStationNmeQuery>;
export const ZGetRailStationByStationNmeResponse = z.array(ZFacilityWithPort);
export type TGetRailStationByStationNmeResponse = z.infer<typeof ZGetRailStationByStationNmeResponse>;

/** GET web/domestic/customer/baseData/getRailStation: all rail stations, or those feeding one port. */
export const ZGetRailStationQuery = z.object({ portCde: ZPortCde.optional() });
export type TGetRailStationQuery = z.infer<typeof ZGetRailStationQuery>;
export const ZGetRailStationResponse = z.array(ZFacilityWithPort);
export type TGetRailStationResponse = z.infer<typeof ZGetRailStationResponse>;

/** GET web/domestic/customer/baseData/port: the ports (all, or the one named by portCde). */
export const ZPortQuery = z.object({ portCde: ZPortCde.optional() });
export type TPortQuery = z.infer<typeof ZPortQuery>;
export const ZPortResponse = z.array(ZFacilityDetail);
export type TPortResponse = z.infer<typeof ZPortResponse>;

/** GET web/domestic/customer/baseData/getFcilDTOByFcilCde: one port, station or facility by code. */
export const ZGetFcilDTOByFcilCdeQuery = z.object({ fcilCde: queryCode('请输入场站代码', '场站代码') });
export type TGetFcilDTOByFcilCdeQuery = z.infer<typeof ZGetFcilDTOByFcilCdeQuery>;
export const ZGetFcilDTOByFcilCdeResponse = ZFacilityDetail;
export type TGetFcilDTOByFcilCdeResponse = z.infer<typeof ZGetFcilDTOByFcilCdeResponse>;
