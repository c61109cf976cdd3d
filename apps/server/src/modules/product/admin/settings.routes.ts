import {
  envelopeOf,
  ZOpsOrderWindow,
  ZOpsSetOrderWindowRequest,
  ZOpsSetSwitchRegionRequest,
  ZOpsSetSwitchRequest,
  ZOpsSwitch,
  ZOpsSwitchList,
  ZOpsSwitchParams,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { operatorOf, requireOperator } from '../../ops';
import { findOpsSwitches, getOpsOrderWindow, setOpsOrderWindow, setOpsSwitch, setOpsSwitchRegion } from './settings.service';

const tags = ['ops-product'];
const security = [{ bearer: [] }];

/** System switches and the place-order window (product managers and admins). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // No permission of their own in the role table: they are part of running the product offer.
  const canManage = requireOperator('ops_product_manage');

  app.get(
    '/switches',
    { preHandler: canManage, schema: { tags, security, summary: '系统开关列表（含按起运港的覆盖设置）', response: { 200: envelopeOf(ZOpsSwitchList) } } },
    async () => ok(await findOpsSwitches({ db: app.db })),
  );

  app.post(
    '/switches/:type',
    {
      preHandler: canManage,
      schema: { tags, security, summary: '打开或关闭系统开关（全局设置；按港覆盖保持不变）', params: ZOpsSwitchParams, body: ZOpsSetSwitchRequest, response: { 200: envelopeOf(ZOpsSwitch) } },
    },
    async (request) =>
      ok(await setOpsSwitch({ db: app.db, operator: operatorOf(request), clientIp: request.ip, type: request.params.type, input: request.body })),
  );

  app.post(
    '/switches/:type/regions',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: '设置某起运港的开关（isOn 为 null 时删除覆盖，回到全局设置）',
        params: ZOpsSwitchParams,
        body: ZOpsSetSwitchRegionRequest,
        response: { 200: envelopeOf(ZOpsSwitch) },
      },
    },
    async (request) =>
      ok(await setOpsSwitchRegion({ db: app.db, operator: operatorOf(request), clientIp: request.ip, type: request.params.type, input: request.body })),
  );

  app.get(
    '/order-window',
    { preHandler: canManage, schema: { tags, security, summary: '每日下单时间窗口', response: { 200: envelopeOf(ZOpsOrderWindow) } } },
    async () => ok(await getOpsOrderWindow({ db: app.db })),
  );

  app.post(
    '/order-window',
    {
      preHandler: canManage,
      schema: { tags, security, summary: '修改每日下单时间窗口（中国时间，含开始不含截止）', body: ZOpsSetOrderWindowRequest, response: { 200: envelopeOf(ZOpsOrderWindow) } },
    },
    async (request) => ok(await setOpsOrderWindow({ db: app.db, operator: operatorOf(request), clientIp: request.ip, input: request.body })),
  );
};
