import {
  envelopeOf,
  ZSupplierDataResponse,
  ZSupplierLinkCheckRequest,
  ZSupplierSandboxArriveQuery,
  ZSupplierTransferLinkRequest,
  ZSupplierTransferLinkResponse,
} from '@coastbook/contracts';
import { isAppError } from '@coastbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { readSandboxTicket, sandboxArrivalPage } from './sandbox-supplier-system';
import { charterSupplierSystemFor, checkSupplierLink, createTransferLink, getSupplierData } from './supplier-link.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];

/** web/external/link/: the supplier transfer of 000 §7.4 (check, then a one-time URL opened in a new tab). */
export const supplierLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);
  const system = charterSupplierSystemFor(app);

  app.get(
    '/supplierData',
    { schema: { tags, security, summary: '租船供应商数据：名称、境内外（isTerritory 1 境外 2 境内）与认证状态', response: { 200: envelopeOf(ZSupplierDataResponse) } } },
    async (request) => ok(await getSupplierData({ db: app.db, actor: actorOf(request) })),
  );

  app.post(
    '/checkSupplierLink',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, security, summary: '进入租船供应商系统前的校验（仅已认证的租船供应商）', body: ZSupplierLinkCheckRequest, response: { 200: envelopeOf(z.literal(true)) } },
    },
    async (request) => ok(await checkSupplierLink({ db: app.db, system, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/transferLink',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: '租船供应商系统一次性跳转地址（data.data，5分钟内有效，新标签页打开）',
        body: ZSupplierTransferLinkRequest,
        response: { 200: envelopeOf(ZSupplierTransferLinkResponse) },
      },
    },
    async (request) => ok(await createTransferLink({ db: app.db, system, actor: actorOf(request), request: request.body })),
  );
};

/** /dev/charter-supplier-system/ (not in production): the sandbox supplier system's landing page. */
export const supplierSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arrive',
    { schema: { tags: ['dev'], summary: '租船供应商系统沙箱：校验跳转凭证并显示“已作为 <logonId> 进入”', querystring: ZSupplierSandboxArriveQuery } },
    async (request, reply) => {
      let page: string;
      try {
        page = sandboxArrivalPage(readSandboxTicket(app.keys.fieldCipher, request.query.ticket));
      } catch (error) {
        if (!isAppError(error)) throw error;
        reply.code(400);
        page = sandboxArrivalPage({ error: error.message });
      }
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
};
