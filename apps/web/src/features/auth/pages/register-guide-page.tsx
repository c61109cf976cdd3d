import { FileProtectOutlined, ShoppingCartOutlined, UserAddOutlined } from '@ant-design/icons';
import { Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import '../auth.css';

/** /register/guide: what registering takes and what follows (register, certify, book). */
export function RegisterGuidePage() {
  const { t } = useTranslation();
  return (
    <section className="page-card register-guide" data-testid="register-guide">
      <Typography.Title level={2}>{t('auth.guideTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.guideSubtitle')}</Typography.Paragraph>
      <Steps
        className="register-guide__steps"
        current={0}
        items={[
          { title: t('auth.guideStep1Title'), content: t('auth.guideStep1Desc'), icon: <UserAddOutlined /> },
          { title: t('auth.guideStep2Title'), content: t('auth.guideStep2Desc'), icon: <FileProtectOutlined /> },
          { title: t('auth.guideStep3Title'), content: t('auth.guideStep3Desc'), icon: <ShoppingCartOutlined /> },
        ]}
      />
      <div className="register-guide__need">
        <Typography.Text strong>{t('auth.guideNeedTitle')}</Typography.Text>
        <ul>
          <li>{t('auth.guideNeed1')}</li>
          <li>{t('auth.guideNeed2')}</li>
          <li>{t('auth.guideNeed3')}</li>
        </ul>
      </div>
      <div className="register-guide__actions">
        <LinkButton to="/register" type="primary" size="large">
          {t('auth.guideStart')}
        </LinkButton>
        <span>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.loginNow')}</Link>
        </span>
      </div>
    </section>
  );
}
