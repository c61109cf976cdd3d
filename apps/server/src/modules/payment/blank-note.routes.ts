import { envelopeOf, ZApplyBlankNoteRequest, ZBlankNote, ZBlankNotePage, ZBlankNoteQuery, ZMoneyCallHeaders } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { applyBlankNote, findBlankNotes } from './blank-note.service';

const tags = ['assets'];
const security = [{ bearer: [] }];

/** web/domestic/member/assets/applyBlanknote, getBlankNoteData: deposit notes (paying orders on the freight-loan line). */
export const blankNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/applyBlanknote',
    {
      schema: { tags, security, headers: ZMoneyCallHeaders, summary: '白条支付：以运费贷额度支付待支付订单，白条待兑付（需 Idempotency-Key）', body: ZApplyBlankNoteRequest, response: { 200: envelopeOf(ZBlankNote) } },
    },
    async (request, reply) => applyBlankNote({ db: app.db, keys: app.keys, actor: actorOf(request), http: { request, reply }, request: request.body }),
  );

  app.post(
    '/getBlankNoteData',
    { schema: { tags, security, summary: '白条列表（D 待兑付 / F 已兑付 / X 已取消 / N 未使用）', body: ZBlankNoteQuery, response: { 200: envelopeOf(ZBlankNotePage) } } },
    async (request) => ok(await findBlankNotes({ db: app.db, actor: actorOf(request), query: request.body })),
  );
};
