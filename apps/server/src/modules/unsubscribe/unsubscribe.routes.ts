import {
  envelopeOf,
  ZCodeSentResponse,
  ZOpsRefuseRequest,
  ZOpsUnsubscribePage,
  ZOpsUnsubscribeParams,
  ZOpsUnsubscribeQuery,
  ZUnsubscribeApplyRequest,
  ZUnsubscribeCancelRequest,
  ZUnsubscribeCheck,
  ZUnsubscribeCurrentResponse,
  ZUnsubscribeRequest,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLanguageOf } from '../../platform/http/answer-language';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { operatorOf, requireOperator } from '../ops';
import {
  applyUnsubscribe,
  checkUnsubscribe,
  decideUnsubscribeAsOperator,
  findCurrentUnsubscribe,
  findUnsubscribeQueue,
  sendUnsubscribeCode,
  withdrawUnsubscribe,
} from './unsubscribe.service';

const tags = ['unsubscribe'];
const security = [{ bearer: [] }];

/** web/unsubscribe/: the account cancellation page (/unsubscribeApply). */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/check',
    { schema: { tags, security, summary: '能否申请注销：未完成的业务（主账号仍有子账号、审核中的申请）逐条列出', response: { 200: envelopeOf(ZUnsubscribeCheck) } } },
    async (request) => ok(await checkUnsubscribe({ db: app.db, actor: actorOf(request), language: answerLanguageOf(request.headers['accept-language']) })),
  );

  app.get(
    '/current',
    { schema: { tags, security, summary: '本人最近一次注销申请（无则 null）', response: { 200: envelopeOf(ZUnsubscribeCurrentResponse) } } },
    async (request) => ok(await findCurrentUnsubscribe({ db: app.db, actor: actorOf(request) })),
  );

  app.post(
    '/sendCode',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, security, summary: '向本账号手机发送注销验证码（ACCOUNT_CANCEL；不能注销时先拒绝）', response: { 200: envelopeOf(ZCodeSentResponse) } },
    },
    async (request) => ok(await sendUnsubscribeCode({ db: app.db, keys: app.keys, config: app.config, actor: actorOf(request), clientIp: request.ip })),
  );

  app.post(
    '/apply',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, security, summary: '提交注销申请（原因、本人手机验证码、同意须知），等待客服审核', body: ZUnsubscribeApplyRequest, response: { 200: envelopeOf(ZUnsubscribeRequest) } },
    },
    async (request) => ok(await applyUnsubscribe({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/cancel',
    { schema: { tags, security, summary: '撤回审核中的注销申请', body: ZUnsubscribeCancelRequest, response: { 200: envelopeOf(ZUnsubscribeRequest) } } },
    async (request) => ok(await withdrawUnsubscribe({ db: app.db, actor: actorOf(request), id: request.body.id })),
  );
};

/** /api/ops/unsubscribe-requests: the cancellation queue; reviewers decide with the certification-review permission. */
export const unsubscribeOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireOperator('ops_certification_review'));

  app.get(
    '/',
    { schema: { tags: ['ops'], security, summary: '账号注销申请队列（默认审核中，先到先审）', querystring: ZOpsUnsubscribeQuery, response: { 200: envelopeOf(ZOpsUnsubscribePage) } } },
    async (request) => ok(await findUnsubscribeQueue({ db: app.db, ...request.query })),
  );

  app.post(
    '/:id/approve',
    {
      schema: { tags: ['ops'], security, summary: '注销审核通过：账号停用、登录令牌全部失效、解除统一账号绑定', params: ZOpsUnsubscribeParams, response: { 200: envelopeOf(ZUnsubscribeRequest) } },
    },
    async (request) =>
      ok(await decideUnsubscribeAsOperator({ db: app.db, operatorId: operatorOf(request).operatorId, requestId: request.params.id, decision: 'approve', reason: null, clientIp: request.ip })),
  );

  app.post(
    '/:id/refuse',
    { schema: { tags: ['ops'], security, summary: '注销审核拒绝（原因必填，通过消息告知用户）', params: ZOpsUnsubscribeParams, body: ZOpsRefuseRequest, response: { 200: envelopeOf(ZUnsubscribeRequest) } } },
    async (request) =>
      ok(
        await decideUnsubscribeAsOperator({ db: app.db, operatorId: operatorOf(request).operatorId, requestId: request.params.id, decision: 'refuse', reason: request.body.reason, clientIp: request.ip }),
      ),
  );
};
