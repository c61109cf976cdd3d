import { ZHealthResponse } from '@coastbook/contracts';
import { ERRORS } from '@coastbook/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@coastbook/contracts';
import { failure, ok } from '../../platform/http/envelope';

/** GET /api/health: up when the process answers and the database answers within a second. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: '健康检查：服务与数据库是否可用',
        response: { 200: envelopeOf(ZHealthResponse), 503: envelopeOf(ZHealthResponse) },
      },
    },
    async (_request, reply) => {
      const startedAt = Date.now();
      const databaseUp = await Promise.race([
        app.db.execute(sql`select 1`).then(() => true, () => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref()),
      ]);
      const data = {
        status: databaseUp ? ('UP' as const) : ('DOWN' as const),
        database: databaseUp ? ('UP' as const) : ('DOWN' as const),
        databaseLatencyMs: Date.now() - startedAt,
        time: new Date().toISOString(),
      };
      if (!databaseUp) {
        return reply.status(503).send({ ...failure(ERRORS.SERVICE_UNAVAILABLE.code, ERRORS.SERVICE_UNAVAILABLE.msg), data });
      }
      return ok(data);
    },
  );
};
