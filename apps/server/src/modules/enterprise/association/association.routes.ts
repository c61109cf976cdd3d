import {
  envelopeOf,
  ZAssociationEnterpriseQuery,
  ZAssociationStatus,
  ZBooleanResponse,
  ZCheckUaasCompaniesResponse,
  ZSaveAssociationRequest,
  ZSaveAssociationResponse,
  ZSearchEnterpriseByNameQuery,
  ZSearchEnterpriseByNameResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { checkUaasCompanies, getAssociationStatus, hasLinkableEnterprise, isUpperEnterpriseLimit, saveAssociation, searchEnterpriseByName } from './association.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];

/** web/association/: the association page (000 §2.4, §4.7). */
export const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/getAssociationStatus',
    { schema: { tags, security, summary: '当前关联状态（typeCode 1 无可关联 / 2 他处已认证本平台无 / 3 可关联企业）', response: { 200: envelopeOf(ZAssociationStatus) } } },
    async (request) => ok(await getAssociationStatus({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );

  app.get(
    '/searchEnterpriseByName',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags, security, summary: '已认证企业名称联想（至少2个字符，最多20条）', querystring: ZSearchEnterpriseByNameQuery, response: { 200: envelopeOf(ZSearchEnterpriseByNameResponse) } },
    },
    async (request) => ok(await searchEnterpriseByName({ db: app.db, enterpriseCnnme: request.query.enterpriseCnnme })),
  );

  app.get(
    '/hasEnterpriseId',
    { schema: { tags, security, summary: '企业标识是否存在（已认证企业）', querystring: ZAssociationEnterpriseQuery, response: { 200: envelopeOf(ZBooleanResponse) } } },
    async (request) => ok(await hasLinkableEnterprise({ db: app.db, enterpriseId: request.query.enterpriseId })),
  );

  app.get(
    '/isUpperEnterpriseLimit',
    { schema: { tags, security, summary: '企业关联数是否已达上限（true 表示已满）', querystring: ZAssociationEnterpriseQuery, response: { 200: envelopeOf(ZBooleanResponse) } } },
    async (request) => ok(await isUpperEnterpriseLimit({ db: app.db, config: app.config, enterpriseId: request.query.enterpriseId })),
  );

  app.post(
    '/saveAssociation',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, security, summary: '提交关联申请；data 列出正在验证本账号的应用（非空则未提交）', body: ZSaveAssociationRequest, response: { 200: envelopeOf(ZSaveAssociationResponse) } },
    },
    async (request) => ok(await saveAssociation({ db: app.db, keys: app.keys, config: app.config, actor: actorOf(request), request: request.body })),
  );

  app.get(
    '/checkUaasCompanies',
    { schema: { tags, security, summary: '统一账号下的企业及其在本平台是否已认证', response: { 200: envelopeOf(ZCheckUaasCompaniesResponse) } } },
    async (request) => ok(await checkUaasCompanies({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );
};
