import {
  envelopeOf,
  ZCheckPhoneCodeRequest,
  ZCheckPhoneCodeResponse,
  ZCodeSentResponse,
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZGetSlideVerifyQuery,
  ZGetSlideVerifyResponse,
  ZPhoneCodeRequest,
  ZSendEmailCodeRequest,
  ZVerifySlideRequest,
  ZVerifySlideResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { findOutboxMessages } from '../../platform/outbox';
import { sendPublicVerificationCode, type CodeRecipientCheck } from './send-public-code';
import { createSlideChallenge, verifySlideChallenge } from './slide-puzzle.service';
import { checkSmsCode, type CodeChannel } from './verification-code.service';

const tags = ['verification'];

export interface VerificationRoutesOptions {
  checkRecipient?: CodeRecipientCheck;
}

/** Code sends are the SMS bill and a spam vector: a tight per-IP limit on top of the per-phone rules. */
const CODE_SEND_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** Slide puzzle and verification codes under web/commonUrl/, and the developer outbox under dev/. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  await app.register(commonUrlVerificationRoutes, { prefix: '/web/commonUrl', ...options });
  if (!app.config.isProduction) await app.register(devOutboxRoutes, { prefix: '/dev' });
};

/** Public calls of 000 §7.2: no login. */
const commonUrlVerificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  const checkRecipient: CodeRecipientCheck = options.checkRecipient ?? (async () => undefined);
  const sendPublicCode = (code: { channel: CodeChannel; target: string; purpose: string; slideKey: string; clientIp: string }) =>
    sendPublicVerificationCode({ db: app.db, keys: app.keys, config: app.config, checkRecipient, ...code });
  app.get(
    '/getSlideVerify',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '获取滑块拼图（背景图、滑块图、key；2分钟内有效）',
        querystring: ZGetSlideVerifyQuery,
        response: { 200: envelopeOf(ZGetSlideVerifyResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createSlideChallenge({ db: app.db, showWidth: request.query.showWidth, previousKey: request.query.key }));
    },
  );

  app.post(
    '/verifySlideBlockByUrlKey',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '校验滑块位置与拖动轨迹（每个key只能校验一次）',
        body: ZVerifySlideRequest,
        response: { 200: envelopeOf(ZVerifySlideResponse) },
      },
    },
    async (request) => ok(await verifySlideChallenge({ db: app.db, request: request.body })),
  );

  app.post(
    '/phoneCode',
    {
      config: { rateLimit: CODE_SEND_RATE_LIMIT },
      schema: {
        tags,
        summary: '发送短信验证码（需先通过滑块验证）',
        body: ZPhoneCodeRequest,
        response: { 200: envelopeOf(ZCodeSentResponse) },
      },
    },
    async (request) => {
      const { phone, smsCode: purpose, slideKey } = request.body;
      return ok(await sendPublicCode({ channel: 'sms', target: phone, purpose, slideKey, clientIp: request.ip }));
    },
  );

  app.post(
    '/sendEmailCode',
    {
      config: { rateLimit: CODE_SEND_RATE_LIMIT },
      schema: {
        tags,
        summary: '发送邮箱验证码（邮箱转小写；需先通过滑块验证）',
        body: ZSendEmailCodeRequest,
        response: { 200: envelopeOf(ZCodeSentResponse) },
      },
    },
    async (request) => {
      const { email, emailCodeType: purpose, slideKey } = request.body;
      return ok(await sendPublicCode({ channel: 'email', target: email, purpose, slideKey, clientIp: request.ip }));
    },
  );

  app.post(
    '/checkPhoneCode',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '校验短信验证码（不消耗；答错计入5次错误）',
        body: ZCheckPhoneCodeRequest,
        response: { 200: envelopeOf(ZCheckPhoneCodeResponse) },
      },
    },
    async (request) => {
      const { phone, code, purpose } = request.body;
      await checkSmsCode({ db: app.db, keys: app.keys, phone, purpose, code });
      return ok(true as const);
    },
  );
};

/** The developer outbox: what the built-in transport "sent". Not even routed in production (→ 404). */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: '开发者发件箱：已发送的短信与邮件（生产环境不可用）',
        querystring: ZDevOutboxQuery,
        response: { 200: envelopeOf(ZDevOutboxResponse) },
      },
    },
    async (request) => {
      const { current, size, target } = request.query;
      const page = await findOutboxMessages({
        db: app.db,
        current,
        size,
        ...(target ? { targetHash: app.keys.fieldCipher.lookupHash(target) } : {}),
      });
      return ok({
        records: page.records.map((record) => ({
          ...record,
          channel: record.channel as 'sms' | 'email',
          createdAt: record.createdAt.toISOString(),
        })),
        total: page.total,
        current,
        size,
      });
    },
  );
};
