import { INVOICE_ACCEPTANCE_EMAIL_LIMIT, ZAddInvoiceAcceptanceEmailRequest, type TInvoiceAcceptanceEmail } from '@coastbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { NOT_LOADED } from '../../../lib/not-loaded';
import { zodRule } from '../../../lib/zod-rule';
import { VerificationCodeButton, sendEmailCode } from '../../verification';
import { addInvoiceEmail, deleteInvoiceEmail, invoiceEmailQueryKeys, useInvoiceEmails } from '../api/invoice-emails';
import '../user-center.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

interface AddForm {
  email: string;
  emailCode: string;
}

const shape = ZAddInvoiceAcceptanceEmailRequest.shape;

/**
 * /invoiceAcceptanceEmail: the enterprise's invoice receiving mailboxes, 5 at most. Adding one needs an
 * INVOICE_MANAGER code sent to that address; the server's refusal (e.g. a sub-account without the
 * user_auto_invoice right) is shown as it says.
 */
export function InvoiceAcceptanceEmailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AddForm>();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const emails = useInvoiceEmails();
  const count = emails.data?.length;
  // Until the list answers, how many there are (and so whether one more fits) is not known.
  const full = count === undefined || count >= INVOICE_ACCEPTANCE_EMAIL_LIMIT;

  const refresh = () => queryClient.invalidateQueries({ queryKey: invoiceEmailQueryKeys.all });
  const remove = async (id: string) => {
    try {
      await deleteInvoiceEmail(id);
      message.success(t('accounts.common.done'));
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  const add = async (values: AddForm) => {
    setSaving(true);
    try {
      await addInvoiceEmail({ email: values.email.trim(), emailCode: values.emailCode.trim() });
      message.success(t('accounts.common.done'));
      setAdding(false);
      form.resetFields();
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<TInvoiceAcceptanceEmail> = [
    { title: t('accounts.invoiceEmail.email'), dataIndex: 'email' },
    { title: t('accounts.invoiceEmail.createTime'), dataIndex: 'createTime', width: 200, render: (time: string) => formatChinaTime(time) },
    {
      title: t('accounts.address.actions'),
      key: 'actions',
      width: 100,
      render: (_value, row) => (
        <Popconfirm title={t('accounts.invoiceEmail.deleteConfirm')} onConfirm={() => void remove(row.id)}>
          <Button type="link" size="small" danger>
            {t('accounts.address.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="page-card" data-testid="invoice-email-page">
      <h1 className="uc-section-title">{t('accounts.invoiceEmail.pageTitle')}</h1>
      {emails.isError ? (
        <LoadFailedAlert error={emails.error} onRetry={() => void emails.refetch()} />
      ) : (
        <>
          <div className="uc-toolbar">
            <span className="uc-toolbar__hint">{count === undefined ? NOT_LOADED : t('accounts.invoiceEmail.hint', { count, limit: INVOICE_ACCEPTANCE_EMAIL_LIMIT })}</span>
            <Button type="primary" disabled={full} onClick={() => setAdding(true)} data-testid="invoice-email-add">
              {t('accounts.invoiceEmail.add')}
            </Button>
          </div>
          <Table<TInvoiceAcceptanceEmail> rowKey="id" columns={columns} dataSource={emails.data ?? []} loading={emails.isFetching} pagination={false} />
        </>
      )}
      <Modal
        open={adding}
        title={t('accounts.invoiceEmail.add')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        confirmLoading={saving}
        okButtonProps={{ 'data-testid': 'invoice-email-confirm' }}
        destroyOnHidden
      >
        <Form<AddForm> form={form} layout="vertical" onFinish={(values) => void add(values)} preserve={false}>
          <Form.Item name="email" label={t('accounts.invoiceEmail.email')} rules={[zodRule(shape.email)]}>
            <Input maxLength={100} autoComplete="email" data-testid="invoice-email-input" />
          </Form.Item>
          <Form.Item label={t('accounts.profile.emailCode')} required>
            <div className="code-row">
              <Form.Item name="emailCode" noStyle rules={[zodRule(shape.emailCode)]}>
                <Input maxLength={6} autoComplete="one-time-code" data-testid="invoice-email-code" />
              </Form.Item>
              <VerificationCodeButton
                validate={() => form.validateFields(['email']).then(() => true, () => false)}
                send={(slideKey) => sendEmailCode({ email: String(form.getFieldValue('email')), emailCodeType: 'INVOICE_MANAGER', slideKey: slideKey ?? '' })}
              />
            </div>
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
