import { useTranslation } from 'react-i18next';
import { PasswordRecovery } from './password-back-page';

/**
 * /resetPasswordBack: the spec lists the route without saying what it shows; it is the recovery page
 * opened on the e-mail method (the link an e-mail reminder points to), titled "reset password".
 */
export function ResetPasswordBackPage() {
  const { t } = useTranslation();
  return <PasswordRecovery title={t('auth.resetBackTitle')} initialChannel="email" testId="reset-password-back-page" />;
}
