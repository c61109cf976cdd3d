import {
  envelopeOf,
  ZGetAllFacilitiesResponse,
  ZGetAllPortResponse,
  ZGetCurrentTimeMillisResponse,
  ZIsBetweenPlaceOrderTimeResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { isWithinPlaceOrderWindow } from './order-window.service';
import { findAllTerminalFacilities, getAllPorts } from './port-facility.service';
import { cacheForSession } from './session-cache';

const tags = ['basedata'];

/** Public calls under web/commonUrl/ (no login needed): the port picker, order window, clock. */
export const commonUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portFacility/getAllPort',
    {
      onSend: cacheForSession,
      schema: { tags, summary: '港口选择器数据：热门港口、铁路站、全部港口与码头', response: { 200: envelopeOf(ZGetAllPortResponse) } },
    },
    async () => ok(await getAllPorts({ db: app.db })),
  );

  app.get(
    '/portFacility/getAllFacilities',
    {
      onSend: cacheForSession,
      schema: { tags, summary: '全部码头场站及所属港口', response: { 200: envelopeOf(ZGetAllFacilitiesResponse) } },
    },
    async () => ok(await findAllTerminalFacilities({ db: app.db })),
  );

  // GET /getHotProduct is served by the product area from real products and sailings (issue 5).

  app.get(
    '/isBetweenPlaceOrderTime',
    { schema: { tags, summary: '当前是否在下单时间段内（中国时间）', response: { 200: envelopeOf(ZIsBetweenPlaceOrderTimeResponse) } } },
    async () => ok(await isWithinPlaceOrderWindow({ db: app.db })),
  );

  app.get(
    '/getCurrentTimeMillis',
    { schema: { tags, summary: '服务器当前时间（毫秒时间戳）', response: { 200: envelopeOf(ZGetCurrentTimeMillisResponse) } } },
    async () => ok(Date.now()),
  );
};
