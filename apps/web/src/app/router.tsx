import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { withFeatureCatalogues } from '../i18n';
import { opsRouteObjects } from '../ops/ops-routes';
import { lazyRoute } from './lazy-route';
import { EmbeddedLayout } from './layout/embedded-layout';
import { InitialLoading, PageLoading, RootLayout } from './layout/root-layout';
import { ShellLayout } from './layout/shell-layout';
import { PAGE_DATA } from './page-data';
import { RouteErrorBoundary } from './pages/route-error-boundary';
import type { RouteHandle } from './route-meta';
import {
  EMBEDDED_BASE,
  EMBEDDED_ROUTES,
  listAllRoutes,
  NOT_FOUND_META,
  PAGES,
  SHELL_ROUTES,
  USER_CENTER_ROUTES,
  type PortalRoute,
} from './routes';

/** What the browser's router needs to ask for a page's first data (page-data.ts) when it enters the page. */
export interface PagePrefetch {
  queryClient: QueryClient;
  /** False for a visitor: the guard sends them to /login, and an unauthenticated call would end a session. */
  loggedIn: () => boolean;
}

const pageLoading = <PageLoading />;

function toRouteObject(route: PortalRoute, prefetch: PagePrefetch | undefined): RouteObject {
  const handle: RouteHandle = { meta: route.meta, ...(route.name !== undefined ? { name: route.name } : {}) };
  const startPageData = prefetch && PAGE_DATA[route.page];
  return {
    path: route.path,
    handle,
    lazy: lazyRoute(withFeatureCatalogues(PAGES[route.page])),
    hydrateFallbackElement: pageLoading,
    // A page that throws (or whose chunk fails to load) is replaced in place: the shell stays.
    errorElement: <RouteErrorBoundary />,
    ...(startPageData
      ? {
          // Runs beside the page's lazy chunk and returns at once: the answers land in the query cache,
          // where the page finds them. Only on entering the page; the page itself follows its filters.
          loader: ({ request }) => {
            if (prefetch.loggedIn()) startPageData(prefetch.queryClient, new URL(request.url));
            return null;
          },
          shouldRevalidate: () => false,
        }
      : {}),
    ...(route.children ? { children: route.children.map((child) => toRouteObject(child, prefetch)) } : {}),
  };
}

const notFoundHandle: RouteHandle = { meta: NOT_FOUND_META };
const notFoundPage = () => ({
  handle: notFoundHandle,
  lazy: lazyRoute(withFeatureCatalogues(PAGES.error)),
  hydrateFallbackElement: pageLoading,
});
const notFoundRoute = (): RouteObject => ({ path: '*', ...notFoundPage() });

/**
 * Root → (shell | embedded) → pages. The shell is eager (every page needs it); pages, the user-centre
 * frame and the error pages are lazy, so the first load carries the shell and the opened page only.
 * While the first page's chunk loads, the router draws the routes above it and the deepest
 * `hydrateFallbackElement` in its place: each lazy route has one, so the frame appears at once with
 * PageLoading where the page will be; the root's InitialLoading stays as the fallback of last resort.
 */
function buildRouteObjects(prefetch?: PagePrefetch): RouteObject[] {
  const toRoute = (route: PortalRoute) => toRouteObject(route, prefetch);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <InitialLoading />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <ShellLayout />,
          children: [
            ...SHELL_ROUTES.map(toRoute),
            // Lazy too: its antd Menu is only needed once the user opens a user-centre page.
            {
              lazy: lazyRoute(
                withFeatureCatalogues(() => import('./layout/user-center-layout').then((module) => ({ Component: module.UserCenterLayout }))),
              ),
              hydrateFallbackElement: pageLoading,
              children: USER_CENTER_ROUTES.map(toRoute),
            },
            notFoundRoute(),
          ],
        },
        {
          path: EMBEDDED_BASE,
          element: <EmbeddedLayout />,
          children: [
            // /ssb by itself is no page: without this it matched the frame alone and drew a blank window.
            { index: true, ...notFoundPage() },
            ...EMBEDDED_ROUTES.map(toRoute),
            notFoundRoute(),
          ],
        },
      ],
    },
    // The operator console (/ops/*): its own tree, layout, guard and error element, outside the customer
    // guard; everything but its route table loads lazily.
    ...opsRouteObjects.map((route) => ({ ...route, hydrateFallbackElement: <InitialLoading /> })),
  ];
}

/** The route tree without prefetching: what the server's renderer of the landing pages matches against. */
export const routeObjects: RouteObject[] = buildRouteObjects();

/** The browser's router: entering a page of page-data.ts (first load or a later navigation) starts its data. */
export function createAppRouter(prefetch: PagePrefetch) {
  return createBrowserRouter(buildRouteObjects(prefetch));
}

/**
 * The first page's data, asked for before the router exists. The router starts a page's chunks (dozens
 * of files for my orders) before its loader, and HTTP/1.1 gives a host six connections: the answers
 * waited behind the code for ~0.5 s. Asked for first, they travel beside it; the loader's own call then
 * finds them in flight in the query cache and asks nothing again.
 */
export function startFirstPageData(prefetch: PagePrefetch, url: URL): void {
  if (!prefetch.loggedIn()) return;
  // Only the few pages with first data are matched against the address: this runs on every start-up.
  const route = listAllRoutes().find((candidate) => PAGE_DATA[candidate.page] !== undefined && matchPath(candidate.fullPath, url.pathname) !== null);
  if (route) PAGE_DATA[route.page]?.(prefetch.queryClient, url);
}
