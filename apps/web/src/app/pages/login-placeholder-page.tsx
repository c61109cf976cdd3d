import { LoginOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { useSearchParams } from 'react-router';

/**
 * /login until the login issue lands: recognisable as the login page and shows where the guard
 * wants to send the user back to (the `redirect` query).
 */
export function LoginPlaceholderPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <section className="page-card page-card--centered" data-testid="login-placeholder">
      <Result
        icon={<LoginOutlined className="coming-soon__icon" />}
        title={t('page.loginPlaceholderTitle')}
        subTitle={
          <>
            <p>{t('page.loginPlaceholderHint')}</p>
            {redirect !== null && (
              <Typography.Text type="secondary">{t('page.loginRedirectHint', { path: redirect })}</Typography.Text>
            )}
          </>
        }
        extra={
          <LinkButton to="/" type="primary">
            {t('common.backHome')}
          </LinkButton>
        }
      />
    </section>
  );
}
