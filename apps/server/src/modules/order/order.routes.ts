import {
  envelopeOf,
  ZBookingInfoRequest,
  ZBookingInfoResponse,
  ZCancelOrderRequest,
  ZCancelOrderResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZExportOrderDataRequest,
  ZGetBkgNoByOrderIdsRequest,
  ZGetBkgNoByOrderIdsResponse,
  ZGetOrderByOrderIdOrBkgNoRequest,
  ZGetOrderByOrderIdOrBkgNoResponse,
  ZGetOrderByOrderIdsRequest,
  ZGetOrderByOrderIdsResponse,
  ZGetOrderCountsRequest,
  ZGetOrderCountsResponse,
  ZGetOrderMastBySearchQueryRequest,
  ZGetOrderMastBySearchQueryResponse,
  ZOrderCompleteResponse,
  ZOrderIdParams,
  ZSaveDraftOrderRequest,
  ZSaveDraftOrderResponse,
  ZSearchDocChargeDetailRequest,
  ZSearchDocChargeDetailResponse,
} from '@coastbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeAnswer, ok, sendEncoded } from '../../platform/http/envelope';
import { optionalIdempotency } from '../../platform/http/idempotency';
import { XLSX_CONTENT_TYPE } from '../../platform/http/xlsx-download';
import { actorOf, requireAuth } from '../auth';
import { cancelOrder } from './cancel-order';
import { createDraftOrder } from './create-draft-order';
import { findDocCharge } from './doc-charge.service';
import { orderListDownload } from './order-export';
import { OrderPageCache } from './order-page-cache';
import {
  countOrdersByTab,
  findBkgNosByOrderIds,
  findOrdersByIds,
  findOrdersForExport,
  getOrderByIdOrBkgNo,
  getOrderComplete,
} from './order-query.service';
import { saveDraftOrder } from './save-draft-order';
import { submitOrder } from './submit-order';

const tags = ['order'];
const security = [{ bearer: [] }];

/** The spec's {product} path segment: this portal sells domestic products. */
const PRODUCT = 'domestic';

