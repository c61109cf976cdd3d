import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue.routes';
import { settingsRoutes } from './settings.routes';

/** The operator console's product calls, mounted at /api/ops/product. Every write is audited. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
  await app.register(catalogueRoutes);
};
