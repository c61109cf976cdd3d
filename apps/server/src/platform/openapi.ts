import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the Swagger UI page and its files are served: a document for browsers, under /api/. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the zod contracts every route declares, served at /api/docs (UI) and
 * /api/docs/json (document), so any client can be generated from it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CoastBook API',
        description: '内贸集装箱在线订舱门户接口。所有响应均为 { code, msg, data } 信封，code 为 0 表示成功。',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
