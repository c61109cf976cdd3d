import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ZRegisterForm, type TRegisterForm } from '@coastbook/contracts';
import { MOBILE_PATTERN, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH, SMS_CODE_LENGTH, USERNAME_MAX_LENGTH } from '@coastbook/domain';
import { App, Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { SERVICE_TERMS_PATH } from '../../../lib/carrier-documents';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { completeLogin, setSigningIn } from '../../../session/session-runtime';
import { VerificationCodeButton, sendPhoneCode } from '../../verification';
import { loginWithPassword } from '../api/login';
import { isPhoneRegistered, register } from '../api/registration';
import { AuthFrame } from '../components/auth-frame';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

/**
 * /register (000 §2.1, §5): user name, mobile number with an SMS code (slide puzzle first), password
 * with the server's strength verdict, confirmation, and the agreement. On success the new account
 * logs in with the same password and lands on /confirmed/register-success.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<TRegisterForm>();
  const [submitting, setSubmitting] = useState(false);
  const password = Form.useWatch('password', form);
  const userName = Form.useWatch('userName', form);

  const phoneIsFree = {
    validator: async (_rule: unknown, value: unknown) => {
      const phone = typeof value === 'string' ? value.trim() : '';
      if (!MOBILE_PATTERN.test(phone)) return; // the format rule speaks
      if (await isPhoneRegistered(phone).catch(() => false)) throw new Error(t('auth.phoneRegistered'));
    },
  };

  const onFinish = async (values: TRegisterForm) => {
    setSubmitting(true);
    let logonId: string;
    try {
      ({ logonId } = await register({
        userName: values.userName.trim(),
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
        agreement: true,
      }));
    } catch (error) {
      void message.error(t('auth.registerFailed', { message: errorMessage(error) }));
      setSubmitting(false);
      return;
    }
    setSigningIn(true);
    try {
      await completeLogin(await loginWithPassword({ username: logonId, password: values.password }), { logonId });
      await navigate('/confirmed/register-success', { replace: true });
    } catch {
      setSigningIn(false);
      setSubmitting(false);
      void message.warning(t('auth.registeredLoginFailed'));
      await navigate(`/login?${new URLSearchParams({ redirect: '/confirmed/register-success' }).toString()}`, { replace: true });
    }
  };

  // As on the login page: the signing-in flag ends once the target page has replaced this one.
  useEffect(() => () => setSigningIn(false), []);

  return (
    <AuthFrame testId="register-page" wide>
      <h1 className="auth-card__title">{t('auth.registerTitle')}</h1>
      <Form<TRegisterForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '104px' }}
        labelWrap
        requiredMark
        colon={false}
        initialValues={{ agreement: false }}
        onFinish={(values) => void onFinish(values)}
        disabled={submitting}
      >
        <Form.Item name="userName" label={t('auth.userNameLabel')} required rules={[zodRule(ZRegisterForm.shape.userName)]}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.userNamePlaceholder')} maxLength={USERNAME_MAX_LENGTH} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('auth.phoneLabel')}
          required
          validateDebounce={400}
          rules={[zodRule(ZRegisterForm.shape.phone), phoneIsFree]}
        >
          <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} maxLength={PHONE_MAX_LENGTH} autoComplete="tel" />
        </Form.Item>
        <Form.Item label={t('auth.smsCodeLabel')} required>
          <div className="code-row">
            <Form.Item name="smsCode" rules={[zodRule(ZRegisterForm.shape.smsCode)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('auth.smsCodePlaceholder')} maxLength={SMS_CODE_LENGTH} autoComplete="one-time-code" />
            </Form.Item>
            <VerificationCodeButton
              validate={() => form.validateFields(['phone']).then(() => true, () => false)}
              send={(slideKey) => sendPhoneCode({ phone: String(form.getFieldValue('phone')).trim(), smsCode: 'REGISTER', slideKey: slideKey ?? '' })}
            />
          </div>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.passwordLabel')}
          required
          rules={[zodRule(ZRegisterForm.shape.password)]}
          extra={<PasswordStrengthMeter password={password} userName={userName ?? ''} />}
        >
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.newPasswordPlaceholder')} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth.confirmPasswordLabel')}
          required
          dependencies={['password']}
          rules={[zodFormRule(ZRegisterForm, 'confirmPassword')]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="agreement" valuePropName="checked" wrapperCol={{ offset: 0 }} rules={[zodRule(ZRegisterForm.shape.agreement)]} style={{ paddingLeft: 104 }}>
          <Checkbox data-testid="register-agreement">
            {t('auth.agreementPrefix')}
            <Link to={SERVICE_TERMS_PATH} target="_blank">
              {t('auth.agreementName')}
            </Link>
            {t('auth.agreementAnd')}
            <Link to={SERVICE_TERMS_PATH} target="_blank">
              {t('auth.privacyName')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Form.Item style={{ paddingLeft: 104, marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="register-submit">
            {t('auth.registerButton')}
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-card__footer">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.loginNow')}</Link>
      </div>
    </AuthFrame>
  );
}
