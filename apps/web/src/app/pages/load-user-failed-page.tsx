import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ensureUserLoaded } from '../../session/session-runtime';

/** The user could not be loaded (network, server down): say so and offer a retry, in place of the page. */
export function LoadUserFailedPage() {
  const { t } = useTranslation();
  return (
    <section className="page-card page-card--centered">
      <Result
        status="warning"
        title={t('session.loadUserFailed')}
        extra={
          <Button type="primary" onClick={() => void ensureUserLoaded({ force: true }).catch(() => undefined)}>
            {t('common.retry')}
          </Button>
        }
      />
    </section>
  );
}
