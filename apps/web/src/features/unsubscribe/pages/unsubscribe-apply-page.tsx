import { ZUnsubscribeApplyRequest } from '@coastbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Checkbox, Descriptions, Form, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { zodRule } from '../../../lib/zod-rule';
import { VerificationCodeButton } from '../../verification';
import { applyUnsubscribe, sendUnsubscribeCode, unsubscribeQueryKeys, useCurrentUnsubscribe, useUnsubscribeCheck, withdrawUnsubscribe } from '../api/unsubscribe';
import '../unsubscribe.css';

const shape = ZUnsubscribeApplyRequest.shape;

interface ApplyValues {
  reason: string;
  smsCode: string;
  agreed: boolean;
}

const STATUS_COLOURS = { W: 'processing', A: 'default', R: 'error', X: 'default' } as const;

/**
 * /unsubscribeApply: the account cancellation request. The page first says whether the account may be
 * cancelled (and, if not, exactly what to finish first); the user states a reason, ticks the notes and
 * confirms with an SMS code sent to the account's own phone; customer service then decides.
 */
export function UnsubscribeApplyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const check = useUnsubscribeCheck();
  const current = useCurrentUnsubscribe();
  const [form] = Form.useForm<ApplyValues>();
  const [submitting, setSubmitting] = useState(false);
  const [showForm, setShowForm] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: unsubscribeQueryKeys.all });

  const submit = async (values: ApplyValues) => {
    setSubmitting(true);
    try {
      await applyUnsubscribe(ZUnsubscribeApplyRequest.parse(values));
      message.success(t('accountRequests.unsubscribe.submitted'));
      form.resetFields();
      setShowForm(false);
      refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  const onFinish = (values: ApplyValues) => {
    modal.confirm({ title: t('accountRequests.unsubscribe.title'), content: t('accountRequests.unsubscribe.confirm'), okButtonProps: { danger: true }, onOk: () => submit(values) });
  };
  const withdraw = async (id: string) => {
    try {
      await withdrawUnsubscribe(id);
      message.success(t('accountRequests.unsubscribe.withdrawn'));
      refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  if (check.isPending || current.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  const latest = current.data ?? null;
  const waiting = latest?.status === 'W';
  const formVisible = !waiting && (latest === null || latest.status === 'X' || showForm);
  return (
    <section className="page-card unsub-page" data-testid="unsubscribe-page">
      <h1 className="unsub-page__title">{t('accountRequests.unsubscribe.title')}</h1>
      <Alert type="warning" showIcon className="unsub-page__block" title={t('accountRequests.unsubscribe.warningTitle')} description={t('accountRequests.unsubscribe.warnings')} />
      {latest && latest.status !== 'X' && (
        <Descriptions column={2} bordered size="middle" className="unsub-page__block" title={t('accountRequests.unsubscribe.current')}>
          <Descriptions.Item label={t('accountRequests.unsubscribe.status')}>
            <Tag color={STATUS_COLOURS[latest.status]} data-testid="unsubscribe-status">
              {t(`accountRequests.unsubscribe.status${latest.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('accountRequests.unsubscribe.createdAt')}>{formatChinaTime(latest.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('accountRequests.unsubscribe.reason')} span={2}>
            {latest.reason}
          </Descriptions.Item>
          {latest.refuseReason && (
            <Descriptions.Item label={t('accountRequests.unsubscribe.refuseReason')} span={2}>
              {latest.refuseReason}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {waiting && latest && (
        <Popconfirm title={t('accountRequests.unsubscribe.withdraw')} onConfirm={() => void withdraw(latest.id)}>
          <Button data-testid="unsubscribe-withdraw">{t('accountRequests.unsubscribe.withdraw')}</Button>
        </Popconfirm>
      )}
      {latest?.status === 'R' && !showForm && (
        <Button type="primary" onClick={() => setShowForm(true)}>
          {t('accountRequests.unsubscribe.applyAgain')}
        </Button>
      )}
      {formVisible && check.data && !check.data.allowed && (
        <Alert
          type="error"
          showIcon
          className="unsub-page__block"
          title={t('accountRequests.unsubscribe.blocked')}
          description={
            <ul className="unsub-page__blockers" data-testid="unsubscribe-blockers">
              {check.data.blockers.map((blocker) => (
                <li key={blocker.code}>{blocker.msg}</li>
              ))}
            </ul>
          }
        />
      )}
      {formVisible && check.data?.allowed && (
        <Form<ApplyValues> form={form} layout="vertical" className="unsub-page__form" onFinish={onFinish} initialValues={{ agreed: false }} data-testid="unsubscribe-form">
          <Form.Item name="reason" label={t('accountRequests.unsubscribe.reason')} required rules={[zodRule(shape.reason)]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('accountRequests.unsubscribe.reasonPlaceholder')} data-testid="unsubscribe-reason" />
          </Form.Item>
          <Form.Item label={t('accountRequests.unsubscribe.phone')}>
            <Input value={check.data.maskedPhone} readOnly maxLength={11} />
          </Form.Item>
          <Form.Item label={t('accountRequests.unsubscribe.smsCode')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="smsCode" noStyle rules={[zodRule(shape.smsCode)]}>
                <Input maxLength={6} data-testid="unsubscribe-sms-code" />
              </Form.Item>
              <VerificationCodeButton withSlide={false} send={() => sendUnsubscribeCode()} />
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="agreed"
            valuePropName="checked"
            rules={[{ validator: async (_rule, value: boolean) => { if (!value) throw new Error(t('accountRequests.unsubscribe.agreeRequired')); } }]}
          >
            <Checkbox data-testid="unsubscribe-agree">{t('accountRequests.unsubscribe.agree')}</Checkbox>
          </Form.Item>
          <Button type="primary" danger htmlType="submit" loading={submitting} data-testid="unsubscribe-submit">
            {t('accountRequests.unsubscribe.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
