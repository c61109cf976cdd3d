import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteGuard } from '../guard';
import { AccountChangedDialog } from './account-changed-dialog';
import { FloatSideMenu } from './float-side-menu';
import { HeaderBottomBar } from './header-bottom-bar';
import { HeaderTopBar } from './header-top-bar';
import { SiteFooter } from './site-footer';

/** The portal frame around every non-embedded page: header bars, the guarded page, footer, widgets. */
export function ShellLayout() {
  const { t } = useTranslation();
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
      <FloatSideMenu />
      <AccountChangedDialog />
    </div>
  );
}
