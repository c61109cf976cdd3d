import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ACCOUNT_CHANGE_EXEMPT_PATHS, logoutToLoginAnotherAccount } from '../../session/session-runtime';
import { useSession } from '../../session/session-store';

/**
 * 'Login account changed' (000 §2.4, §4.2): another tab of this browser logged in as someone else.
 * The page still shows the old user's data, so the user chooses: log in another account (the other
 * tab's login ends and the login page opens) or refresh the page (continue as the new account).
 * Not shown on the exempt pages (login, register, password recovery), which follow quietly.
 */
export function AccountChangedDialog() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const accountChanged = useSession((session) => session.accountChanged);
  const [leaving, setLeaving] = useState(false);
  const open = accountChanged && !ACCOUNT_CHANGE_EXEMPT_PATHS.includes(pathname);

  return (
    <Modal
      open={open}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      width={420}
      title={
        <span>
          <ExclamationCircleOutlined className="account-changed__icon" /> {t('session.accountChangedTitle')}
        </span>
      }
      footer={[
        <Button
          key="login"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logoutToLoginAnotherAccount();
          }}
        >
          {t('session.loginAnotherAccount')}
        </Button>,
        <Button key="refresh" type="primary" onClick={() => window.location.reload()}>
          {t('session.refreshPage')}
        </Button>,
      ]}
    >
      <p data-testid="account-changed-dialog">{t('session.accountChangedBody')}</p>
    </Modal>
  );
}
