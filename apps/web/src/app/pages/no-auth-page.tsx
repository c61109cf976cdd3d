import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { useNavigate } from 'react-router';

/** NoAuth: the route needs a permitted URL the user does not hold (000 §4.3). */
export function NoAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="page-card page-card--centered" data-testid="no-auth-page">
      <Result
        status="403"
        title={t('page.noAuthTitle')}
        subTitle={t('page.noAuthDescription')}
        extra={
          <Space>
            <Button onClick={() => navigate(-1)}>{t('common.goBack')}</Button>
            <LinkButton to="/" type="primary">
            {t('common.backHome')}
          </LinkButton>
          </Space>
        }
      />
    </section>
  );
}
