import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from '../components/auth-frame';
import { EmailRecoveryForm, PhoneRecoveryForm } from '../components/password-recovery-form';

type Channel = 'phone' | 'email';

/** The password-recovery page: by SMS to the bound phone or by e-mail (000 §2.1, §7.2). */
export function PasswordRecovery({ title, initialChannel = 'phone', testId }: { title: string; initialChannel?: Channel; testId: string }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>(initialChannel);
  return (
    <AuthFrame testId={testId}>
      <h1 className="auth-card__title">{title}</h1>
      <Tabs
        activeKey={channel}
        onChange={(key) => setChannel(key as Channel)}
        destroyOnHidden
        items={[
          { key: 'phone', label: t('auth.tabByPhone'), children: <PhoneRecoveryForm /> },
          { key: 'email', label: t('auth.tabByEmail'), children: <EmailRecoveryForm /> },
        ]}
      />
      <div className="auth-card__footer">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}

/** /passwordBack: forgot password, by phone (default) or e-mail. */
export function PasswordBackPage() {
  const { t } = useTranslation();
  return <PasswordRecovery title={t('auth.passwordBackTitle')} testId="password-back-page" />;
}
