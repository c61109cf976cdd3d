import { z } from 'zod';
import { pageOf, ZPageRequest } from '../pagination';
import { ZBkgNo, ZContainerCounts, ZFenAmount, ZOrderId, ZOrderStatusCode } from './fields';
import { ZOrderCompleteResponse, ZOrderInfo } from './booking';

/** Operator console: /api/ops/orders (review queue, search, detail, confirm, reject, dashboard). */

const ZDateText = (label: string) =>
  z
    .string({ error: `${label}格式应为YYYY-MM-DD` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`);

/** GET /api/ops/orders/review-queue: W orders, oldest submission first (permission ops_order_review). */
export const ZOpsOrderReviewQueueQuery = ZPageRequest.extend({
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional().describe('订单号 / 企业名称（包含）'),
  fpolCde: z.string().trim().max(20).optional(),
  lpodCde: z.string().trim().max(20).optional(),
  carrier: z.string().trim().max(20).optional(),
});
export type TOpsOrderReviewQueueQuery = z.input<typeof ZOpsOrderReviewQueueQuery>;

/** GET /api/ops/orders: search (permission ops_order_read), newest first. Dates are China calendar days of creation. */
export const ZOpsOrderSearchQuery = ZPageRequest.extend({
  orderNo: z.string().trim().max(30).optional(),
  bkgNo: z.string().trim().max(30).optional(),
  enterpriseName: z.string().trim().max(100).optional(),
  status: ZOrderStatusCode.optional(),
  dateFrom: ZDateText('开始日期').optional(),
  dateTo: ZDateText('结束日期').optional(),
});
export type TOpsOrderSearchQuery = z.input<typeof ZOpsOrderSearchQuery>;

export const ZOpsOrderSummary = z.object({
  orderId: ZOrderId,
  orderNo: z.string(),
  bkgNo: z.string().nullable(),
  status: ZOrderStatusCode,
  statusCnnme: z.string(),
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string().nullable().describe('企业名称；个人用户为 null'),
  userId: z.string(),
  creatorName: z.string(),
  carrier: z.string(),
  svcLoop: z.string(),
  vslCnnme: z.string(),
  vslEnnme: z.string().describe('船名英文（现行船舶资料；资料中已无该船时为下单时的中文名）'),
  voyage: z.string(),
  fpolCde: z.string(),
  fpolCnnme: z.string(),
  lpodCde: z.string(),
  lpodCnnme: z.string(),
  etd: z.string(),
  containerSummary: z.string(),
  containerCounts: ZContainerCounts,
  teu: z.number().int(),
  totalFen: ZFenAmount('应付总额'),
  paidFen: ZFenAmount('已付'),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type TOpsOrderSummary = z.infer<typeof ZOpsOrderSummary>;
export const ZOpsOrderPage = pageOf(ZOpsOrderSummary);
export type TOpsOrderPage = z.infer<typeof ZOpsOrderPage>;

export const ZOpsOrderParams = z.object({ orderId: ZOrderId });

/** GET /api/ops/orders/:orderId: the order as the customer sees it plus who placed it. */
export const ZOpsOrderDetail = ZOrderCompleteResponse.extend({
  enterpriseName: z.string().nullable(),
  creatorName: z.string(),
});
export type TOpsOrderDetail = z.infer<typeof ZOpsOrderDetail>;

/** GET /api/ops/orders/:orderId/proposed-bkg-no: a free booking number the operator may accept. */
export const ZOpsProposedBkgNo = z.object({ bkgNo: z.string() });

/** POST /api/ops/orders/:orderId/confirm: W → A. bkgNo typed by the operator, or omitted to take the server's proposal. */
export const ZOpsConfirmOrderRequest = z.object({ bkgNo: ZBkgNo.optional() });
export type TOpsConfirmOrderRequest = z.input<typeof ZOpsConfirmOrderRequest>;

/** POST /api/ops/orders/:orderId/reject: W → R with a reason; inventory released, paid money refunded. */
export const ZOpsRejectOrderRequest = z.object({
  reason: z.string({ error: '请填写拒绝原因' }).trim().min(1, '请填写拒绝原因').max(200, '拒绝原因不能超过200个字符'),
});
export type TOpsRejectOrderRequest = z.input<typeof ZOpsRejectOrderRequest>;

export const ZOpsOrderDecisionResponse = ZOrderInfo;
export type TOpsOrderDecisionResponse = z.infer<typeof ZOpsOrderDecisionResponse>;

/** GET /api/ops/orders/dashboard (permission ops_dashboard_read): today = the China calendar day. */
export const ZOpsOrderDashboard = z.object({
  date: z.string().describe('YYYY-MM-DD（中国时间）'),
  bookingsToday: z.number().int().describe('今日提交的订单数（提交时间在今日，且未被取消前即作废的草稿不计）'),
  teuToday: z.number().int().describe("今日提交订单的TEU（20'=1，40'/45'=2）"),
  revenueFenToday: ZFenAmount('今日已支付订单的金额合计'),
  countsByStatus: z.record(z.string(), z.number().int()).describe('各状态订单数（全部时间）'),
  awaitingReview: z.number().int(),
});
export type TOpsOrderDashboard = z.infer<typeof ZOpsOrderDashboard>;
