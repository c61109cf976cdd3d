import { ORDER_SEARCH_BUTTONS } from '@coastbook/domain';
import { z } from 'zod';
import { pageOf } from '../pagination';
import { ZBalanceDue, ZBkgNo, ZContainerCounts, ZDcsaBookingStatus, ZFenAmount, ZOrderId, ZOrderIds, ZOrderStatusCode } from './fields';
import { ZOrderInfo } from './booking';

/** Order management calls (001 §7 "Other order calls", customer/order/...). Logged in; visibility ALL/OWN on the server. */

/** POST order/cancelOrder: P, S or W → X (inventory released, paid money refunded to the prepaid account). */
export const ZCancelOrderRequest = z.object({
  orderId: ZOrderId,
  reason: z.string().trim().max(200, '取消原因不能超过200个字符').optional(),
});
export type TCancelOrderRequest = z.input<typeof ZCancelOrderRequest>;
export const ZCancelOrderResponse = z.object({
  orderId: ZOrderId,
  status: ZOrderStatusCode,
  refundedFen: ZFenAmount('退回预存账户的金额'),
});
export type TCancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** POST order/getOrderByOrderIdOrBkgNo: one order by id or booking number. */
export const ZGetOrderByOrderIdOrBkgNoRequest = z
  .object({ orderId: ZOrderId.optional(), bkgNo: ZBkgNo.optional() })
  .refine((value) => value.orderId !== undefined || value.bkgNo !== undefined, { path: ['orderId'], message: '请输入订单ID或订舱号' });
export type TGetOrderByOrderIdOrBkgNoRequest = z.input<typeof ZGetOrderByOrderIdOrBkgNoRequest>;
export const ZGetOrderByOrderIdOrBkgNoResponse = ZOrderInfo;

/** POST order/getOrderByOrderIds: several orders (batch payment page); ids the caller may not see are left out. */
export const ZGetOrderByOrderIdsRequest = z.object({ orderIds: ZOrderIds });
export type TGetOrderByOrderIdsRequest = z.input<typeof ZGetOrderByOrderIdsRequest>;
export const ZGetOrderByOrderIdsResponse = z.array(ZOrderInfo);

/** Tabs of the list: all / S / W / A / X / R (001 §2). */
export const ZOrderListTab = z.enum(['all', 'S', 'W', 'A', 'X', 'R'], { error: '订单页签须为 all、S、W、A、X、R 之一' });

/** Search buttons of the list (001 §2); which statuses each one means is the server's (order-query.service). */
export const ZOrderSearchButton = z.enum(ORDER_SEARCH_BUTTONS, { error: `查询按钮须为 ${ORDER_SEARCH_BUTTONS.join('、')} 之一` });

/** The list filter shared by the list, the counts and the Excel export. */
export const ZOrderListFilter = z.object({
  tab: ZOrderListTab.default('all'),
  searchButton: ZOrderSearchButton.optional(),
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional().describe('订单号或订舱号（包含）'),
  months: z.union([z.literal(1), z.literal(3)], { error: '时间范围须为近1个月或近3个月' }).default(3).describe('近1个月 / 近3个月（按创建时间）'),
});

/** POST customer/order/getOrderMastBySearchQuery: the my-orders list, newest first. */
export const ZGetOrderMastBySearchQueryRequest = ZOrderListFilter.extend({
  current: z.coerce.number({ error: '页码必须是正整数' }).int('页码必须是正整数').min(1, '页码必须大于0').max(100_000).default(1),
  size: z.coerce.number({ error: '每页条数必须是正整数' }).int('每页条数必须是正整数').min(1, '每页条数必须大于0').max(100, '每页条数不能超过100').default(20),
});
export type TGetOrderMastBySearchQueryRequest = z.input<typeof ZGetOrderMastBySearchQueryRequest>;

export const ZOrderListItem = z.object({
  orderId: ZOrderId,
  orderNo: z.string(),
  bkgNo: z.string().nullable(),
  status: ZOrderStatusCode,
  statusCnnme: z.string(),
  dcsaStatus: ZDcsaBookingStatus,
  carrier: z.string(),
  svcLoop: z.string(),
  vslCnnme: z.string(),
  vslEnnme: z.string().describe('英文船名（船舶资料）；船舶已不在资料中时同中文船名'),
  voyage: z.string(),
  fpolCde: z.string(),
  fpolCnnme: z.string(),
  lpodCde: z.string(),
  lpodCnnme: z.string(),
  origFacilityCde: z.string(),
  origFacilityCnnme: z.string(),
  destFacilityCde: z.string(),
  destFacilityCnnme: z.string(),
  etd: z.string(),
  containerSummary: z.string().describe('如 20GP×2，40HQ×1'),
  containerCounts: ZContainerCounts,
  teu: z.number().int(),
  cgoBriefDescCnnme: z.string().nullable(),
  cgoBriefDescEnnme: z.string().nullable().describe('英文品名（货物资料）'),
  totalFen: ZFenAmount('应付总额'),
  paidFen: ZFenAmount('已付'),
  userId: z.string(),
  creatorName: z.string().describe('下单账号'),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  payDeadline: z.string().nullable(),
  canCancel: z.boolean(),
  canPay: z.boolean(),
  balanceDue: ZBalanceDue,
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;
export const ZGetOrderMastBySearchQueryResponse = pageOf(ZOrderListItem);
export type TGetOrderMastBySearchQueryResponse = z.infer<typeof ZGetOrderMastBySearchQueryResponse>;

/** POST customer/order/amendRequest/getOrderCounts: how many orders each tab holds (same keyword/months filter). */
export const ZGetOrderCountsRequest = ZOrderListFilter.pick({ keyword: true, months: true });
export type TGetOrderCountsRequest = z.input<typeof ZGetOrderCountsRequest>;
export const ZGetOrderCountsResponse = z.object({
  all: z.number().int(),
  S: z.number().int(),
  W: z.number().int(),
  A: z.number().int(),
  X: z.number().int(),
  R: z.number().int(),
});
export type TGetOrderCountsResponse = z.infer<typeof ZGetOrderCountsResponse>;

/** POST customer/order/exportOrderData: the filtered list (all pages, at most 5000 rows) as an .xlsx blob. */
export const ZExportOrderDataRequest = ZOrderListFilter;
export type TExportOrderDataRequest = z.input<typeof ZExportOrderDataRequest>;

/** POST customer/order/getBkgNoByOrderIds. */
export const ZGetBkgNoByOrderIdsRequest = z.object({ orderIds: ZOrderIds });
export type TGetBkgNoByOrderIdsRequest = z.input<typeof ZGetBkgNoByOrderIdsRequest>;
export const ZGetBkgNoByOrderIdsResponse = z.array(z.object({ orderId: ZOrderId, orderNo: z.string(), bkgNo: z.string().nullable() }));
export type TGetBkgNoByOrderIdsResponse = z.infer<typeof ZGetBkgNoByOrderIdsResponse>;