/** web/domestic/order/: booking and single-order calls (001 §7 "Cargo and order creation", "Other order calls"). */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/createOrder',
    { schema: { tags, security, summary: '创建暂存订单（P）：由购物箱的产品与箱量生成，服务端分配订单号', body: ZCreateOrderRequest, response: { 200: envelopeOf(ZCreateOrderResponse) } } },
    async (request) => ok(await createDraftOrder({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/saveTheDraftOrderInfo',
    { schema: { tags, security, summary: '暂存订舱信息（订单保持P）', body: ZSaveDraftOrderRequest, response: { 200: envelopeOf(ZSaveDraftOrderResponse) } } },
    async (request) => ok(await saveDraftOrder({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  /**
   * bookingInfo and cancelOrder move inventory (and cancel money): a client that sends an Idempotency-Key
   * gets the first answer again on a replay (withIdempotency); without one the call runs as is.
   */
  const idempotentRun = (request: FastifyRequest, reply: FastifyReply, scope: string, body: unknown) =>
    optionalIdempotency({ db: app.db, request, reply, scope, caller: actorOf(request).userId, body });

  app.post(
    '/bookingInfo',
    {
      schema: {
        tags,
        security,
        summary: '提交订舱信息：服务端校验与计价，占用舱位，P→S（待支付，设支付截止时间）',
        body: ZBookingInfoRequest,
        response: { 200: envelopeOf(ZBookingInfoResponse) },
      },
    },
    async (request, reply) => {
      const run = idempotentRun(request, reply, 'order.bookingInfo', request.body);
      return ok(
        await submitOrder({
          db: app.db,
          actor: actorOf(request),
          request: request.body,
          payTimeoutMinutes: app.config.ORDER_PAY_TIMEOUT_MINUTES,
          ...(run ? { runInTransaction: (prepare, work) => run(work, prepare) } : {}),
        }),
      );
    },
  );

  app.get(
    '/complete/:orderId',
    { schema: { tags, security, summary: '订舱页订单数据：orderInfo、orderSnapshot、费用项、单证费、金额、DCSA状态、事件', params: ZOrderIdParams, response: { 200: envelopeOf(ZOrderCompleteResponse) } } },
    async (request) => ok(await getOrderComplete({ db: app.db, actor: actorOf(request), orderId: request.params.orderId })),
  );

  app.post(
    '/searchDocChargeDetail',
    { schema: { tags, security, summary: '单证费（订舱费）明细', body: ZSearchDocChargeDetailRequest, response: { 200: envelopeOf(ZSearchDocChargeDetailResponse) } } },
    async (request) => ok(await findDocCharge({ db: app.db, actor: actorOf(request), ...request.body })),
  );

  app.post(
    '/cancelOrder',
    { schema: { tags, security, summary: '取消订单（P/S/W→X）：释放舱位，已付款退回预存账户', body: ZCancelOrderRequest, response: { 200: envelopeOf(ZCancelOrderResponse) } } },
    async (request, reply) => {
      const run = idempotentRun(request, reply, 'order.cancelOrder', request.body);
      return ok(await cancelOrder({ db: app.db, actor: actorOf(request), orderId: request.body.orderId, reason: request.body.reason, ...(run ? { runInTransaction: (work) => run(work) } : {}) }));
    },
  );

  app.post(
    '/getOrderByOrderIdOrBkgNo',
    { schema: { tags, security, summary: '按订单ID或订舱号查询订单', body: ZGetOrderByOrderIdOrBkgNoRequest, response: { 200: envelopeOf(ZGetOrderByOrderIdOrBkgNoResponse) } } },
    async (request) => ok(await getOrderByIdOrBkgNo({ db: app.db, actor: actorOf(request), ...request.body })),
  );

  app.post(
    '/getOrderByOrderIds',
    { schema: { tags, security, summary: '按订单ID批量查询（无权查看的订单不返回）', body: ZGetOrderByOrderIdsRequest, response: { 200: envelopeOf(ZGetOrderByOrderIdsResponse) } } },
    async (request) => ok(await findOrdersByIds({ db: app.db, actor: actorOf(request), orderIds: request.body.orderIds })),
  );
};

/** web/domestic/customer/order/: the my-orders list, counts, Excel export, booking numbers. */
const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderPages = new OrderPageCache(app.changes);
  const orderPageAnswer = envelopeOf(ZGetOrderMastBySearchQueryResponse);
  app.addHook('preHandler', requireAuth);

  app.post(
    '/getOrderMastBySearchQuery',
    {
      schema: {
        tags,
        security,
        summary: '我的订单列表（页签 all/S/W/A/X/R、查询按钮、订单号/订舱号关键字、近1/3个月）',
        body: ZGetOrderMastBySearchQueryRequest,
        response: { 200: orderPageAnswer },
      },
    },
    async (request, reply) => {
      const { current, size, ...filter } = request.body;
      const encoded = await orderPages.pageEncoded({ db: app.db, actor: actorOf(request), filter, current, size }, (page) => encodeAnswer(orderPageAnswer, ok(page)));
      return sendEncoded(reply, encoded);
    },
  );

  app.post(
    '/amendRequest/getOrderCounts',
    { schema: { tags, security, summary: '各页签订单数', body: ZGetOrderCountsRequest, response: { 200: envelopeOf(ZGetOrderCountsResponse) } } },
    async (request) => ok(await countOrdersByTab({ db: app.db, actor: actorOf(request), filter: request.body })),
  );

  app.post(
    '/exportOrderData',
    { schema: { tags, security, summary: '导出订单列表（Excel .xlsx，按当前筛选条件，最多5000条）', body: ZExportOrderDataRequest } },
    async (request, reply) => {
      const items = await findOrdersForExport({ db: app.db, actor: actorOf(request), filter: request.body });
      const name = `订单列表_${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}.xlsx`;
      return reply
        .header('content-disposition', `attachment; filename="orders.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .type(XLSX_CONTENT_TYPE)
        .send(orderListDownload(items));
    },
  );

  app.post(
    '/getBkgNoByOrderIds',
    { schema: { tags, security, summary: '按订单ID查询订舱号', body: ZGetBkgNoByOrderIdsRequest, response: { 200: envelopeOf(ZGetBkgNoByOrderIdsResponse) } } },
    async (request) => ok(await findBkgNosByOrderIds({ db: app.db, actor: actorOf(request), orderIds: request.body.orderIds })),
  );
};

/** Order calls at the paths the spec names (prefix web/domestic/). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bookingRoutes, { prefix: `/web/${PRODUCT}/order` });
  await app.register(customerOrderRoutes, { prefix: `/web/${PRODUCT}/customer/order` });
};
