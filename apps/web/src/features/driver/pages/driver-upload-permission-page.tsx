import { PlusOutlined } from '@ant-design/icons';
import { ZAddDriverRequest, type TAddDriverRequest, type TDriver } from '@coastbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Switch, Table, type ButtonProps, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { NOT_LOADED } from '../../../lib/not-loaded';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { zodRule } from '../../../lib/zod-rule';
import { addDriver, driverQueryKeys, removeDriver, updateDriverPermission, useDrivers } from '../api/drivers';
import '../driver.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

const shape = ZAddDriverRequest.shape;

function AddDriverModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TAddDriverRequest>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await addDriver(ZAddDriverRequest.parse(values));
      message.success(t('supplier.driver.added'));
      form.resetFields();
      onAdded();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('supplier.driver.add')}
      okText={t('supplier.driver.save')}
      cancelText={t('supplier.driver.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'driver-add-save' } as ButtonProps}
    >
      <Form<TAddDriverRequest> form={form} layout="vertical" initialValues={{ canUpload: true }} data-testid="driver-add-form" preserve={false}>
        <Form.Item name="driverName" label={t('supplier.driver.driverName')} required rules={[zodRule(shape.driverName)]}>
          <Input maxLength={20} data-testid="driver-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('supplier.driver.phone')} required rules={[zodRule(shape.phone)]}>
          <Input maxLength={11} data-testid="driver-phone" />
        </Form.Item>
        <Form.Item name="plateNumber" label={t('supplier.driver.plateNumber')} required rules={[zodRule(shape.plateNumber)]}>
          <Input maxLength={9} placeholder="沪A12345" data-testid="driver-plate" />
        </Form.Item>
        <Form.Item name="canUpload" valuePropName="checked">
          <Checkbox data-testid="driver-grant-now">{t('supplier.driver.grantNow')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /driverUploadPermission (code driver_upload_permission): a certified trailer supplier's drivers and
 * whether each may upload container photos from the driver app (001 §3 Empty / Half / Full). Add,
 * remove, switch the permission on or off; the phone is shown masked.
 */
export function DriverUploadPermissionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const drivers = useDrivers({ ...page, ...(keyword ? { keyword } : {}) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: driverQueryKeys.all });

  const toggle = async (driver: TDriver, canUpload: boolean) => {
    setSwitching(driver.driverId);
    try {
      await updateDriverPermission(driver.driverId, canUpload);
      // The list first, then the notice: the switch already shows what the notice says.
      await refresh();
      message.success(t(canUpload ? 'supplier.driver.granted' : 'supplier.driver.revoked', { name: driver.driverName }));
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSwitching(null);
    }
  };

  const remove = async (driver: TDriver) => {
    try {
      await removeDriver(driver.driverId);
      await refresh();
      message.success(t('supplier.driver.removed'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<TDriver> = [
    { title: t('supplier.driver.driverName'), dataIndex: 'driverName', key: 'driverName' },
    { title: t('supplier.driver.phone'), dataIndex: 'phoneMasked', key: 'phoneMasked' },
    { title: t('supplier.driver.plateNumber'), dataIndex: 'plateNumber', key: 'plateNumber' },
    {
      title: t('supplier.driver.permission'),
      key: 'canUpload',
      render: (_value, driver) => (
        <Switch
          checked={driver.canUpload}
          checkedChildren={t('supplier.driver.on')}
          unCheckedChildren={t('supplier.driver.off')}
          loading={switching === driver.driverId}
          onChange={(checked) => void toggle(driver, checked)}
          data-testid={`driver-permission-${driver.plateNumber}`}
        />
      ),
    },
    { title: t('supplier.driver.grantedAt'), key: 'grantedAt', render: (_value, driver) => (driver.grantedAt ? formatChinaTime(driver.grantedAt) : '—') },
    { title: t('supplier.driver.createdAt'), key: 'createdAt', render: (_value, driver) => formatChinaTime(driver.createdAt) },
    {
      title: t('supplier.driver.actions'),
      key: 'actions',
      render: (_value, driver) => (
        <Popconfirm title={t('supplier.driver.removeConfirm', { name: driver.driverName })} onConfirm={() => void remove(driver)}>
          <Button type="link" danger size="small" data-testid={`driver-remove-${driver.plateNumber}`}>
            {t('supplier.driver.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="page-card driver-page" data-testid="driver-upload-permission-page">
      <h1 className="driver-page__title">{t('supplier.driver.title')}</h1>
      <p className="driver-page__intro">{t('supplier.driver.intro')}</p>
      <div className="driver-page__toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('supplier.driver.keyword')}
            enterButton={t('supplier.driver.search')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage((current) => ({ ...current, current: 1 }));
            }}
            style={{ width: 280 }}
            data-testid="driver-search"
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="driver-add">
          {t('supplier.driver.add')}
        </Button>
      </div>
      {drivers.isError && <LoadFailedAlert error={drivers.error} onRetry={() => void drivers.refetch()} />}
      <Table<TDriver>
        rowKey="driverId"
        columns={columns}
        dataSource={drivers.data?.records ?? []}
        loading={drivers.isFetching}
        locale={{ emptyText: drivers.data ? t('supplier.driver.empty') : NOT_LOADED }}
        pagination={tablePagination({ current: page.current, size: page.size, total: drivers.data?.total, onChange: (current, size) => setPage({ current, size }) })}
        footer={() => <span data-testid="driver-total">{drivers.data ? t('supplier.driver.total', { total: drivers.data.total }) : NOT_LOADED}</span>}
        data-testid="driver-table"
      />
      <AddDriverModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void refresh();
        }}
      />
    </section>
  );
}
