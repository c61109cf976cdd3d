import { ZEmailAddress, ZPlainLoginPassword, ZVerificationCode } from '@coastbook/contracts';
import { App, Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { zodRule } from '../../../lib/zod-rule';
import { useSession } from '../../../session/session-store';
import { sendEmailCode, VerificationCodeButton } from '../../verification';
import { bindUnifiedUser, checkExistsUserByEmail, upgradeToUnifiedAccount } from '../api/uaas';

interface UpgradeValues {
  email: string;
  emailCode?: string;
  password: string;
}

/**
 * The upgrade of an unbound account (000 §7.3): the e-mail is checked first (checkExistsUserByEmail);
 * an existing unified account is bound with its password (bindUser); otherwise the e-mail is proven by
 * a code (ACCOUNT_UPGRADE, slide puzzle first) and a new unified account is created with the password
 * given (uaasAccountUpgrade, active at once).
 */
export function UpgradeUnifiedAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const logonId = useSession((session) => session.user?.logonId ?? '');
  const [form] = Form.useForm<UpgradeValues>();
  const [exists, setExists] = useState<boolean | undefined>();
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const check = async () => {
    const { email } = await form.validateFields(['email']);
    setChecking(true);
    try {
      setExists(await checkExistsUserByEmail(email));
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const onFinish = async (values: UpgradeValues) => {
    setSubmitting(true);
    try {
      if (exists) await bindUnifiedUser({ userLogonId: logonId, email: values.email, password: values.password });
      else await upgradeToUnifiedAccount({ email: values.email, emailCode: values.emailCode ?? '', password: values.password });
      message.success(t('accountRequests.upgrade.upgraded'));
      onDone();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<UpgradeValues> form={form} layout="vertical" className="ent-assoc-form" onFinish={(values) => void onFinish(values)} data-testid="uaas-upgrade-form">
      <Form.Item label={t('accountRequests.upgrade.email')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="email" noStyle rules={[zodRule(ZEmailAddress)]}>
            <Input placeholder={t('accountRequests.upgrade.emailPlaceholder')} onChange={() => setExists(undefined)} data-testid="uaas-email" />
          </Form.Item>
          <Button onClick={() => void check().catch(() => undefined)} loading={checking} data-testid="uaas-check-email">
            {t('accountRequests.upgrade.checkEmail')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {exists !== undefined && (
        <>
          <Alert type="info" showIcon className="ent-page__alert" title={t(exists ? 'accountRequests.upgrade.emailExists' : 'accountRequests.upgrade.emailNew')} data-testid="uaas-email-state" />
          {!exists && (
            <Form.Item label={t('accountRequests.upgrade.emailCode')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="emailCode" noStyle rules={[zodRule(ZVerificationCode)]}>
                  <Input maxLength={6} data-testid="uaas-email-code" />
                </Form.Item>
                <VerificationCodeButton
                  validate={() => form.validateFields(['email']).then(() => true, () => false)}
                  send={(slideKey) => sendEmailCode({ email: form.getFieldValue('email') as string, emailCodeType: 'ACCOUNT_UPGRADE', slideKey: slideKey ?? '' })}
                />
              </Space.Compact>
            </Form.Item>
          )}
          <Form.Item
            name="password"
            label={t(exists ? 'accountRequests.upgrade.password' : 'accountRequests.upgrade.passwordNew')}
            required
            rules={exists ? [{ required: true, message: t('accountRequests.upgrade.password') }] : [zodRule(ZPlainLoginPassword)]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" data-testid="uaas-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="uaas-submit">
            {t('accountRequests.upgrade.submit')}
          </Button>
        </>
      )}
    </Form>
  );
}
