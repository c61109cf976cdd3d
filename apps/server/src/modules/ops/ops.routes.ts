import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes';
import { auditRoutes } from './audit.routes';
import { opsAuthRoutes } from './ops-auth.routes';
import { opsFileRoutes } from './ops-file.routes';
import { operatorManagementRoutes } from './operator-management.routes';
import { reviewRoutes } from './review.routes';

/** The operator console's API, mounted at /api/ops. Every call but login needs an operator token. */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(opsAuthRoutes, { prefix: '/auth' });
  await app.register(reviewRoutes);
  await app.register(accountRoutes);
  await app.register(opsFileRoutes);
  await app.register(auditRoutes);
  await app.register(operatorManagementRoutes);
};
