import type { TUaasCompany } from '@coastbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Descriptions, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { accountStatusQueryKeys } from '../api/account-status';
import { useEnterpriseInfo } from '../api/enterprise-info';
import { uaasQueryKeys, updateUnifiedPhone, useEnterpriseUserBindings, usePhoneIsEqual, useUaasCompanies, useUaasStatus, type EnterpriseUserBinding } from '../api/uaas';
import { UpgradeActivateForm } from '../components/upgrade-activate-form';
import { UpgradeUnifiedAccountForm } from '../components/upgrade-unified-account-form';
import '../enterprise.css';

/**
 * /unifiedAccountUpgrade (member_enterprise_profile_uaas_upgrade, main accounts of certified
 * enterprises): the unified-account flows of 000 §7.3 — upgrade (create or bind), activation, the
 * phone check, the sister platforms' companies (apps still verifying are named), and the binding of
 * every user of the enterprise.
 */
export function UnifiedAccountUpgradePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useUaasStatus();
  const info = useEnterpriseInfo();
  const email = status.data?.ea ?? null;
  const isActive = status.data?.status === 'Active';
  const companies = useUaasCompanies(isActive ? email : null);
  const users = useEnterpriseUserBindings(isActive ? email : null, info.data?.sapId);
  const phoneEqual = usePhoneIsEqual(isActive);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: uaasQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all });
  };
  const syncPhone = async () => {
    try {
      await updateUnifiedPhone();
      message.success(t('accountRequests.upgrade.phoneSynced'));
      refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  if (status.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  if (status.isError) {
    return (
      <section className="page-card">
        <Alert type="error" showIcon title={errorMessage(status.error)} />
      </section>
    );
  }
  const state = status.data.status;
  const verifying = (companies.data ?? []).filter((company) => company.verifyStatus === 'verifying').map((company) => company.appName);
  return (
    <section className="page-card ent-page" data-testid="uaas-upgrade-page">
      <h1 className="ent-page__title">{t('accountRequests.upgrade.title')}</h1>
      <p className="ent-page__note">{t('accountRequests.upgrade.intro')}</p>
      <Descriptions column={2} bordered size="middle" className="ent-page__alert">
        <Descriptions.Item label={t('accountRequests.upgrade.status')}>
          <Tag color={state === 'Active' ? 'success' : state === 'Inactive' ? 'warning' : 'default'} data-testid="uaas-status">
            {t(`accountRequests.upgrade.status${state}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('accountRequests.upgrade.boundEmail')}>{email ?? '—'}</Descriptions.Item>
        {state !== 'Unbound' && <Descriptions.Item label={t('accountRequests.upgrade.boundPhone')}>{status.data.pn ?? '—'}</Descriptions.Item>}
      </Descriptions>
      {state === 'Unbound' && <UpgradeUnifiedAccountForm onDone={refresh} />}
      {state === 'Inactive' && email && <UpgradeActivateForm email={email} onDone={refresh} />}
      {isActive && (
        <>
          {phoneEqual.data === false && (
            <Alert
              type="warning"
              showIcon
              className="ent-page__alert"
              title={t('accountRequests.upgrade.phoneDiffers')}
              action={
                <Button size="small" onClick={() => void syncPhone()}>
                  {t('accountRequests.upgrade.syncPhone')}
                </Button>
              }
            />
          )}
          {verifying.length > 0 && <Alert type="info" showIcon className="ent-page__alert" title={t('accountRequests.upgrade.appsInProgress', { apps: verifying.join('、') })} />}
          <h2 className="ent-page__title" style={{ fontSize: 16 }}>
            {t('accountRequests.upgrade.companies')}
          </h2>
          <Table<TUaasCompany>
            rowKey={(company) => `${company.appName}-${company.socialCreditCode}`}
            size="small"
            className="ent-page__alert"
            pagination={false}
            loading={companies.isFetching}
            dataSource={companies.data ?? []}
            locale={{ emptyText: t('accountRequests.common.none') }}
            columns={[
              { title: t('accountRequests.upgrade.companyName'), dataIndex: 'companyName' },
              { title: t('accountRequests.upgrade.appName'), dataIndex: 'appName', width: 140 },
              { title: t('accountRequests.upgrade.role'), dataIndex: 'role', width: 100, render: (role: string) => t(role === 'main' ? 'accountRequests.upgrade.roleMain' : 'accountRequests.upgrade.roleSub') },
              { title: t('accountRequests.upgrade.verifyStatus'), dataIndex: 'verifyStatus', width: 100, render: (value: string) => t(`accountRequests.upgrade.${value}`) },
            ]}
          />
          <h2 className="ent-page__title" style={{ fontSize: 16 }}>
            {t('accountRequests.upgrade.enterpriseUsers')}
          </h2>
          <Table<EnterpriseUserBinding>
            rowKey="userId"
            size="small"
            pagination={false}
            loading={users.isFetching}
            dataSource={users.data ?? []}
            locale={{ emptyText: t('accountRequests.common.none') }}
            columns={[
              { title: t('accountRequests.upgrade.logonId'), dataIndex: 'logonId' },
              { title: t('accountRequests.upgrade.userType'), dataIndex: 'userType', width: 100, render: (value: string) => (value === 'M' ? t('accountRequests.upgrade.roleMain') : t('accountRequests.upgrade.roleSub')) },
              { title: t('accountRequests.upgrade.bound'), dataIndex: 'boundEmail', render: (value: string | null) => value ?? t('accountRequests.upgrade.notBound') },
            ]}
          />
        </>
      )}
    </section>
  );
}
