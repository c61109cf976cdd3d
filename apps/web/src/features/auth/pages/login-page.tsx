import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ZPasswordLoginForm, ZSmsLoginForm, type TPasswordLoginForm, type TSmsLoginForm, type TTokenResponse } from '@coastbook/contracts';
import {
  ERRORS,
  LOCAL_STORAGE_KEYS,
  LOGIN_MODES,
  LOGIN_PROGRESS_STATES,
  PHONE_MAX_LENGTH,
  SMS_CODE_LENGTH,
  detectLoginMode,
  labelOf,
  type LoginProgressState,
} from '@coastbook/domain';
import { Alert, App, Button, Checkbox, Form, Input, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canEncryptCredentials } from '../../../api/credentials';
import { ApiError, errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodRule } from '../../../lib/zod-rule';
import { completeLogin, readRememberedLogin, setSigningIn } from '../../../session/session-runtime';
import { sessionStore } from '../../../session/session-store';
import { SlidePuzzleDialog, VerificationCodeButton, sendPhoneCode, type SlideProof } from '../../verification';
import { loginRefusalOf, loginWithPassword, loginWithSmsCode } from '../api/login';
import { AuthFrame } from '../components/auth-frame';
import { isWaitBack, loginTarget } from '../lib/login-target';

type Progress = LoginProgressState | 'IDLE';

