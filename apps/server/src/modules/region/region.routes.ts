import {
  envelopeOf,
  ZGetCitiesQuery,
  ZGetCitiesResponse,
  ZQueryAddressCityLevelQuery,
  ZQueryCitiesByDetailAddressQuery,
  ZRegionChain,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { findCities, findCitiesByDetailAddress, getAddressCityLevel } from './region.service';

const tags = ['region'];
/** The tree changes with a release, not during a session (000 §9 keeps the door-point list in session storage). */
const CACHEABLE = 'private, max-age=300';

/** web/product/cities/: the door-point city list (public: the product search uses it before login). */
export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getCities',
    {
      schema: {
        tags,
        summary: '地区列表：parentUuid 的下级（不传为省级），level 可按级别过滤（Province/City/County/Towns/Street）',
        querystring: ZGetCitiesQuery,
        response: { 200: envelopeOf(ZGetCitiesResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return ok(await findCities({ db: app.db, parentUuid: request.query.parentUuid, level: request.query.level }));
    },
  );
};

/** web/baseData/: address ↔ region lookups for the address form. */
export const regionBaseDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queryAddressCityLevel',
    { schema: { tags, summary: '地区编码的省→市→区县→乡镇层级', querystring: ZQueryAddressCityLevelQuery, response: { 200: envelopeOf(ZRegionChain) } } },
    async (request, reply) => {
      reply.header('cache-control', CACHEABLE);
      return ok(await getAddressCityLevel({ db: app.db, code: request.query.code }));
    },
  );

  app.get(
    '/queryCitiesByDetailAddress',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags, summary: '从详细地址文字识别省市区县乡镇', querystring: ZQueryCitiesByDetailAddressQuery, response: { 200: envelopeOf(ZRegionChain) } },
    },
    async (request) => ok(await findCitiesByDetailAddress({ db: app.db, detailAddress: request.query.detailAddress })),
  );
};

/** The region area's routes, mounted under /api. */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(citiesRoutes, { prefix: '/web/product/cities' });
  await app.register(regionBaseDataRoutes, { prefix: '/web/baseData' });
};
