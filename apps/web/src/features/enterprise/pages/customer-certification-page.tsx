import { useQueryClient } from '@tanstack/react-query';
import { Alert, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { accountStatusQueryKeys, useAccountStatus } from '../api/account-status';
import type { ResubmitSource } from '../api/certification';
import { enterpriseInfoQueryKeys } from '../api/enterprise-info';
import { refusedCertificationQueryKeys, useRefusedCertification } from '../api/refused-certification';
import { CertificationRefusedNotice } from '../components/certification-refused-notice';
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
  const flags = status.data?.flags;
  // A refused (or cancelled) certification is resubmitted from a form prefilled with it (000 §4.1).
  const refused = useRefusedCertification({ enabled: flags?.isCertificationRefuse === true, isEntAuth: flags?.enterpriseType !== 'Personal' });

  const submitted = (kind: 'enterprise' | 'personal') => {
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: enterpriseInfoQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: refusedCertificationQueryKeys.all });
    navigate(`/confirmed/${kind}-authority`);
  };

  if (status.isPending || (flags?.isCertificationRefuse === true && refused.isPending)) {
    return (
      <section className="page-card container ent-standalone">
        <Skeleton active />
      </section>
    );
  }
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

  const refusedRequest = refused.data ?? null;
  const resubmit: ResubmitSource | undefined = refusedRequest ? { requestId: refusedRequest.id, payload: refusedRequest.payload, fileIds: refusedRequest.fileIds } : undefined;
  return (
    <section className="page-card container ent-standalone" data-testid="customer-certification-page">
      <h1 className="ent-page__title">{t('accounts.certification.title')}</h1>
      {refusedRequest ? (
        <CertificationRefusedNotice request={refusedRequest} />
      ) : (
        flags?.isCertificationRefuse && <Alert type="warning" showIcon className="ent-page__alert" title={t('accounts.certification.refusedHint')} />
      )}
      <Tabs
        defaultActiveKey={refusedRequest?.type === 'Personal' ? 'personal' : 'enterprise'}
        items={[
          {
            key: 'enterprise',
            label: t('accounts.certification.enterpriseTab'),
            children: <EnterpriseCertificationForm onSubmitted={() => submitted('enterprise')} resubmit={resubmit} />,
          },
          {
            key: 'personal',
            label: t('accounts.certification.personalTab'),
            children: <PersonalCertificationForm onSubmitted={() => submitted('personal')} resubmit={resubmit} />,
          },
        ]}
      />
    </section>
  );
}
