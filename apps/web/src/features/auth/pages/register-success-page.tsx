import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useSession } from '../../../session/session-store';

/** /confirmed/register-success: the new account is logged in; next step is customer certification. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const logonId = useSession((session) => session.user?.logonId);
  return (
    <section className="page-card page-card--centered" data-testid="register-success">
      <Result
        status="success"
        title={t('auth.successTitle')}
        subTitle={
          <>
            {logonId !== undefined && <p data-testid="register-success-logon">{t('auth.successSubtitle', { logonId })}</p>}
            <p>{t('auth.successNext')}</p>
          </>
        }
        extra={[
          <LinkButton key="certify" to="/auth/customer" type="primary">
            {t('auth.goCertify')}
          </LinkButton>,
          <LinkButton key="home" to="/">
            {t('common.backHome')}
          </LinkButton>,
        ]}
      />
    </section>
  );
}
