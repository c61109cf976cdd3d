import { KeyOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  ZChangePaymentPasswordForm,
  ZSetPaymentPasswordForm,
  type TChangePaymentPasswordForm,
  type TSetPaymentPasswordForm,
} from '@coastbook/contracts';
import { PAYMENT_PASSWORD_LENGTH } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../api/transport';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { useSession } from '../../../session/session-store';
import {
  generateRandomPaymentPassword,
  paymentPasswordQueryKeys,
  setPaymentPassword,
  updatePaymentPassword,
  usePaymentPasswordSet,
} from '../api/payment-password';

type Dialog = 'set' | 'change' | null;

const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

/**
 * The payment-password part of /password-management (000 §7.2): whether one is set, and set it
 * (with a random suggestion), change it, or reset it by SMS on /resetPaymentPassword.
 */
export function PaymentPasswordSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const userId = useSession((session) => session.user?.userId);
  const isSet = usePaymentPasswordSet(userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [setForm] = Form.useForm<TSetPaymentPasswordForm>();
  const [changeForm] = Form.useForm<TChangePaymentPasswordForm>();

  const close = () => {
    setDialog(null);
    setGenerated(null);
    setForm.resetFields();
    changeForm.resetFields();
  };

  const run = async (task: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await task();
      void message.success(done);
      await queryClient.invalidateQueries({ queryKey: paymentPasswordQueryKeys.all });
      close();
    } catch (error) {
      void message.error(t('account.operationFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  const generate = async () => {
    try {
      const suggestion = await generateRandomPaymentPassword();
      setGenerated(suggestion);
      const target = dialog === 'change' ? changeForm : setForm;
      target.setFieldsValue({ paymentPassword: suggestion, confirmPaymentPassword: suggestion });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const passwordInput = (
    <Input.Password maxLength={PAYMENT_PASSWORD_LENGTH} inputMode="numeric" placeholder={t('account.paymentPasswordPlaceholder')} autoComplete="off" />
  );

  const generatedHint = generated !== null && (
    <Alert type="info" showIcon title={t('account.generatedHint', { password: generated })} style={{ marginBottom: 16 }} />
  );

  /** The new password twice, the confirmation checked against it through the dialog's own form schema. */
  const newPasswordFields = (schema: typeof ZSetPaymentPasswordForm | typeof ZChangePaymentPasswordForm, label: string) => (
    <>
      <Form.Item name="paymentPassword" label={label} getValueFromEvent={digitsOnly} rules={[zodRule(schema.shape.paymentPassword)]}>
        {passwordInput}
      </Form.Item>
      <Form.Item
        name="confirmPaymentPassword"
        label={t('account.confirmPaymentPasswordLabel')}
        dependencies={['paymentPassword']}
        getValueFromEvent={digitsOnly}
        rules={[zodFormRule(schema, 'confirmPaymentPassword')]}
      >
        {passwordInput}
      </Form.Item>
    </>
  );

  const saveOrGenerate = (
    <Space>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('account.save')}
      </Button>
      <Button icon={<ThunderboltOutlined />} onClick={() => void generate()} data-testid="generate-payment-password">
        {t('account.generateRandom')}
      </Button>
    </Space>
  );

  return (
    <div className="security-item" data-testid="payment-password-section">
      <div className="security-item__icon">
        <KeyOutlined />
      </div>
      <div className="security-item__body">
        <div className="security-item__title">
          {t('account.paymentPasswordTitle')}{' '}
          {isSet.data !== undefined && (
            <Tag color={isSet.data ? 'green' : 'default'} data-testid="payment-password-status">
              {isSet.data ? t('account.paymentStatusSet') : t('account.paymentStatusNotSet')}
            </Tag>
          )}
        </div>
        <div className="security-item__desc">{t('account.paymentPasswordDesc')}</div>
      </div>
      <Space className="security-item__actions">
        {isSet.data === false && (
          <Button type="primary" onClick={() => setDialog('set')} data-testid="set-payment-password">
            {t('account.setPaymentPassword')}
          </Button>
        )}
        {isSet.data === true && (
          <>
            <Button onClick={() => setDialog('change')} data-testid="change-payment-password">
              {t('account.changePaymentPassword')}
            </Button>
            <LinkButton to="/resetPaymentPassword" type="link">
              {t('account.resetPaymentPassword')}
            </LinkButton>
          </>
        )}
      </Space>

      <Modal open={dialog === 'set'} title={t('account.setPaymentPassword')} onCancel={close} footer={null} destroyOnHidden>
        <Form<TSetPaymentPasswordForm>
          form={setForm}
          layout="vertical"
          disabled={busy}
          onFinish={(values) =>
            void run(() => setPaymentPassword({ paymentPassword: values.paymentPassword, userId: userId ?? '' }), t('account.paymentSaved'))
          }
        >
          {generatedHint}
          {newPasswordFields(ZSetPaymentPasswordForm, t('account.paymentPasswordLabel'))}
          {saveOrGenerate}
        </Form>
      </Modal>

      <Modal open={dialog === 'change'} title={t('account.changePaymentPassword')} onCancel={close} footer={null} destroyOnHidden>
        <Form<TChangePaymentPasswordForm>
          form={changeForm}
          layout="vertical"
          disabled={busy}
          onFinish={(values) =>
            void run(
              () => updatePaymentPassword({ oldPaymentPassword: values.oldPaymentPassword, newPaymentPassword: values.paymentPassword }),
              t('account.paymentChanged'),
            )
          }
        >
          {generatedHint}
          <Form.Item
            name="oldPaymentPassword"
            label={t('account.originalPaymentPasswordLabel')}
            getValueFromEvent={digitsOnly}
            rules={[zodRule(ZChangePaymentPasswordForm.shape.oldPaymentPassword)]}
          >
            {passwordInput}
          </Form.Item>
          {newPasswordFields(ZChangePaymentPasswordForm, t('account.newPaymentPasswordLabel'))}
          {saveOrGenerate}
        </Form>
      </Modal>
    </div>
  );
}
