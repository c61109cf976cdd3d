import { ZMasterChangeRequest } from '@coastbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Descriptions, Form, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { LinkButton } from '../../../components/link-button';
import { zodRule } from '../../../lib/zod-rule';
import { ensureUserLoaded } from '../../../session/session-runtime';
import { accountStatusQueryKeys, useAccountStatus } from '../api/account-status';
import { enterpriseInfoQueryKeys, useEnterpriseInfo } from '../api/enterprise-info';
import { changeMaster, masterRequestQueryKeys, useEnterpriseMembers, useMasterRequests } from '../api/master-requests';
import { MasterRequestHistory } from '../components/master-request-history';
import '../enterprise.css';

const shape = ZMasterChangeRequest.shape;

interface ChangeValues {
  newMasterUserId: string;
  reason?: string;
}

/**
 * /entMasterReq/change: the main account hands over to one of its linked sub-accounts, at once (it is
 * the main account's own decision). Applications from sub-accounts wait in the list below for its
 * agreement. After a hand-over the permissions are reloaded, so the menus follow the new role.
 */
export function MasterRequestChangePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const status = useAccountStatus();
  const info = useEnterpriseInfo();
  const isMain = status.data?.flags.isMainAccount === true && info.data?.isMainAccount === true;
  const members = useEnterpriseMembers(isMain ? info.data?.enterpriseId : undefined);
  const [form] = Form.useForm<ChangeValues>();
  const [submitting, setSubmitting] = useState(false);
  const subAccounts = (members.data ?? []).filter((member) => member.userType === 'S');
  // One pending request per enterprise (the server refuses a hand-over beside it): the newest page of the
  // list below, shared with it, shows whether an application waits for this account (M) or customer service (W).
  const requests = useMasterRequests(1, 10);
  const pending = isMain ? requests.data?.records.find((request) => request.status === 'M' || request.status === 'W') : undefined;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: masterRequestQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: enterpriseInfoQueryKeys.all });
  };

  const submit = async (values: ChangeValues) => {
    setSubmitting(true);
    try {
      await changeMaster(ZMasterChangeRequest.parse(values));
      message.success(t('accountRequests.master.changed'));
      form.resetFields();
      refresh();
      await ensureUserLoaded({ force: true }).catch(() => undefined);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const onFinish = (values: ChangeValues) => {
    const logonId = subAccounts.find((member) => member.userId === values.newMasterUserId)?.logonId ?? '';
    modal.confirm({ title: t('accountRequests.master.changeTitle'), content: t('accountRequests.master.changeConfirm', { logonId }), onOk: () => submit(values) });
  };

  if (status.isPending || info.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  return (
    <section className="page-card ent-page" data-testid="master-request-change-page">
      <h1 className="ent-page__title">{t('accountRequests.master.changeTitle')}</h1>
      <p className="ent-page__note">{t('accountRequests.master.changeIntro')}</p>
      {!isMain ? (
        <Alert
          type="info"
          showIcon
          className="ent-page__alert"
          title={t('accountRequests.master.notMainAccount')}
          action={
            status.data?.flags.isSubAccount ? (
              <LinkButton size="small" to="/entMasterReq/apply">
                {t('accountRequests.master.toApply')}
              </LinkButton>
            ) : undefined
          }
        />
      ) : (
        <>
          <Descriptions column={2} bordered size="middle" className="ent-page__alert">
            <Descriptions.Item label={t('accountRequests.master.enterprise')}>{info.data?.enterpriseCnnme ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('accountRequests.master.currentMain')}>{info.data?.mainAccountLogonId ?? '—'}</Descriptions.Item>
          </Descriptions>
          {members.isSuccess && subAccounts.length === 0 && <Alert type="warning" showIcon className="ent-page__alert" title={t('accountRequests.master.noSubAccounts')} />}
          {pending && (
            <Alert
              type="info"
              showIcon
              className="ent-page__alert"
              title={t(pending.status === 'M' ? 'accountRequests.master.awaitingYou' : 'accountRequests.master.awaitingService', { logonId: pending.applicantLogonId })}
              data-testid="master-change-pending"
            />
          )}
          <Form<ChangeValues> form={form} layout="vertical" className="ent-assoc-form" onFinish={onFinish} data-testid="master-change-form">
            <Form.Item name="newMasterUserId" label={t('accountRequests.master.newMaster')} required rules={[{ required: true, message: t('accountRequests.master.newMasterRequired') }]}>
              <Select
                loading={members.isFetching}
                placeholder={t('accountRequests.master.newMasterPlaceholder')}
                options={subAccounts.map((member) => ({ value: member.userId, label: `${member.logonId}${member.userCnnme ? `（${member.userCnnme}）` : ''}` }))}
                data-testid="master-change-target"
              />
            </Form.Item>
            <Form.Item name="reason" label={t('accountRequests.master.changeReason')} rules={[zodRule(shape.reason)]}>
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={subAccounts.length === 0 || pending !== undefined} data-testid="master-change-submit">
              {t('accountRequests.master.submitChange')}
            </Button>
          </Form>
        </>
      )}
      <MasterRequestHistory isMainAccount={isMain} onChanged={refresh} />
    </section>
  );
}
