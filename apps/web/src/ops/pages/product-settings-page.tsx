import type { TOpsSwitch } from '@coastbook/contracts';
import { App, Badge, Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Table, Tag, TimePicker, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useBilingualNames } from '../../features/basedata';
import { useOpsOrderWindow, useOpsSwitches, useSetOrderWindow, useSetSwitch, useSetSwitchRegion } from '../api/product-admin';
import { RequireOpsPermission } from '../components/forbidden';
import { useProductTranslation } from './product/product-i18n';
import { loadFailureTableProps } from '../components/ops-table-props';

/** 系统开关与下单时间 (/ops/product/settings): switches with port overrides, and the daily order window. */
export function ProductSettingsPage() {
  return (
    <RequireOpsPermission permission="ops_product_manage">
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="product-settings-page">
        <OrderWindowCard />
        <SwitchesCard />
      </Space>
    </RequireOpsPermission>
  );
}

function RegionAdder({ type }: { type: string }) {
  const { t } = useProductTranslation();
  const { message } = App.useApp();
  const setRegion = useSetSwitchRegion();
  const [portCode, setPortCode] = useState('');
  const [isOn, setIsOn] = useState(false);
  const add = () =>
    setRegion.mutate(
      { type, body: { portCode, isOn } },
      { onSuccess: () => (setPortCode(''), void message.success(t('common.saved'))), onError: (error) => void message.error(error.message) },
    );
  return (
    <Space.Compact size="small">
      <Input style={{ width: 90 }} placeholder={t('settings.portCode')} value={portCode} onChange={(event) => setPortCode(event.target.value)} data-testid={`region-port-${type}`} />
      <Select
        style={{ width: 84 }}
        value={isOn}
        onChange={setIsOn}
        options={[
          { value: true, label: t('common.on') },
          { value: false, label: t('common.off') },
        ]}
      />
      <Button onClick={add} loading={setRegion.isPending} disabled={portCode.trim() === ''}>
        {t('common.add')}
      </Button>
    </Space.Compact>
  );
}

function SwitchesCard() {
  const { t } = useProductTranslation();
  const names = useBilingualNames();
  const { message } = App.useApp();
  const switches = useOpsSwitches();
  const setSwitch = useSetSwitch();
  const setRegion = useSetSwitchRegion();
  const failed = (error: Error) => void message.error(error.message);

  const columns: TableColumnsType<TOpsSwitch> = [
    { title: t('settings.switchType'), dataIndex: 'type', width: 190, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: t('settings.description'), dataIndex: 'description' },
    {
      title: t('settings.global'),
      dataIndex: 'isOn',
      width: 110,
      render: (isOn: boolean, record) => (
        <Switch
          checked={isOn}
          checkedChildren={t('common.on')}
          unCheckedChildren={t('common.off')}
          loading={setSwitch.isPending && setSwitch.variables?.type === record.type}
          data-testid={`switch-${record.type}`}
          onChange={(checked) =>
            setSwitch.mutate(
              { type: record.type, body: { isOn: checked } },
              { onSuccess: () => void message.success(t(checked ? 'settings.switchedOn' : 'settings.switchedOff', { type: record.type })), onError: failed },
            )
          }
        />
      ),
    },
    {
      title: t('settings.regions'),
      key: 'regions',
      width: 420,
      render: (_, record) => (
        <Space wrap size={[4, 4]}>
          {record.regions.map((region) => (
            <Popconfirm
              key={region.portCode}
              title={t('settings.removeRegion')}
              onConfirm={() => setRegion.mutate({ type: record.type, body: { portCode: region.portCode, isOn: null } }, { onError: failed })}
            >
              <Tag color={region.isOn ? 'green' : 'red'} style={{ cursor: 'pointer' }}>
                {names.placeWithCode(region.portCode, region.portCnnme)} {region.isOn ? t('common.on') : t('common.off')} ×
              </Tag>
            </Popconfirm>
          ))}
          <RegionAdder type={record.type} />
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('settings.switches')} size="small">
      <Table<TOpsSwitch>
        rowKey="type"
        size="small"
        columns={columns}
        dataSource={switches.data ?? []}
        loading={switches.isFetching}
        pagination={false}
        locale={{ emptyText: t('common.none') }}
        {...loadFailureTableProps(switches, switches.data)}
      />
    </Card>
  );
}

interface WindowForm {
  opensAt: Dayjs;
  closesAt: Dayjs;
}

function OrderWindowCard() {
  const { t } = useProductTranslation();
  const { message } = App.useApp();
  const window = useOpsOrderWindow();
  const save = useSetOrderWindow();
  const [form] = Form.useForm<WindowForm>();
  useEffect(() => {
    if (window.data) form.setFieldsValue({ opensAt: dayjs(window.data.opensAt, 'HH:mm'), closesAt: dayjs(window.data.closesAt, 'HH:mm') });
  }, [window.data, form]);

  const submit = (values: WindowForm) =>
    save.mutate(
      { opensAt: values.opensAt.format('HH:mm'), closesAt: values.closesAt.format('HH:mm') },
      { onSuccess: () => void message.success(t('common.saved')), onError: (error) => void message.error(error.message) },
    );

  return (
    <Card
      title={t('settings.orderWindow')}
      size="small"
      extra={window.data ? <Badge status={window.data.isOpenNow ? 'success' : 'default'} text={window.data.isOpenNow ? t('settings.openNow') : t('settings.closedNow')} /> : null}
    >
      <Typography.Paragraph type="secondary">{t('settings.orderWindowHint', { timeZone: window.data?.timeZone ?? 'Asia/Shanghai' })}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit} data-testid="order-window-form">
        <Form.Item name="opensAt" label={t('settings.opensAt')} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} />
        </Form.Item>
        <Form.Item name="closesAt" label={t('settings.closesAt')} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
