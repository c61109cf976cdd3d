import { z } from 'zod';
import { pageOf } from '../pagination';
import { ZCarrierParam, ZCntrTypeCode, ZContainerQuantity, ZFen, ZInstant, ZPageFields, ZProductId } from './fields';
import { ZPromotionBrief } from './offer';

export const ZPromotionChargeType = z.enum(['TP', 'FP', 'VP', 'DP', 'FS'], { error: '优惠类型只能是 TP、FP、VP、DP 或 FS' });

/**
 * POST web/domestic/customer/promotion/promotionPlanSearch (JSON): promotion plans. Public (a logged-in
 * caller's member level and first order decide `applicableToMe`). status: ACTIVE (default) valid now,
 * UPCOMING not started, EXPIRED over, ALL.
 */
export const ZPromotionPlanSearchRequest = z.object({
  productId: ZProductId.optional().describe('只看适用于该可订舱产品的优惠'),
  chargeType: ZPromotionChargeType.optional(),
  cntrType: ZCntrTypeCode.optional(),
  carrier: ZCarrierParam.optional(),
  status: z.enum(['ACTIVE', 'UPCOMING', 'EXPIRED', 'ALL'], { error: '状态只能是 ACTIVE、UPCOMING、EXPIRED 或 ALL' }).default('ACTIVE'),
  ...ZPageFields,
});
export type TPromotionPlanSearchRequest = z.input<typeof ZPromotionPlanSearchRequest>;
export const ZPromotionPlan = z.object({
  promotionId: z.string(),
  title: z.string(),
  chargeType: ZPromotionChargeType,
  chargeTypeCnnme: z.string(),
  scope: z.enum(['PRODUCT', 'ALL']),
  routeProductId: z.string().nullable(),
  /** The product's route in words (e.g. '上海 → 钦州 NGX'), null for scope ALL. */
  routeText: z.string().nullable(),
  carrier: z.string().nullable(),
  cntrType: z.string().nullable().describe('null = 全部箱型'),
  amount: ZFen('每箱优惠金额'),
  validFrom: ZInstant,
  validTo: ZInstant,
  minMemberLevel: z.number().int().nullable(),
  thresholdQuantity: z.number().int().nullable(),
  shippingTerm: z.number().int().nullable(),
  conditionText: z.string().nullable(),
  status: z.enum(['ACTIVE', 'UPCOMING', 'EXPIRED']),
  /** Condition met for the caller now (VP level, FP first order); FS/DP depend on the order: null. */
  applicableToMe: z.boolean().nullable(),
});
export type TPromotionPlan = z.infer<typeof ZPromotionPlan>;
export const ZPromotionPlanSearchResponse = pageOf(ZPromotionPlan);
export type TPromotionPlanSearchResponse = z.infer<typeof ZPromotionPlanSearchResponse>;

/**
 * POST web/domestic/customer/promotion/getBatchGoodsPromotion (JSON): promotion prices for a whole
 * selection (the shopping box). Lines of the same productId form one selection for FS thresholds.
 * Public; a logged-in caller gets VP/FP. Quantities follow 001 §5 (integer 0–999).
 */
export const ZBatchGoodsLine = z.object({
  productId: ZProductId,
  cntrType: ZCntrTypeCode,
  quantity: ZContainerQuantity,
});
export const ZGetBatchGoodsPromotionRequest = z.object({
  shippingTerm: z.coerce.number({ error: '运输条款只能是0到3' }).int().min(0, '运输条款只能是0到3').max(3, '运输条款只能是0到3').optional(),
  goods: z.array(ZBatchGoodsLine, { error: '请选择箱型并填写箱量' }).min(1, '请选择箱型并填写箱量').max(50, '最多50项'),
});
export type TGetBatchGoodsPromotionRequest = z.input<typeof ZGetBatchGoodsPromotionRequest>;
export const ZBatchGoodsPromotionLine = z.object({
  productId: z.string(),
  cntrType: z.string(),
  quantity: z.number().int(),
  containerPrice: ZFen('每箱公布运价'),
  ylbPromotionPrice: ZFen('每箱优惠金额'),
  availableInventory: z.number().int(),
  promotions: z.array(ZPromotionBrief),
});
export const ZGetBatchGoodsPromotionResponse = z.object({
  lines: z.array(ZBatchGoodsPromotionLine),
  totalQuantity: z.number().int(),
  totalContainerPrice: ZFen('Σ 箱价 × 箱量'),
  totalPromotionPrice: ZFen('Σ 优惠 × 箱量'),
  totalPrice: ZFen('应付合计 = 箱价合计 − 优惠合计'),
});
export type TGetBatchGoodsPromotionResponse = z.infer<typeof ZGetBatchGoodsPromotionResponse>;
