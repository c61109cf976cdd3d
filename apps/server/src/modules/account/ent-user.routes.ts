import {
  envelopeOf,
  ZCheckOriginalPasswordRequest,
  ZCheckOriginalPasswordResponse,
  ZCheckOriginalPaymentPasswordRequest,
  ZCheckOriginalPaymentPasswordResponse,
  ZCodeSentResponse,
  ZGenerateRandomPaymentPasswordResponse,
  ZGetUserInfoResponse,
  ZGetUserPermissionResponse,
  ZIsPaymentPasswordSetBeforeQuery,
  ZIsPaymentPasswordSetBeforeResponse,
  ZPaymentPasswordSavedResponse,
  ZResetPaymentPasswordRequest,
  ZSendOwnPhoneCodeRequest,
  ZSetPaymentPasswordRequest,
  ZUpdateLoginPasswordRequest,
  ZUpdateLoginPasswordResponse,
  ZUpdatePaymentPasswordRequest,
  ZUpdateUserInfoRequest,
  ZUpdateUserInfoResponse,
  ZVerifyIdentityBySmsRequest,
  ZVerifyIdentityBySmsResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeAnswer, ok, sendEncoded } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { checkOriginalPassword, sendOwnPhoneCode, updateLoginPassword, verifyIdentityBySms } from './login-password.service';
import {
  checkOriginalPaymentPassword,
  generateRandomPaymentPassword,
  isPaymentPasswordSet,
  resetPaymentPassword,
  setPaymentPassword,
  updatePaymentPassword,
} from './payment-password.service';
import { createUserInfoCache, getUserInfo, getUserPermission, updateUserInfo } from './user-info.service';

const tags = ['account'];
const security = [{ bearer: [] }];
/** Guessing a current password or payment password from a hijacked session: a few tries a minute. */
const GUESS_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** The logged-in user's own account under web/entUser/ (000 §7.2). Every call needs a token. */
export const entUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);
  const userInfoCache = createUserInfoCache(app.changes);
  const userInfoAnswer = envelopeOf(ZGetUserInfoResponse);

  app.get(
    '/getUserInfo',
    { schema: { tags, security, summary: '当前用户信息（000 §3 用户会话字段）', response: { 200: userInfoAnswer } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const encoded = await userInfoCache.get(actor.userId, async () => ({
        value: encodeAnswer(userInfoAnswer, ok(await getUserInfo({ db: app.db, keys: app.keys, config: app.config, actor }))),
        owner: actor.userId,
      }));
      return sendEncoded(reply, encoded!);
    },
  );

  app.get(
    '/getUserPermission',
    { schema: { tags, security, summary: '当前用户的功能权限码与可访问路由', response: { 200: envelopeOf(ZGetUserPermissionResponse) } } },
    async (request) => ok(await getUserPermission({ db: app.db, actor: actorOf(request) })),
  );

  app.post(
    '/updateUserInfo',
    {
      schema: { tags, security, summary: '修改个人资料（更换邮箱需新邮箱验证码 CHANGE_BIND）', body: ZUpdateUserInfoRequest, response: { 200: envelopeOf(ZUpdateUserInfoResponse) } },
    },
    async (request) => ok(await updateUserInfo({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  // ---- login password ----
  app.post(
    '/checkOriginalPassword',
    {
      config: { rateLimit: GUESS_RATE_LIMIT },
      schema: { tags, security, summary: '校验原登录密码', body: ZCheckOriginalPasswordRequest, response: { 200: envelopeOf(ZCheckOriginalPasswordResponse) } },
    },
    async (request) => ok(await checkOriginalPassword({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/sendOwnPhoneCode',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: '向本账号手机发送验证码（CHANGE_PASSWORD / PAYMENT_PASSWORD_RESET；已登录无需滑块）',
        body: ZSendOwnPhoneCodeRequest,
        response: { 200: envelopeOf(ZCodeSentResponse) },
      },
    },
    async (request) =>
      ok(await sendOwnPhoneCode({ db: app.db, keys: app.keys, config: app.config, actor: actorOf(request), clientIp: request.ip, request: request.body })),
  );

  app.post(
    '/verifyIdentityBySms',
    {
      config: { rateLimit: GUESS_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: '修改密码第一步：短信身份验证，返回 identityTicket（10分钟、一次有效）',
        body: ZVerifyIdentityBySmsRequest,
        response: { 200: envelopeOf(ZVerifyIdentityBySmsResponse) },
      },
    },
    async (request) => ok(await verifyIdentityBySms({ db: app.db, keys: app.keys, actor: actorOf(request), smsCode: request.body.smsCode })),
  );

  app.post(
    '/updateLoginPassword',
    {
      config: { rateLimit: GUESS_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: '修改登录密码第二步（需 identityTicket；新密码须为强密码；其他登录失效）',
        body: ZUpdateLoginPasswordRequest,
        response: { 200: envelopeOf(ZUpdateLoginPasswordResponse) },
      },
    },
    async (request) => ok(await updateLoginPassword({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  // ---- payment password ----
  app.get(
    '/isPaymentPasswordSetBefore',
    {
      schema: {
        tags,
        security,
        summary: '是否已设置支付密码',
        querystring: ZIsPaymentPasswordSetBeforeQuery,
        response: { 200: envelopeOf(ZIsPaymentPasswordSetBeforeResponse) },
      },
    },
    async (request) => ok(await isPaymentPasswordSet({ db: app.db, actor: actorOf(request), userId: request.query.userId })),
  );

  app.post(
    '/setPaymentPassword',
    { schema: { tags, security, summary: '设置支付密码（仅首次）', body: ZSetPaymentPasswordRequest, response: { 200: envelopeOf(ZPaymentPasswordSavedResponse) } } },
    async (request) => ok(await setPaymentPassword({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/checkOriginalPaymentPassword',
    {
      config: { rateLimit: GUESS_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: '校验原支付密码（错误5次/小时后锁定1小时）',
        body: ZCheckOriginalPaymentPasswordRequest,
        response: { 200: envelopeOf(ZCheckOriginalPaymentPasswordResponse) },
      },
    },
    async (request) =>
      ok(await checkOriginalPaymentPassword({ db: app.db, keys: app.keys, actor: actorOf(request), encrypted: request.body.paymentPassword })),
  );

  app.post(
    '/updatePaymentPassword',
    {
      config: { rateLimit: GUESS_RATE_LIMIT },
      schema: { tags, security, summary: '修改支付密码', body: ZUpdatePaymentPasswordRequest, response: { 200: envelopeOf(ZPaymentPasswordSavedResponse) } },
    },
    async (request) => ok(await updatePaymentPassword({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/resetPaymentPwd',
    {
      config: { rateLimit: GUESS_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: '通过短信验证码（PAYMENT_PASSWORD_RESET）重置支付密码',
        body: ZResetPaymentPasswordRequest,
        response: { 200: envelopeOf(ZPaymentPasswordSavedResponse) },
      },
    },
    async (request) => ok(await resetPaymentPassword({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/generateRandomPaymentPassword',
    { schema: { tags, security, summary: '生成随机支付密码建议（不保存）', response: { 200: envelopeOf(ZGenerateRandomPaymentPasswordResponse) } } },
    async () => ok(generateRandomPaymentPassword()),
  );
};
