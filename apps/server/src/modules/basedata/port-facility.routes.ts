import {
  envelopeOf,
  ZGetByNameLikeQuery,
  ZGetByNameLikeResponse,
  ZGetDataSelectorByNameLikeQuery,
  ZGetDataSelectorByNameLikeResponse,
  ZGetFacilitiesByNameLikeQuery,
  ZGetFacilitiesByNameLikeResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { findAnyFacilityByNameLike, findPortsByNameLike, findTerminalFacilitiesByNameLike } from './port-facility.service';

const tags = ['basedata'];

/** Type-ahead searches under web/product/portFacility/ (at most 20 hits each). */
export const portFacilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getByNameLike',
    {
      schema: {
        tags,
        summary: '按中英文名或代码搜索港口与铁路站',
        querystring: ZGetByNameLikeQuery,
        response: { 200: envelopeOf(ZGetByNameLikeResponse) },
      },
    },
    async (request) => ok(await findPortsByNameLike({ db: app.db, ...request.query })),
  );

  app.get(
    '/getFacilitiesByNameLike',
    {
      schema: {
        tags,
        summary: '按名称或代码搜索码头场站',
        querystring: ZGetFacilitiesByNameLikeQuery,
        response: { 200: envelopeOf(ZGetFacilitiesByNameLikeResponse) },
      },
    },
    async (request) => ok(await findTerminalFacilitiesByNameLike({ db: app.db, ...request.query })),
  );

  app.get(
    '/getDataSelectorByNameLike',
    {
      schema: {
        tags,
        summary: '按名称或代码搜索港口、铁路站与码头',
        querystring: ZGetDataSelectorByNameLikeQuery,
        response: { 200: envelopeOf(ZGetDataSelectorByNameLikeResponse) },
      },
    },
    async (request) => ok(await findAnyFacilityByNameLike({ db: app.db, ...request.query })),
  );
};
