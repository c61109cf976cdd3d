import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { ZPasswordBackByEmailForm, ZPasswordBackForm, type TPasswordBackByEmailForm, type TPasswordBackForm } from '@coastbook/contracts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH, SMS_CODE_LENGTH } from '@coastbook/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { VerificationCodeButton, sendEmailCode, sendPhoneCode } from '../../verification';
import { passwordBackByEmail, passwordBackByPhone, resetLoginPassword } from '../api/registration';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Which call the phone form makes: password back (forgot password) or resetLoginPassword (carrier reset). */
type PhoneRecovery = 'passwordBack' | 'resetLoginPassword';

function useAfterReset() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return () => {
    void message.success(t('auth.resetDone'));
    void navigate('/login', { replace: true });
  };
}

/** New login password by an SMS code (purpose PASSWORD_BACK) sent to the account's phone. */
export function PhoneRecoveryForm({ call = 'passwordBack' }: { call?: PhoneRecovery }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPasswordBackForm>();
  const [submitting, setSubmitting] = useState(false);
  const afterReset = useAfterReset();
  const newPassword = Form.useWatch('newPassword', form);

  const onFinish = async (values: TPasswordBackForm) => {
    setSubmitting(true);
    try {
      const request = { phone: values.phone.trim(), smsCode: values.smsCode.trim(), newPassword: values.newPassword };
      await (call === 'resetLoginPassword' ? resetLoginPassword(request) : passwordBackByPhone(request));
      afterReset();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<TPasswordBackForm> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={submitting}>
      <Form.Item name="phone" rules={[zodRule(ZPasswordBackForm.shape.phone)]}>
        <Input size="large" prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} maxLength={PHONE_MAX_LENGTH} autoComplete="tel" />
      </Form.Item>
      <div className="code-row">
        <Form.Item name="smsCode" rules={[zodRule(ZPasswordBackForm.shape.smsCode)]}>
          <Input size="large" prefix={<SafetyOutlined />} placeholder={t('auth.smsCodePlaceholder')} maxLength={SMS_CODE_LENGTH} autoComplete="one-time-code" />
        </Form.Item>
        <VerificationCodeButton
          size="large"
          validate={() => form.validateFields(['phone']).then(() => true, () => false)}
          send={(slideKey) => sendPhoneCode({ phone: String(form.getFieldValue('phone')).trim(), smsCode: 'PASSWORD_BACK', slideKey: slideKey ?? '' })}
        />
      </div>
      <NewPasswordFields schema={ZPasswordBackForm} password={newPassword} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="recovery-submit">
        {t('auth.resetButton')}
      </Button>
    </Form>
  );
}

/** New login password by an e-mail code (emailCodeType PASSWORD_BACK) sent to the account's address. */
export function EmailRecoveryForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPasswordBackByEmailForm>();
  const [submitting, setSubmitting] = useState(false);
  const afterReset = useAfterReset();
  const newPassword = Form.useWatch('newPassword', form);

  const onFinish = async (values: TPasswordBackByEmailForm) => {
    setSubmitting(true);
    try {
      await passwordBackByEmail({ email: values.email, emailCode: values.emailCode.trim(), newPassword: values.newPassword });
      afterReset();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<TPasswordBackByEmailForm> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={submitting}>
      <Form.Item name="email" rules={[zodRule(ZPasswordBackByEmailForm.shape.email)]}>
        <Input size="large" prefix={<MailOutlined />} placeholder={t('auth.emailPlaceholder')} maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
      </Form.Item>
      <div className="code-row">
        <Form.Item name="emailCode" rules={[zodRule(ZPasswordBackByEmailForm.shape.emailCode)]}>
          <Input size="large" prefix={<SafetyOutlined />} placeholder={t('auth.smsCodePlaceholder')} maxLength={SMS_CODE_LENGTH} autoComplete="one-time-code" />
        </Form.Item>
        <VerificationCodeButton
          size="large"
          validate={() => form.validateFields(['email']).then(() => true, () => false)}
          send={(slideKey) =>
            sendEmailCode({ email: String(form.getFieldValue('email')), emailCodeType: 'PASSWORD_BACK', slideKey: slideKey ?? '' })
          }
        />
      </div>
      <NewPasswordFields schema={ZPasswordBackByEmailForm} password={newPassword} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="recovery-submit">
        {t('auth.resetButton')}
      </Button>
    </Form>
  );
}

function NewPasswordFields({
  schema,
  password,
}: {
  schema: typeof ZPasswordBackForm | typeof ZPasswordBackByEmailForm;
  password: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="newPassword"
        style={{ marginTop: 24 }}
        rules={[zodRule(schema.shape.newPassword)]}
        extra={<PasswordStrengthMeter password={password} />}
      >
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('auth.newPasswordPlaceholder')} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" dependencies={['newPassword']} rules={[zodFormRule(schema, 'confirmPassword')]}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('auth.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
