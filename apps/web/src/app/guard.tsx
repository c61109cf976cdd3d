import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess } from './guard-rules';
import { readStoredAccessToken, sessionStore, useSession } from './session-store';
import { useCurrentRouteHandle } from './use-route-meta';

const NoAuthPage = lazy(() => import('./pages/no-auth-page').then((module) => ({ default: module.NoAuthPage })));

/**
 * Wraps every page (shell, user centre and embedded frames): lets it through, sends the visitor to
 * /login?redirect=..., or shows NoAuth in place so the address bar still says what was refused.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const handle = useCurrentRouteHandle();
  const storeToken = useSession((session) => session.accessToken);
  const permittedUrls = useSession((session) => session.permittedUrls);
  // 000 §4.3: with no token in memory, try local storage (another tab or the login page wrote it).
  const accessToken = storeToken ?? readStoredAccessToken();

  useEffect(() => {
    if (storeToken === null && accessToken !== null) sessionStore.restoreToken();
  }, [storeToken, accessToken]);

  const decision = decideAccess({
    meta: handle?.meta,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    accessToken,
    permittedUrls,
  });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'noAuth') {
    return (
      <Suspense fallback={null}>
        <NoAuthPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}
