import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { ZIdentityCodeForm, ZPasswordChangeForm, type TIdentityCodeForm, type TPasswordChangeForm } from '@coastbook/contracts';
import { PASSWORD_CHANGE_MESSAGES, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH, SMS_CODE_LENGTH } from '@coastbook/domain';
import { Alert, App, Button, Form, Input, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { markPasswordChanged } from '../../../session/session-runtime';
import { useSession } from '../../../session/session-store';
import { PasswordStrengthMeter } from '../../auth';
import { useAccountStatus } from '../../enterprise';
import { VerificationCodeButton } from '../../verification';
import { checkOriginalPassword, sendOwnPhoneCode, updateLoginPassword, verifyIdentityBySms } from '../api/login-password';

interface ChangeLoginPasswordBoxProps {
  /** Shown beside "confirm" in step 1 (the user-centre dialog's cancel); the forced page has none. */
  onCancel?: () => void;
}

/**
 * The change-login-password box (000 §2.2, §4.6, §5): step 0 verifies the user by an SMS code to
 * the bound phone (masked, read-only, max 11); step 1 takes the original password (checked with the
 * server), the new one (not the same, 8-16 characters) and its confirmation. Success: 'modified
 * successfully!', the strong-password flag is set and the user goes home; failure: 'modification
 * failed!' and the server's message.
 */
export function ChangeLoginPasswordBox({ onCancel }: ChangeLoginPasswordBoxProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((session) => session.user);
  const [step, setStep] = useState<0 | 1>(0);
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [identityForm] = Form.useForm<TIdentityCodeForm>();
  const [passwordForm] = Form.useForm<TPasswordChangeForm>();
  const newPassword = Form.useWatch('newPassword', passwordForm);
  const status = useAccountStatus();

  const verifyIdentity = async ({ smsCode }: TIdentityCodeForm) => {
    setBusy(true);
    try {
      const answer = await verifyIdentityBySms(smsCode.trim());
      setTicket(answer.identityTicket);
      setStep(1);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const originalIsRight = {
    validateTrigger: 'onBlur',
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value === '') return; // "required" is the schema's
      if (!(await checkOriginalPassword(value, user?.userId))) throw new Error(t('account.originalPasswordWrong'));
    },
  };

  const changePassword = async (values: TPasswordChangeForm) => {
    if (ticket === null) return;
    setBusy(true);
    try {
      await updateLoginPassword({ oldPassword: values.originalPassword, newPassword: values.newPassword, identityTicket: ticket });
      void message.success(PASSWORD_CHANGE_MESSAGES.succeeded[language]);
      markPasswordChanged();
      await navigate('/', { replace: true });
    } catch (error) {
      void message.error(`${PASSWORD_CHANGE_MESSAGES.failed[language]}${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  // A unified-account user logs in with that account's password: it is changed through "forgot password" (000 §5).
  if (status.data?.flags.isBindUnionAccount) {
    return (
      <div className="change-password-box" data-testid="change-password-box" data-step="union">
        <Alert
          type="info"
          showIcon
          title={PASSWORD_CHANGE_MESSAGES.unionAccount[language]}
          action={
            <Link to="/passwordBack" data-testid="union-password-back">
              {t('account.resetByForgotPassword')}
            </Link>
          }
        />
        {onCancel && (
          <div className="change-password-box__union-cancel">
            <Button onClick={onCancel}>{t('account.cancel')}</Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="change-password-box" data-testid="change-password-box" data-step={step}>
      <Steps
        className="change-password-box__steps"
        size="small"
        current={step}
        items={[{ title: t('account.stepVerify') }, { title: t('account.stepChange') }]}
      />
      {step === 0 ? (
        <Form<TIdentityCodeForm>
          form={identityForm}
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          colon={false}
          onFinish={(values) => void verifyIdentity(values)}
          disabled={busy}
        >
          <Form.Item label={t('account.boundPhone')}>
            <Input prefix={<MobileOutlined />} value={user?.phone ?? ''} readOnly maxLength={PHONE_MAX_LENGTH} data-testid="own-phone" />
          </Form.Item>
          <Form.Item label={t('auth.smsCodeLabel')} required>
            <div className="code-row">
              <Form.Item name="smsCode" rules={[zodRule(ZIdentityCodeForm.shape.smsCode)]}>
                <Input prefix={<SafetyOutlined />} placeholder={t('auth.smsCodePlaceholder')} maxLength={SMS_CODE_LENGTH} autoComplete="one-time-code" />
              </Form.Item>
              <VerificationCodeButton withSlide={false} send={() => sendOwnPhoneCode('CHANGE_PASSWORD')} />
            </div>
          </Form.Item>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="identity-next">
                {t('account.next')}
              </Button>
              {onCancel && <Button onClick={onCancel}>{t('account.cancel')}</Button>}
            </Space>
          </Form.Item>
        </Form>
      ) : (
        <Form<TPasswordChangeForm>
          form={passwordForm}
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          colon={false}
          onFinish={(values) => void changePassword(values)}
          disabled={busy}
        >
          <Form.Item
            name="originalPassword"
            label={t('account.originalPasswordLabel')}
            required
            validateFirst
            validateTrigger={['onChange', 'onBlur']}
            rules={[zodRule(ZPasswordChangeForm.shape.originalPassword), originalIsRight]}
          >
            <Input.Password prefix={<LockOutlined />} placeholder={t('account.originalPasswordPlaceholder')} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('account.newPasswordLabel')}
            required
            dependencies={['originalPassword']}
            rules={[zodFormRule(ZPasswordChangeForm, 'newPassword')]}
            extra={<PasswordStrengthMeter password={newPassword} userName={user?.logonId ?? ''} />}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={PASSWORD_CHANGE_MESSAGES.newPasswordPlaceholder[language]}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmedPassword"
            label={t('account.confirmPasswordLabel')}
            required
            dependencies={['newPassword']}
            rules={[zodFormRule(ZPasswordChangeForm, 'confirmedPassword')]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('account.confirmPasswordPlaceholder')}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
                {t('account.confirmChange')}
              </Button>
              {onCancel && <Button onClick={onCancel}>{t('account.cancel')}</Button>}
            </Space>
          </Form.Item>
        </Form>
      )}
    </div>
  );
}
