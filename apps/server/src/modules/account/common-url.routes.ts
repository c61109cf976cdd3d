import {
  envelopeOf,
  ZEmailIsExistQuery,
  ZEmailIsExistResponse,
  ZPasswordBackByEmailRequest,
  ZPasswordBackRequest,
  ZPasswordResetResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetLoginPasswordRequest,
  ZVerifyPhoneRequest,
  ZVerifyPhoneResponse,
  ZVerifyStrongPasswordRequest,
  ZVerifyStrongPasswordResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { findAccountByEmail, findAccountByPhone } from './account-lookup';
import { resetLoginPassword, resetPasswordByEmail, resetPasswordByPhone } from './password-reset.service';
import { registerAccount } from './registration.service';
import { verifyStrongPassword } from './login-password.service';

const tags = ['account'];
/** Account creation and password resets: a person does a handful per hour, a script thousands. */
const SENSITIVE_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/** "Is this phone / e-mail registered?" answers would let a script map the customer base quickly. */
const LOOKUP_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Public account calls under web/commonUrl/ (000 §7.2): register, existence checks, password back. */
export const commonUrlAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: { tags, summary: '注册：用户名、手机号、短信验证码（REGISTER）、密码（加密）、同意协议', body: ZRegisterRequest, response: { 200: envelopeOf(ZRegisterResponse) } },
    },
    async (request) => ok(await registerAccount({ db: app.db, keys: app.keys, request: request.body })),
  );

  app.post(
    '/verifyPhone',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { tags, summary: '手机号是否已注册', body: ZVerifyPhoneRequest, response: { 200: envelopeOf(ZVerifyPhoneResponse) } },
    },
    async (request) => ok((await findAccountByPhone({ db: app.db, keys: app.keys, phone: request.body.phone })) !== undefined),
  );

  app.get(
    '/emailIsExist',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { tags, summary: '邮箱是否已被账号使用', querystring: ZEmailIsExistQuery, response: { 200: envelopeOf(ZEmailIsExistResponse) } },
    },
    async (request) => ok((await findAccountByEmail({ db: app.db, keys: app.keys, email: request.query.email })) !== undefined),
  );

  app.post(
    '/passwordBack',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: { tags, summary: '找回密码（手机短信验证码 PASSWORD_BACK）', body: ZPasswordBackRequest, response: { 200: envelopeOf(ZPasswordResetResponse) } },
    },
    async (request) => ok(await resetPasswordByPhone({ db: app.db, keys: app.keys, request: request.body })),
  );

  app.post(
    '/passwordBackByEmail',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: { tags, summary: '找回密码（邮箱验证码 PASSWORD_BACK）', body: ZPasswordBackByEmailRequest, response: { 200: envelopeOf(ZPasswordResetResponse) } },
    },
    async (request) => ok(await resetPasswordByEmail({ db: app.db, keys: app.keys, request: request.body })),
  );

  app.post(
    '/resetLoginPassword',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: '重置登录密码（账号状态为 ResetPassword；短信验证码 PASSWORD_BACK）',
        body: ZResetLoginPasswordRequest,
        response: { 200: envelopeOf(ZPasswordResetResponse) },
      },
    },
    async (request) => ok(await resetLoginPassword({ db: app.db, keys: app.keys, request: request.body })),
  );

  app.post(
    '/verifyStrongPassword',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, summary: '密码强度校验（强：true）', body: ZVerifyStrongPasswordRequest, response: { 200: envelopeOf(ZVerifyStrongPasswordResponse) } },
    },
    async (request) => ok(verifyStrongPassword({ keys: app.keys, request: request.body })),
  );
};
