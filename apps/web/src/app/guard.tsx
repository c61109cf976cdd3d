import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { readRememberedLogin, ensureUserLoaded, restoreToken } from '../session/session-runtime';
import { readStoredAccessToken, useSession } from '../session/session-store';
import { decideAccess } from './guard-rules';
import { useCurrentRouteHandle } from './use-route-meta';

// antd's Result carries its 403/404/500 illustrations: these pages load only when shown.
const NoAuthPage = lazy(() => import('./pages/no-auth-page').then((module) => ({ default: module.NoAuthPage })));
const LoadUserFailedPage = lazy(() => import('./pages/load-user-failed-page').then((module) => ({ default: module.LoadUserFailedPage })));

/**
 * Wraps every page (shell, user centre and embedded frames) and applies 000 §4.3 (guard-rules.ts):
 * lets it through, waits for the first user-info load, redirects (login, home, /changePwd), or shows
 * NoAuth in place so the address bar still says what was refused.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useCurrentRouteHandle();
  const storeToken = useSession((session) => session.accessToken);
  const permittedUrls = useSession((session) => session.permittedUrls);
  const userStatus = useSession((session) => session.userStatus);
  const user = useSession((session) => session.user);
  const isStrongPassword = useSession((session) => session.isStrongPassword);
  const signingIn = useSession((session) => session.signingIn);
  const sessionExpired = useSession((session) => session.sessionExpired);
  // 000 §4.3: with no token in memory, try local storage (another tab or an earlier visit wrote it).
  const accessToken = storeToken ?? readStoredAccessToken();

  const decision = decideAccess({
    meta: handle?.meta,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    accessToken,
    permittedUrls,
    userStatus,
    mustChangePassword: isStrongPassword === false || user?.isPasswordExpired === true,
    rememberedLogin: accessToken === null && readRememberedLogin().remembered,
    signingIn,
    sessionExpired,
  });

  useEffect(() => {
    if (storeToken === null && accessToken !== null) restoreToken();
  }, [storeToken, accessToken]);

  useEffect(() => {
    if (decision.kind === 'load') void ensureUserLoaded().catch(() => undefined);
  }, [decision.kind, accessToken]);

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'noAuth':
      return (
        <Suspense fallback={null}>
          <NoAuthPage />
        </Suspense>
      );
    case 'load':
      return (
        // The same spinner as the page's own while its code loads (PageLoading), in the same place, so a slow
        // first load shows one spinner throughout; the caption says what it waits for.
        <div className="guard-loading" role="status" aria-live="polite" data-testid="guard-loading">
          <span className="initial-loading__dot" />
          <span className="guard-loading__caption">{t('session.loadingUser')}</span>
        </div>
      );
    case 'loadFailed':
      return (
        <Suspense fallback={null}>
          <LoadUserFailedPage />
        </Suspense>
      );
    case 'pass':
      return <>{children}</>;
  }
}
