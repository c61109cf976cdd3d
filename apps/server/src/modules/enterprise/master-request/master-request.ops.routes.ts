import { envelopeOf, pageOf, ZOpsMasterRequestParams, ZOpsMasterRequestQuery, ZOpsMasterRequestRecord, ZOpsRefuseRequest } from '@coastbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { operatorOf, requireOperator } from '../../ops';
import { decideMasterRequestAsOperator, findMasterRequestQueue } from './master-request-review';

const tags = ['ops'];
const security = [{ bearer: [] }];

/**
 * /api/ops/master-requests: customer service's queue of main-account applications the enterprise's
 * main account agreed to (W). Reviewers decide them with the certification-review permission: it is the
 * same desk checking the same kind of papers (licence, authorisation letter).
 */
export const masterRequestOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireOperator('ops_certification_review'));

  app.get(
    '/',
    { schema: { tags, security, summary: '主账号变更申请审核队列（默认客服审核中 W，先到先审）', querystring: ZOpsMasterRequestQuery, response: { 200: envelopeOf(pageOf(ZOpsMasterRequestRecord)) } } },
    async (request) => ok(await findMasterRequestQueue({ db: app.db, ...request.query })),
  );

  app.post(
    '/:id/approve',
    { schema: { tags, security, summary: '主账号变更审核通过：申请人即刻成为主账号（M），原主账号转为子账号（S），双方收到消息', params: ZOpsMasterRequestParams, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) =>
      ok(await decideMasterRequestAsOperator({ db: app.db, operatorId: operatorOf(request).operatorId, requestId: request.params.id, decision: 'approve', reason: null, clientIp: request.ip })),
  );

  app.post(
    '/:id/refuse',
    { schema: { tags, security, summary: '主账号变更审核拒绝（原因必填，通过消息告知申请人）', params: ZOpsMasterRequestParams, body: ZOpsRefuseRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) =>
      ok(
        await decideMasterRequestAsOperator({ db: app.db, operatorId: operatorOf(request).operatorId, requestId: request.params.id, decision: 'refuse', reason: request.body.reason, clientIp: request.ip }),
      ),
  );
};
