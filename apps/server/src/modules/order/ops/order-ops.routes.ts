import {
  envelopeOf,
  ZOpsConfirmOrderRequest,
  ZOpsOrderDashboard,
  ZOpsOrderDecisionResponse,
  ZOpsOrderDetail,
  ZOpsOrderPage,
  ZOpsOrderParams,
  ZOpsOrderReviewQueueQuery,
  ZOpsOrderSearchQuery,
  ZOpsProposedBkgNo,
  ZOpsRejectOrderRequest,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { operatorDecision, requireOperator } from '../../ops';
import { confirmOrder, findReviewQueue, getOpsOrderDetail, getOrderDashboard, proposeFreeBkgNo, rejectOrder, searchOrders } from './order-ops.service';

const tags = ['ops'];
const security = [{ bearer: [] }];

/** /api/ops/orders: order review (ops_order_review), search and detail (ops_order_read), dashboard (ops_dashboard_read). */
export const orderOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canReview = requireOperator('ops_order_review');
  const canRead = requireOperator('ops_order_read');
  const canSeeDashboard = requireOperator('ops_dashboard_read');

  app.get(
    '/review-queue',
    { preHandler: canReview, schema: { tags, security, summary: '订单审核队列（待审核W，先付先审）', querystring: ZOpsOrderReviewQueueQuery, response: { 200: envelopeOf(ZOpsOrderPage) } } },
    async (request) => ok(await findReviewQueue({ db: app.db, query: request.query })),
  );

  app.get(
    '/dashboard',
    { preHandler: canSeeDashboard, schema: { tags, security, summary: '今日订舱看板：订单数、TEU、已支付金额、各状态订单数', response: { 200: envelopeOf(ZOpsOrderDashboard) } } },
    async () => ok(await getOrderDashboard({ db: app.db })),
  );

  app.get(
    '/',
    { preHandler: canRead, schema: { tags, security, summary: '订单查询（订单号、订舱号、企业名称、状态、创建日期）', querystring: ZOpsOrderSearchQuery, response: { 200: envelopeOf(ZOpsOrderPage) } } },
    async (request) => ok(await searchOrders({ db: app.db, query: request.query })),
  );

  app.get(
    '/:orderId',
    { preHandler: canRead, schema: { tags, security, summary: '订单详情', params: ZOpsOrderParams, response: { 200: envelopeOf(ZOpsOrderDetail) } } },
    async (request) => ok(await getOpsOrderDetail({ db: app.db, orderId: request.params.orderId })),
  );

  app.get(
    '/:orderId/proposed-bkg-no',
    { preHandler: canReview, schema: { tags, security, summary: '系统建议的订舱号（未被使用）', params: ZOpsOrderParams, response: { 200: envelopeOf(ZOpsProposedBkgNo) } } },
    async (request) => ok({ bkgNo: await proposeFreeBkgNo({ db: app.db, orderId: request.params.orderId }) }),
  );

  app.post(
    '/:orderId/confirm',
    {
      preHandler: canReview,
      schema: { tags, security, summary: '审核通过（W→A），填写或采用系统订舱号', params: ZOpsOrderParams, body: ZOpsConfirmOrderRequest, response: { 200: envelopeOf(ZOpsOrderDecisionResponse) } },
    },
    async (request, reply) =>
      ok(await confirmOrder({ ...operatorDecision({ db: app.db, request, reply, scope: 'ops.order.confirm' }), orderId: request.params.orderId, bkgNo: request.body.bkgNo })),
  );

  app.post(
    '/:orderId/reject',
    {
      preHandler: canReview,
      schema: { tags, security, summary: '审核拒绝（W→R）：释放舱位，已付款退回预存账户', params: ZOpsOrderParams, body: ZOpsRejectOrderRequest, response: { 200: envelopeOf(ZOpsOrderDecisionResponse) } },
    },
    async (request, reply) =>
      ok(await rejectOrder({ ...operatorDecision({ db: app.db, request, reply, scope: 'ops.order.reject' }), orderId: request.params.orderId, reason: request.body.reason })),
  );
};
