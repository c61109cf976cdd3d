import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazy-route';
import { RouteErrorBoundary } from '../app/pages/route-error-boundary';
import { loadFeatureCatalogues } from '../i18n';

/**
 * The operator console's route tree, mounted by app/router.tsx beside (not under) the customer root,
 * so the customer guard, shell and session redirects never see /ops. Only this file is in the
 * customer's first load: every console module (antd Layout, tables, the ops i18n namespace) sits
 * behind the lazy imports below, in chunks of their own.
 */

type Loaded = { Component: ComponentType; ErrorBoundary: ComponentType };

/**
 * A console page with the console's error element (which loads with it). When they cannot be loaded (a newer
 * build deployed while the console was open), the portal's route error boundary, which is in the first load,
 * takes the failure: it reloads the console for the new build (lazy-route.ts).
 */
function page(load: () => Promise<ComponentType>) {
  // The portal's feature strings too: the review pages show account requests with the portal's labels.
  const loaded = (): Promise<Loaded> =>
    Promise.all([load(), import('./pages/ops-error-page'), loadFeatureCatalogues()]).then(([Component, errors]) => ({
      Component,
      ErrorBoundary: errors.OpsErrorPage,
    }));
  return lazyRoute(loaded, { ErrorBoundary: RouteErrorBoundary });
}

/** Where the console lives: outside the customer portal's session (main.tsx). */
export const OPS_BASE = '/ops';

/** Titles are keys of the ops namespace (src/ops/i18n.ts); the layout sets the document title from them. */
const title = (opsTitle: string) => ({ opsTitle });

export const opsRouteObjects: RouteObject[] = [
  {
    path: `${OPS_BASE}/login`,
    handle: title('ops:login.title'),
    lazy: page(() => import('./pages/ops-login-page').then((module) => module.OpsLoginPage)),
  },
  {
    path: OPS_BASE,
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
      {
        path: 'master-requests',
        handle: title('translation:accountRequests.ops.menuMasterRequests'),
        lazy: page(() => import('./pages/master-request-review-page').then((module) => module.MasterRequestReviewPage)),
      },
      {
        path: 'unsubscribe-requests',
        handle: title('translation:accountRequests.ops.menuUnsubscribe'),
        lazy: page(() => import('./pages/unsubscribe-review-page').then((module) => module.UnsubscribeReviewPage)),
      },
      { path: 'accounts', handle: title('ops:menu.accounts'), lazy: page(() => import('./pages/account-search-page').then((module) => module.AccountSearchPage)) },
      {
        path: 'accounts/:userId',
        handle: title('ops:menu.accountDetail'),
        lazy: page(() => import('./pages/account-detail-page').then((module) => module.AccountDetailPage)),
      },
      { path: 'audit', handle: title('ops:menu.audit'), lazy: page(() => import('./pages/audit-log-page').then((module) => module.AuditLogPage)) },
      { path: 'operators', handle: title('ops:menu.operators'), lazy: page(() => import('./pages/operator-list-page').then((module) => module.OperatorListPage)) },
      { path: 'password', handle: title('ops:menu.password'), lazy: page(() => import('./pages/operator-password-page').then((module) => module.OperatorPasswordPage)) },
      {
        path: 'product/vessels',
        handle: title('opsProduct:menu.vessels'),
        lazy: page(() => import('./pages/product-vessels-page').then((module) => module.ProductVesselsPage)),
      },
      {
        path: 'product/loops',
        handle: title('opsProduct:menu.loops'),
        lazy: page(() => import('./pages/product-vessels-page').then((module) => module.ProductLoopsPage)),
      },
      {
        path: 'product/voyages',
        handle: title('opsProduct:menu.voyages'),
        lazy: page(() => import('./pages/product-voyages-page').then((module) => module.ProductVoyagesPage)),
      },
      {
        path: 'product/products',
        handle: title('opsProduct:menu.products'),
        lazy: page(() => import('./pages/product-products-page').then((module) => module.ProductProductsPage)),
      },
      {
        path: 'product/promotions',
        handle: title('opsProduct:menu.promotions'),
        lazy: page(() => import('./pages/product-promotions-page').then((module) => module.ProductPromotionsPage)),
      },
      {
        path: 'product/inventory',
        handle: title('opsProduct:menu.inventory'),
        lazy: page(() => import('./pages/product-inventory-page').then((module) => module.ProductInventoryPage)),
      },
      {
        path: 'product/settings',
        handle: title('opsProduct:menu.settings'),
        lazy: page(() => import('./pages/product-settings-page').then((module) => module.ProductSettingsPage)),
      },
      // Orders and finance (issue 6): titles in the 'opsTrade' namespace (pages/order-i18n.ts).
      { path: 'orders/review', handle: title('opsTrade:menu.orderReview'), lazy: page(() => import('./pages/order-review-page').then((module) => module.OrderReviewPage)) },
      { path: 'orders', handle: title('opsTrade:menu.orderSearch'), lazy: page(() => import('./pages/order-search-page').then((module) => module.OrderSearchPage)) },
      { path: 'order-dashboard', handle: title('opsTrade:menu.dashboard'), lazy: page(() => import('./pages/dashboard-page').then((module) => module.OrderDashboardPage)) },
      {
        path: 'finance/offline-topups',
        handle: title('opsTrade:menu.offlineTopups'),
        lazy: page(() => import('./pages/finance-offline-topup-page').then((module) => module.OfflineTopupPage)),
      },
      {
        path: 'finance/withdrawals',
        handle: title('opsTrade:menu.withdrawals'),
        lazy: page(() => import('./pages/finance-withdrawal-page').then((module) => module.WithdrawalPage)),
      },
      { path: '*', handle: title('ops:common.notFound'), lazy: page(() => import('./pages/ops-error-page').then((module) => module.OpsNotFoundPage)) },
    ],
  },
];
