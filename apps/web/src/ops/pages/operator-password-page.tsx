import { isValidPassword, PASSWORD_MESSAGES } from '@coastbook/domain';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { useOperatorProfile } from '../api/ops-auth';
import { useChangeOwnPassword } from '../api/operators';
import { useOpsTranslation } from '../i18n';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * 修改密码 (/ops/password): any operator's own password change; an operator with an initial or reset
 * password is held here by the layout until it is done (the server refuses their other calls too).
 */
export function OperatorPasswordPage() {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const profile = useOperatorProfile().data;
  const change = useChangeOwnPassword();
  const [form] = Form.useForm<PasswordForm>();

  const required = { required: true, message: t('ops:password.required') };
  const strongShape = {
    validator: (_: unknown, value: string | undefined) =>
      !value || isValidPassword(value)
        ? Promise.resolve()
        : Promise.reject(new Error(language === 'en' ? PASSWORD_MESSAGES.characterClasses.en : `${PASSWORD_MESSAGES.length.zh}，${PASSWORD_MESSAGES.characterClasses.zh}`)),
  };

  const submit = (values: PasswordForm) =>
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('ops:password.changed'));
          void navigate('/ops', { replace: true });
        },
      },
    );

  return (
    <div className="ops-panel" data-testid="operator-password-page">
      <Card style={{ maxWidth: 480 }} title={t('ops:password.title')}>
        {profile?.mustChangePassword && <Alert type="warning" showIcon title={t('ops:password.forced')} style={{ marginBottom: 16 }} data-testid="operator-password-forced" />}
        {change.isError && <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} data-testid="operator-password-error" />}
        <Form<PasswordForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item name="oldPassword" label={t('ops:password.oldPassword')} rules={[required]}>
            <Input.Password autoComplete="current-password" data-testid="operator-old-password" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('ops:password.newPassword')} extra={t('ops:password.hint')} rules={[required, strongShape]}>
            <Input.Password autoComplete="new-password" data-testid="operator-new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('ops:password.confirmPassword')}
            dependencies={['newPassword']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_: unknown, value: string | undefined) =>
                  !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('ops:password.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="operator-confirm-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="operator-password-submit">
            {t('ops:password.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
