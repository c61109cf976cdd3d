import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ZOpsLoginRequest } from '@coastbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { canEncryptCredentials } from '../../api/credentials';
import { zodRule } from '../../lib/zod-rule';
import { loginOperator } from '../api/ops-auth';
import { opsKeys } from '../api/ops-keys';
import { OpsLanguageSwitch } from '../components/ops-language-switch';
import { useOpsTranslation } from '../i18n';
import { useOpsDocumentTitle } from '../layout/ops-layout';
import { opsRedirectTarget } from '../layout/ops-paths';
import { setOpsToken } from '../session/ops-token';

interface LoginForm {
  loginName: string;
  password: string;
}

/** /ops/login: the operator's own login (not the customer's); back to ?redirect= (a console page) afterwards. */
export function OpsLoginPage() {
  const { t } = useOpsTranslation();
  useOpsDocumentTitle('ops:login.title');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // A password is the console's only login, and it cannot be encrypted on a page that is not secure.
  const canLogIn = canEncryptCredentials();
  const login = useMutation({
    mutationFn: (values: LoginForm) => loginOperator(values.loginName.trim(), values.password),
    onSuccess: (answer) => {
      // A different operator may have used this tab: nothing of the previous login's data survives.
      queryClient.removeQueries({ queryKey: opsKeys.all });
      setOpsToken(answer.token);
      queryClient.setQueryData(opsKeys.me(), answer.operator);
      void navigate(opsRedirectTarget(searchParams.get('redirect')), { replace: true });
    },
  });

  return (
    <div className="ops-login" data-testid="ops-login-page">
      <Card className="ops-login__card" extra={<OpsLanguageSwitch />}>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('ops:login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('ops:login.subtitle')}</Typography.Paragraph>
        {!canLogIn && <Alert type="error" showIcon title={t('ops:login.insecurePage')} style={{ marginBottom: 16 }} data-testid="ops-login-insecure-page" />}
        {login.isError && <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} data-testid="ops-login-error" />}
        <Form<LoginForm> layout="vertical" onFinish={(values) => login.mutate(values)} requiredMark={false}>
          <Form.Item name="loginName" label={t('ops:login.loginName')} rules={[zodRule(ZOpsLoginRequest.shape.loginName)]}>
            <Input prefix={<UserOutlined />} placeholder={t('ops:login.loginNamePlaceholder')} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('ops:login.password')} rules={[{ required: true, message: t('ops:login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('ops:login.passwordPlaceholder')} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={!canLogIn} data-testid="ops-login-submit">
            {t('ops:login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
