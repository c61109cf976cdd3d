import { Alert, Descriptions, Skeleton, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useAccountStatus } from '../api/account-status';
import { useEnterpriseInfo } from '../api/enterprise-info';
import '../enterprise.css';

/**
 * /enterpriseUpgrading: a personally certified user's upgrade to an enterprise (enterpriseUpgradeStatus
 * of 000 §3/§4.1). The enterprise form itself is the customer certification page (/auth/customer), which
 * submits the upgrade for a certified person; this page shows where the upgrade stands and what to do next.
 */
export function EnterpriseUpgradingPage() {
  const { t } = useTranslation();
  const status = useAccountStatus();
  const info = useEnterpriseInfo();
  if (status.isPending || info.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  const inputs = status.data?.inputs;
  const upgrade = inputs?.enterpriseUpgradeStatus ?? '';
  const isPersonal = status.data?.flags.isPersonalConfirm === true || upgrade === 'Confirm';
  const step = upgrade === 'Confirm' ? 2 : upgrade === 'Submit' ? 1 : 0;
  const statusKey = upgrade === '' ? 'statusNone' : `status${upgrade}`;
  return (
    <section className="page-card ent-page" data-testid="enterprise-upgrading-page">
      <h1 className="ent-page__title">{t('accountRequests.enterpriseUpgrading.title')}</h1>
      <p className="ent-page__note">{t('accountRequests.enterpriseUpgrading.intro')}</p>
      {!isPersonal ? (
        <Alert
          type="info"
          showIcon
          title={t('accountRequests.enterpriseUpgrading.notPersonal')}
          action={
            <LinkButton size="small" to="/auth/customer">
              {t('accountRequests.enterpriseUpgrading.toCertify')}
            </LinkButton>
          }
        />
      ) : (
        <>
          <Steps
            className="ent-page__alert"
            current={step}
            status={upgrade === 'Refuse' || upgrade === 'Cancel' ? 'error' : upgrade === 'Confirm' ? 'finish' : 'process'}
            items={[
              { title: t('accountRequests.enterpriseUpgrading.steps.apply') },
              { title: t('accountRequests.enterpriseUpgrading.steps.review') },
              { title: t('accountRequests.enterpriseUpgrading.steps.done') },
            ]}
          />
          <Descriptions column={2} bordered size="middle" className="ent-page__alert">
            <Descriptions.Item label={t('accountRequests.enterpriseUpgrading.current')}>
              {upgrade === 'Confirm' ? info.data?.enterpriseCnnme : `${t('accountRequests.enterpriseUpgrading.personal')}${info.data?.enterpriseCnnme ? `（${info.data.enterpriseCnnme}）` : ''}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('accountRequests.enterpriseUpgrading.upgradeStatus')}>
              <Tag color={upgrade === 'Confirm' ? 'success' : upgrade === 'Submit' ? 'processing' : upgrade === '' ? 'default' : 'error'} data-testid="enterprise-upgrade-status">
                {t(`accountRequests.enterpriseUpgrading.${statusKey}`)}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          {(upgrade === '' || upgrade === 'Refuse' || upgrade === 'Cancel') && (
            <LinkButton type="primary" to="/auth/customer" data-testid="enterprise-upgrade-start">
              {t(upgrade === '' ? 'accountRequests.enterpriseUpgrading.start' : 'accountRequests.enterpriseUpgrading.resubmit')}
            </LinkButton>
          )}
        </>
      )}
    </section>
  );
}
