import {
  envelopeOf,
  pageOf,
  ZAuditedUserPageQuery,
  ZBatchApproveRequest,
  ZBatchDeleteRequest,
  ZBatchRefuseRequest,
  ZEntAuthority,
  ZEnterpriseUserBrief,
  ZFindAllByEnterpriseIdRequest,
  ZFindByLoginIdLikeQuery,
  ZGetRelationInfoResponse,
  ZGetUserByEnterpriseIdQuery,
  ZGetUserByQueryQuery,
  ZRelationUserQuery,
  ZSubUser,
  ZUpdateSubUserPermissionRequest,
  ZUpdateSubUserTokenRequest,
  ZUpdateSubUserTokenResponse,
} from '@coastbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import {
  batchApprove,
  batchDelete,
  batchRefuse,
  findAllByEnterpriseId,
  findSubUsersByLoginIdLike,
  getAuditedUserPage,
  getEntAuthority,
  getPendingUsers,
  getRelationInfo,
  getUserByLogonId,
  getUsersOfEnterprise,
  updateSubUserPermission,
  updateSubUserToken,
} from './sub-user.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];
const mainOnly = '（仅企业主账号；子账号 403，他企业对象 404）';

/** web/enterprise/subUser/: the main account manages its enterprise's users. */
export const subUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/findAllByEnterpriseId',
    { schema: { tags, security, summary: `企业全部用户：主账号及已关联子账号${mainOnly}`, body: ZFindAllByEnterpriseIdRequest, response: { 200: envelopeOf(z.array(ZSubUser)) } } },
    async (request) => ok(await findAllByEnterpriseId({ db: app.db, actor: actorOf(request), enterpriseId: request.body.enterpriseId })),
  );

  app.get(
    '/getPendingUsers',
    { schema: { tags, security, summary: `待审核的关联申请${mainOnly}`, response: { 200: envelopeOf(z.array(ZSubUser)) } } },
    async (request) => ok(await getPendingUsers({ db: app.db, actor: actorOf(request) })),
  );

  app.get(
    '/getAuditedUserPage',
    { schema: { tags, security, summary: `已审核用户（通过 A / 拒绝 R），分页${mainOnly}`, querystring: ZAuditedUserPageQuery, response: { 200: envelopeOf(pageOf(ZSubUser)) } } },
    async (request) => ok(await getAuditedUserPage({ db: app.db, actor: actorOf(request), query: request.query })),
  );

  app.post(
    '/batchApprove',
    { schema: { tags, security, summary: `批量通过：成为子账号（查看范围 ALL/OWN 与权限）${mainOnly}`, body: ZBatchApproveRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await batchApprove({ db: app.db, config: app.config, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/batchRefuse',
    { schema: { tags, security, summary: `批量拒绝关联申请${mainOnly}`, body: ZBatchRefuseRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await batchRefuse({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/batchDelete',
    { schema: { tags, security, summary: `批量删除：解绑子账号（Cancel）、清除已拒绝记录${mainOnly}`, body: ZBatchDeleteRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await batchDelete({ db: app.db, actor: actorOf(request), userIds: request.body.userIds })),
  );

  app.post(
    '/updateSubUserPermission',
    { schema: { tags, security, summary: `修改子账号查看范围与权限${mainOnly}`, body: ZUpdateSubUserPermissionRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await updateSubUserPermission({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/updateSubUserToken',
    {
      schema: { tags, security, summary: `签发（只显示一次）或吊销子账号集成令牌${mainOnly}`, body: ZUpdateSubUserTokenRequest, response: { 200: envelopeOf(ZUpdateSubUserTokenResponse) } },
    },
    async (request) => ok(await updateSubUserToken({ db: app.db, actor: actorOf(request), userId: request.body.userId, action: request.body.action })),
  );

  app.get(
    '/findByLoginIdLike',
    { schema: { tags, security, summary: `按登录名模糊查找已关联子账号${mainOnly}`, querystring: ZFindByLoginIdLikeQuery, response: { 200: envelopeOf(z.array(ZSubUser)) } } },
    async (request) => ok(await findSubUsersByLoginIdLike({ db: app.db, actor: actorOf(request), loginId: request.query.loginId })),
  );
};

/** web/entUser/ reads of the enterprise's users (members only). */
export const enterpriseUserReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/getUserByEnterpriseId',
    { schema: { tags, security, summary: '本企业的主账号与子账号（仅本企业成员；他企业 404）', querystring: ZGetUserByEnterpriseIdQuery, response: { 200: envelopeOf(z.array(ZEnterpriseUserBrief)) } } },
    async (request) => ok(await getUsersOfEnterprise({ db: app.db, actor: actorOf(request), enterpriseId: request.query.enterpriseId })),
  );

  app.get(
    '/getUserByQuery',
    { schema: { tags, security, summary: '按登录名查本企业用户；不在本企业为 null', querystring: ZGetUserByQueryQuery, response: { 200: envelopeOf(ZEnterpriseUserBrief.nullable()) } } },
    async (request) => ok(await getUserByLogonId({ db: app.db, actor: actorOf(request), userLogonId: request.query.userLogonId })),
  );
};

/** web/epanEntUserRelationReq/: a link request and the standing it gives. */
export const relationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/getRelationInfoByUserId',
    { schema: { tags, security, summary: '关联申请信息（本人；主账号可查本企业申请人）', querystring: ZRelationUserQuery, response: { 200: envelopeOf(ZGetRelationInfoResponse) } } },
    async (request) => ok(await getRelationInfo({ db: app.db, actor: actorOf(request), userId: request.query.userId })),
  );

  app.get(
    '/getEntAuthorityByUserId',
    { schema: { tags, security, summary: '企业内的查看范围与权限（本人；主账号可查本企业子账号）', querystring: ZRelationUserQuery, response: { 200: envelopeOf(ZEntAuthority) } } },
    async (request) => ok(await getEntAuthority({ db: app.db, actor: actorOf(request), userId: request.query.userId })),
  );
};
