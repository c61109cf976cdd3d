// The enterprise area's public face (its pages are loaded by the route table directly).
export { CertificationBadges } from './components/certification-badges';
export { useAccountStatus, accountStatusQueryKeys, getAccountStatus } from './api/account-status';
export { useEnterpriseInfo, enterpriseInfoQueryKeys } from './api/enterprise-info';
export { ServiceTermsBar } from './components/service-terms-bar';
