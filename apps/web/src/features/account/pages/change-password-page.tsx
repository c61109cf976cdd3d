import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../session/session-runtime';
import { useSession } from '../../../session/session-store';
import { ChangeLoginPasswordBox } from '../components/change-login-password-box';
import '../account.css';

/**
 * /changePwd: the forced change for a weak or expired password (000 §4.3, §4.6). The guard sends
 * every page but home here until the change succeeds; the only other way out is logging out.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const isExpired = useSession((session) => session.user?.isPasswordExpired === true);
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="page-card forced-change" data-testid="change-password-page">
      <div className="forced-change__head">
        <h1 className="forced-change__title">{t('account.forcedTitle')}</h1>
        <Button
          icon={<LogoutOutlined />}
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
          data-testid="forced-logout"
        >
          {t('account.forcedLogout')}
        </Button>
      </div>
      <div data-testid="forced-reason" style={{ marginBottom: 24 }}>
        <Alert type="warning" showIcon title={isExpired ? t('account.forcedExpired') : t('account.forcedWeak')} />
      </div>
      <ChangeLoginPasswordBox />
    </section>
  );
}
