import { lazy } from 'react';

// The enterprise area's public face (its pages are loaded by the route table directly).
export { CertificationBadges } from './components/certification-badges';
export { useAccountStatus, accountStatusQueryKeys, getAccountStatus } from './api/account-status';
export { useEnterpriseInfo, enterpriseInfoQueryKeys } from './api/enterprise-info';

/**
 * Lazy: the shell mounts the bar only for a main account whose enterprise has yet to confirm the terms, so
 * its code (and antd's Checkbox) stays out of every first load. Render it inside a Suspense boundary.
 */
export const ServiceTermsBar = lazy(() => import('./components/service-terms-bar').then((module) => ({ default: module.ServiceTermsBar })));
