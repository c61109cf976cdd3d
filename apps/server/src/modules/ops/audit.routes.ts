import { envelopeOf, ZOpsAuditPage, ZOpsAuditQuery } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { findAuditPage } from './audit-log.service';
import { requireOperator } from './require-operator';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: requireOperator('ops_audit_read'),
      schema: {
        tags: ['ops'],
        security: [{ bearer: [] }],
        summary: '审计日志（管理员）：按对象、操作人或动作筛选，最新在前',
        querystring: ZOpsAuditQuery,
        response: { 200: envelopeOf(ZOpsAuditPage) },
      },
    },
    async (request) => ok(await findAuditPage({ db: app.db, query: request.query })),
  );
};
