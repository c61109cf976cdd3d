import { ZMasterApplyRequest } from '@coastbook/contracts';
import { App, Alert, Button, Descriptions, Form, Input, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../api/transport';
import { zodRule } from '../../../lib/zod-rule';
import { FileUpload } from '../../file';
import { accountStatusQueryKeys, useAccountStatus } from '../api/account-status';
import { useEnterpriseInfo } from '../api/enterprise-info';
import { applyForMaster, masterRequestQueryKeys } from '../api/master-requests';
import { MasterRequestHistory } from '../components/master-request-history';
import '../enterprise.css';

const shape = ZMasterApplyRequest.shape;

interface ApplyValues {
  reason: string;
  fileIds: string[];
}

/**
 * /entMasterReq/apply: a linked sub-account asks to become its enterprise's main account, with the
 * reason and the stamped letter of authorisation; the current main account agrees, then customer
 * service approves and the roles swap. The request list below follows it.
 */
export function MasterRequestApplyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useAccountStatus();
  const info = useEnterpriseInfo();
  const [form] = Form.useForm<ApplyValues>();
  const [submitting, setSubmitting] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: masterRequestQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all });
  };

  const onFinish = async (values: ApplyValues) => {
    setSubmitting(true);
    try {
      await applyForMaster(ZMasterApplyRequest.parse(values));
      message.success(t('accountRequests.master.applied'));
      form.resetFields();
      refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (status.isPending || info.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  const flags = status.data?.flags;
  const canApply = flags?.isSubAccount === true && flags.isCompanyLink;
  // The caller's own application waits (for the main account or customer service): one at a time.
  const masterStatus = status.data?.inputs.masterStatus ?? '';
  const isWaiting = canApply && (masterStatus === 'M' || masterStatus === 'W');
  return (
    <section className="page-card ent-page" data-testid="master-request-apply-page">
      <h1 className="ent-page__title">{t('accountRequests.master.applyTitle')}</h1>
      <p className="ent-page__note">{t('accountRequests.master.applyIntro')}</p>
      {!canApply ? (
        <Alert
          type="info"
          showIcon
          className="ent-page__alert"
          title={t('accountRequests.master.notSubAccount')}
          action={
            flags?.isMainAccount ? (
              <LinkButton size="small" to="/entMasterReq/change">
                {t('accountRequests.master.toChange')}
              </LinkButton>
            ) : undefined
          }
        />
      ) : isWaiting ? (
        <Alert type="info" showIcon className="ent-page__alert" title={t('accountRequests.master.pending', { status: t(`accountRequests.master.status${masterStatus}`) })} data-testid="master-apply-pending" />
      ) : (
        <>
          <Descriptions column={2} bordered size="middle" className="ent-page__alert">
            <Descriptions.Item label={t('accountRequests.master.enterprise')}>{info.data?.enterpriseCnnme ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('accountRequests.master.currentMain')}>{info.data?.mainAccountLogonId ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Form<ApplyValues> form={form} layout="vertical" className="ent-assoc-form" initialValues={{ fileIds: [] }} onFinish={(values) => void onFinish(values)} data-testid="master-apply-form">
            <Form.Item name="reason" label={t('accountRequests.master.reason')} required rules={[zodRule(shape.reason)]}>
              <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('accountRequests.master.reasonPlaceholder')} data-testid="master-apply-reason" />
            </Form.Item>
            <Form.Item
              name="fileIds"
              label={t('accountRequests.master.letter')}
              extra={t('accountRequests.master.letterHint')}
              required
              rules={[{ validator: async (_rule, value: string[] | undefined) => { if (!value || value.length === 0) throw new Error(t('accountRequests.master.letterRequired')); } }, zodRule(shape.fileIds)]}
            >
              <FileUpload fileType="authorizationLetter" maxCount={5} testId="master-apply-letter" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid="master-apply-submit">
              {t('accountRequests.master.submitApply')}
            </Button>
          </Form>
        </>
      )}
      <MasterRequestHistory isMainAccount={flags?.isMainAccount === true} onChanged={refresh} />
    </section>
  );
}
