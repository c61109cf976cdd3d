import { z } from 'zod';
import { pageOf } from '../pagination';
import { ZFen, ZInstant } from './fields';

/**
 * The bookable offer as every product call answers it (search rows, getProductById, the shopping box's
 * selected product of 001 §3). `productId` is the offer id (product on one voyage); `routeProductId`
 * is the product (route offer) it belongs to. Money is integer fen.
 */

/** A promotion as shown next to a price. */
export const ZPromotionBrief = z.object({
  promotionId: z.string(),
  title: z.string(),
  chargeType: z.enum(['TP', 'FP', 'VP', 'DP', 'FS']).describe('TP 限时优惠；FP 首单优惠；VP 会员优惠；DP 门到门条款优惠；FS 满减优惠'),
  chargeTypeCnnme: z.string(),
  amount: ZFen('每箱优惠金额'),
  validFrom: ZInstant,
  validTo: ZInstant,
  /** The condition in words, e.g. '金卡及以上会员', '满10箱', '门到门'; null for TP. */
  conditionText: z.string().nullable(),
  /** Counted in ylbPromotionPrice for this caller and selection (condition met, best of its type). */
  applied: z.boolean(),
});
export type TPromotionBrief = z.infer<typeof ZPromotionBrief>;

/** One container type of an offer: price, promotion, inventory (001 §2 "Shopping box"). */
export const ZContainerData = z.object({
  cntrType: z.string(),
  cntrTypeCnnme: z.string(),
  containerPrice: ZFen('每箱公布运价'),
  ylbPromotionPrice: ZFen('每箱优惠金额（无优惠为0）'),
  priceAfterPromotion: ZFen('每箱优惠后价格 = containerPrice − ylbPromotionPrice'),
  availableInventory: z.number().int().describe('可用舱位（箱）'),
  isClosed: z.boolean().describe('该箱型舱位已关闭'),
  hasLadder: z.boolean().describe('有阶梯舱位价（getProductLadderInventory）'),
  promotions: z.array(ZPromotionBrief).describe('有效期内、适用于该箱型的优惠'),
});
export type TContainerData = z.infer<typeof ZContainerData>;

export const ZProductOffer = z.object({
  productId: z.string().describe('可订舱产品ID（product_sailing.id），下单、库存、航段均用它'),
  routeProductId: z.string().describe('所属产品（航线产品）ID'),
  productCode: z.string(),
  productType: z.number().int().describe('0 普通；1 海铁联运；2 合约(CSO)；3 液袋；4 合约液袋；5 直客'),
  productTypeCnnme: z.string(),
  productKind: z.number().int().describe('0 内贸'),
  carrier: z.string(),
  carrierCnnme: z.string(),
  svcLoop: z.string().describe('航线代码'),
  svcLoopCnnme: z.string(),
  vslCde: z.string(),
  vslCnnme: z.string(),
  vslEnnme: z.string(),
  voyage: z.string().describe('航次号'),
  origFacilityCde: z.string(),
  origFacilityCnnme: z.string(),
  origFacilityType: z.string().describe('P 港口；R 铁路站；F 码头'),
  origTrainFacilityCde: z.string().nullable().describe('起运铁路站（海铁联运），否则 null'),
  origTrainFacilityCnnme: z.string().nullable(),
  fpolCde: z.string(),
  fpolCnnme: z.string(),
  lpodCde: z.string(),
  lpodCnnme: z.string(),
  destFacilityCde: z.string(),
  destFacilityCnnme: z.string(),
  destFacilityType: z.string(),
  destTrainFacilityCde: z.string().nullable(),
  destTrainFacilityCnnme: z.string().nullable(),
  etd: ZInstant.describe('装货港预计开船时间'),
  eta: ZInstant.describe('卸货港预计到港时间'),
  transitDays: z.number().int().describe('航程天数（含铁路段）'),
  serviceCode: z.string().nullable().describe('专线服务代码，如 FLEXITANK'),
  cargoTypeCde: z.string().nullable().describe('专线货类，如 110 液袋'),
  committedVolume: z.number().int().nullable().describe('合约承诺量（箱），总箱量不得低于它'),
  agreementId: z.string().nullable(),
  maxOrderQuantity: z.number().int().describe('单票最多箱量'),
  isAutoConfirm: z.boolean(),
  canOrder: z.boolean().describe('当前可订舱：产品有效、航次开放、未截止、未开船'),
  containerData: z.array(ZContainerData),
});
export type TProductOffer = z.infer<typeof ZProductOffer>;

export const ZProductOfferPage = pageOf(ZProductOffer);
export type TProductOfferPage = z.infer<typeof ZProductOfferPage>;
