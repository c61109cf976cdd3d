import { z } from 'zod';
import { ZQueryBoolean } from '../basedata/query-params';
import { ZFacility } from '../basedata/port-facility';
import { ZCarrierParam, ZCntrTypeCode, ZFen, ZInstant, ZPortCodeParam, ZProductId, ZProductTypeParam } from './fields';
import { ZProductOffer } from './offer';

/**
 * GET web/product/getProductById?productId=…&reefer=&openTop= : one bookable offer. Public.
 * containerData lists the dry types; reefer=true adds reefer types, openTop=true open-top types.
 */
export const ZGetProductByIdQuery = z.object({
  productId: ZProductId,
  reefer: ZQueryBoolean.optional(),
  openTop: ZQueryBoolean.optional(),
});
export type TGetProductByIdQuery = z.input<typeof ZGetProductByIdQuery>;
export const ZGetProductByIdResponse = ZProductOffer;
export type TGetProductByIdResponse = z.infer<typeof ZGetProductByIdResponse>;

/** GET web/domestic/customer/product/getProductInventory?productId=… : slots per container type. Public. */
export const ZGetProductInventoryQuery = z.object({ productId: ZProductId });
export type TGetProductInventoryQuery = z.input<typeof ZGetProductInventoryQuery>;
export const ZProductInventory = z.object({
  cntrType: z.string(),
  cntrTypeCnnme: z.string(),
  totalInventory: z.number().int(),
  availableInventory: z.number().int(),
  isClosed: z.boolean(),
});
export type TProductInventory = z.infer<typeof ZProductInventory>;
export const ZGetProductInventoryResponse = z.array(ZProductInventory);
export type TGetProductInventoryResponse = z.infer<typeof ZGetProductInventoryResponse>;

/** GET web/domestic/customer/product/getProductLadderInventory?productId=…&cntrType= : price tiers. Public. */
export const ZGetProductLadderInventoryQuery = z.object({ productId: ZProductId, cntrType: ZCntrTypeCode.optional() });
export type TGetProductLadderInventoryQuery = z.input<typeof ZGetProductLadderInventoryQuery>;
export const ZLadderTier = z.object({
  cntrType: z.string(),
  tier: z.number().int().describe('档位，1 起'),
  fromQuantity: z.number().int().describe('本档起始箱序号（含）'),
  toQuantity: z.number().int().describe('本档结束箱序号（含）'),
  quantity: z.number().int().describe('本档舱位数'),
  availableInventory: z.number().int(),
  ladderPrice: ZFen('本档每箱价格'),
});
export type TLadderTier = z.infer<typeof ZLadderTier>;
export const ZGetProductLadderInventoryResponse = z.array(ZLadderTier);
export type TGetProductLadderInventoryResponse = z.infer<typeof ZGetProductLadderInventoryResponse>;

/** GET web/product/getProductLegByProductId?productId=… : the voyage's port calls and the rail leg. Public. */
export const ZGetProductLegByProductIdQuery = z.object({ productId: ZProductId });
export type TGetProductLegByProductIdQuery = z.input<typeof ZGetProductLegByProductIdQuery>;
export const ZPortCallLeg = z.object({
  sequence: z.number().int(),
  portCde: z.string(),
  portCnnme: z.string(),
  portEnnme: z.string(),
  eta: ZInstant,
  etd: ZInstant,
  isLoading: z.boolean().describe('本产品的装货港'),
  isDischarge: z.boolean().describe('本产品的卸货港'),
});
export type TPortCallLeg = z.infer<typeof ZPortCallLeg>;
export const ZRailLeg = z.object({
  fromCde: z.string(),
  fromCnnme: z.string(),
  toCde: z.string(),
  toCnnme: z.string(),
  days: z.number().int(),
});
export const ZGetProductLegByProductIdResponse = z.object({
  productId: z.string(),
  vslCde: z.string(),
  vslCnnme: z.string(),
  voyage: z.string(),
  svcLoop: z.string(),
  voyageStatus: z.enum(['open', 'closed', 'cancelled']),
  preRailLeg: ZRailLeg.nullable().describe('海铁联运：铁路站 → 装货港'),
  onRailLeg: ZRailLeg.nullable().describe('海铁联运：卸货港 → 铁路站'),
  portCalls: z.array(ZPortCallLeg),
});
export type TGetProductLegByProductIdResponse = z.infer<typeof ZGetProductLegByProductIdResponse>;

/**
 * POST web/product/queryRateCities (JSON): the places products start from and go to (active
 * products with a published price). With fpolCde, destinations are those reachable from it. Public.
 */
export const ZQueryRateCitiesRequest = z.object({
  carrier: ZCarrierParam.optional(),
  searchProductType: ZProductTypeParam.optional(),
  fpolCde: ZPortCodeParam('起运港').optional(),
});
export type TQueryRateCitiesRequest = z.input<typeof ZQueryRateCitiesRequest>;
export const ZQueryRateCitiesResponse = z.object({
  origins: z.array(ZFacility).describe('起运地（港口与铁路站）'),
  destinations: z.array(ZFacility).describe('目的地'),
});
export type TQueryRateCitiesResponse = z.infer<typeof ZQueryRateCitiesResponse>;
