import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from '../components/auth-frame';
import { PhoneRecoveryForm } from '../components/password-recovery-form';

/** /resetLoginPassword: an account the carrier put in state ResetPassword sets a new password by SMS. */
export function ResetLoginPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame testId="reset-login-password-page">
      <h1 className="auth-card__title">{t('auth.resetLoginTitle')}</h1>
      <Typography.Paragraph type="secondary">{t('auth.resetLoginIntro')}</Typography.Paragraph>
      <PhoneRecoveryForm call="resetLoginPassword" />
      <div className="auth-card__footer">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}
