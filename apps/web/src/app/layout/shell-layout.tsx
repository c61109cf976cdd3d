import { holdsPermission, PERMISSIONS } from '@coastbook/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ServiceTermsBar } from '../../features/enterprise';
import { useSession } from '../../session/session-store';
import { RouteGuard } from '../guard';
import { AccountChangedDialog } from './account-changed-dialog';
import { HeaderBottomBar } from './header-bottom-bar';
import { HeaderTopBar } from './header-top-bar';
import { SiteFooter } from './site-footer';

// The floating side buttons are a convenience, not part of the first paint: they load after it.
const FloatSideMenu = lazy(() => import('./float-side-menu').then((module) => ({ default: module.FloatSideMenu })));

/** The portal frame around every non-embedded page: header bars, the guarded page, footer, widgets. */
export function ShellLayout() {
  const { t } = useTranslation();
  // Only an enterprise's main account confirms its service terms (on the enterprise-information page).
  const confirmsServiceTerms = useSession((session) => holdsPermission(session.functionCodes, PERMISSIONS.enterpriseInfo));
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <header className="site-header">
        <HeaderTopBar />
        <HeaderBottomBar />
      </header>
      <main id="main" className="shell__main">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <FloatSideMenu />
        {confirmsServiceTerms && <ServiceTermsBar />}
      </Suspense>
      <AccountChangedDialog />
    </div>
  );
}
