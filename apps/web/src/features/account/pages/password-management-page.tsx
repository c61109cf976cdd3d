import { LockOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { ChangeLoginPasswordBox } from '../components/change-login-password-box';
import { PaymentPasswordSection } from '../components/payment-password-section';
import '../account.css';

/** /password-management (user centre): the login password (change box) and the payment password. */
export function PasswordManagementPage() {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <section className="page-card" data-testid="password-management">
      <h1 className="security-page__title">{t('account.passwordManagementTitle')}</h1>
      <div className="security-item">
        <div className="security-item__icon">
          <LockOutlined />
        </div>
        <div className="security-item__body">
          <div className="security-item__title">{t('account.loginPasswordTitle')}</div>
          <div className="security-item__desc">{t('account.loginPasswordDesc')}</div>
        </div>
        <Button type="primary" ghost onClick={() => setChanging(true)} data-testid="open-change-password">
          {t('account.changeLoginPassword')}
        </Button>
      </div>
      <PaymentPasswordSection />
      <div className="security-item">
        <div className="security-item__icon">
          <UserDeleteOutlined />
        </div>
        <div className="security-item__body">
          <div className="security-item__title">{t('account.cancelAccountTitle')}</div>
          <div className="security-item__desc">{t('account.cancelAccountDesc')}</div>
        </div>
        <LinkButton danger to="/unsubscribeApply" data-testid="to-unsubscribe">
          {t('account.cancelAccount')}
        </LinkButton>
      </div>
      <Modal
        open={changing}
        title={t('account.changeLoginPassword')}
        onCancel={() => setChanging(false)}
        footer={null}
        width={640}
        destroyOnHidden
        mask={{ closable: false }}
      >
        <ChangeLoginPasswordBox onCancel={() => setChanging(false)} />
      </Modal>
    </section>
  );
}
