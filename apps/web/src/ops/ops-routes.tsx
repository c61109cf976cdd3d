import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The operator console's route tree, mounted by app/router.tsx beside (not under) the customer root,
 * so the customer guard, shell and session redirects never see /ops. Only this file is in the
 * customer's first load: every console module (antd Layout, tables, the ops i18n namespace) sits
 * behind the lazy imports below, in chunks of their own.
 */

type Loaded = { Component: ComponentType; ErrorBoundary: ComponentType };

/** A console page with the console's error element (which loads with it). */
function page(load: () => Promise<ComponentType>): () => Promise<Loaded> {
  return () =>
    Promise.all([load(), import('./pages/ops-error-page')]).then(([Component, errors]) => ({ Component, ErrorBoundary: errors.OpsErrorPage }));
}

/** Titles are keys of the ops namespace (src/ops/i18n.ts); the layout sets the document title from them. */
const title = (opsTitle: string) => ({ opsTitle });

export const opsRouteObjects: RouteObject[] = [
  {
    path: '/ops/login',
    handle: title('ops:login.title'),
    lazy: page(() => import('./pages/ops-login-page').then((module) => module.OpsLoginPage)),
  },
  {
    path: '/ops',
    lazy: page(() => import('./layout/ops-layout').then((module) => module.OpsLayout)),
    children: [
      { index: true, handle: title('ops:menu.dashboard'), lazy: page(() => import('./pages/ops-dashboard-page').then((module) => module.OpsDashboardPage)) },
      {
        path: 'certifications',
        handle: title('ops:menu.certifications'),
        lazy: page(() => import('./pages/certification-review-page').then((module) => module.CertificationReviewPage)),
      },
      {
        path: 'bank-reviews',
        handle: title('ops:menu.bankReviews'),
        lazy: page(() => import('./pages/bank-review-page').then((module) => module.BankReviewPage)),
      },
      { path: 'accounts', handle: title('ops:menu.accounts'), lazy: page(() => import('./pages/account-search-page').then((module) => module.AccountSearchPage)) },
      {
        path: 'accounts/:userId',
        handle: title('ops:menu.accountDetail'),
        lazy: page(() => import('./pages/account-detail-page').then((module) => module.AccountDetailPage)),
      },
      { path: 'audit', handle: title('ops:menu.audit'), lazy: page(() => import('./pages/audit-log-page').then((module) => module.AuditLogPage)) },
      { path: '*', handle: title('ops:common.notFound'), lazy: page(() => import('./pages/ops-error-page').then((module) => module.OpsNotFoundPage)) },
    ],
  },
];
