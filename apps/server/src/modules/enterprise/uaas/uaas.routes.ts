import {
  envelopeOf,
  ZBooleanResponse,
  ZEpanEntUserQuery,
  ZEpanEntUserResponse,
  ZFindCompaniesResponse,
  ZUaasAccountUpgradeRequest,
  ZUaasActivateRequest,
  ZUaasBindUserRequest,
  ZUaasCreateUserRequest,
  ZUaasEmailQuery,
  ZUaasIssueCodeRequest,
  ZUaasIssueCodeResponse,
  ZUaasLogonStatus,
  ZUaasUpdatePhoneResponse,
  ZUpgradeGuideQuery,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import {
  activateUnifiedAccount,
  bindUnifiedUser,
  createUnifiedUser,
  findCompaniesByEmail,
  findEnterpriseUsersForUpgrade,
  getLogonStatus,
  isUnifiedPhoneEqual,
  isUnionAccount,
  issueSandboxCode,
  shouldShowUpgradeGuide,
  unifiedAccountExists,
  updateUnifiedPhone,
  upgradeToUnifiedAccount,
} from './uaas.service';

const tags = ['unified-account'];
const security = [{ bearer: [] }];
/** Existence answers about e-mails: a handful per person, a script would want thousands. */
const LOOKUP_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Calls that check a unified-account password. */
const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** web/commonUrl/uaas/checkIsUnionAccount: asked by the login page, so without a token. */
export const uaasPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkIsUnionAccount',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { tags, summary: '该邮箱是否为已绑定本平台账号的统一账号（可用统一账号登录）', querystring: ZUaasEmailQuery, response: { 200: envelopeOf(ZBooleanResponse) } },
    },
    async (request) => ok(await isUnionAccount({ db: app.db, email: request.query.email })),
  );
};

/** web/commonUrl/uaas/ (000 §7.3): the unified-account calls of a logged-in user. */
export const uaasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/findCompaniesByUserId',
    { schema: { tags, security, summary: '统一账号在兄弟平台的企业（仅本人邮箱）', querystring: ZUaasEmailQuery, response: { 200: envelopeOf(ZFindCompaniesResponse) } } },
    async (request) => ok(await findCompaniesByEmail({ db: app.db, keys: app.keys, actor: actorOf(request), email: request.query.email })),
  );

  app.get(
    '/checkExistsUserByEmail',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { tags, security, summary: '该邮箱是否已有统一账号', querystring: ZUaasEmailQuery, response: { 200: envelopeOf(ZBooleanResponse) } },
    },
    async (request) => ok(await unifiedAccountExists({ db: app.db, email: request.query.email })),
  );

  app.post(
    '/unifiedAccount/user/createUser',
    {
      config: { rateLimit: PASSWORD_RATE_LIMIT },
      schema: { tags, security, summary: '创建统一账号并绑定当前账号（需 accountActivate 激活）', body: ZUaasCreateUserRequest, response: { 200: envelopeOf(ZUaasLogonStatus) } },
    },
    async (request) => ok(await createUnifiedUser({ db: app.db, keys: app.keys, actor: actorOf(request), email: request.body.email, password: request.body.password })),
  );

  app.post(
    '/bindUser',
    {
      config: { rateLimit: PASSWORD_RATE_LIMIT },
      schema: { tags, security, summary: '绑定已有统一账号（统一账号邮箱与密码）', body: ZUaasBindUserRequest, response: { 200: envelopeOf(ZUaasLogonStatus) } },
    },
    async (request) => ok(await bindUnifiedUser({ db: app.db, keys: app.keys, actor: actorOf(request), ...request.body })),
  );

  app.get(
    '/getLogonStatus',
    { schema: { tags, security, summary: '统一账号状态（ea 邮箱、pn 手机、type、id、status）', response: { 200: envelopeOf(ZUaasLogonStatus) } } },
    async (request) => ok(await getLogonStatus({ db: app.db, actor: actorOf(request) })),
  );

  app.post(
    '/accountActivate',
    {
      config: { rateLimit: PASSWORD_RATE_LIMIT },
      schema: { tags, security, summary: '激活已绑定的统一账号（邮箱验证码 ACCOUNT_UPGRADE）', body: ZUaasActivateRequest, response: { 200: envelopeOf(ZUaasLogonStatus) } },
    },
    async (request) => ok(await activateUnifiedAccount({ db: app.db, keys: app.keys, actor: actorOf(request), ...request.body })),
  );

  app.get(
    '/getEpanEntUserDTOList',
    { schema: { tags, security, summary: '本企业（SAP编号）用户及其统一账号绑定（仅主账号）', querystring: ZEpanEntUserQuery, response: { 200: envelopeOf(ZEpanEntUserResponse) } } },
    async (request) => ok(await findEnterpriseUsersForUpgrade({ db: app.db, actor: actorOf(request), email: request.query.email, sapId: request.query.sapId })),
  );

  app.get(
    '/isShowUpgradeGuide',
    { schema: { tags, security, summary: '是否显示统一账号升级引导（已认证企业主账号且未绑定）', querystring: ZUpgradeGuideQuery, response: { 200: envelopeOf(ZBooleanResponse) } } },
    async (request) => ok(await shouldShowUpgradeGuide({ db: app.db, actor: actorOf(request), userId: request.query.userId })),
  );

  app.get(
    '/checkPhoneIsEqual',
    { schema: { tags, security, summary: '统一账号手机号是否与本账号一致', response: { 200: envelopeOf(ZBooleanResponse) } } },
    async (request) => ok(await isUnifiedPhoneEqual({ db: app.db, actor: actorOf(request) })),
  );
};

/** web/domestic/uaasAccount/: the joint-account upgrade page (/unifiedAccountUpgrade). */
export const uaasAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/uaasAccountUpgrade',
    {
      config: { rateLimit: PASSWORD_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: '升级为统一账号：邮箱验证码（ACCOUNT_UPGRADE），已有统一账号则校验密码后绑定，否则创建',
        body: ZUaasAccountUpgradeRequest,
        response: { 200: envelopeOf(ZUaasLogonStatus) },
      },
    },
    async (request) => ok(await upgradeToUnifiedAccount({ db: app.db, keys: app.keys, actor: actorOf(request), ...request.body })),
  );

  app.post(
    '/updatePhone',
    { schema: { tags, security, summary: '将本账号手机号同步到已绑定的统一账号', response: { 200: envelopeOf(ZUaasUpdatePhoneResponse) } } },
    async (request) => ok(await updateUnifiedPhone({ db: app.db, actor: actorOf(request) })),
  );
};

/** /dev/uaas/ (not in production): the sandbox's login, as a call, so tests and demos can walk the unified login. */
export const uaasSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/issueCode',
    {
      config: { rateLimit: PASSWORD_RATE_LIMIT },
      schema: { tags: ['dev'], summary: '统一账号沙箱登录：换取一次性登录码（5分钟），用于 grant_type=unifiedAccountToken', body: ZUaasIssueCodeRequest, response: { 200: envelopeOf(ZUaasIssueCodeResponse) } },
    },
    async (request) => ok(await issueSandboxCode({ db: app.db, email: request.body.email, password: request.body.password })),
  );
};
