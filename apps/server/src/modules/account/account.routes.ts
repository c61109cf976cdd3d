import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonUrlAccountRoutes } from './common-url.routes';
import { entUserRoutes } from './ent-user.routes';

/** Registration, passwords, payment password and user info (000 §7.2), at the spec's paths. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(commonUrlAccountRoutes, { prefix: '/web/commonUrl' });
  await app.register(entUserRoutes, { prefix: '/web/entUser' });
};
