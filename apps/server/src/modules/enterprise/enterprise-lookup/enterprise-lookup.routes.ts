import {
  envelopeOf,
  ZBookingLocationRequest,
  ZBookingLocationResponse,
  ZCheckEnterpriseConfirmQuery,
  ZCheckEnterpriseConfirmResponse,
  ZGetAuthStatusByEntIdsRequest,
  ZGetAuthStatusByEntIdsResponse,
  ZGetEnterpriseIdAndNameResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { bookingLocation, checkEnterpriseConfirm, findAuthStatusByEntIds, getEnterpriseIdAndName } from './enterprise-lookup.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];
/** A person checks a few numbers; a script probing licence numbers thousands. */
const CHECK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** web/domestic/member/EpanCEnterpriseInfo/: look-ups other screens use (000 §7.4). */
export const enterpriseLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/getAuthStatusByEntIds',
    {
      schema: {
        tags,
        security,
        summary: '批量查询企业认证状态（最多50个；他人未认证的记录视为不存在）',
        body: ZGetAuthStatusByEntIdsRequest,
        response: { 200: envelopeOf(ZGetAuthStatusByEntIdsResponse) },
      },
    },
    async (request) => ok(await findAuthStatusByEntIds({ db: app.db, actor: actorOf(request), entIds: request.body.entIds })),
  );

  app.get(
    '/getEnterpriseIdAndName',
    { schema: { tags, security, summary: '当前用户所属企业的标识与名称；无则 null', response: { 200: envelopeOf(ZGetEnterpriseIdAndNameResponse) } } },
    async (request) => ok(await getEnterpriseIdAndName({ db: app.db, actor: actorOf(request) })),
  );

  app.get(
    '/checkEnterpriseConfirm',
    {
      config: { rateLimit: CHECK_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: '营业执照注册号 / SAP编号是否属于已认证企业（至少提供一个，都提供时须同时匹配）',
        querystring: ZCheckEnterpriseConfirmQuery,
        response: { 200: envelopeOf(ZCheckEnterpriseConfirmResponse) },
      },
    },
    async (request) => ok(await checkEnterpriseConfirm({ db: app.db, query: request.query })),
  );
};

/** web/customerAuth/bookingLocation */
export const bookingLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/bookingLocation',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: '企业订舱地点：不带 portCode 为查询（已认证企业成员）；带 portCode 为设置（仅主账号）',
        body: ZBookingLocationRequest.optional(),
        response: { 200: envelopeOf(ZBookingLocationResponse) },
      },
    },
    async (request) => ok(await bookingLocation({ db: app.db, actor: actorOf(request), portCode: request.body?.portCode })),
  );
};
