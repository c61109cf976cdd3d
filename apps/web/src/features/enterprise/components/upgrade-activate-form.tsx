import { ZVerificationCode } from '@coastbook/contracts';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { zodRule } from '../../../lib/zod-rule';
import { sendEmailCode, VerificationCodeButton } from '../../verification';
import { activateUnifiedAccount } from '../api/uaas';

/** accountActivate: a bound but inactive unified account is activated by a code sent to its e-mail. */
export function UpgradeActivateForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const onFinish = async ({ emailCode }: { emailCode: string }) => {
    setSubmitting(true);
    try {
      await activateUnifiedAccount({ email, emailCode });
      message.success(t('accountRequests.upgrade.activated'));
      onDone();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form<{ emailCode: string }> layout="vertical" className="ent-assoc-form" onFinish={(values) => void onFinish(values)} data-testid="uaas-activate-form">
      <p className="ent-page__note">{t('accountRequests.upgrade.activateIntro')}</p>
      <Form.Item label={t('accountRequests.upgrade.emailCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="emailCode" noStyle rules={[zodRule(ZVerificationCode)]}>
            <Input maxLength={6} />
          </Form.Item>
          <VerificationCodeButton send={(slideKey) => sendEmailCode({ email, emailCodeType: 'ACCOUNT_UPGRADE', slideKey: slideKey ?? '' })} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('accountRequests.upgrade.activate')}
      </Button>
    </Form>
  );
}
