// What other areas use from accounts and enterprises:
// - the routes app.ts mounts;
// - the operator console's review calls (certification and bank queues, approve / refuse);
// - what decides permissions and visibility: findPermissionSubject (account's getUserPermission),
//   findOrderVisibility / findEntAuthority (files, addresses, orders: a sub-account's ALL / OWN and rights),
//   findTradingStanding (both from one read, for the order calls);
// - refusing link applications (the to-do list's refuse, as the users page does);
// - the unifiedAccountToken grant's code exchange (auth);
// - the tables (seed, operator console's account search).
export { enterpriseRoutes } from './enterprise.routes';
export { approveCertification, findCertificationQueue, refuseCertification } from './certification/review-certification';
export { approveBankInfo, findBankReviewQueue, readBankAccountNo, refuseBankInfo, storeBankAccountNo } from './bank/bank.service';
export { findEntAuthority, findOrderVisibility, findPermissionSubject, findTradingStanding, loadAccountStatusInputs } from './account-status.service';
export { exchangeUnifiedAccountCode } from './uaas/uaas.service';
export { batchRefuse as refuseLinkApplications, findSubUserByToken } from './sub-user/sub-user.service';
export type { Page } from './enterprise-access';
export { accountStateEvent, certificationRequest, enterprise, enterpriseRelationRequest, entMasterRequest, subUserToken } from './enterprise.tables';
export { uaasBinding, uaasSisterCompany, uaasSisterMembership, uaasSisterUser } from './uaas/uaas.tables';
export { uaasRetentionRules } from './uaas/uaas.retention';
