import { ZOpsFileParams } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition, openFileForOperator } from './ops-file.service';
import { operatorOf, requireOperator } from './require-operator';

export const opsFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:fileId',
    {
      preHandler: requireOperator('ops_file_read'),
      schema: { tags: ['ops'], security: [{ bearer: [] }], summary: '下载客户上传的文件（认证材料等；每次下载记入审计日志）', params: ZOpsFileParams },
    },
    async (request, reply) => {
      const { file, content } = await openFileForOperator({
        db: app.db,
        storage: app.fileStorage,
        operator: operatorOf(request),
        fileId: request.params.fileId,
        clientIp: request.ip,
      });
      return reply
        .header('content-disposition', attachmentDisposition(file.originalName))
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(content);
    },
  );
};
