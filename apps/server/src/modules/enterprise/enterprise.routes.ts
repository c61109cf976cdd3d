import { envelopeOf, ZGetStatusResponse } from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import { getAccountStatus } from './account-status.service';
import { associationRoutes } from './association/association.routes';
import { bankRoutes } from './bank/bank.routes';
import { customerAuthRoutes, enterpriseInfoRoutes } from './certification/certification.routes';
import { charterSupplierRoutes } from './charter-supplier/charter-supplier.routes';
import { enterpriseLookupRoutes, bookingLocationRoutes } from './enterprise-lookup/enterprise-lookup.routes';
import { supplierLinkRoutes, supplierSandboxRoutes } from './supplier-link/supplier-link.routes';
import { masterRequestRoutes, requestHistoryRoutes } from './master-request/master-request.routes';
import { enterpriseUserReadRoutes, relationRoutes, subUserRoutes } from './sub-user/sub-user.routes';
import { uaasAccountRoutes, uaasPublicRoutes, uaasRoutes, uaasSandboxRoutes } from './uaas/uaas.routes';

/** web/entUser/getStatus: the status inputs and derived flags (000 §3, §4.1). */
const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getStatus',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['enterprise'],
        security: [{ bearer: [] }],
        summary: '认证与关联状态：输入（inputs）、派生标志（flags，deriveAccountFlags）与用户卡片徽章（badges）',
        response: { 200: envelopeOf(ZGetStatusResponse) },
      },
    },
    async (request) => ok(await getAccountStatus({ db: app.db, userId: actorOf(request).userId })),
  );
};

/** Accounts and enterprises (issue 4): certification, bank, association, sub-accounts, main-account changes, unified account. */
export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(statusRoutes, { prefix: '/web/entUser' });
  await app.register(enterpriseUserReadRoutes, { prefix: '/web/entUser' });
  await app.register(requestHistoryRoutes, { prefix: '/web/entUser' });
  await app.register(customerAuthRoutes, { prefix: '/web/customerAuth' });
  await app.register(enterpriseInfoRoutes, { prefix: '/web/domestic/member/EpanCEnterpriseInfo' });
  await app.register(charterSupplierRoutes, { prefix: '/web/entCharterSupplier' });
  await app.register(supplierLinkRoutes, { prefix: '/web/external/link' });
  await app.register(enterpriseLookupRoutes, { prefix: '/web/domestic/member/EpanCEnterpriseInfo' });
  await app.register(bookingLocationRoutes, { prefix: '/web/customerAuth' });
  await app.register(bankRoutes, { prefix: '/web/enterprise/bank' });
  await app.register(subUserRoutes, { prefix: '/web/enterprise/subUser' });
  await app.register(relationRoutes, { prefix: '/web/epanEntUserRelationReq' });
  await app.register(masterRequestRoutes, { prefix: '/web/entMasterReq' });
  await app.register(associationRoutes, { prefix: '/web/association' });
  await app.register(uaasPublicRoutes, { prefix: '/web/commonUrl/uaas' });
  await app.register(uaasRoutes, { prefix: '/web/commonUrl/uaas' });
  await app.register(uaasAccountRoutes, { prefix: '/web/domestic/uaasAccount' });
  if (!app.config.isProduction) await app.register(uaasSandboxRoutes, { prefix: '/dev/uaas' });
  if (!app.config.isProduction) await app.register(supplierSandboxRoutes, { prefix: '/dev/charter-supplier-system' });
};
