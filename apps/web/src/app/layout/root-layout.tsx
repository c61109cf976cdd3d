import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useCurrentRouteHandle } from '../use-route-meta';

/** Page title = product name + ' - ' + route title (000 §1), kept in step with route and language. */
function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const handle = useCurrentRouteHandle();
  useEffect(() => {
    const product = t('app.productName');
    document.title = handle ? `${product} - ${t(handle.meta.title)}` : product;
  }, [handle, t, i18n.language]);
}

/** Thin bar at the top while a lazy page chunk loads, so a click never feels ignored. */
function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={`nav-progress${navigation.state === 'loading' ? ' is-loading' : ''}`} aria-hidden />;
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's chunk loads, where no frame around the page is drawn yet (the console). */
export function InitialLoading() {
  return (
    <div className="initial-loading" role="status" aria-live="polite">
      <span className="initial-loading__dot" />
    </div>
  );
}

/**
 * Shown in the page's place while the first page's chunk loads, inside the frame already drawn: the visitor
 * sees the header, menu and footer at once instead of a blank screen. The frame's main area is a screen tall
 * (layout.css), so the page arriving pushes nothing visible down.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite" data-testid="page-loading">
      <span className="initial-loading__dot" />
    </div>
  );
}
