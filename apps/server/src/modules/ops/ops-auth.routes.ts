import { envelopeOf, ZOpsLoginRequest, ZOpsLoginResponse, ZOpsLogoutResponse, ZOpsOperatorProfile } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { loginOperator, profileOfActor } from './ops-login.service';
import { revokeOpsToken } from './ops-token.service';
import { operatorOf, requireOperator } from './require-operator';

const tags = ['ops'];
const security = [{ bearer: [] }];

/** Operator login, logout and profile under /api/ops/auth. The password key is GET /api/auth/publicKey's. */
export const opsAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      // The lock after 5 failures protects each operator; this caps how fast one client can try names.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '运营后台登录（密码用 /api/auth/publicKey 公钥加密；连续5次错误锁定15分钟）',
        body: ZOpsLoginRequest,
        response: { 200: envelopeOf(ZOpsLoginResponse) },
      },
    },
    async (request) => ok(await loginOperator({ db: app.db, keys: app.keys, clientIp: request.ip, request: request.body })),
  );

  app.post(
    '/logout',
    { preHandler: requireOperator(), schema: { tags, security, summary: '运营后台退出登录（令牌立即失效）', response: { 200: envelopeOf(ZOpsLogoutResponse) } } },
    async (request) => {
      await revokeOpsToken({ db: app.db, tokenId: operatorOf(request).tokenId, reason: 'logout' });
      return ok(true);
    },
  );

  app.get(
    '/me',
    { preHandler: requireOperator(), schema: { tags, security, summary: '当前运营人员：账号、姓名、角色与权限', response: { 200: envelopeOf(ZOpsOperatorProfile) } } },
    async (request) => ok(profileOfActor(operatorOf(request))),
  );
};