function readFailedCount(): number {
  try {
    return Number(localStorage.getItem(LOCAL_STORAGE_KEYS.failedLoginCount) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function writeFailedCount(count: number): void {
  try {
    if (count > 0) localStorage.setItem(LOCAL_STORAGE_KEYS.failedLoginCount, String(count));
    else localStorage.removeItem(LOCAL_STORAGE_KEYS.failedLoginCount);
  } catch {
    // Only a hint on the login page.
  }
}

/**
 * /login (000 §2.1, §4.9): account login by logon id, phone or e-mail (the mode is read from what is
 * typed) with the password, or SMS login by phone and code. The button shows the progress states
 * LONGIN → SYNCHRONOUS_DATA → SUCCESS / FAILED; a refused login shows the failed count, and once the
 * server asks for a captcha the slide puzzle comes before the next try. Afterwards the user goes to
 * `redirect` (or home); `waitBack` says the session had expired.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const remembered = readRememberedLogin();
  const [accountForm] = Form.useForm<TPasswordLoginForm>();
  const [smsForm] = Form.useForm<TSmsLoginForm>();
  const [mode, setMode] = useState<'account' | 'sms'>('account');
  const [progress, setProgress] = useState<Progress>('IDLE');
  const [failedCount, setFailedCount] = useState(readFailedCount);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [slideOpen, setSlideOpen] = useState(false);
  const loginName = Form.useWatch('username', accountForm) ?? '';

  // The signing-in flag keeps the guard from sending /login home mid-login; it ends when this page
  // unmounts, i.e. once the router has committed the target page (clearing it earlier would let a
  // render of the old location redirect to home first).
  useEffect(() => () => setSigningIn(false), []);

  const busy = progress === 'LONGIN' || progress === 'SYNCHRONOUS_DATA' || progress === 'SUCCESS';

  /** Runs one login: the grant (LONGIN), then user info and permissions (SYNCHRONOUS_DATA), then leaves. */
  const runLogin = async (grant: () => Promise<TTokenResponse>, options: { remember: boolean; logonId?: string }) => {
    setProgress('LONGIN');
    let answer: TTokenResponse;
    try {
      answer = await grant();
    } catch (error) {
      setProgress('FAILED');
      const refusal = loginRefusalOf(error);
      if (refusal !== undefined) {
        setFailedCount(refusal.logonFailedTime);
        writeFailedCount(refusal.logonFailedTime);
        setCaptchaRequired(refusal.captchaRequired);
      }
      // The server wants the puzzle first: open it rather than only saying so.
      if (error instanceof ApiError && error.code === ERRORS.CAPTCHA_REQUIRED.code) {
        setCaptchaRequired(true);
        setSlideOpen(true);
        return;
      }
      void message.error(errorMessage(error));
      return;
    }
    setProgress('SYNCHRONOUS_DATA');
    setSigningIn(true);
    try {
      await completeLogin(answer, { remember: options.remember, ...(options.logonId ? { logonId: options.logonId } : {}) });
      writeFailedCount(0);
      setProgress('SUCCESS');
      const session = sessionStore.getState();
      const mustChangePassword = session.isStrongPassword === false || session.user?.isPasswordExpired === true;
      await navigate(loginTarget(searchParams, mustChangePassword), { replace: true });
    } catch (error) {
      setProgress('FAILED');
      setSigningIn(false);
      void message.error(errorMessage(error));
    }
  };

  const submitAccount = async (values: TPasswordLoginForm, captcha?: SlideProof) => {
    if (captchaRequired && captcha === undefined) {
      setSlideOpen(true);
      return;
    }
    await runLogin(
      () => loginWithPassword({ username: values.username, password: values.password, ...(captcha ? { captcha } : {}) }),
      { remember: values.remember ?? false, logonId: values.username.trim() },
    );
  };

  const submitSms = async (values: TSmsLoginForm) => {
    await runLogin(() => loginWithSmsCode({ phone: values.phone, verifyCode: values.verifyCode }), {
      remember: values.remember ?? false,
    });
  };

  const buttonLabel =
    progress === 'IDLE' ? t('auth.loginButton') : labelOf(LOGIN_PROGRESS_STATES, progress, language);

  const submitButton = (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      loading={progress === 'LONGIN' || progress === 'SYNCHRONOUS_DATA'}
      disabled={progress === 'SUCCESS'}
      data-testid="login-submit"
      data-progress={progress}
    >
      {buttonLabel}
    </Button>
  );

  const detectedMode = loginName.trim() === '' ? undefined : detectLoginMode(loginName);

  const accountTab = (
    <Form<TPasswordLoginForm>
      form={accountForm}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: remembered.logonId ?? '', remember: remembered.logonId !== null }}
      onFinish={(values) => void submitAccount(values)}
      onValuesChange={() => progress === 'FAILED' && setProgress('IDLE')}
      disabled={busy}
    >
      <Form.Item name="username" rules={[zodRule(ZPasswordLoginForm.shape.username)]}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('auth.loginNamePlaceholder')}
          autoComplete="username"
          allowClear
          suffix={
            detectedMode && (
              <Tag className="login-mode-tag" color="cyan" data-testid="login-mode" data-mode={detectedMode}>
                {labelOf(LOGIN_MODES, detectedMode, language)}
              </Tag>
            )
          }
        />
      </Form.Item>
      <Form.Item name="password" rules={[zodRule(ZPasswordLoginForm.shape.password)]}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={t('auth.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      {(failedCount > 0 || captchaRequired) && (
        <div className="auth-failed" data-testid="login-failed-count">
          {failedCount > 0 && <Typography.Text type="danger">{t('auth.failedCount', { count: failedCount })}</Typography.Text>}
          {captchaRequired && (
            <div>
              <Typography.Text type="warning">{t('auth.captchaHint')}</Typography.Text>
            </div>
          )}
        </div>
      )}
      <div className="auth-row">
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.remember')}</Checkbox>
        </Form.Item>
        <Link to="/passwordBack">{t('auth.forgotPassword')}</Link>
      </div>
      <Form.Item style={{ marginTop: 20, marginBottom: 0 }}>{submitButton}</Form.Item>
    </Form>
  );

  const smsTab = (
    <Form<TSmsLoginForm>
      form={smsForm}
      layout="vertical"
      requiredMark={false}
      initialValues={{ remember: false }}
      onFinish={(values) => void submitSms(values)}
      onValuesChange={() => progress === 'FAILED' && setProgress('IDLE')}
      disabled={busy}
    >
      <Form.Item name="phone" rules={[zodRule(ZSmsLoginForm.shape.phone)]}>
        <Input size="large" prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} maxLength={PHONE_MAX_LENGTH} autoComplete="tel" />
      </Form.Item>
      <div className="code-row">
        <Form.Item name="verifyCode" rules={[zodRule(ZSmsLoginForm.shape.verifyCode)]}>
          <Input size="large" prefix={<SafetyOutlined />} placeholder={t('auth.smsCodePlaceholder')} maxLength={SMS_CODE_LENGTH} autoComplete="one-time-code" />
        </Form.Item>
        <VerificationCodeButton
          size="large"
          validate={() => smsForm.validateFields(['phone']).then(() => true, () => false)}
          send={(slideKey) => sendPhoneCode({ phone: String(smsForm.getFieldValue('phone')).trim(), smsCode: 'LOGIN', slideKey: slideKey ?? '' })}
        />
      </div>
      <div className="auth-row" style={{ marginTop: 24 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.remember')}</Checkbox>
        </Form.Item>
        <Link to="/passwordBack">{t('auth.forgotPassword')}</Link>
      </div>
      <Form.Item style={{ marginTop: 20, marginBottom: 0 }}>{submitButton}</Form.Item>
    </Form>
  );

  return (
    <AuthFrame testId="login-page">
      <h1 className="auth-card__title">{t('auth.loginTitle')}</h1>
      {isWaitBack(searchParams) && (
        <div className="auth-notice" data-testid="login-expired-notice">
          <Alert
            type="warning"
            showIcon
            title={t('session.expiredNotice')}
            description={searchParams.has('redirect') ? t('session.expiredNoticeBack') : undefined}
          />
        </div>
      )}
      {!canEncryptCredentials() && (
        <div className="auth-notice">
          <Alert type="error" showIcon title={t('auth.insecurePage')} data-testid="login-insecure-page" />
        </div>
      )}
      <Tabs
        activeKey={mode}
        onChange={(key) => {
          setMode(key as 'account' | 'sms');
          setProgress('IDLE');
        }}
        items={[
          { key: 'account', label: t('auth.tabAccount'), children: accountTab },
          { key: 'sms', label: t('auth.tabSms'), children: smsTab },
        ]}
      />
      <div className="auth-card__footer">
        {t('auth.noAccount')} <Link to="/register/guide">{t('auth.registerNow')}</Link>
      </div>
      <SlidePuzzleDialog
        open={slideOpen}
        onClose={() => setSlideOpen(false)}
        onVerified={(proof) => {
          setSlideOpen(false);
          void accountForm.validateFields().then((values) => submitAccount(values, proof));
        }}
      />
    </AuthFrame>
  );
}
