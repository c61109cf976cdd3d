import { envelopeOf, ZLogoutResponse, ZPublicKeyResponse, ZTokenRequest, ZTokenResponse } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from './authenticate';
import { grantToken } from './login.service';
import { revokeTokenFamilyOf } from './token.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/publicKey',
    { schema: { tags, summary: '获取密码加密公钥（RSA-OAEP-256）', response: { 200: envelopeOf(ZPublicKeyResponse) } } },
    async () => ok({ publicKey: app.keys.credentialKey.publicKeyPem, alg: 'RSA-OAEP-256' as const }),
  );

  app.post(
    '/auth/oauth/token',
    {
      // Brute force is handled per account and IP by the login service; this only caps raw volume.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '获取令牌：密码、短信验证码、刷新令牌、统一账号',
        consumes: ['application/x-www-form-urlencoded'],
        body: ZTokenRequest,
        response: { 200: envelopeOf(ZTokenResponse) },
      },
    },
    async (request) => ok(await grantToken({ db: app.db, keys: app.keys, config: app.config, clientIp: request.ip }, request.body)),
  );

  app.delete(
    '/auth/token/logout',
    { preHandler: requireAuth, schema: { tags, security: [{ bearer: [] }], summary: '退出登录：当前令牌（含刷新令牌）立即失效', response: { 200: envelopeOf(ZLogoutResponse) } } },
    async (request) => {
      await revokeTokenFamilyOf({ db: app.db, tokenId: actorOf(request).tokenId, reason: 'logout' });
      return ok(true);
    },
  );
};
