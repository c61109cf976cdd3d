import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { browserStorage } from '../../lib/memory-storage';
import { isMissingChunkError, reloadForNewBuild, serverAnswers } from '../stale-build';

// The error page's antd Result is not worth shipping in the first load; it loads when needed.
const RouteErrorPage = lazy(() => import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })));

/**
 * What a page that threw, or whose chunk could not be loaded, is replaced with (errorElement of every route).
 * A chunk that is gone means a newer build was deployed while the page was open: the page is reloaded for it
 * (once; the second time the error is shown), if the server answers — not while it is down or the network is.
 * The error page is itself a chunk, which a deploy takes away too: then a plain version of it, drawn from the
 * shell alone, stands in for it — never a white screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => isMissingChunkError(error));
  useEffect(() => {
    if (!reloading) return;
    void serverAnswers().then((answers) => {
      if (!answers || !reloadForNewBuild(browserStorage('sessionStorage'), window.location)) setReloading(false);
    });
  }, [reloading]);
  if (reloading) return null;
  return (
    <PlainErrorPageWhenUnloadable>
      <Suspense fallback={null}>
        <RouteErrorPage />
      </Suspense>
    </PlainErrorPageWhenUnloadable>
  );
}

class PlainErrorPageWhenUnloadable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlainErrorPage /> : this.props.children;
  }
}

function PlainErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="page-card page-card--centered route-error-plain" data-testid="route-error-page">
      <h2>{t('page.crashTitle')}</h2>
      <p>{t('page.crashDescription')}</p>
      <div className="route-error-plain__actions">
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <a href="/">{t('common.backHome')}</a>
      </div>
    </section>
  );
}
