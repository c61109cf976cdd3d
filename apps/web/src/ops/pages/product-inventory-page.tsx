import type { TOpsInventoryCell, TOpsInventoryChange, TOpsSailing, TOpsSailingQuery } from '@coastbook/contracts';
import { labelOf, PRODUCT_TYPES } from '@coastbook/domain';
import { App, Button, DatePicker, Form, Input, InputNumber, Popconfirm, Radio, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { chinaWallClock } from '../../lib/china-time';
import { useBilingualNames } from '../../features/basedata';
import { useUiLanguage } from '../../i18n/use-language';
import { useChangeInventory, useCloseSailing, useContainerTypeOptions, useOpsSailings } from '../api/product-admin';
import { RequireOpsPermission } from '../components/forbidden';
import { usePagedTableProps } from '../components/ops-table-props';
import { OpsFormModal, useKeyedSave } from '../components/ops-form-modal';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { formatShortTime, vesselName } from './product/product-format';
import { useProductTranslation } from './product/product-i18n';

type Action = TOpsInventoryChange['action'];
type Filters = { fpolCode?: string; lpodCode?: string; etd?: [Dayjs | null, Dayjs | null] | null };
const ACTIONS: Action[] = ['raise', 'lower', 'set', 'close', 'open'];

/** The port-code fields fit their English placeholders ("Discharge port code" showed as "Discharge port co…" at 170 px). */
const PORT_CODE_WIDTH = 190;

/** 舱位库存 (/ops/product/inventory): sailings by route and ETD with slots per container type; raise, lower, set, close. */
export function ProductInventoryPage() {
  return (
    <RequireOpsPermission permission="ops_inventory_manage">
      <InventoryList />
    </RequireOpsPermission>
  );
}

function InventoryCell({ cell }: { cell: TOpsInventoryCell }) {
  const { t } = useProductTranslation();
  return (
    <Tag color={cell.isClosed ? 'default' : cell.available === 0 ? 'orange' : 'blue'} data-testid={`cell-${cell.containerTypeCode}`}>
      <strong>{cell.containerTypeCode}</strong> {t('inventory.cell', { available: cell.available, total: cell.total, reserved: cell.reserved })}
      {cell.isClosed ? ` · ${t('inventory.closed')}` : ''}
    </Tag>
  );
}

interface AdjustForm {
  containerTypeCode: string;
  action: Action;
  amount?: number;
}

function AdjustModal({ sailing, onClose }: { sailing: TOpsSailing; onClose: () => void }) {
  const { t } = useProductTranslation();
  const names = useBilingualNames();
  const change = useChangeInventory();
  // Pressed again after its answer was lost, the same key answers the first change: 增加 20 stays 20.
  const save = useKeyedSave(
    (described: { sailingId: string; body: TOpsInventoryChange }, idempotencyKey) => change.mutateAsync({ ...described, idempotencyKey }),
    t('inventory.done'),
    onClose,
  );
  const types = useContainerTypeOptions();
  const [form] = Form.useForm<AdjustForm>();
  const action = Form.useWatch('action', form);
  const needsAmount = action === 'raise' || action === 'lower' || action === 'set';

  const submit = (values: AdjustForm) => {
    const base = { containerTypeCode: values.containerTypeCode };
    const body: TOpsInventoryChange =
      values.action === 'set'
        ? { ...base, action: 'set', total: values.amount ?? 0 }
        : values.action === 'raise' || values.action === 'lower'
          ? { ...base, action: values.action, quantity: values.amount ?? 0 }
          : { ...base, action: values.action };
    save({ sailingId: sailing.sailingId, body });
  };

  return (
    <OpsFormModal
      title={t('inventory.adjustTitle', { product: sailing.productCode, voyage: `${vesselName(names, sailing)} ${sailing.voyageNo}` })}
      pending={change.isPending}
      form={form}
      onClose={onClose}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {sailing.inventory.map((cell) => (
          <InventoryCell key={cell.containerTypeCode} cell={cell} />
        ))}
      </Space>
      <Form<AdjustForm>
        form={form}
        layout="vertical"
        initialValues={{ action: 'raise', containerTypeCode: sailing.inventory[0]?.containerTypeCode }}
        onFinish={submit}
        data-testid="inventory-form"
      >
        <Form.Item name="containerTypeCode" label={t('inventory.containerType')} rules={[{ required: true, message: t('inventory.containerTypeRequired') }]}>
          <Select showSearch options={types.data ?? sailing.inventory.map((cell) => ({ value: cell.containerTypeCode, label: cell.containerTypeCode }))} />
        </Form.Item>
        <Form.Item name="action" label={t('inventory.action')}>
          <Radio.Group optionType="button" options={ACTIONS.map((value) => ({ value, label: t(`inventory.actions.${value}`) }))} />
        </Form.Item>
        {needsAmount ? (
          <Form.Item
            name="amount"
            label={action === 'set' ? t('inventory.newTotal') : t('inventory.quantity')}
            rules={[{ required: true, message: t('inventory.amountRequired') }]}
            extra={action === 'lower' ? t('inventory.lowerHint') : undefined}
          >
            <InputNumber min={action === 'set' ? 0 : 1} max={10000} precision={0} style={{ width: 200 }} addonAfter={t('inventory.boxes')} />
          </Form.Item>
        ) : null}
      </Form>
    </OpsFormModal>
  );
}

function InventoryList() {
  const { t } = useProductTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const fpolCode = searchParams.get('fpolCode') ?? '';
  const lpodCode = searchParams.get('lpodCode') ?? '';
  // Upcoming sailings by default: the list starts today (China time) unless the operator picks another day.
  const etdFrom = searchParams.get('etdFrom') ?? chinaWallClock().format('YYYY-MM-DD');
  const etdTo = searchParams.get('etdTo') ?? '';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo<TOpsSailingQuery>(
    () => ({ current, size, ...(fpolCode ? { fpolCode } : {}), ...(lpodCode ? { lpodCode } : {}), ...(etdFrom ? { etdFrom } : {}), ...(etdTo ? { etdTo } : {}) }),
    [current, size, fpolCode, lpodCode, etdFrom, etdTo],
  );
  const page = useOpsSailings(query);
  const closeSailing = useCloseSailing();
  const [adjusting, setAdjusting] = useState<TOpsSailing | undefined>();
  const [filters] = Form.useForm<Filters>();

  const search = (values: Filters) =>
    setSearchParams(() => {
      const next = new URLSearchParams();
      if (values.fpolCode?.trim()) next.set('fpolCode', values.fpolCode.trim().toUpperCase());
      if (values.lpodCode?.trim()) next.set('lpodCode', values.lpodCode.trim().toUpperCase());
      if (values.etd?.[0]) next.set('etdFrom', values.etd[0].format('YYYY-MM-DD'));
      if (values.etd?.[1]) next.set('etdTo', values.etd[1].format('YYYY-MM-DD'));
      return next;
    });

  const columns: TableColumnsType<TOpsSailing> = [
    { title: 'ETD', dataIndex: 'etd', width: 110, render: (value: string) => formatShortTime(value) },
    {
      title: t('inventory.product'),
      key: 'product',
      width: 230,
      render: (_, record) => (
        <>
          <Typography.Text strong>{record.productCode}</Typography.Text>
          <div>
            <Tag>{labelOf(PRODUCT_TYPES, record.productType, language)}</Tag>
            {record.svcLoopAbbrv}
          </div>
        </>
      ),
    },
    { title: t('inventory.route'), key: 'route', width: 150, render: (_, record) => `${names.place(record.fpolCode, record.fpolCnnme)} → ${names.place(record.lpodCode, record.lpodCnnme)}` },
    {
      title: t('inventory.voyage'),
      key: 'voyage',
      width: 170,
      render: (_, record) => (
        <>
          {vesselName(names, record)} {record.voyageNo}
          <div>
            <Typography.Text type="secondary">ETA {formatShortTime(record.eta)}</Typography.Text>
          </div>
        </>
      ),
    },
    {
      title: t('inventory.slots'),
      key: 'inventory',
      render: (_, record) => (
        <Space wrap size={[4, 4]}>
          {record.isClosed ? <Tag color="red">{t('inventory.sailingClosed')}</Tag> : null}
          {record.inventory.map((cell) => (
            <InventoryCell key={cell.containerTypeCode} cell={cell} />
          ))}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      render: (_, record) => (
        <Space>
          <Button type="link" size="small" onClick={() => setAdjusting(record)} data-testid="adjust-inventory">
            {t('inventory.adjust')}
          </Button>
          <Popconfirm
            title={record.isClosed ? t('inventory.reopenConfirm') : t('inventory.closeConfirm')}
            onConfirm={() =>
              closeSailing.mutate(
                { sailingId: record.sailingId, isClosed: !record.isClosed },
                { onSuccess: () => void message.success(t('inventory.done')), onError: (error) => void message.error(error.message) },
              )
            }
          >
            <Button type="link" size="small" danger={!record.isClosed}>
              {record.isClosed ? t('inventory.reopenSailing') : t('inventory.closeSailing')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const tableProps = usePagedTableProps(page, { current, size, setSearchParams });
  return (
    <div className="ops-panel" data-testid="product-inventory-page">
      <Form
        form={filters}
        layout="inline"
        className="ops-toolbar"
        onFinish={search}
        initialValues={{ fpolCode, lpodCode, etd: [dayjs(etdFrom), etdTo ? dayjs(etdTo) : null] }}
      >
        <Form.Item name="fpolCode">
          <Input placeholder={t('inventory.fpolCode')} allowClear style={{ width: PORT_CODE_WIDTH }} />
        </Form.Item>
        <Form.Item name="lpodCode">
          <Input placeholder={t('inventory.lpodCode')} allowClear style={{ width: PORT_CODE_WIDTH }} />
        </Form.Item>
        <Form.Item name="etd">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('inventory.etdFrom'), t('inventory.etdTo')]} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            setSearchParams({});
            filters.setFieldsValue({ fpolCode: '', lpodCode: '', etd: [chinaWallClock(), null] });
          }}
        >
          {t('common.reset')}
        </Button>
      </Form>
      <Table<TOpsSailing>
        rowKey="sailingId"
        size="middle"
        columns={columns}
        {...tableProps}
      />
      {adjusting ? <AdjustModal sailing={adjusting} onClose={() => setAdjusting(undefined)} /> : null}
    </div>
  );
}
