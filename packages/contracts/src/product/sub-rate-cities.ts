import { z } from 'zod';
import { ZFacility } from '../basedata/port-facility';
import { ZPortCodeParam } from './fields';

/**
 * POST web/product/querySubRateCities (JSON): the places under a rate city (a port from
 * queryRateCities): its terminals and rail stations, i.e. port_facility rows whose parent is the port. Public.
 */
export const ZQuerySubRateCitiesRequest = z.object({
  cityCde: ZPortCodeParam('运价城市'),
});
export type TQuerySubRateCitiesRequest = z.input<typeof ZQuerySubRateCitiesRequest>;
export const ZQuerySubRateCitiesResponse = z.array(ZFacility).describe('下属站点（码头、铁路站）');
export type TQuerySubRateCitiesResponse = z.infer<typeof ZQuerySubRateCitiesResponse>;
