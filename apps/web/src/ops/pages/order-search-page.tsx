import type { TOpsOrderSearchQuery, TOpsOrderSummary } from '@coastbook/contracts';
import { ORDER_STATUSES } from '@coastbook/domain';
import { Button, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { useOrderSearch } from '../api/orders';
import { RequireOpsPermission } from '../components/forbidden';
import { usePagedTableProps } from '../components/ops-table-props';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { OrderDetailDrawer } from './order-detail-drawer';
import { useTradeTranslation } from './order-i18n';
import { useOrderColumns } from './order-table-columns';

const FILTERS = ['orderNo', 'bkgNo', 'enterpriseName', 'status', 'dateFrom', 'dateTo'] as const;
type FilterName = (typeof FILTERS)[number];

interface FilterForm {
  orderNo?: string;
  bkgNo?: string;
  enterpriseName?: string;
  status?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/**
 * 订单查询 (/ops/orders): every order by orderNo, bkgNo, enterprise, status and creation date (China
 * calendar days), newest first; the filters live in the address bar, a row opens the detail drawer.
 */
export function OrderSearchPage() {
  return (
    <RequireOpsPermission permission="ops_order_read">
      <OrderSearch />
    </RequireOpsPermission>
  );
}

function OrderSearch() {
  const { t } = useTradeTranslation();
  const language = useUiLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? undefined]).filter(([, value]) => value)) as Partial<Record<FilterName, string>>;
  const page = useOrderSearch({ current, size, ...filters } as TOpsOrderSearchQuery);
  const [opened, setOpened] = useState<string | undefined>();
  const [form] = Form.useForm<FilterForm>();

  const search = (values: FilterForm) => {
    const next: Record<string, string> = {};
    for (const name of ['orderNo', 'bkgNo', 'enterpriseName', 'status'] as const) {
      const value = values[name]?.trim();
      if (value) next[name] = value;
    }
    if (values.dates?.[0]) next.dateFrom = values.dates[0].format('YYYY-MM-DD');
    if (values.dates?.[1]) next.dateTo = values.dates[1].format('YYYY-MM-DD');
    setSearchParams(next, { replace: true });
  };

  const columns = [
    ...useOrderColumns({ onOpen: (order) => setOpened(order.orderId), forSearch: true }),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      fixed: 'right' as const,
      render: (_: unknown, order: TOpsOrderSummary) => (
        <Button type="link" size="small" onClick={() => setOpened(order.orderId)}>
          {t('common.detail')}
        </Button>
      ),
    },
  ];
  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('order.searchEmpty') });

  return (
    <div className="ops-panel" data-testid="order-search-page">
      <Form<FilterForm>
        form={form}
        layout="inline"
        style={{ marginBottom: 12, rowGap: 8 }}
        initialValues={{
          ...filters,
          dates: filters.dateFrom || filters.dateTo ? [filters.dateFrom ? dayjs(filters.dateFrom) : null, filters.dateTo ? dayjs(filters.dateTo) : null] : null,
        }}
        onFinish={search}
      >
        <Form.Item name="orderNo">
          <Input allowClear placeholder={t('order.orderNo')} style={{ width: 170 }} data-testid="order-search-order-no" />
        </Form.Item>
        <Form.Item name="bkgNo">
          <Input allowClear placeholder={t('order.bkgNo')} style={{ width: 160 }} data-testid="order-search-bkg-no" />
        </Form.Item>
        <Form.Item name="enterpriseName">
          <Input allowClear placeholder={t('order.enterpriseName')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('order.allStatuses')}
            style={{ width: 150 }}
            options={ORDER_STATUSES.map((status) => ({ value: status.value, label: language === 'en' ? status.en : status.zh }))}
            data-testid="order-search-status"
          />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('order.createdFrom'), t('order.createdTo')]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="order-search-submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ orderNo: undefined, bkgNo: undefined, enterpriseName: undefined, status: undefined, dates: null });
                setSearchParams({}, { replace: true });
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<TOpsOrderSummary> rowKey="orderId" size="middle" columns={columns} scroll={{ x: 1420 }} {...tableProps} />
      <OrderDetailDrawer orderId={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
