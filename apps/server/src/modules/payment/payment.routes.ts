import {
  envelopeOf,
  ZBatchPaymentRequest,
  ZBlankNoteRedeemRequest,
  ZMoneyCallHeaders,
  ZOrderPayRequest,
  ZOrderPayStatus,
  ZOrderPayStatusRequest,
  ZPaymentCallbackAnswer,
  ZPaymentCallbackParams,
  ZPaymentCallbackRequest,
  ZPaymentValidateRequest,
  ZPaymentValidation,
  ZPayPoint,
  ZPayResult,
  ZSearchPayPointParams,
  ZSearchPayPointQuery,
  ZZeroPaymentRequest,
} from '@coastbook/contracts';
import { POINT_DEDUCTION_RULE } from '@coastbook/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerLanguageOf } from '../../platform/http/answer-language';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { findVisibleOrder } from '../order';
import { redeemBlankNotes } from './blank-note.service';
import { getOrderPayStatus, handlePaymentCallback } from './callback.service';
import { payOrders, validatePayment, zeroPayment } from './pay-orders.service';

const tags = ['payment'];
const security = [{ bearer: [] }];
const headers = ZMoneyCallHeaders;

/**
 * web/domestic/order/: payment/* and batchPayment (001 §7 "Payment"). Money-moving calls take an
 * Idempotency-Key. The provider's notify (payment/callback/:channel) needs no login: its HMAC is the proof.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandboxEnabled = !app.config.isProduction;

  await app.register(async (scope) => {
    const customer = scope.withTypeProvider<ZodTypeProvider>();
    customer.addHook('preHandler', requireAuth);

    customer.post(
      '/payment/validate',
      { schema: { tags, security, summary: '支付前校验：订单是否可支付、各渠道是否可用（不可支付时 code 0 + reason）', body: ZPaymentValidateRequest, response: { 200: envelopeOf(ZPaymentValidation) } } },
      async (request) => ok(await validatePayment({ db: app.db, actor: actorOf(request), request: request.body, sandboxEnabled, language: answerLanguageOf(request.headers['accept-language']) })),
    );

    customer.post(
      '/payment/orderPayReq',
      {
        schema: {
          tags,
          security,
          headers,
          summary: '订单支付：预存账户/运费贷（支付密码，立即扣款，订单→W或A）或扫码渠道（返回二维码）（需 Idempotency-Key）',
          body: ZOrderPayRequest,
          response: { 200: envelopeOf(ZPayResult) },
        },
      },
      async (request, reply) =>
        payOrders({ db: app.db, keys: app.keys, actor: actorOf(request), http: { request, reply }, scope: 'payment.orderPayReq', request: request.body, sandboxEnabled }),
    );

    customer.post(
      '/batchPayment',
      {
        schema: { tags, security, headers, summary: '批量支付：多个待支付订单、同一渠道、同一事务，全部成功或全部不变（需 Idempotency-Key）', body: ZBatchPaymentRequest, response: { 200: envelopeOf(ZPayResult) } },
      },
      async (request, reply) =>
        payOrders({ db: app.db, keys: app.keys, actor: actorOf(request), http: { request, reply }, scope: 'payment.batchPayment', request: request.body, sandboxEnabled }),
    );

    customer.post(
      '/payment/zeroPayment',
      { schema: { tags, security, headers, summary: '零首付（支付方式0）：满足条件时订单直接进入审核（需 Idempotency-Key）', body: ZZeroPaymentRequest, response: { 200: envelopeOf(ZPayResult) } } },
      async (request, reply) => zeroPayment({ db: app.db, actor: actorOf(request), http: { request, reply }, request: request.body }),
    );

    customer.post(
      '/payment/blankNoteRedeemPayment',
      {
        schema: { tags, security, headers, summary: '白条兑付支付（支付用途2）：预存账户或扫码（需 Idempotency-Key）', body: ZBlankNoteRedeemRequest, response: { 200: envelopeOf(ZPayResult) } },
      },
      async (request, reply) => redeemBlankNotes({ db: app.db, keys: app.keys, actor: actorOf(request), http: { request, reply }, request: request.body, sandboxEnabled }),
    );

    customer.post(
      '/payment/orderPayStatus',
      { schema: { tags, security, summary: '支付状态（按支付单号或订单ID）：INIT/PAID/FAILED/CLOSED', body: ZOrderPayStatusRequest, response: { 200: envelopeOf(ZOrderPayStatus) } } },
      async (request) => ok(await getOrderPayStatus({ db: app.db, actor: actorOf(request), request: request.body })),
    );

    customer.post(
      '/payment/searchPayPoint/:orderId',
      { schema: { tags, security, summary: '可用积分抵扣（积分功能未开放：可用0）', params: ZSearchPayPointParams, querystring: ZSearchPayPointQuery, response: { 200: envelopeOf(ZPayPoint) } } },
      async (request) => {
        await findVisibleOrder({ db: app.db, actor: actorOf(request), orderId: request.params.orderId });
        return ok({ availablePoints: 0, deductibleFen: 0, rule: POINT_DEDUCTION_RULE.zh });
      },
    );
  });

  app.post(
    '/payment/callback/:channel',
    {
      schema: {
        tags,
        summary: '支付渠道异步通知（HMAC-SHA256 签名；重复通知不产生任何变化）',
        params: ZPaymentCallbackParams,
        body: ZPaymentCallbackRequest,
        response: { 200: envelopeOf(ZPaymentCallbackAnswer) },
      },
    },
    async (request) => ok(await handlePaymentCallback({ db: app.db, channel: request.params.channel, notify: request.body })),
  );
};
