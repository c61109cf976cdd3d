import { envelopeOf, ZOpsAccountDetail, ZOpsAccountPage, ZOpsAccountParams, ZOpsAccountSearchQuery } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { findAccounts, getAccountDetail } from './account-search.service';
import { requireOperator } from './require-operator';

const tags = ['ops'];
const security = [{ bearer: [] }];

/** Read-only customer account search for the service desk (reviewers, finance, admins). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const canReadAccounts = requireOperator('ops_account_read');

  app.get(
    '/accounts',
    {
      preHandler: canReadAccounts,
      schema: {
        tags,
        security,
        summary: '客户账号查询：用户名前缀、手机号或邮箱精确、企业名称包含（手机号与邮箱脱敏）',
        querystring: ZOpsAccountSearchQuery,
        response: { 200: envelopeOf(ZOpsAccountPage) },
      },
    },
    async (request) => ok(await findAccounts({ db: app.db, keys: app.keys, query: request.query })),
  );

  app.get(
    '/accounts/:userId',
    {
      preHandler: canReadAccounts,
      schema: { tags, security, summary: '客户账号详情：企业、认证与关联状态、最近登录', params: ZOpsAccountParams, response: { 200: envelopeOf(ZOpsAccountDetail) } },
    },
    async (request) => ok(await getAccountDetail({ db: app.db, keys: app.keys, userId: request.params.userId })),
  );
};
