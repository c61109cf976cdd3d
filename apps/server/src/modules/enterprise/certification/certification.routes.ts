import {
  envelopeOf,
  ZBooleanResponse,
  ZCertificationSubmitRequest,
  ZCertificationSubmitResponse,
  ZCheckEntCnnmeExistQuery,
  ZCheckSocialCreditCodeExistQuery,
  ZCustomerAuthSearchQuery,
  ZCustomerAuthSearchResponse,
  ZGetEnterpriseInfoResponse,
  ZResubmitEntAuthRequest,
  ZUpdateEnterpriseConfirmTermRequest,
  ZValidateEnterpriseIdQuery,
  ZValidateSapIdQuery,
} from '@coastbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { checkEnterpriseNameFree, checkSocialCreditCodeFree, confirmServiceTerm, getEnterpriseInfo, isCertifiedEnterprise, validateSapId } from './enterprise-info.service';
import { findLatestCertification, submitCertification } from './submit-certification';

const tags = ['enterprise'];
const security = [{ bearer: [] }];
/** Duplicate checks answer whether a name or code is certified: a person types a few, a script thousands. */
const CHECK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** web/customerAuth/: customer certification (enterprise, individual business, person, trailer supplier). */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/search',
    {
      schema: { tags, security, summary: '查询本人最近一次客户认证申请（isEntAuth=true 企业/拖车，false 个人）', querystring: ZCustomerAuthSearchQuery, response: { 200: envelopeOf(ZCustomerAuthSearchResponse) } },
    },
    async (request) => ok(await findLatestCertification({ db: app.db, actor: actorOf(request), isEntAuth: request.query.isEntAuth })),
  );

  app.post(
    '/update',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: '提交客户认证（Enterprise / Personal / TmsVendor；已认证个人提交企业认证即升级）',
        body: ZCertificationSubmitRequest,
        response: { 200: envelopeOf(ZCertificationSubmitResponse) },
      },
    },
    async (request) => ok(await submitCertification({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/resubmitEntAuth',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, security, summary: '认证被拒绝或取消后重新提交（requestId 为被拒绝的申请）', body: ZResubmitEntAuthRequest, response: { 200: envelopeOf(ZCertificationSubmitResponse) } },
    },
    async (request) => {
      const { requestId, ...form } = request.body;
      return ok(await submitCertification({ db: app.db, keys: app.keys, actor: actorOf(request), request: form, resubmitOf: requestId }));
    },
  );

  app.post(
    '/validateEnterpriseID',
    { schema: { tags, security, summary: '企业标识是否为已认证企业', querystring: ZValidateEnterpriseIdQuery, response: { 200: envelopeOf(ZBooleanResponse) } } },
    async (request) => ok(await isCertifiedEnterprise({ db: app.db, enterpriseId: request.query.enterpriseId })),
  );
};

/** web/domestic/member/EpanCEnterpriseInfo/: the caller's enterprise info and the certification form's checks. */
export const enterpriseInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/getEpanCEnterpriseInfo',
    { schema: { tags, security, summary: '当前用户的企业信息（主账号、子账号、认证申请人）；无企业时为 null', response: { 200: envelopeOf(ZGetEnterpriseInfoResponse) } } },
    async (request) => ok(await getEnterpriseInfo({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );

  app.get(
    '/checkEntCnnmeExist',
    {
      config: { rateLimit: CHECK_RATE_LIMIT },
      schema: { tags, security, summary: '企业名称是否已认证（code 0 表示可用）', querystring: ZCheckEntCnnmeExistQuery, response: { 200: envelopeOf(z.literal(false)) } },
    },
    async (request) => ok(await checkEnterpriseNameFree({ db: app.db, actor: actorOf(request), query: request.query })),
  );

  app.get(
    '/checkSocialCreditCodeExist',
    {
      config: { rateLimit: CHECK_RATE_LIMIT },
      schema: { tags, security, summary: '统一社会信用代码是否已认证（code 0 表示可用）', querystring: ZCheckSocialCreditCodeExistQuery, response: { 200: envelopeOf(z.literal(false)) } },
    },
    async (request) => ok(await checkSocialCreditCodeFree({ db: app.db, actor: actorOf(request), socialCreditCode: request.query.socialCreditCode })),
  );

  app.get(
    '/validateSapId',
    {
      config: { rateLimit: CHECK_RATE_LIMIT },
      schema: { tags, security, summary: 'SAP编号格式正确且未被其他企业使用', querystring: ZValidateSapIdQuery, response: { 200: envelopeOf(z.literal(true)) } },
    },
    async (request) => ok(await validateSapId({ db: app.db, actor: actorOf(request), sapId: request.query.sapId })),
  );

  app.post(
    '/updateEnterpriseConfirmTerm',
    { schema: { tags, security, summary: '企业确认服务条款（confirmTerm=service_term）', body: ZUpdateEnterpriseConfirmTermRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await confirmServiceTerm({ db: app.db, actor: actorOf(request) })),
  );
};
