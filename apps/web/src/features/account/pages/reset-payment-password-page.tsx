import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { ZResetPaymentPasswordForm, type TResetPaymentPasswordForm } from '@coastbook/contracts';
import { PAYMENT_PASSWORD_LENGTH, PHONE_MAX_LENGTH, SMS_CODE_LENGTH } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { useSession } from '../../../session/session-store';
import { VerificationCodeButton } from '../../verification';
import { sendOwnPhoneCode } from '../api/login-password';
import { paymentPasswordQueryKeys, resetPaymentPassword } from '../api/payment-password';
import '../account.css';

/** The labels' column: "Confirm payment password" needs more room than 确认支付密码. */
const LABEL_WIDTH = { zh: 120, en: 200 } as const;
const FIELD_WIDTH = 420;

const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

/**
 * /resetPaymentPassword (public route, 000 §2.1): a logged-in user resets the payment password with
 * an SMS code sent to the bound phone; a visitor is asked to log in first.
 */
export function ResetPaymentPasswordPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((session) => session.user);
  const isLoggedIn = useSession((session) => session.accessToken !== null);
  const [form] = Form.useForm<TResetPaymentPasswordForm>();
  const [busy, setBusy] = useState(false);

  if (!isLoggedIn) {
    return (
      <section className="page-card page-card--centered" data-testid="reset-payment-login-first">
        <Result
          status="info"
          title={t('account.resetPaymentNeedsLogin')}
          extra={
            <LinkButton type="primary" to={`/login?${new URLSearchParams({ redirect: '/resetPaymentPassword' }).toString()}`}>
              {t('common.login')}
            </LinkButton>
          }
        />
      </section>
    );
  }

  const onFinish = async (values: TResetPaymentPasswordForm) => {
    setBusy(true);
    try {
      await resetPaymentPassword({ smsCode: values.smsCode.trim(), newPaymentPassword: values.paymentPassword });
      void message.success(t('account.paymentReset'));
      await queryClient.invalidateQueries({ queryKey: paymentPasswordQueryKeys.all });
      await navigate('/password-management', { replace: true });
    } catch (error) {
      void message.error(t('account.operationFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card forced-change" data-testid="reset-payment-password-page">
      <div className="forced-change__head">
        <h1 className="forced-change__title">{t('account.resetPaymentTitle')}</h1>
      </div>
      <Form<TResetPaymentPasswordForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: `${LABEL_WIDTH[language]}px` }}
        colon={false}
        style={{ maxWidth: LABEL_WIDTH[language] + FIELD_WIDTH }}
        disabled={busy}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label={t('account.boundPhone')} extra={t('account.resetPaymentIntro', { phone: user?.phone ?? '' })}>
          <Input prefix={<MobileOutlined />} value={user?.phone ?? ''} readOnly maxLength={PHONE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item label={t('auth.smsCodeLabel')} required>
          <div className="code-row">
            <Form.Item name="smsCode" rules={[zodRule(ZResetPaymentPasswordForm.shape.smsCode)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('auth.smsCodePlaceholder')} maxLength={SMS_CODE_LENGTH} autoComplete="one-time-code" />
            </Form.Item>
            <VerificationCodeButton withSlide={false} send={() => sendOwnPhoneCode('PAYMENT_PASSWORD_RESET')} />
          </div>
        </Form.Item>
        <Form.Item
          name="paymentPassword"
          label={t('account.newPaymentPasswordLabel')}
          required
          getValueFromEvent={digitsOnly}
          rules={[zodRule(ZResetPaymentPasswordForm.shape.paymentPassword)]}
        >
          <Input.Password maxLength={PAYMENT_PASSWORD_LENGTH} inputMode="numeric" placeholder={t('account.paymentPasswordPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="confirmPaymentPassword"
          label={t('account.confirmPaymentPasswordLabel')}
          required
          dependencies={['paymentPassword']}
          getValueFromEvent={digitsOnly}
          rules={[zodFormRule(ZResetPaymentPasswordForm, 'confirmPaymentPassword')]}
        >
          <Input.Password maxLength={PAYMENT_PASSWORD_LENGTH} inputMode="numeric" placeholder={t('account.paymentPasswordPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('account.save')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
