import { z } from 'zod';
import { ZCntrTypeParam } from './container-type';
import { queryCode, queryKeyword, queryList } from './query-params';

/** Cargo type (cgoTypeCde): 0 general, 110 liquid bag, dangerous, reefer... */
export const ZCargoType = z.object({
  cgoTypeCde: z.string(),
  cgoTypeCnnme: z.string(),
  cgoTypeEnnme: z.string(),
  isDangerous: z.boolean(),
  isReefer: z.boolean().describe('需冷藏箱'),
  isSpecialLine: z.boolean().describe('专线货类（如液袋）'),
});
export type TCargoType = z.infer<typeof ZCargoType>;

/** GET web/domestic/customer/baseData/getSpecialLineCgoType (cached per session). */
export const ZGetSpecialLineCgoTypeResponse = z.array(ZCargoType);
export type TGetSpecialLineCgoTypeResponse = z.infer<typeof ZGetSpecialLineCgoTypeResponse>;

/** GET web/domestic/customer/baseData/getContainerCargoType: cargo types, or those a container type may carry. */
export const ZGetContainerCargoTypeQuery = z.object({ cntrType: ZCntrTypeParam.optional() });
export type TGetContainerCargoTypeQuery = z.infer<typeof ZGetContainerCargoTypeQuery>;
export const ZGetContainerCargoTypeResponse = z.array(ZCargoType);
export type TGetContainerCargoTypeResponse = z.infer<typeof ZGetContainerCargoTypeResponse>;

/** Cargo brief description (cgoBriefDescCde), the commodity a shipper declares: 玉米, 钢材... */
export const ZCargoBriefDesc = z.object({
  cgoBriefDescCde: z.string(),
  cgoBriefDescCnnme: z.string(),
  cgoBriefDescEnnme: z.string(),
  cgoTypeCde: z.string(),
  cgoTypeCnnme: z.string(),
});
export type TCargoBriefDesc = z.infer<typeof ZCargoBriefDesc>;

const ZCgoTypeCde = queryCode('请选择货类', '货类代码');

/** GET web/domestic/customer/baseData/getBaseEpanBdCgoBriefDescByCnnme: commodities by name (max 20). */
export const ZGetBaseEpanBdCgoBriefDescByCnnmeQuery = z.object({
  cgoBriefDescCnnme: queryKeyword('请输入货物品名'),
  cgoTypeCde: ZCgoTypeCde.optional(),
});
export type TGetBaseEpanBdCgoBriefDescByCnnmeQuery = z.infer<typeof ZGetBaseEpanBdCgoBriefDescByCnnmeQuery>;
export const ZGetBaseEpanBdCgoBriefDescByCnnmeResponse = z.array(ZCargoBriefDesc);
export type TGetBaseEpanBdCgoBriefDescByCnnmeResponse = z.infer<typeof ZGetBaseEpanBdCgoBriefDescByCnnmeResponse>;

/** Cargo sub-type: the packing or grade of a commodity (散装玉米, 卷钢...). */
export const ZCargoSubType = z.object({
  cgoSubTypeCde: z.string(),
  cgoSubTypeCnnme: z.string(),
  cgoBriefDescCde: z.string(),
  cgoBriefDescCnnme: z.string(),
  cgoTypeCde: z.string(),
});
export type TCargoSubType = z.infer<typeof ZCargoSubType>;

/** GET web/domestic/customer/baseData/getCargoSubType: filters combine; none given lists all. */
export const ZGetCargoSubTypeQuery = z.object({
  cgoSubTypeCnnme: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
  cgoBriefDescCnnme: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
  typeList: queryList(ZCgoTypeCde).optional().describe('货类代码，逗号分隔或重复参数'),
});
export type TGetCargoSubTypeQuery = z.infer<typeof ZGetCargoSubTypeQuery>;
export const ZGetCargoSubTypeResponse = z.array(ZCargoSubType);
export type TGetCargoSubTypeResponse = z.infer<typeof ZGetCargoSubTypeResponse>;
