import {
  envelopeOf,
  ZChangeOperatorRoleRequest,
  ZChangeOwnOperatorPasswordRequest,
  ZCreateOperatorRequest,
  ZOperatorListQuery,
  ZOperatorPage,
  ZOperatorParams,
  ZOperatorRecord,
  ZResetOperatorPasswordResponse,
} from '@coastbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import {
  changeOperatorRole,
  changeOwnOperatorPassword,
  createOperator,
  findOperators,
  resetOperatorPassword,
  setOperatorState,
} from './operator-management.service';
import { operatorOf, requireOperator } from './require-operator';

const tags = ['ops'];
const security = [{ bearer: [] }];

/** Operator accounts (/api/ops/operators, administrators) and every operator's own password change. */
export const operatorManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const canManage = requireOperator('ops_operator_manage');
  const audited = (request: Parameters<typeof operatorOf>[0]) => ({ db: app.db, actor: operatorOf(request), clientIp: request.ip });

  app.get(
    '/operators',
    { preHandler: canManage, schema: { tags, security, summary: '运营账号列表（新建在前；关键字匹配登录名或姓名）', querystring: ZOperatorListQuery, response: { 200: envelopeOf(ZOperatorPage) } } },
    async (request) => ok(await findOperators({ db: app.db, query: request.query })),
  );

  app.post(
    '/operators',
    {
      preHandler: canManage,
      schema: { tags, security, summary: '新建运营账号（初始密码须为强密码并公钥加密；首次登录须修改）', body: ZCreateOperatorRequest, response: { 200: envelopeOf(ZOperatorRecord) } },
    },
    async (request) => ok(await createOperator({ ...audited(request), keys: app.keys, request: request.body })),
  );

  app.post(
    '/operators/:operatorId/disable',
    { preHandler: canManage, schema: { tags, security, summary: '停用运营账号（其令牌立即失效；不能停用自己或最后一个管理员）', params: ZOperatorParams, response: { 200: envelopeOf(ZOperatorRecord) } } },
    async (request) => ok(await setOperatorState({ ...audited(request), operatorId: request.params.operatorId, state: 'Disabled' })),
  );

  app.post(
    '/operators/:operatorId/enable',
    { preHandler: canManage, schema: { tags, security, summary: '启用运营账号（同时解除登录锁定）', params: ZOperatorParams, response: { 200: envelopeOf(ZOperatorRecord) } } },
    async (request) => ok(await setOperatorState({ ...audited(request), operatorId: request.params.operatorId, state: 'Active' })),
  );

  app.post(
    '/operators/:operatorId/role',
    {
      preHandler: canManage,
      schema: { tags, security, summary: '修改运营账号角色（不能修改自己的角色或降级最后一个管理员）', params: ZOperatorParams, body: ZChangeOperatorRoleRequest, response: { 200: envelopeOf(ZOperatorRecord) } },
    },
    async (request) => ok(await changeOperatorRole({ ...audited(request), operatorId: request.params.operatorId, role: request.body.role })),
  );

  app.post(
    '/operators/:operatorId/reset-password',
    {
      preHandler: canManage,
      schema: { tags, security, summary: '重置密码：返回一次性密码（仅显示一次），其令牌立即失效，下次登录须修改', params: ZOperatorParams, response: { 200: envelopeOf(ZResetOperatorPasswordResponse) } },
    },
    async (request) => ok(await resetOperatorPassword({ ...audited(request), operatorId: request.params.operatorId })),
  );

  app.post(
    '/auth/password',
    {
      // Any logged-in operator, also one who must change an initial or reset password.
      preHandler: requireOperator(),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, security, summary: '修改本人密码（原密码与新密码均公钥加密；新密码须为强密码）', body: ZChangeOwnOperatorPasswordRequest, response: { 200: envelopeOf(z.boolean()) } },
    },
    async (request) => ok(await changeOwnOperatorPassword({ ...audited(request), keys: app.keys, request: request.body })),
  );
};
