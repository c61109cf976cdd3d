import { z } from 'zod';
import { queryKeyword } from '../basedata/query-params';
import { ZCarrierParam, ZCntrTypeCode, ZFen, ZPortCodeParam, ZProductId } from './fields';

/** Cargo calls before an order (001 §7 "Cargo and order creation", prefix web/domestic/). Logged in. */

const ZCode = (label: string) => ZPortCodeParam(label);

/**
 * POST web/domestic/order/cargo/findCargoBriefDescDTO (form or JSON): commodities that may be booked,
 * by name, with the decision for the given offer (productId). At most 50.
 */
/** Form posts send untouched fields as ''; read them as not given. */
function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const ZFindCargoBriefDescDTORequest = z.object({
  productId: blankAsMissing(ZProductId),
  cargoTypeCde: blankAsMissing(ZCode('货类代码')),
  cgoBriefDescCnnme: blankAsMissing(z.string().trim().max(50, '搜索内容不能超过50个字符')),
  agreementId: blankAsMissing(z.string().trim().max(50, '协议号不能超过50个字符')),
  carrier: blankAsMissing(ZCarrierParam),
});
export type TFindCargoBriefDescDTORequest = z.input<typeof ZFindCargoBriefDescDTORequest>;
export const ZCargoBriefDescDTO = z.object({
  cgoBriefDescCde: z.string(),
  cgoBriefDescCnnme: z.string(),
  cgoBriefDescEnnme: z.string(),
  cgoTypeCde: z.string(),
  cgoTypeCnnme: z.string(),
  cgoTypeEnnme: z.string().describe('货类英文名（英文页面显示）'),
  isDangerous: z.boolean(),
  canOrder: z.boolean().describe('该产品可承运（未给 productId 时按通用规则）'),
  reason: z.string().nullable().describe('不可承运的原因（按 Accept-Language 为中文或英文）'),
});
export type TCargoBriefDescDTO = z.infer<typeof ZCargoBriefDescDTO>;
export const ZFindCargoBriefDescDTOResponse = z.array(ZCargoBriefDescDTO);
export type TFindCargoBriefDescDTOResponse = z.infer<typeof ZFindCargoBriefDescDTOResponse>;

/** POST web/domestic/order/cargo/searchCargoTypeCdeByCargoCnnme?cgoBriefDescCnnme=&carrier= : cargo type of commodities by name (exact first, max 20). */
export const ZSearchCargoTypeCdeByCargoCnnmeQuery = z.object({
  cgoBriefDescCnnme: queryKeyword('请输入货物品名'),
  carrier: ZCarrierParam.optional(),
});
export type TSearchCargoTypeCdeByCargoCnnmeQuery = z.input<typeof ZSearchCargoTypeCdeByCargoCnnmeQuery>;
export const ZCargoTypeOfCommodity = z.object({
  cgoBriefDescCde: z.string(),
  cgoBriefDescCnnme: z.string(),
  cgoBriefDescEnnme: z.string(),
  cgoTypeCde: z.string(),
  cgoTypeCnnme: z.string(),
  cgoTypeEnnme: z.string(),
  isDangerous: z.boolean(),
  isSpecialLine: z.boolean(),
});
export const ZSearchCargoTypeCdeByCargoCnnmeResponse = z.array(ZCargoTypeOfCommodity);
export type TSearchCargoTypeCdeByCargoCnnmeResponse = z.infer<typeof ZSearchCargoTypeCdeByCargoCnnmeResponse>;

/**
 * POST web/domestic/order/cargo/validateCargo (JSON, 001 §3 "Cargo validation request"). Answers
 * code 0 with { canOrder, reason }: the order proceeds only when canOrder is true (001 §5). A common
 * selection (cargoType 0, no codes) is allowed without a check. productId (the offer) is optional;
 * without it the product is found from productInfo (carrier, loop, ports, facilities).
 */
export const ZCargoProductInfo = z.object({
  svcLoop: z.string({ error: '请选择航线' }).trim().min(1, '请选择航线').max(20, '航线代码不能超过20个字符'),
  origFacilityCde: ZCode('起运地代码').optional(),
  origTrainFacilityCde: ZCode('起运铁路站代码').optional(),
  fpolCde: ZCode('起运港'),
  lpodCde: ZCode('目的港'),
  destFacilityCde: ZCode('目的地代码').optional(),
  destTrainFacilityCde: ZCode('目的铁路站代码').optional(),
  carrier: ZCarrierParam,
});
export const ZValidateCargoRequest = z.object({
  cargoBriefDescCde: ZCode('货物品名代码').optional(),
  cntrType: ZCntrTypeCode.optional(),
  productId: ZProductId.optional(),
  cargoType: z.union([z.number(), z.string()]).optional().describe('0 = 普通货（与下列代码全空时为通用产品，免校验）'),
  cgoTypeCde: z.string().trim().max(20).optional(),
  cgoSubTypeCde: z.string().trim().max(20).optional(),
  productInfo: ZCargoProductInfo,
});
export type TValidateCargoRequest = z.input<typeof ZValidateCargoRequest>;
export const ZValidateCargoResponse = z.object({
  canOrder: z.boolean(),
  reason: z.string().nullable().describe('不可订舱的原因（按 Accept-Language 为中文或英文）'),
  isCommon: z.boolean().describe('通用产品：未做校验直接放行'),
  routeProductId: z.string().nullable(),
  cgoTypeCde: z.string().nullable(),
  cgoTypeCnnme: z.string().nullable(),
});
export type TValidateCargoResponse = z.infer<typeof ZValidateCargoResponse>;

/** POST web/domestic/order/searchCargoTypeExtraCharge (JSON): surcharges for a cargo, per container. */
export const ZSearchCargoTypeExtraChargeRequest = z
  .object({
    cgoBriefDescCde: ZCode('货物品名代码').optional(),
    cgoTypeCde: ZCode('货类代码').optional(),
    carrier: ZCarrierParam,
    cntrType: ZCntrTypeCode.optional(),
  })
  .refine((value) => value.cgoBriefDescCde !== undefined || value.cgoTypeCde !== undefined, {
    path: ['cgoTypeCde'],
    message: '请选择货类或货物品名',
  });
export type TSearchCargoTypeExtraChargeRequest = z.input<typeof ZSearchCargoTypeExtraChargeRequest>;
export const ZCargoTypeExtraCharge = z.object({
  chargeCode: z.string(),
  chargeCnnme: z.string(),
  cgoTypeCde: z.string(),
  cgoBriefDescCde: z.string().nullable(),
  cntrType: z.string().nullable().describe('null = 任意箱型'),
  amount: ZFen('每箱附加费'),
});
export type TCargoTypeExtraCharge = z.infer<typeof ZCargoTypeExtraCharge>;
export const ZSearchCargoTypeExtraChargeResponse = z.array(ZCargoTypeExtraCharge);
export type TSearchCargoTypeExtraChargeResponse = z.infer<typeof ZSearchCargoTypeExtraChargeResponse>;
