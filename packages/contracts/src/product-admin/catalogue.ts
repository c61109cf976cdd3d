import { PRODUCT_KINDS, PRODUCT_TYPES, PROMOTION_CHARGE_TYPES, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { pageOf, ZPageRequest } from '../pagination';
import { code, instant, name, wholeNumber, yuan, ZUuidParam } from './fields';

/**
 * Operator console, product area (issue 5): vessels, service loops, voyages with port calls, products,
 * container prices (history kept), promotions and per-sailing inventory. Money travels in yuan.
 */

const PRODUCT_TYPE_VALUES = valuesOf(PRODUCT_TYPES) as number[];
const PRODUCT_KIND_VALUES = valuesOf(PRODUCT_KINDS) as number[];
const CHARGE_TYPES = valuesOf(PROMOTION_CHARGE_TYPES) as ['TP', 'FP', 'VP', 'DP', 'FS'];

// ---------------------------------------------------------------- vessels
export const ZOpsVessel = z.object({
  code: z.string(),
  cnnme: z.string(),
  ennme: z.string(),
  carrierCode: z.string(),
  teuCapacity: z.number().int(),
  isActive: z.boolean(),
});
export type TOpsVessel = z.infer<typeof ZOpsVessel>;
export const ZOpsVesselList = z.array(ZOpsVessel);
export type TOpsVesselList = z.infer<typeof ZOpsVesselList>;

export const ZOpsVesselParams = z.object({ code: code('船舶代码') });
export const ZOpsVesselUpdate = z.object({
  cnnme: name('船舶中文名'),
  ennme: name('船舶英文名'),
  teuCapacity: wholeNumber('载箱量(TEU)', { min: 1, max: 30_000 }),
  isActive: z.boolean({ error: '请选择是否启用' }),
});
export type TOpsVesselUpdate = z.infer<typeof ZOpsVesselUpdate>;
export const ZOpsVesselCreate = ZOpsVesselUpdate.extend({ code: code('船舶代码', 10), carrierCode: code('承运人', 10) });
export type TOpsVesselCreate = z.infer<typeof ZOpsVesselCreate>;

// ---------------------------------------------------------------- service loops
export const ZOpsLoop = z.object({
  carrierCode: z.string(),
  svcLoopAbbrv: z.string(),
  cnnme: z.string(),
  ennme: z.string(),
  portRotation: z.array(z.object({ code: z.string(), cnnme: z.string() })),
  sortOrder: z.number().int(),
});
export type TOpsLoop = z.infer<typeof ZOpsLoop>;
export const ZOpsLoopList = z.array(ZOpsLoop);
export type TOpsLoopList = z.infer<typeof ZOpsLoopList>;

export const ZOpsLoopParams = z.object({ carrierCode: code('承运人', 10), svcLoopAbbrv: code('航线代码') });
export const ZOpsLoopUpdate = z.object({
  cnnme: name('航线中文名'),
  ennme: name('航线英文名'),
  portRotation: z.array(code('挂靠港代码', 10), { error: '请填写挂靠港顺序' }).min(2, '挂靠港至少两个').max(20, '挂靠港不能超过20个'),
  sortOrder: wholeNumber('排序', { max: 9999 }).default(0),
});
export type TOpsLoopUpdate = z.infer<typeof ZOpsLoopUpdate>;
export const ZOpsLoopCreate = ZOpsLoopUpdate.extend({ carrierCode: code('承运人', 10), svcLoopAbbrv: code('航线代码') });
export type TOpsLoopCreate = z.infer<typeof ZOpsLoopCreate>;

// ---------------------------------------------------------------- voyages and port calls
const VOYAGE_STATUS_VALUES = ['open', 'closed', 'cancelled'] as const;
export const ZOpsPortCall = z.object({
  id: z.string(),
  sequence: z.number().int(),
  portCode: z.string(),
  portCnnme: z.string(),
  eta: z.string(),
  etd: z.string(),
  ata: z.string().nullable().describe('实际到港时间（未记录为 null）'),
  atd: z.string().nullable().describe('实际离港时间（未记录为 null）'),
});
export type TOpsPortCall = z.infer<typeof ZOpsPortCall>;
export const ZOpsVoyage = z.object({
  id: z.string(),
  carrierCode: z.string(),
  svcLoopAbbrv: z.string(),
  vesselCode: z.string(),
  vesselCnnme: z.string(),
  vesselEnnme: z.string(),
  voyageNo: z.string(),
  status: z.enum(VOYAGE_STATUS_VALUES),
  portCalls: z.array(ZOpsPortCall),
  sailingCount: z.number().int().describe('可订舱的产品航次数'),
});
export type TOpsVoyage = z.infer<typeof ZOpsVoyage>;
export const ZOpsVoyageQuery = ZPageRequest.extend({
  svcLoopAbbrv: z.string().trim().max(20).optional(),
  vesselCode: z.string().trim().max(10).optional(),
  etdFrom: z.iso.date({ error: 'etdFrom 须为日期 YYYY-MM-DD' }).optional(),
});
export type TOpsVoyageQuery = z.infer<typeof ZOpsVoyageQuery>;
export const ZOpsVoyagePage = pageOf(ZOpsVoyage);
export type TOpsVoyagePage = z.infer<typeof ZOpsVoyagePage>;
export const ZOpsVoyageParams = z.object({ id: ZUuidParam('航次ID') });

const ZPortCallInput = z.object({ portCode: code('挂靠港代码', 10), eta: instant('ETA'), etd: instant('ETD') });
export const ZOpsVoyageCreate = z.object({
  carrierCode: code('承运人', 10),
  svcLoopAbbrv: code('航线代码'),
  vesselCode: code('船舶代码', 10),
  voyageNo: code('航次号', 12),
  portCalls: z.array(ZPortCallInput, { error: '请填写挂靠港' }).min(2, '挂靠港至少两个').max(20, '挂靠港不能超过20个'),
});
export type TOpsVoyageCreate = z.infer<typeof ZOpsVoyageCreate>;
/** Moves one call's times (delay, advance); calls keep their ids so booked sailings stay attached. */
export const ZOpsPortCallUpdate = z.object({ callId: ZUuidParam('挂靠港ID'), eta: instant('ETA'), etd: instant('ETD') });
export type TOpsPortCallUpdate = z.infer<typeof ZOpsPortCallUpdate>;
/**
 * Records what happened at one call (cargo tracking shows it): actual arrival and departure, each null to
 * clear a wrong entry. Neither may lie in the future, departure not before arrival, and the voyage's
 * recorded times run in call order.
 */
export const ZOpsPortCallActuals = z.object({
  callId: ZUuidParam('挂靠港ID'),
  ata: instant('实际到港时间').nullable(),
  atd: instant('实际离港时间').nullable(),
});
export type TOpsPortCallActuals = z.infer<typeof ZOpsPortCallActuals>;
export const ZOpsVoyageStatusUpdate = z.object({ status: z.enum(VOYAGE_STATUS_VALUES, { error: 'status 须为 open、closed 或 cancelled' }) });
export type TOpsVoyageStatusUpdate = z.infer<typeof ZOpsVoyageStatusUpdate>;
/** Opens the voyage for booking on every active product of its loop whose ports it calls in order. */
export const ZOpsVoyagePublish = z.object({
  inventory: z
    .array(z.object({ containerTypeCode: code('箱型', 10), total: wholeNumber('舱位数量', { max: 10_000 }) }), { error: '请填写各箱型舱位' })
    .min(1, '请至少填写一种箱型的舱位'),
});
export type TOpsVoyagePublish = z.infer<typeof ZOpsVoyagePublish>;
export const ZOpsVoyagePublishResult = z.object({ created: z.number().int(), skipped: z.number().int() });

// ---------------------------------------------------------------- products and prices
export const ZOpsPrice = z.object({
  id: z.string(),
  containerTypeCode: z.string(),
  price: z.number().describe('元'),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type TOpsPrice = z.infer<typeof ZOpsPrice>;
export const ZOpsProduct = z.object({
  id: z.string(),
  productCode: z.string(),
  carrierCode: z.string(),
  productType: z.number().int(),
  productKind: z.number().int(),
  svcLoopAbbrv: z.string(),
  origFacilityCode: z.string(),
  origFacilityCnnme: z.string(),
  fpolCode: z.string(),
  fpolCnnme: z.string(),
  lpodCode: z.string(),
  lpodCnnme: z.string(),
  destFacilityCode: z.string(),
  destFacilityCnnme: z.string(),
  transitDays: z.number().int(),
  railTransitDays: z.number().int(),
  serviceCode: z.string().nullable(),
  cargoTypeCode: z.string().nullable(),
  committedVolume: z.number().int().nullable(),
  agreementId: z.string().nullable(),
  maxOrderQuantity: z.number().int().nullable(),
  isAutoConfirm: z.boolean(),
  isHot: z.boolean(),
  isActive: z.boolean(),
  prices: z.array(ZOpsPrice).describe('当前有效及将来生效的箱价'),
});
export type TOpsProduct = z.infer<typeof ZOpsProduct>;
export const ZOpsProductQuery = ZPageRequest.extend({
  keyword: z.string().trim().max(30, '关键字不能超过30个字符').optional().describe('产品代码、起运港或目的港代码'),
  svcLoopAbbrv: z.string().trim().max(20).optional(),
  productType: z.coerce.number().int().refine((value) => PRODUCT_TYPE_VALUES.includes(value), 'productType 须为0–5').optional(),
});
export type TOpsProductQuery = z.infer<typeof ZOpsProductQuery>;
export const ZOpsProductPage = pageOf(ZOpsProduct);
export type TOpsProductPage = z.infer<typeof ZOpsProductPage>;
export const ZOpsProductParams = z.object({ id: ZUuidParam('产品ID') });

const optionalCode = (label: string, max = 20) => code(label, max).nullable().default(null);
export const ZOpsProductUpdate = z.object({
  transitDays: wholeNumber('航程天数', { min: 1, max: 90 }),
  railTransitDays: wholeNumber('铁路段天数', { max: 30 }).default(0),
  serviceCode: optionalCode('服务代码'),
  cargoTypeCode: optionalCode('货类代码', 10),
  committedVolume: wholeNumber('承诺箱量', { min: 1, max: 10_000 }).nullable().default(null),
  agreementId: z.string().trim().max(40, '协议号不能超过40个字符').nullable().default(null),
  maxOrderQuantity: wholeNumber('单票最大箱量', { min: 1, max: 999 }).nullable().default(null),
  isAutoConfirm: z.boolean().default(false),
  isHot: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type TOpsProductUpdate = z.infer<typeof ZOpsProductUpdate>;
export const ZOpsProductCreate = ZOpsProductUpdate.extend({
  carrierCode: code('承运人', 10),
  svcLoopAbbrv: code('航线代码'),
  productType: z.number({ error: '请选择产品类型' }).int().refine((value) => PRODUCT_TYPE_VALUES.includes(value), '产品类型须为0–5'),
  productKind: z
    .number()
    .int()
    .refine((value) => PRODUCT_KIND_VALUES.includes(value), '产品种类不正确')
    .default(0),
  origFacilityCode: code('起运地代码', 10),
  fpolCode: code('装货港代码', 10),
  lpodCode: code('卸货港代码', 10),
  destFacilityCode: code('目的地代码', 10),
}).refine((input) => input.fpolCode !== input.lpodCode, { path: ['lpodCode'], message: '卸货港不能与装货港相同' });
export type TOpsProductCreate = z.infer<typeof ZOpsProductCreate>;

/** A new price for one container type. currentPriceId = the row the operator saw (null when none): a stale one is refused. */
export const ZOpsPriceChange = z.object({
  containerTypeCode: code('箱型', 10),
  price: yuan('箱价'),
  validFrom: instant('生效时间').optional().describe('默认立即生效'),
  currentPriceId: ZUuidParam('当前运价ID').nullable(),
});
export type TOpsPriceChange = z.infer<typeof ZOpsPriceChange>;
export const ZOpsPriceHistoryQuery = z.object({ containerTypeCode: code('箱型', 10).optional() });
export const ZOpsPriceHistory = z.array(ZOpsPrice);
export type TOpsPriceHistory = z.infer<typeof ZOpsPriceHistory>;

// ---------------------------------------------------------------- promotions
export const ZOpsPromotion = z.object({
  id: z.string(),
  title: z.string(),
  chargeType: z.enum(CHARGE_TYPES),
  scope: z.enum(['PRODUCT', 'ALL']),
  productId: z.string().nullable(),
  productCode: z.string().nullable(),
  carrierCode: z.string().nullable(),
  containerTypeCode: z.string().nullable(),
  amount: z.number().describe('每箱优惠（元）'),
  validFrom: z.string(),
  validTo: z.string(),
  minMemberLevel: z.number().int().nullable(),
  thresholdQuantity: z.number().int().nullable(),
  shippingTerm: z.number().int().nullable(),
  isActive: z.boolean(),
  isInValidity: z.boolean(),
});
export type TOpsPromotion = z.infer<typeof ZOpsPromotion>;
export const ZOpsPromotionQuery = ZPageRequest.extend({
  productId: z.uuid({ error: '产品ID格式不正确' }).optional(),
  chargeType: z.enum(CHARGE_TYPES, { error: 'chargeType 须为 TP、FP、VP、DP 或 FS' }).optional(),
});
export type TOpsPromotionQuery = z.infer<typeof ZOpsPromotionQuery>;
export const ZOpsPromotionPage = pageOf(ZOpsPromotion);
export type TOpsPromotionPage = z.infer<typeof ZOpsPromotionPage>;
export const ZOpsPromotionParams = z.object({ id: ZUuidParam('优惠ID') });

const ZPromotionFields = z.object({
  title: name('优惠名称', 40),
  amount: yuan('每箱优惠金额', 100_000),
  containerTypeCode: code('箱型', 10).nullable().default(null),
  validFrom: instant('有效期开始'),
  validTo: instant('有效期结束'),
  minMemberLevel: wholeNumber('会员等级', { min: 1, max: 4 }).nullable().default(null),
  thresholdQuantity: wholeNumber('满减箱量', { min: 1, max: 999 }).nullable().default(null),
  shippingTerm: wholeNumber('运输条款', { min: 1, max: 3 }).nullable().default(null),
  isActive: z.boolean().default(true),
});
/** The conditions each charge type needs (001 §9): VP a member level, FS a quantity, DP a door term. */
function conditionsOf<T extends z.infer<typeof ZPromotionFields> & { chargeType: string }>(input: T, context: z.RefinementCtx) {
  if (Date.parse(input.validTo) <= Date.parse(input.validFrom)) context.addIssue({ code: 'custom', path: ['validTo'], message: '有效期结束须晚于开始' });
  if (input.chargeType === 'VP' && input.minMemberLevel === null) context.addIssue({ code: 'custom', path: ['minMemberLevel'], message: '会员优惠须选择会员等级(1–4)' });
  if (input.chargeType === 'FS' && input.thresholdQuantity === null) context.addIssue({ code: 'custom', path: ['thresholdQuantity'], message: '满减优惠须填写满减箱量' });
  if (input.chargeType === 'DP' && input.shippingTerm === null) context.addIssue({ code: 'custom', path: ['shippingTerm'], message: '门到门条款优惠须选择运输条款(1–3)' });
}
export const ZOpsPromotionCreate = ZPromotionFields.extend({
  chargeType: z.enum(CHARGE_TYPES, { error: '优惠类型须为 TP、FP、VP、DP 或 FS' }),
  scope: z.enum(['PRODUCT', 'ALL'], { error: '适用范围须为 PRODUCT 或 ALL' }),
  productId: z.uuid({ error: '产品ID格式不正确' }).nullable().default(null),
  carrierCode: code('承运人', 10).nullable().default(null),
}).superRefine((input, context) => {
  conditionsOf(input, context);
  if (input.scope === 'PRODUCT' && input.productId === null) context.addIssue({ code: 'custom', path: ['productId'], message: '适用单个产品时须选择产品' });
});
export type TOpsPromotionCreate = z.infer<typeof ZOpsPromotionCreate>;
export const ZOpsPromotionUpdate = ZPromotionFields.extend({ chargeType: z.enum(CHARGE_TYPES, { error: '优惠类型须为 TP、FP、VP、DP 或 FS' }) }).superRefine(conditionsOf);
export type TOpsPromotionUpdate = z.infer<typeof ZOpsPromotionUpdate>;

// ---------------------------------------------------------------- inventory per sailing
export const ZOpsInventoryCell = z.object({
  containerTypeCode: z.string(),
  total: z.number().int(),
  available: z.number().int(),
  reserved: z.number().int().describe('已被订舱占用 = total - available'),
  isClosed: z.boolean(),
  updatedAt: z.string(),
});
export type TOpsInventoryCell = z.infer<typeof ZOpsInventoryCell>;
export const ZOpsSailing = z.object({
  sailingId: z.string().describe('即客户接口的 productId'),
  productId: z.string(),
  productCode: z.string(),
  productType: z.number().int(),
  svcLoopAbbrv: z.string(),
  fpolCode: z.string(),
  fpolCnnme: z.string(),
  lpodCode: z.string(),
  lpodCnnme: z.string(),
  vesselCnnme: z.string(),
  vesselEnnme: z.string(),
  voyageNo: z.string(),
  voyageStatus: z.string(),
  etd: z.string(),
  eta: z.string(),
  isClosed: z.boolean(),
  inventory: z.array(ZOpsInventoryCell),
});
export type TOpsSailing = z.infer<typeof ZOpsSailing>;
export const ZOpsSailingQuery = ZPageRequest.extend({
  fpolCode: z.string().trim().toUpperCase().max(10).optional(),
  lpodCode: z.string().trim().toUpperCase().max(10).optional(),
  svcLoopAbbrv: z.string().trim().max(20).optional(),
  etdFrom: z.iso.date({ error: 'etdFrom 须为日期 YYYY-MM-DD' }).optional(),
  etdTo: z.iso.date({ error: 'etdTo 须为日期 YYYY-MM-DD' }).optional(),
});
export type TOpsSailingQuery = z.infer<typeof ZOpsSailingQuery>;
export const ZOpsSailingPage = pageOf(ZOpsSailing);
export type TOpsSailingPage = z.infer<typeof ZOpsSailingPage>;
export const ZOpsSailingParams = z.object({ sailingId: ZUuidParam('航次产品ID') });

/**
 * raise / lower by `quantity`, or set the total; close / open stop or resume sales of the type.
 * Lowering below what orders already hold is refused.
 */
export const ZOpsInventoryChange = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('raise'), containerTypeCode: code('箱型', 10), quantity: wholeNumber('调整数量', { min: 1, max: 10_000 }) }),
    z.object({ action: z.literal('lower'), containerTypeCode: code('箱型', 10), quantity: wholeNumber('调整数量', { min: 1, max: 10_000 }) }),
    z.object({ action: z.literal('set'), containerTypeCode: code('箱型', 10), total: wholeNumber('舱位总量', { max: 10_000 }) }),
    z.object({ action: z.literal('close'), containerTypeCode: code('箱型', 10) }),
    z.object({ action: z.literal('open'), containerTypeCode: code('箱型', 10) }),
  ],
  { error: 'action 须为 raise、lower、set、close 或 open' },
);
export type TOpsInventoryChange = z.infer<typeof ZOpsInventoryChange>;
/** Closes or reopens the whole sailing (every container type) for booking. */
export const ZOpsSailingClose = z.object({ isClosed: z.boolean({ error: '请选择关闭或开放（isClosed）' }) });
export type TOpsSailingClose = z.infer<typeof ZOpsSailingClose>;
