import { envelopeOf, ZBankInfo, ZSaveBankDraftRequest, ZSubmitBankInfoRequest } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { cancelBankCertification, saveBankDraft, submitBankInfo } from './bank.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];

/** web/enterprise/bank/: the enterprise's bank information (main account of a certified enterprise). */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/saveBankDraft',
    { schema: { tags, security, summary: '保存银行信息草稿（审核中不可修改）', body: ZSaveBankDraftRequest, response: { 200: envelopeOf(ZBankInfo) } } },
    async (request) => ok(await saveBankDraft({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/submitBankInfo',
    { schema: { tags, security, summary: '提交银行信息审核', body: ZSubmitBankInfoRequest, response: { 200: envelopeOf(ZBankInfo) } } },
    async (request) => ok(await submitBankInfo({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/cancelBankCertification',
    { schema: { tags, security, summary: '撤回审核中的银行信息', response: { 200: envelopeOf(ZBankInfo) } } },
    async (request) => ok(await cancelBankCertification({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );
};
