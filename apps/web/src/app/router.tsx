import { createBrowserRouter, type RouteObject } from 'react-router';
import { opsRouteObjects } from '../ops/ops-routes';
import { EmbeddedLayout } from './layout/embedded-layout';
import { InitialLoading, RootLayout } from './layout/root-layout';
import { ShellLayout } from './layout/shell-layout';
import { RouteErrorBoundary } from './pages/route-error-boundary';
import type { RouteHandle } from './route-meta';
import {
  EMBEDDED_BASE,
  EMBEDDED_ROUTES,
  NOT_FOUND_META,
  PAGES,
  SHELL_ROUTES,
  USER_CENTER_ROUTES,
  type PortalRoute,
} from './routes';

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { meta: route.meta, ...(route.name !== undefined ? { name: route.name } : {}) };
  return {
    path: route.path,
    handle,
    lazy: PAGES[route.page],
    // A page that throws (or whose chunk fails to load) is replaced in place: the shell stays.
    errorElement: <RouteErrorBoundary />,
    ...(route.children ? { children: route.children.map(toRouteObject) } : {}),
  };
}

const notFoundHandle: RouteHandle = { meta: NOT_FOUND_META };

/**
 * Root → (shell | embedded) → pages. The shell is eager (every page needs it); pages, the user-centre
 * frame and the error pages are lazy, so the first load carries the shell and the opened page only.
 */
export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <InitialLoading />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          ...SHELL_ROUTES.map(toRouteObject),
          // Lazy too: its antd Menu is only needed once the user opens a user-centre page.
          {
            lazy: () =>
              import('./layout/user-center-layout').then((module) => ({ Component: module.UserCenterLayout })),
            children: USER_CENTER_ROUTES.map(toRouteObject),
          },
          { path: '*', handle: notFoundHandle, lazy: PAGES.error },
        ],
      },
      {
        path: EMBEDDED_BASE,
        element: <EmbeddedLayout />,
        children: [
          ...EMBEDDED_ROUTES.map(toRouteObject),
          { path: '*', handle: notFoundHandle, lazy: PAGES.error },
        ],
      },
    ],
  },
  // The operator console (/ops/*): its own tree, layout, guard and error element, outside the customer
  // guard; everything but its route table loads lazily.
  ...opsRouteObjects.map((route) => ({ ...route, hydrateFallbackElement: <InitialLoading /> })),
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
