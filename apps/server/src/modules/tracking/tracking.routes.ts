import { envelopeOf, ZCargoTrackingSwitchResponse, ZNewTrackingCargoRequest, ZNewTrackingCargoResponse } from '@coastbook/contracts';
import { SYSTEM_SWITCH_TYPES } from '@coastbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { optionalAuth } from '../auth';
import { isSwitchOn } from '../basedata';
import { trackCargoByBkgNo } from './tracking.service';

const tags = ['tracking'];

/** Public cargo tracking under web/commonUrl/ (001 §7 "Tracking and documents"). */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web/commonUrl/portal/newTrackingCargo',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: '按运单号查询货物跟踪（公开；箱型箱量仅订舱方本企业登录可见）',
        body: ZNewTrackingCargoRequest,
        response: { 200: envelopeOf(ZNewTrackingCargoResponse) },
      },
    },
    async (request) => ok(await trackCargoByBkgNo({ db: app.db, ...request.body, actor: request.actor })),
  );

  app.get(
    '/web/commonUrl/sysSwitch/cargoTracking',
    { schema: { tags, summary: '新版货物跟踪页面是否开启', response: { 200: envelopeOf(ZCargoTrackingSwitchResponse) } } },
    async () => ok(await isSwitchOn({ db: app.db, type: SYSTEM_SWITCH_TYPES.cargoTracking })),
  );
};
