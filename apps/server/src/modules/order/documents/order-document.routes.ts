import {
  envelopeOf,
  ZOrderDocumentConfirmRequest,
  ZOrderDocumentQuery,
  ZOrderDocumentTryResponse,
  type TOrderDocumentKind,
} from '@coastbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLanguageOf } from '../../../platform/http/answer-language';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { contentDisposition } from '../../file';
import { createDocumentRenderer } from './document-renderer';
import { DOCUMENT_TITLES } from './order-document-pdf';
import { downloadOrderDocument, downloadOrderDocuments, tryOrderDocument, type DownloadedDocument } from './order-document.service';

/** /api/web/domestic/order/download/* (001 §7 "Tracking and documents"). */

const tags = ['order-documents'];
const security = [{ bearer: [] }];

/** The order's page on the site that answered, for the QR code (scanning opens the order). */
function orderLinkFor(request: FastifyRequest) {
  const origin = `${request.protocol}://${request.host}`;
  return (orderId: string) => `${origin}/orderView?orderId=${encodeURIComponent(orderId)}`;
}

function sendDocument(reply: FastifyReply, document: DownloadedDocument) {
  return reply
    .header('content-disposition', contentDisposition(document.fileName))
    .header('content-length', String(document.content.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(document.contentType)
    .send(document.content);
}

export const orderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = createDocumentRenderer();
  app.addHook('onClose', async () => renderer.close());

  for (const kind of ['bkg', 'bl'] as const satisfies readonly TOrderDocumentKind[]) {
    const title = DOCUMENT_TITLES[kind].zh;

    app.get(
      `/${kind}`,
      {
        preHandler: requireAuth,
        schema: { tags, security, summary: `下载${title}PDF（订单确认后；不可见的订单404）`, querystring: ZOrderDocumentQuery },
      },
      async (request, reply) =>
        sendDocument(reply, await downloadOrderDocument({ db: app.db, actor: actorOf(request), kind, orderId: request.query.orderId, renderer, orderLink: orderLinkFor(request) })),
    );

    app.get(
      `/${kind}/try`,
      {
        preHandler: requireAuth,
        schema: { tags, security, summary: `${title}现在能否下载，不能时给出原因`, querystring: ZOrderDocumentQuery, response: { 200: envelopeOf(ZOrderDocumentTryResponse) } },
      },
      async (request) => ok(await tryOrderDocument({ db: app.db, actor: actorOf(request), kind, orderId: request.query.orderId, language: answerLanguageOf(request.headers['accept-language']) })),
    );

    app.post(
      `/${kind}/confirm`,
      {
        preHandler: requireAuth,
        // Rendering is CPU work: a few batches a minute per caller is plenty.
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: { tags, security, summary: `批量下载${title}：一个订单为PDF，多个为ZIP（每单一个PDF）`, body: ZOrderDocumentConfirmRequest },
      },
      async (request, reply) =>
        sendDocument(reply, await downloadOrderDocuments({ db: app.db, actor: actorOf(request), kind, orderIds: request.body.orderIds, renderer, orderLink: orderLinkFor(request) })),
    );
  }
};
