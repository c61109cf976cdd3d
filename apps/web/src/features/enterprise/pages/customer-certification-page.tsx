import { useQueryClient } from '@tanstack/react-query';
import { Alert, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { accountStatusQueryKeys, useAccountStatus } from '../api/account-status';
import { enterpriseInfoQueryKeys } from '../api/enterprise-info';
import { EnterpriseCertificationForm } from '../components/enterprise-certification-form';
import { PersonalCertificationForm } from '../components/personal-certification-form';
import '../enterprise.css';

/**
 * /auth/customer: customer certification, enterprise or personal (000 §2.2, §4.1). Open to users who
 * may apply (enableCustomerConfirm: nothing yet, or refused / cancelled); others see where they stand.
 * A submission goes to the confirmation page of its kind.
 */
export function CustomerCertificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAccountStatus();

  const submitted = (kind: 'enterprise' | 'personal') => {
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: enterpriseInfoQueryKeys.all });
    navigate(`/confirmed/${kind}-authority`);
  };

  if (status.isPending) {
    return (
      <section className="page-card container ent-standalone">
        <Skeleton active />
      </section>
    );
  }
  const flags = status.data?.flags;
  if (flags && !flags.enableCustomerConfirm) {
    return (
      <section className="page-card page-card--centered" data-testid="certification-not-open">
        <Result
          status="info"
          title={t('accounts.certification.notOpenTitle')}
          subTitle={t('accounts.certification.notOpenHint')}
          extra={<LinkButton to="/userCenter" type="primary">{t('accounts.common.toUserCenter')}</LinkButton>}
        />
      </section>
    );
  }

  return (
    <section className="page-card container ent-standalone" data-testid="customer-certification-page">
      <h1 className="ent-page__title">{t('accounts.certification.title')}</h1>
      {flags?.isCertificationRefuse && <Alert type="warning" showIcon className="ent-page__alert" title={t('accounts.certification.refusedHint')} />}
      <Tabs
        items={[
          { key: 'enterprise', label: t('accounts.certification.enterpriseTab'), children: <EnterpriseCertificationForm onSubmitted={() => submitted('enterprise')} /> },
          { key: 'personal', label: t('accounts.certification.personalTab'), children: <PersonalCertificationForm onSubmitted={() => submitted('personal')} /> },
        ]}
      />
    </section>
  );
}
