import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { useRouteError } from 'react-router';

/**
 * A page that threw while rendering, or whose chunk failed to load again after the reload for a new build
 * (route-error-boundary.tsx): shown in place of that page, inside the shell.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="page-card page-card--centered" data-testid="route-error-page">
      <Result
        status="500"
        title={t('page.crashTitle')}
        subTitle={t('page.crashDescription')}
        extra={[
          <Button key="reload" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>,
          <LinkButton key="home" to="/" type="primary">
            {t('common.backHome')}
          </LinkButton>,
        ]}
      />
    </section>
  );
}
