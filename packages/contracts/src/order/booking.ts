import { z } from 'zod';
import { ZProductId } from '../product/fields';
import {
  requireBusinessAgreementTicked,
  ZBalanceDue,
  ZBusinessAgreementTicked,
  ZDcsaBookingStatus,
  ZFenAmount,
  ZOrderContainerInput,
  ZOrderDoorAddressInput,
  ZOrderId,
  ZOrderPartyInput,
  ZOrderStatusCode,
  ZShippingTerm,
} from './fields';

/**
 * Booking calls (001 §7 "Cargo and order creation", prefix web/domestic/order/). All need a login;
 * createOrder needs a certified customer. The server prices every order; no amount is read from the client.
 */

/** POST order/createOrder: a draft (P) from the shopping box; the server gives the orderNo. */
export const ZCreateOrderRequest = z.object({
  productId: ZProductId,
  containers: z.array(ZOrderContainerInput, { error: '请选择箱型并填写箱量' }).min(1, '请选择箱型并填写箱量').max(10, '箱型不能超过10种'),
  cgoBriefDescCde: z.string().trim().max(20, '货物品名代码不能超过20个字符').optional().describe('已选货物品名（给出时按 validateCargo 规则校验）'),
  cargoTypeCde: z.string().trim().max(20, '货类代码不能超过20个字符').optional(),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;
export const ZCreateOrderResponse = z.object({ orderId: ZOrderId, orderNo: z.string() });
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

const ZCargoCode = z.string({ error: '请选择货物品名' }).trim().min(1, '请选择货物品名').max(20, '货物品名代码不能超过20个字符');
const ZWeightKg = z.coerce
  .number({ error: '货物重量须为大于0的数字' })
  .positive('货物重量须为大于0的数字')
  .max(1_000_000, '货物重量不能超过1000000千克')
  .refine((value) => Math.round(value * 1000) === value * 1000, '货物重量最多3位小数');
const ZPackages = z.coerce.number({ error: '件数须为正整数' }).int('件数须为正整数').min(1, '件数须为正整数').max(1_000_000, '件数不能超过1000000');
const ZInsuredAmountFen = z.number({ error: '保额须为整数（分）' }).int('保额须为整数（分）').min(1, '保额须大于0').max(100_000_000_000, '保额过大');

/** Booking form fields as the draft keeps them: everything optional (saveTheDraftOrderInfo). */
export const ZSaveDraftOrderRequest = z.object({
  orderId: ZOrderId,
  shippingTerm: ZShippingTerm.optional(),
  shipper: ZOrderPartyInput.partial().optional(),
  consignee: ZOrderPartyInput.partial().optional(),
  notifyParty: ZOrderPartyInput.partial().optional(),
  bookingAgent: ZOrderPartyInput.partial().optional(),
  cgoBriefDescCde: ZCargoCode.optional(),
  weightKg: ZWeightKg.optional(),
  packages: ZPackages.optional(),
  packagingCnnme: z.string().trim().max(50, '包装不能超过50个字符').optional(),
  isDangerous: z.boolean().optional(),
  loadingDoor: ZOrderDoorAddressInput.partial().optional(),
  deliveryDoor: ZOrderDoorAddressInput.partial().optional(),
  insuranceCode: z.string().trim().max(30).nullable().optional(),
  insuredAmountFen: ZInsuredAmountFen.nullable().optional(),
  remarks: z.string().trim().max(500, '备注不能超过500个字符').optional(),
});
export type TSaveDraftOrderRequest = z.input<typeof ZSaveDraftOrderRequest>;

/**
 * POST order/bookingInfo: submit the draft. Parties S and C, cargo description / weight / packages are
 * required; shipping term 1–3 needs the door address of its door end(s) (2 and 3: loading, 1 and 3:
 * delivery); the business agreement must be ticked ('请勾选已阅读并同意'). 400 names the field.
 */
export const ZBookingInfoRequest = z
  .object({
    orderId: ZOrderId,
    shippingTerm: ZShippingTerm,
    shipper: ZOrderPartyInput,
    consignee: ZOrderPartyInput,
    notifyParty: ZOrderPartyInput.optional(),
    bookingAgent: ZOrderPartyInput.optional(),
    cgoBriefDescCde: ZCargoCode,
    weightKg: ZWeightKg,
    packages: ZPackages,
    packagingCnnme: z.string({ error: '请填写包装' }).trim().min(1, '请填写包装').max(50, '包装不能超过50个字符'),
    isDangerous: z.boolean().default(false),
    loadingDoor: ZOrderDoorAddressInput.optional(),
    deliveryDoor: ZOrderDoorAddressInput.optional(),
    insuranceCode: z.string().trim().max(30).nullable().optional(),
    insuredAmountFen: ZInsuredAmountFen.nullable().optional(),
    remarks: z.string().trim().max(500, '备注不能超过500个字符').optional(),
    agreementTicked: ZBusinessAgreementTicked,
  })
  .superRefine((value, context) => {
    requireBusinessAgreementTicked(value, context);
    const needsLoading = value.shippingTerm === 2 || value.shippingTerm === 3;
    const needsDelivery = value.shippingTerm === 1 || value.shippingTerm === 3;
    if (needsLoading && !value.loadingDoor) context.addIssue({ code: 'custom', path: ['loadingDoor'], message: '门到港、门到门须填写装货门点地址' });
    if (needsDelivery && !value.deliveryDoor) context.addIssue({ code: 'custom', path: ['deliveryDoor'], message: '港到门、门到门须填写送货门点地址' });
    if (value.insuranceCode && !value.insuredAmountFen) context.addIssue({ code: 'custom', path: ['insuredAmountFen'], message: '投保时须填写保额' });
  });
export type TBookingInfoRequest = z.input<typeof ZBookingInfoRequest>;
export const ZBookingInfoResponse = z.object({
  orderId: ZOrderId,
  orderNo: z.string(),
  status: ZOrderStatusCode,
  totalFen: ZFenAmount('应付总额'),
  payDeadline: z.string().describe('支付截止时间（ISO）；超时未支付自动取消'),
});
export type TBookingInfoResponse = z.infer<typeof ZBookingInfoResponse>;

export const ZSaveDraftOrderResponse = z.object({ orderId: ZOrderId, orderNo: z.string(), status: ZOrderStatusCode });
export type TSaveDraftOrderResponse = z.infer<typeof ZSaveDraftOrderResponse>;

/** Path param of complete/{orderId}. */
export const ZOrderIdParams = z.object({ orderId: ZOrderId });

/** One charge line of the order (001 §9 charge items); discounts and deductions are negative. */
export const ZOrderChargeItem = z.object({ code: z.string(), name: z.string(), amountFen: ZFenAmount('金额') });
export type TOrderChargeItem = z.infer<typeof ZOrderChargeItem>;

export const ZOrderContainer = z.object({
  cntrType: z.string(),
  cntrTypeCnnme: z.string().nullable(),
  cntrTypeEnnme: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceFen: ZFenAmount('单箱运价'),
  unitPromotionFen: ZFenAmount('单箱优惠'),
});
export const ZOrderParty = z.object({
  partyType: z.enum(['S', 'C', 'N', 'B']).describe('S 托运人 C 收货人 N 通知方 B 订舱代理'),
  name: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressId: z.string().nullable(),
});
export const ZOrderDoorAddress = z.object({
  ioFlag: z.enum(['L', 'D']).describe('L 装货门点（门到港端） D 送货门点（港到门端）'),
  regionCodes: z.array(z.string()),
  regionText: z.string(),
  detailAddress: z.string(),
  contact: z.string(),
  phone: z.string(),
  loadingTime: z.string().nullable(),
});
export const ZOrderEvent = z.object({
  fromStatus: ZOrderStatusCode.nullable(),
  toStatus: ZOrderStatusCode,
  action: z.string().describe('submit、pay、confirm、cancel、payBalance（首付订单付尾款，状态不变）等'),
  actorKind: z.enum(['customer', 'operator', 'system', 'payment']),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

/** The order as every order call answers it. */
export const ZOrderInfo = z.object({
  orderId: ZOrderId,
  orderNo: z.string(),
  status: ZOrderStatusCode,
  statusCnnme: z.string(),
  dcsaStatus: ZDcsaBookingStatus,
  bkgNo: z.string().nullable(),
  userId: z.string().describe('下单人'),
  enterpriseId: z.string().nullable(),
  productId: z.string(),
  carrier: z.string(),
  svcLoop: z.string(),
  vslCnnme: z.string(),
  vslEnnme: z.string().describe('英文船名（船舶资料）；船舶已不在资料中时同中文船名'),
  voyage: z.string(),
  origFacilityCde: z.string(),
  origFacilityCnnme: z.string(),
  fpolCde: z.string(),
  fpolCnnme: z.string(),
  lpodCde: z.string(),
  lpodCnnme: z.string(),
  destFacilityCde: z.string(),
  destFacilityCnnme: z.string(),
  etd: z.string(),
  eta: z.string(),
  shippingTerm: z.number().int().nullable(),
  cgoBriefDescCde: z.string().nullable(),
  cgoBriefDescCnnme: z.string().nullable(),
  cgoBriefDescEnnme: z.string().nullable().describe('英文品名（货物资料）'),
  cargoTypeCde: z.string().nullable(),
  weightKg: z.number().nullable(),
  packages: z.number().int().nullable(),
  packagingCnnme: z.string().nullable(),
  isDangerous: z.boolean(),
  insuranceCode: z.string().nullable(),
  insuredAmountFen: z.number().int().nullable(),
  remarks: z.string().nullable(),
  payWay: z.number().int().nullable(),
  isAutoConfirm: z.boolean(),
  freightFen: ZFenAmount('运费（箱价合计）'),
  promotionFen: ZFenAmount('优惠合计'),
  extraChargeFen: ZFenAmount('附加费'),
  docFeeFen: ZFenAmount('单证费'),
  doorFeeFen: ZFenAmount('门点（拖车）费'),
  insuranceFeeFen: ZFenAmount('保险费'),
  couponFen: ZFenAmount('优惠券抵扣'),
  pointFen: ZFenAmount('积分抵扣'),
  totalFen: ZFenAmount('应付总额'),
  paidFen: ZFenAmount('已付未退金额'),
  submittedAt: z.string().nullable(),
  payDeadline: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  containers: z.array(ZOrderContainer),
  parties: z.array(ZOrderParty),
  doorAddresses: z.array(ZOrderDoorAddress),
  canCancel: z.boolean().describe('客户当前可取消（P/S/W）'),
  canPay: z.boolean().describe('待支付（S）且未过支付截止时间'),
  balanceDue: ZBalanceDue,
});
export type TOrderInfo = z.infer<typeof ZOrderInfo>;

/** Document fee of an order (searchDocChargeDetail). */
export const ZDocCharge = z.object({
  chargeCode: z.string(),
  chargeCnnme: z.string(),
  amountFen: ZFenAmount('单证费'),
  rule: z.string().describe('收费规则说明'),
});
export type TDocCharge = z.infer<typeof ZDocCharge>;

/** GET order/complete/{orderId}: everything the booking page shows (001 §3 "Order state"). */
export const ZOrderCompleteResponse = z.object({
  orderInfo: ZOrderInfo,
  /** The offer as it was when the order was created (route, vessel, voyage, ETD/ETA). */
  orderSnapshot: z.object({
    productId: z.string(),
    carrier: z.string(),
    svcLoop: z.string(),
    vslCnnme: z.string(),
    voyage: z.string(),
    origFacilityCnnme: z.string(),
    fpolCnnme: z.string(),
    lpodCnnme: z.string(),
    destFacilityCnnme: z.string(),
    etd: z.string(),
    eta: z.string(),
    committedVolume: z.number().int().nullable(),
    maxOrderQuantity: z.number().int().nullable(),
  }),
  chargeItems: z.array(ZOrderChargeItem),
  docCharge: ZDocCharge,
  orderAmountInfos: z.object({
    totalFen: ZFenAmount('应付总额'),
    paidFen: ZFenAmount('已付'),
    unpaidFen: ZFenAmount('待付'),
  }),
  dcsaStatus: ZDcsaBookingStatus,
  events: z.array(ZOrderEvent),
  /** 001 §8 notices that apply to this order (dangerous goods, loading time, door terms), Chinese. */
  notices: z.array(z.object({ key: z.string(), zh: z.string(), en: z.string() })),
});
export type TOrderCompleteResponse = z.infer<typeof ZOrderCompleteResponse>;

/** POST order/searchDocChargeDetail: the document fee of an order (orderId) or of a new order on an offer (productId). */
export const ZSearchDocChargeDetailRequest = z
  .object({ orderId: ZOrderId.optional(), productId: ZProductId.optional() })
  .refine((value) => value.orderId !== undefined || value.productId !== undefined, { path: ['orderId'], message: '请指定订单或产品' });
export type TSearchDocChargeDetailRequest = z.input<typeof ZSearchDocChargeDetailRequest>;
export const ZSearchDocChargeDetailResponse = ZDocCharge;
