import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';

/** ErrorPage: unknown paths and failed external-page lookups (000 §2, §8). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="page-card page-card--centered" data-testid="error-page">
      <Result
        status="404"
        title={t('page.errorTitle')}
        subTitle={t('page.errorDescription')}
        extra={
          <LinkButton to="/" type="primary">
            {t('common.backHome')}
          </LinkButton>
        }
      />
    </section>
  );
}
