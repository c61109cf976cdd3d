import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonUrlRoutes } from './common-url.routes';
import { customerBaseDataRoutes } from './customer-base-data.routes';
import { portFacilityRoutes } from './port-facility.routes';

/** The spec's {product} path segment: this portal sells domestic products. */
const PRODUCT = 'domestic';

/** Base data calls, at the paths the spec names (001 §7 "Ports and base data", "Common"). */
export const basedataRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(commonUrlRoutes, { prefix: '/web/commonUrl' });
  await app.register(portFacilityRoutes, { prefix: '/web/product/portFacility' });
  await app.register(customerBaseDataRoutes, { prefix: `/web/${PRODUCT}/customer/baseData` });
};
