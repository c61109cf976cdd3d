import {
  envelopeOf,
  ZCharterSupplierAllFields,
  ZCharterSupplierForm,
  ZCharterSupplierView,
  ZForwardToESupplierResponse,
  ZGetCharterSupplierResponse,
  ZRefuseEcharterEntByUserRequest,
  ZUpdateZeroCommitmentRequest,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { actorOf, requireAuth } from '../../auth';
import { charterSupplierSystemFor } from '../supplier-link/supplier-link.service';
import {
  forwardToESupplier,
  getCharterSupplier,
  getCharterSupplierAllFields,
  submitCharterSupplier,
  updateCharterSupplier,
  updateZeroCommitment,
  withdrawCharterSupplier,
} from './charter-supplier.service';

const tags = ['enterprise'];
const security = [{ bearer: [] }];
const WRITE_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** web/entCharterSupplier/: charter-supplier certification (000 §7.2). */
export const charterSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);
  const system = charterSupplierSystemFor(app);

  app.get(
    '/getEntCharterSupplier',
    { schema: { tags, security, summary: '本人最近一次租船供应商认证；无则 null', response: { 200: envelopeOf(ZGetCharterSupplierResponse) } } },
    async (request) => ok(await getCharterSupplier({ db: app.db, actor: actorOf(request) })),
  );

  app.get(
    '/entCharterSupplierAllFields',
    { schema: { tags, security, summary: '认证页所需全部字段：最近一次申请、文件名、零承诺书与可执行的操作', response: { 200: envelopeOf(ZCharterSupplierAllFields) } } },
    async (request) => ok(await getCharterSupplierAllFields({ db: app.db, actor: actorOf(request) })),
  );

  app.post(
    '/entCharterSupplier',
    { config: WRITE_LIMIT, schema: { tags, security, summary: '提交租船供应商认证（被拒绝或撤回后可再次提交）', body: ZCharterSupplierForm, response: { 200: envelopeOf(ZCharterSupplierView) } } },
    async (request) => ok(await submitCharterSupplier({ db: app.db, actor: actorOf(request), form: request.body })),
  );

  app.post(
    '/updateEntCharterSupplier',
    {
      config: WRITE_LIMIT,
      schema: { tags, security, summary: '修改租船供应商认证（审核中就地修改；被拒绝则重新提交；已认证不可改）', body: ZCharterSupplierForm, response: { 200: envelopeOf(ZCharterSupplierView) } },
    },
    async (request) => ok(await updateCharterSupplier({ db: app.db, actor: actorOf(request), form: request.body })),
  );

  app.post(
    '/refuseEcharterEntByUser',
    {
      config: WRITE_LIMIT,
      schema: { tags, security, summary: '申请人撤回审核中的租船供应商认证（状态变为 Cancel）', body: ZRefuseEcharterEntByUserRequest, response: { 200: envelopeOf(ZCharterSupplierView) } },
    },
    async (request) => ok(await withdrawCharterSupplier({ db: app.db, actor: actorOf(request), reason: request.body.reason })),
  );

  app.post(
    '/updateZeroCommitment',
    {
      config: WRITE_LIMIT,
      schema: { tags, security, summary: '上传或替换零承诺书（审核中或已认证）', body: ZUpdateZeroCommitmentRequest, response: { 200: envelopeOf(ZCharterSupplierView) } },
    },
    async (request) => ok(await updateZeroCommitment({ db: app.db, actor: actorOf(request), fileId: request.body.fileId })),
  );

  app.post(
    '/forwardToESuppler',
    { config: WRITE_LIMIT, schema: { tags, security, summary: '已认证供应商在租船供应商系统开户（幂等）', response: { 200: envelopeOf(ZForwardToESupplierResponse) } } },
    async (request) => ok(await forwardToESupplier({ db: app.db, system, actor: actorOf(request) })),
  );
};
