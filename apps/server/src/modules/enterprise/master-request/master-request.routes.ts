import {
  envelopeOf,
  pageOf,
  ZMasterApplyRequest,
  ZMasterApplyResponse,
  ZMasterChangeRequest,
  ZMasterRequest,
  ZMasterRequestSearchRequest,
  ZMasterUpdateRequest,
  ZRequestHistoryRequest,
  ZStateChangeEvent,
} from '@coastbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { applyForMaster, changeMaster, findRequestHistory, searchMasterRequests, updateMasterRequest } from './master-request.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];

/** web/entMasterReq/: main-account change requests. */
export const masterRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/search',
    { schema: { tags, security, summary: '主账号变更申请（默认第1页、每页10条）', body: ZMasterRequestSearchRequest, response: { 200: envelopeOf(pageOf(ZMasterRequest)) } } },
    async (request) => ok(await searchMasterRequests({ db: app.db, actor: actorOf(request), current: request.body.current, size: request.body.size })),
  );

  app.post(
    '/apply',
    { schema: { tags, security, summary: '子账号申请成为主账号（由现主账号审核）', body: ZMasterApplyRequest, response: { 200: envelopeOf(ZMasterApplyResponse) } } },
    async (request) => ok(await applyForMaster({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/change',
    { schema: { tags, security, summary: '主账号转交给已关联子账号（立即生效）', body: ZMasterChangeRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await changeMaster({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/update',
    { schema: { tags, security, summary: '审核（主账号 approve/refuse）或撤销（申请人 cancel）主账号变更申请', body: ZMasterUpdateRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await updateMasterRequest({ db: app.db, actor: actorOf(request), request: request.body })),
  );
};

/** web/entUser/request/history. */
export const requestHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/request/history',
    {
      schema: { tags, security, summary: '账号与企业状态变更记录（主账号：本企业；其他：本人）', body: ZRequestHistoryRequest, response: { 200: envelopeOf(pageOf(ZStateChangeEvent)) } },
    },
    async (request) => ok(await findRequestHistory({ db: app.db, actor: actorOf(request), current: request.body.current, size: request.body.size })),
  );
};
