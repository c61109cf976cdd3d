import {
  envelopeOf,
  ZDictRequest,
  ZDictResponse,
  ZGetAllBdCntrTypeResponse,
  ZGetAllCarrierResponse,
  ZGetAllRateTypeResponse,
  ZGetBaseEpanBdCgoBriefDescByCnnmeQuery,
  ZGetBaseEpanBdCgoBriefDescByCnnmeResponse,
  ZGetBdCntrTypeDTOQuery,
  ZGetBdCntrTypeDTOResponse,
  ZGetBdSvcLoopDTOQuery,
  ZGetBdSvcLoopDTOResponse,
  ZGetCargoSubTypeQuery,
  ZGetCargoSubTypeResponse,
  ZGetCarrierByCarrierQuery,
  ZGetCarrierByCarrierResponse,
  ZGetContainerCargoTypeQuery,
  ZGetContainerCargoTypeResponse,
  ZGetFcilDTOByFcilCdeQuery,
  ZGetFcilDTOByFcilCdeResponse,
  ZGetDestinationFleetQuery,
  ZGetDestinationFleetResponse,
  ZGetGrayscaleCustomerInfoResponse,
  ZGetInsuranceChargeItemResponse,
  ZGetMaxOrderQuantityQuery,
  ZGetMaxOrderQuantityResponse,
  ZGetMaxTrailerQuantityQuery,
  ZGetMaxTrailerQuantityResponse,
  ZGetPressureEndTimeQuery,
  ZGetPressureEndTimeResponse,
  ZGetRailStationByStationNmeQuery,
  ZGetRailStationByStationNmeResponse,
  ZGetRailStationQuery,
  ZGetRailStationResponse,
  ZGetSpecialLineCgoTypeResponse,
  ZListFacilitiesByPortCdeQuery,
  ZListFacilitiesByPortCdeResponse,
  ZMinimumWeightQuery,
  ZMinimumWeightResponse,
  ZPortQuery,
  ZPortResponse,
  ZReeferExplainResponse,
  ZSysSwitchForRegionQuery,
  ZSysSwitchForRegionResponse,
  ZSysSwitchQuery,
  ZSysSwitchResponse,
  ZSysSwitchsResponse,
  ZTemperatureLimitQuery,
  ZTemperatureLimitResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import {
  findDestinationFleets,
  findInsuranceChargeItems,
  getGrayscaleCustomerInfo,
  getMaxTrailerQuantity,
  getPressureEndTime,
  getReeferExplain,
} from './booking-extras.service';
import { findCargoBriefDescsByName, findCargoSubTypes, findContainerCargoTypes, findSpecialLineCargoTypes } from './cargo.service';
import { findCarriers, getCarrier } from './carrier.service';
import { findContainerTypes, getContainerType } from './container-type.service';
import { findDictItems } from './dict.service';
import { findTemperatureLimits, findWeightLimits, getMaxOrderQuantity } from './limit.service';
import {
  findPorts,
  findRailStations,
  findRailStationsByNameLike,
  findTerminalFacilitiesOfPort,
  getFacility,
} from './port-facility.service';
import { findCustomerRateTypes } from './rate-type.service';
import { findServiceLoops } from './service-loop.service';
import { cacheForSession } from './session-cache';
import { findSwitches, isSwitchOn, isSwitchOnForPorts } from './sys-switch.service';

const tags = ['basedata'];

/** Base data under web/{product}/customer/baseData/ (001 §7 "Ports and base data"). */
export const customerBaseDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- carriers ----
  app.get(
    '/getAllCarrier',
    { onSend: cacheForSession, schema: { tags, summary: '全部承运人（默认承运人在前）', response: { 200: envelopeOf(ZGetAllCarrierResponse) } } },
    async () => ok(await findCarriers({ db: app.db })),
  );

  app.get(
    '/getCarrierByCarrier',
    {
      schema: { tags, summary: '按代码查询承运人', querystring: ZGetCarrierByCarrierQuery, response: { 200: envelopeOf(ZGetCarrierByCarrierResponse) } },
    },
    async (request) => ok(await getCarrier({ db: app.db, carrierCde: request.query.carrier })),
  );

  // ---- container types and their limits ----
  app.get(
    '/getAllBdCntrType',
    { onSend: cacheForSession, schema: { tags, summary: '全部箱型', response: { 200: envelopeOf(ZGetAllBdCntrTypeResponse) } } },
    async () => ok(await findContainerTypes({ db: app.db })),
  );

  app.get(
    '/getBdCntrTypeDTO',
    { schema: { tags, summary: '按代码查询箱型', querystring: ZGetBdCntrTypeDTOQuery, response: { 200: envelopeOf(ZGetBdCntrTypeDTOResponse) } } },
    async (request) => ok(await getContainerType({ db: app.db, ...request.query })),
  );

  app.get(
    '/temperatureLimit',
    { schema: { tags, summary: '冷藏箱可设温度范围（℃）', querystring: ZTemperatureLimitQuery, response: { 200: envelopeOf(ZTemperatureLimitResponse) } } },
    async (request) => ok(await findTemperatureLimits({ db: app.db, ...request.query })),
  );

  app.get(
    '/minimumWeight',
    { schema: { tags, summary: '各箱型申报货重上下限（千克）', querystring: ZMinimumWeightQuery, response: { 200: envelopeOf(ZMinimumWeightResponse) } } },
    async (request) => ok(await findWeightLimits({ db: app.db, ...request.query })),
  );

  app.get(
    '/getMaxOrderQuantity',
    {
      schema: { tags, summary: '单票订单最多箱量', querystring: ZGetMaxOrderQuantityQuery, response: { 200: envelopeOf(ZGetMaxOrderQuantityResponse) } },
    },
    async (request) => ok(await getMaxOrderQuantity({ db: app.db, ...request.query })),
  );

  app.get(
    '/getMaxTrailerQuantity',
    {
      schema: { tags, summary: '单票订单最多拖车数', querystring: ZGetMaxTrailerQuantityQuery, response: { 200: envelopeOf(ZGetMaxTrailerQuantityResponse) } },
    },
    async (request) => ok(getMaxTrailerQuantity(request.query)),
  );

  app.get(
    '/reeferExplain',
    { schema: { tags, summary: '冷藏箱订舱说明（各箱型温度范围与须知）', response: { 200: envelopeOf(ZReeferExplainResponse) } } },
    async () => ok(await getReeferExplain({ db: app.db })),
  );

  // ---- booking extras: insurance, closing time, destination fleets, grey release ----
  app.get(
    '/getInsuranceChargeItem',
    { schema: { tags, summary: '保险种类与费率', response: { 200: envelopeOf(ZGetInsuranceChargeItemResponse) } } },
    async () => ok(findInsuranceChargeItems()),
  );

  app.get(
    '/getPressureEndTime',
    { schema: { tags, summary: '截单时间（装货港 ETD 前若干小时）', querystring: ZGetPressureEndTimeQuery, response: { 200: envelopeOf(ZGetPressureEndTimeResponse) } } },
    async (request) => ok(await getPressureEndTime({ db: app.db, productId: request.query.productId })),
  );

  app.get(
    '/getDestinationFleet',
    { schema: { tags, summary: '目的港服务车队', querystring: ZGetDestinationFleetQuery, response: { 200: envelopeOf(ZGetDestinationFleetResponse) } } },
    async (request) => ok(findDestinationFleets(request.query)),
  );

  app.get(
    '/getGrayscaleCustomerInfo',
    {
      preHandler: requireAuth,
      schema: { tags, summary: '当前客户是否灰度客户', security: [{ bearer: [] }], response: { 200: envelopeOf(ZGetGrayscaleCustomerInfoResponse) } },
    },
    async (request) => ok(getGrayscaleCustomerInfo(actorOf(request))),
  );

  // ---- ports, rail stations, facilities ----
  app.get(
    '/port',
    { schema: { tags, summary: '港口详情（全部或指定港口）', querystring: ZPortQuery, response: { 200: envelopeOf(ZPortResponse) } } },
    async (request) => ok(await findPorts({ db: app.db, ...request.query })),
  );

  app.get(
    '/listFacilitiesByPortCde',
    {
      schema: { tags, summary: '港口下的码头场站', querystring: ZListFacilitiesByPortCdeQuery, response: { 200: envelopeOf(ZListFacilitiesByPortCdeResponse) } },
    },
    async (request) => ok(await findTerminalFacilitiesOfPort({ db: app.db, ...request.query })),
  );

  app.get(
    '/getFcilDTOByFcilCde',
    { schema: { tags, summary: '按代码查询港口、铁路站或码头', querystring: ZGetFcilDTOByFcilCdeQuery, response: { 200: envelopeOf(ZGetFcilDTOByFcilCdeResponse) } } },
    async (request) => ok(await getFacility({ db: app.db, ...request.query })),
  );

  app.get(
    '/getRailStation',
    { schema: { tags, summary: '海铁联运铁路站（全部或某港口的）', querystring: ZGetRailStationQuery, response: { 200: envelopeOf(ZGetRailStationResponse) } } },
    async (request) => ok(await findRailStations({ db: app.db, ...request.query })),
  );

  app.get(
    '/getRailStationByStationNme',
    {
      schema: {
        tags,
        summary: '按名称搜索铁路站',
        querystring: ZGetRailStationByStationNmeQuery,
        response: { 200: envelopeOf(ZGetRailStationByStationNmeResponse) },
      },
    },
    async (request) => ok(await findRailStationsByNameLike({ db: app.db, name: request.query.stationNme })),
  );

  // ---- service loops and rate types ----
  app.get(
    '/getBdSvcLoopDTO',
    { schema: { tags, summary: '航线（按代码前缀、承运人）', querystring: ZGetBdSvcLoopDTOQuery, response: { 200: envelopeOf(ZGetBdSvcLoopDTOResponse) } } },
    async (request) => ok(await findServiceLoops({ db: app.db, ...request.query })),
  );

  app.get(
    '/getAllRateType',
    { onSend: cacheForSession, schema: { tags, summary: '运价类型（不含 JJY）', response: { 200: envelopeOf(ZGetAllRateTypeResponse) } } },
    async () => ok(await findCustomerRateTypes({ db: app.db })),
  );

  // ---- cargo ----
  app.get(
    '/getSpecialLineCgoType',
    { onSend: cacheForSession, schema: { tags, summary: '专线货类（液袋、罐箱）', response: { 200: envelopeOf(ZGetSpecialLineCgoTypeResponse) } } },
    async () => ok(await findSpecialLineCargoTypes({ db: app.db })),
  );

  app.get(
    '/getContainerCargoType',
    {
      onSend: cacheForSession,
      schema: {
        tags,
        summary: '货类（全部，或某箱型可装的）',
        querystring: ZGetContainerCargoTypeQuery,
        response: { 200: envelopeOf(ZGetContainerCargoTypeResponse) },
      },
    },
    async (request) => ok(await findContainerCargoTypes({ db: app.db, ...request.query })),
  );

  app.get(
    '/getBaseEpanBdCgoBriefDescByCnnme',
    {
      schema: {
        tags,
        summary: '按品名搜索货物（最多20条）',
        querystring: ZGetBaseEpanBdCgoBriefDescByCnnmeQuery,
        response: { 200: envelopeOf(ZGetBaseEpanBdCgoBriefDescByCnnmeResponse) },
      },
    },
    async (request) => ok(await findCargoBriefDescsByName({ db: app.db, ...request.query })),
  );

  app.get(
    '/getCargoSubType',
    { schema: { tags, summary: '货物子类（包装、规格）', querystring: ZGetCargoSubTypeQuery, response: { 200: envelopeOf(ZGetCargoSubTypeResponse) } } },
    async (request) => ok(await findCargoSubTypes({ db: app.db, ...request.query })),
  );

  app.post(
    '/dict',
    { schema: { tags, summary: '数据字典（按类型，可按名称筛选）', body: ZDictRequest, response: { 200: envelopeOf(ZDictResponse) } } },
    async (request) => ok(await findDictItems({ db: app.db, ...request.body })),
  );

  // ---- system switches ----
  app.get(
    '/sysSwitch',
    { schema: { tags, summary: '功能开关是否开启（未知类型为关闭）', querystring: ZSysSwitchQuery, response: { 200: envelopeOf(ZSysSwitchResponse) } } },
    async (request) => ok(await isSwitchOn({ db: app.db, ...request.query })),
  );

  app.get(
    '/sysSwitchs',
    { schema: { tags, summary: '全部功能开关', response: { 200: envelopeOf(ZSysSwitchsResponse) } } },
    async () => ok(await findSwitches({ db: app.db })),
  );

  app.get(
    '/sysSwitchForRegion',
    {
      schema: {
        tags,
        summary: '功能开关对所给起运港是否全部开启',
        querystring: ZSysSwitchForRegionQuery,
        response: { 200: envelopeOf(ZSysSwitchForRegionResponse) },
      },
    },
    async (request) => ok(await isSwitchOnForPorts({ db: app.db, type: request.query.type, portCodes: request.query.fPols })),
  );
};
