import { FileTextOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SERVICE_TERMS_PATH } from '../../../lib/carrier-documents';
import { useEnterpriseInfo } from '../api/enterprise-info';
import { useConfirmServiceTerms } from './use-confirm-service-terms';
import '../enterprise.css';

/**
 * The bottom drawer of 000 §2.4 asking a certified enterprise's main account to confirm the online booking
 * service terms, on every page until it is done (the enterprise-information page has its own card, so the
 * bar stays away there). The shell mounts it only for holders of the enterprise-information code.
 */
export function ServiceTermsBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const info = useEnterpriseInfo();
  const { confirm, saving } = useConfirmServiceTerms();
  const [agreed, setAgreed] = useState(false);

  if (!info.data || info.data.checkStatus !== 'Confirm' || info.data.confirmTerm || pathname === '/auth/modify') return null;
  return (
    <section className="terms-bar" aria-label={t('accounts.enterpriseInfo.termsTitle')} data-testid="service-terms-bar">
      <div className="container terms-bar__inner">
        <p className="terms-bar__text">
          <FileTextOutlined /> {t('accounts.enterpriseInfo.termsBarText', { enterprise: info.data.enterpriseCnnme })}
          <Link to={SERVICE_TERMS_PATH} target="_blank" className="terms-bar__link">
            {t('accounts.enterpriseInfo.termsRead')}
          </Link>
        </p>
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="terms-bar-agree">
          {t('accounts.enterpriseInfo.termsAgree')}
        </Checkbox>
        <Button type="primary" loading={saving} onClick={() => void confirm(agreed)} data-testid="terms-bar-confirm">
          {t('accounts.enterpriseInfo.termsConfirm')}
        </Button>
      </div>
    </section>
  );
}
