import { envelopeOf, ZAddDriverRequest, ZDriver, ZDriverListQuery, ZDriverPage, ZRemoveDriverRequest, ZUpdateDriverPermissionRequest } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { addDriver, findDrivers, removeDriver, updateDriverPermission } from './driver.service';

const tags = ['driver'];
const security = [{ bearer: [] }];
const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** web/tms/driverUploadPermission/: a confirmed trailer supplier's drivers and their photo-upload permission. */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/list',
    { schema: { tags, security, summary: '本拖车供应商的司机及箱照上传权限（分页，keyword 匹配姓名或车牌）', querystring: ZDriverListQuery, response: { 200: envelopeOf(ZDriverPage) } } },
    async (request) => ok(await findDrivers({ db: app.db, actor: actorOf(request), query: request.query })),
  );

  app.post(
    '/add',
    { config: WRITE_LIMIT, schema: { tags, security, summary: '添加司机（同一手机号只能添加一次）', body: ZAddDriverRequest, response: { 200: envelopeOf(ZDriver) } } },
    async (request) => ok(await addDriver({ db: app.db, fieldCipher: app.keys.fieldCipher, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/remove',
    { config: WRITE_LIMIT, schema: { tags, security, summary: '删除司机（权限随即失效）', body: ZRemoveDriverRequest, response: { 200: envelopeOf(z.literal(true)) } } },
    async (request) => ok(await removeDriver({ db: app.db, actor: actorOf(request), driverId: request.body.driverId })),
  );

  app.post(
    '/updatePermission',
    { config: WRITE_LIMIT, schema: { tags, security, summary: '开启或关闭司机的箱照上传权限', body: ZUpdateDriverPermissionRequest, response: { 200: envelopeOf(ZDriver) } } },
    async (request) => ok(await updateDriverPermission({ db: app.db, actor: actorOf(request), driverId: request.body.driverId, canUpload: request.body.canUpload })),
  );
};
