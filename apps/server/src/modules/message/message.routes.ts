import {
  envelopeOf,
  ZCustomerMessagePage,
  ZDeleteMessageRequest,
  ZDeleteMessageResponse,
  ZDisplayMoreNewsRequest,
  ZDisplayMoreNewsResponse,
  ZMessageListRequest,
  ZMessageTotalCountRequest,
  ZMessageTotalCountResponse,
  ZReadMessageRequest,
  ZReadMessageResponse,
  ZStowageInfoRequest,
  ZStowageNoticePage,
  ZUnreadMessageCountRequest,
  ZUnreadMessageCountResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { countMessages, countUnreadMessages, deleteMessages, findStowageNotices, latestMessages, listMessages, readMessages } from './message.service';

const tags = ['message'];
const security = [{ bearer: [] }];

/** Customer messages at web/epanCustomer/epanCustomerMsg/ (000 §7.4, 001 §7 "Messages"). Every call needs a token. */
const customerMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/getAll',
    { schema: { tags, security, summary: '我的消息（分页，最新在前；可按主题、类型、订单类型、已读状态筛选）', body: ZMessageListRequest, response: { 200: envelopeOf(ZCustomerMessagePage) } } },
    async (request) => ok(await listMessages({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/readMessage',
    { schema: { tags, security, summary: '标记已读（custMsgLogIds / custMsgLogId，或 readAll）', body: ZReadMessageRequest, response: { 200: envelopeOf(ZReadMessageResponse) } } },
    async (request) => ok(await readMessages({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/delete',
    { schema: { tags, security, summary: '删除消息（custMsgLogIds）', body: ZDeleteMessageRequest, response: { 200: envelopeOf(ZDeleteMessageResponse) } } },
    async (request) => ok(await deleteMessages({ db: app.db, actor: actorOf(request), ids: request.body.custMsgLogIds })),
  );

  app.post(
    '/getCustomerMessageTotalCount',
    { schema: { tags, security, summary: '消息总数与未读数', body: ZMessageTotalCountRequest, response: { 200: envelopeOf(ZMessageTotalCountResponse) } } },
    async (request) => ok(await countMessages({ db: app.db, actor: actorOf(request), theme: request.body.theme })),
  );

  app.post(
    '/getUnreadMessageCount',
    {
      schema: {
        tags,
        security,
        summary: '未读消息数（total 全部、orderMsg 订单OC、trailerMsg 拖车TR；原始数值，页面按99封顶显示）',
        body: ZUnreadMessageCountRequest,
        response: { 200: envelopeOf(ZUnreadMessageCountResponse) },
      },
    },
    async (request) => ok(await countUnreadMessages({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/displayMoreNews',
    { schema: { tags, security, summary: '页头消息面板：最新消息（未读在前）', body: ZDisplayMoreNewsRequest, response: { 200: envelopeOf(ZDisplayMoreNewsResponse) } } },
    async (request) => ok(await latestMessages({ db: app.db, actor: actorOf(request), size: request.body.size })),
  );

  app.post(
    '/findStowageInfo',
    { schema: { tags, security, summary: '配载信息公告（分页，最新在前）', body: ZStowageInfoRequest, response: { 200: envelopeOf(ZStowageNoticePage) } } },
    async (request) => ok(await findStowageNotices({ db: app.db, ...request.body })),
  );
};

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerMessageRoutes, { prefix: '/web/epanCustomer/epanCustomerMsg' });
};
