import { PlusOutlined } from '@ant-design/icons';
import { ZCreateOperatorRequest, type TOperatorRecord, type TResetOperatorPasswordResponse } from '@coastbook/contracts';
import { labelOf, OPERATOR_ROLES, OPERATOR_STATES, PASSWORD_MESSAGES, isValidPassword, type OperatorRole } from '@coastbook/domain';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { zodRule } from '../../lib/zod-rule';
import { useOperatorProfile } from '../api/ops-auth';
import { useOperatorAction, useOperatorPage, type CreateOperatorInput } from '../api/operators';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime } from '../components/format';
import { usePagedTableProps } from '../components/ops-table-props';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { useOpsTranslation } from '../i18n';

/**
 * 运营账号 (/ops/operators, administrators): list, create, disable / enable, reset password (the
 * one-time password is shown once), change role. The server refuses changes to oneself and to the
 * last active administrator; the page hides those buttons on the operator's own row.
 */
export function OperatorListPage() {
  return (
    <RequireOpsPermission permission="ops_operator_manage">
      <OperatorList />
    </RequireOpsPermission>
  );
}

function OperatorList() {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const me = useOperatorProfile().data;
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const stateParam = searchParams.get('state') ?? '';
  const state: 'Active' | 'Disabled' | '' = stateParam === 'Active' || stateParam === 'Disabled' ? stateParam : '';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo(
    () => ({ current, size, ...(keyword ? { keyword } : {}), ...(state ? { state } : {}) }),
    [keyword, state, current, size],
  );
  const page = useOperatorPage(query);
  const action = useOperatorAction();
  const [creating, setCreating] = useState(false);
  const [oneTime, setOneTime] = useState<{ name: string; password: string } | undefined>();
  const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role.value, label: language === 'en' ? role.en : role.zh }));

  const search = (patch: Record<string, string>) => {
    const next = { keyword, state, size: String(size), ...patch, current: '1' };
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), { replace: true });
  };
  const failed = (error: Error) => void message.error(error.message);
  const simple = (record: TOperatorRecord, kind: 'disable' | 'enable') =>
    action.mutate(
      { kind, operatorId: record.operatorId },
      { onSuccess: () => void message.success(t(kind === 'disable' ? 'ops:operators.disabled' : 'ops:operators.enabled', { name: record.displayName })), onError: failed },
    );
  const changeRole = (record: TOperatorRecord, role: OperatorRole) =>
    action.mutate(
      { kind: 'role', operatorId: record.operatorId, role },
      { onSuccess: () => void message.success(t('ops:operators.roleChanged', { name: record.displayName, role: labelOf(OPERATOR_ROLES, role, language) })), onError: failed },
    );
  const resetPassword = (record: TOperatorRecord) =>
    action.mutate(
      { kind: 'reset-password', operatorId: record.operatorId },
      { onSuccess: (answer) => setOneTime({ name: record.displayName, password: (answer as TResetOperatorPasswordResponse).password }), onError: failed },
    );

  const columns: TableColumnsType<TOperatorRecord> = [
    {
      title: t('ops:operators.loginName'),
      dataIndex: 'loginName',
      width: 150,
      render: (value: string, record) => (
        <Space size={4}>
          <span>{value}</span>
          {record.operatorId === me?.operatorId && <Tag>{t('ops:operators.self')}</Tag>}
        </Space>
      ),
    },
    { title: t('ops:operators.displayName'), dataIndex: 'displayName', width: 120 },
    {
      title: t('ops:operators.role'),
      dataIndex: 'role',
      width: 170,
      render: (value: OperatorRole, record) =>
        record.operatorId === me?.operatorId ? (
          labelOf(OPERATOR_ROLES, value, language)
        ) : (
          <Select<OperatorRole>
            size="small"
            value={value}
            options={roleOptions}
            style={{ width: 140 }}
            onChange={(role) => changeRole(record, role)}
            aria-label={t('ops:operators.changeRole')}
            data-testid={`operator-role-${record.loginName}`}
          />
        ),
    },
    {
      title: t('ops:operators.state'),
      dataIndex: 'state',
      width: 170,
      render: (value: string, record) => (
        <Space size={4} wrap>
          <Tag color={value === 'Active' ? 'green' : 'default'}>{labelOf(OPERATOR_STATES, value, language)}</Tag>
          {record.mustChangePassword && <Tag color="gold">{t('ops:operators.mustChange')}</Tag>}
          {record.lockedUntil && <Tag color="red">{t('ops:operators.locked')}</Tag>}
        </Space>
      ),
    },
    { title: t('ops:operators.lastLoginAt'), dataIndex: 'lastLoginAt', width: 140, render: (value: string | null) => formatDateTime(value) },
    { title: t('ops:operators.createdAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    {
      title: t('ops:operators.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, record) =>
        record.operatorId === me?.operatorId ? null : (
          <Space size={4}>
            {record.state === 'Active' ? (
              <Popconfirm
                title={t('ops:operators.disableConfirm', { name: record.displayName })}
                okText={t('ops:common.confirm')}
                cancelText={t('ops:common.cancel')}
                onConfirm={() => simple(record, 'disable')}
              >
                <Button type="link" size="small" danger data-testid={`operator-disable-${record.loginName}`}>
                  {t('ops:operators.disable')}
                </Button>
              </Popconfirm>
            ) : (
              <Button type="link" size="small" onClick={() => simple(record, 'enable')} data-testid={`operator-enable-${record.loginName}`}>
                {t('ops:operators.enable')}
              </Button>
            )}
            <Popconfirm
              title={t('ops:operators.resetConfirm', { name: record.displayName })}
              okText={t('ops:common.confirm')}
              cancelText={t('ops:common.cancel')}
              onConfirm={() => resetPassword(record)}
            >
              <Button type="link" size="small" data-testid={`operator-reset-${record.loginName}`}>
                {t('ops:operators.resetPassword')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('ops:operators.empty') });
  return (
    <div className="ops-panel" data-testid="operator-list-page">
      <Space className="ops-toolbar" wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('ops:operators.keyword')}
            enterButton={t('ops:common.search')}
            style={{ width: 300 }}
            onSearch={(value) => search({ keyword: value.trim() })}
            data-testid="operator-keyword"
          />
          <Select
            value={state}
            style={{ width: 130 }}
            onChange={(value: string) => search({ state: value })}
            options={[{ value: '', label: t('ops:operators.allStates') }, ...OPERATOR_STATES.map((item) => ({ value: item.value, label: language === 'en' ? item.en : item.zh }))]}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="operator-create">
          {t('ops:operators.create')}
        </Button>
      </Space>
      <Table<TOperatorRecord>
        rowKey="operatorId"
        size="middle"
        columns={columns}
        scroll={{ x: 1060 }}
        {...tableProps}
      />
      <CreateOperatorModal
        open={creating}
        roleOptions={roleOptions}
        onClose={() => setCreating(false)}
        onCreate={(input, done) =>
          action.mutate(
            { kind: 'create', input },
            {
              onSuccess: () => {
                done();
                setCreating(false);
                void message.success(t('ops:operators.created', { name: input.displayName }));
              },
              onError: failed,
            },
          )
        }
        submitting={action.isPending}
      />
      <Modal
        open={oneTime !== undefined}
        title={t('ops:operators.resetTitle', { name: oneTime?.name ?? '' })}
        onCancel={() => setOneTime(undefined)}
        footer={<Button onClick={() => setOneTime(undefined)}>{t('ops:common.confirm')}</Button>}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={t('ops:operators.resetHint')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph copyable={{ text: oneTime?.password ?? '', tooltips: [t('ops:operators.copy'), t('ops:operators.copied')] }} className="ops-one-time-password">
          <code data-testid="operator-one-time-password">{oneTime?.password}</code>
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}

function CreateOperatorModal(props: {
  open: boolean;
  submitting: boolean;
  roleOptions: Array<{ value: OperatorRole; label: string }>;
  onClose: () => void;
  onCreate: (input: CreateOperatorInput, done: () => void) => void;
}) {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<CreateOperatorInput>();
  const passwordRule = {
    validator: (_: unknown, value: string | undefined) => {
      if (!value) return Promise.reject(new Error(t('ops:password.required')));
      if (!isValidPassword(value)) return Promise.reject(new Error(language === 'en' ? PASSWORD_MESSAGES.characterClasses.en : `${PASSWORD_MESSAGES.length.zh}，${PASSWORD_MESSAGES.characterClasses.zh}`));
      return Promise.resolve();
    },
  };
  return (
    <Modal
      open={props.open}
      title={t('ops:operators.create')}
      okText={t('ops:common.confirm')}
      cancelText={t('ops:common.cancel')}
      okButtonProps={{ loading: props.submitting, ...{ 'data-testid': 'operator-create-submit' } }}
      onOk={() => void form.validateFields().then((values) => props.onCreate({ ...values, loginName: values.loginName.trim(), displayName: values.displayName.trim() }, () => form.resetFields()))}
      onCancel={props.onClose}
      destroyOnHidden
      data-testid="operator-create-modal"
    >
      <Form<CreateOperatorInput> form={form} layout="vertical" requiredMark={false} initialValues={{ role: 'reviewer' }} preserve={false}>
        <Form.Item name="loginName" label={t('ops:operators.loginName')} rules={[zodRule(ZCreateOperatorRequest.shape.loginName)]}>
          <Input autoComplete="off" data-testid="operator-login-name" />
        </Form.Item>
        <Form.Item name="displayName" label={t('ops:operators.displayName')} rules={[zodRule(ZCreateOperatorRequest.shape.displayName)]}>
          <Input autoComplete="off" data-testid="operator-display-name" />
        </Form.Item>
        <Form.Item name="role" label={t('ops:operators.role')}>
          <Select options={props.roleOptions} data-testid="operator-role" />
        </Form.Item>
        <Form.Item name="password" label={t('ops:operators.initialPassword')} extra={t('ops:operators.initialPasswordHint')} rules={[passwordRule]}>
          <Input.Password autoComplete="new-password" data-testid="operator-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
