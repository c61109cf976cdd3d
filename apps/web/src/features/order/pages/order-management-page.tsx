import type { TBalanceDue, TGetOrderMastBySearchQueryRequest, TOrderListItem } from '@coastbook/contracts';
import { ORDER_FORM_MESSAGES, ORDER_LIST_TABS, ORDER_SEARCH_BUTTONS, ORDER_TIME_FILTERS, formatMoney, type OrderSearchButton } from '@coastbook/domain';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Input, Segmented, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useUiLanguage } from '../../../i18n/use-language';
import { useButtonLock } from '../../../lib/button-lock';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';
import { tablePagination } from '../../../lib/table-pagination';
import { orderQueryKeys } from '../api/booking';
import { ORDER_LIST_OPENING, exportOrderData, orderListTabOf, useOrderCounts, useOrderList } from '../api/orders';
import { BalanceDeadline } from '../components/balance-deadline';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderStatusTag } from '../components/order-status-tag';
import { batchPaymentPath, draftBookingPath, orderViewPath, paymentPath } from '../lib/booking-params';
import { batchPaymentReady, isBatchPayable, orderActions } from '../lib/order-actions';
import '../order.css';

/** A balance line is a warning once it is overdue. */
const balanceNoteClass = (balanceDue: NonNullable<TBalanceDue>) => (balanceDue.overdue ? 'order-warning order-small' : 'order-muted order-small');

/**
 * /orderManagementIndex (001 §2 Orders): the tabs all / S / W / A / X / R with their counts, the six
 * search buttons, keyword, recent 1 or 3 months, a paged table (001 §9 pagination), actions per
 * status, batch payment of selected orders awaiting payment and the Excel export.
 */
export function OrderManagementPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const guard = useButtonLock();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = orderListTabOf(searchParams);
  const [searchButton, setSearchButton] = useState<OrderSearchButton | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [months, setMonths] = useState<1 | 3>(ORDER_LIST_OPENING.months);
  const [page, setPage] = useState<{ current: number; size: number }>({ current: ORDER_LIST_OPENING.current, size: ORDER_LIST_OPENING.size });
  const [selected, setSelected] = useState<TOrderListItem[]>([]);
  const [exporting, setExporting] = useState(false);

  const filter = { tab, months, ...(keyword ? { keyword } : {}), ...(searchButton ? { searchButton } : {}) };
  const request: TGetOrderMastBySearchQueryRequest = { ...filter, current: page.current, size: page.size };
  const list = useOrderList(request);
  const counts = useOrderCounts({ months, ...(keyword ? { keyword } : {}) });

  const resetPage = () => {
    setPage((current) => ({ ...current, current: 1 }));
    setSelected([]);
  };

  const exportExcel = async () => {
    setExporting(true);
    try {
      await exportOrderData(filter);
    } catch {
      message.error(ORDER_FORM_MESSAGES.excelDownloadFailed[language]);
    } finally {
      setExporting(false);
    }
  };

  const afterCancel = async () => {
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
  };

  const columns: TableColumnsType<TOrderListItem> = [
    {
      title: t('order.list.orderNo'),
      dataIndex: 'orderNo',
      width: 160,
      render: (orderNo: string, row) => (
        <div className="order-list__no">
          <Link to={orderViewPath(row.orderId)} data-testid="order-link">
            {orderNo}
          </Link>
          {row.bkgNo && (
            <small>
              {t('order.common.bkgNo')} {row.bkgNo}
            </small>
          )}
          <small>
            {formatChinaTime(row.createdAt)} · {row.creatorName}
          </small>
        </div>
      ),
    },
    {
      title: t('order.list.route'),
      key: 'route',
      width: 190,
      render: (_value, row) => (
        <div className="order-list__route">
          <strong>{names.route(row)}</strong>
          <small>
            {names.vessel(row)} / {row.voyage} · {row.svcLoop}
          </small>
          <small>
            {t('order.sailing.etd')} {formatChinaTime(row.etd, 'YYYY-MM-DD')}
          </small>
        </div>
      ),
    },
    {
      title: t('order.list.containers'),
      key: 'containers',
      width: 110,
      render: (_, row) => (
        <div className="order-list__route">
          <span>{names.containerCounts(row.containerCounts)}</span>
          {row.cgoBriefDescCnnme && <small>{names.cargo(row)}</small>}
        </div>
      ),
    },
    {
      title: t('order.list.amount'),
      dataIndex: 'totalFen',
      width: 110,
      align: 'right',
      render: (fen: number, row) =>
        row.status === 'P' ? (
          <span className="order-muted">{t('order.index.notPriced')}</span>
        ) : (
          <div>
            <span className="order-money">{formatMoney(fen)}</span>
            {row.balanceDue !== null && (
              <small className={balanceNoteClass(row.balanceDue)} data-testid="order-balance-due">
                {t('order.list.balanceDue', { amount: formatMoney(row.balanceDue.balanceFen) })}
              </small>
            )}
          </div>
        ),
    },
    {
      title: t('order.list.status'),
      dataIndex: 'status',
      width: 160,
      render: (_status, row) => (
        <div>
          <OrderStatusTag status={row.status} dcsaStatus={row.dcsaStatus} />
          {row.status === 'S' && row.payDeadline && (
            <small className="order-muted order-small">{t('order.list.payBefore', { time: formatChinaTime(row.payDeadline) })}</small>
          )}
          {row.balanceDue !== null && (
            <small className={balanceNoteClass(row.balanceDue)}>
              <BalanceDeadline balanceDue={row.balanceDue} />
            </small>
          )}
        </div>
      ),
    },
    {
      title: t('order.list.actions'),
      key: 'actions',
      // Wide enough for the longest action in English ("Cancel order") on one line.
      width: 128,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} direction="vertical" align="start">
          {orderActions(row).map((action) => {
            if (action === 'cancel') return <CancelOrderButton key={action} orderId={row.orderId} orderNo={row.orderNo} status={row.status} paidFen={row.paidFen} onCancelled={afterCancel} />;
            const target = action === 'continue' ? draftBookingPath(row.orderId) : action === 'pay' || action === 'payBalance' ? paymentPath(row.orderId) : orderViewPath(row.orderId);
            return (
              <Button key={action} type="link" size="small" onClick={() => navigate(target)} data-testid={`order-action-${action}`}>
                {t(`order.actions.${action}`)}
              </Button>
            );
          })}
        </Space>
      ),
    },
  ];

  const tabCount = (value: string) => counts.data?.[value as keyof typeof counts.data];

  return (
    <section className="page-card order-management" data-testid="order-management-page">
      <div className="order-management__head">
        <h1>{t('order.list.title')}</h1>
        <Link to="/product">
          <Button type="primary">{t('order.list.bookNew')}</Button>
        </Link>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setSearchParams(key === 'all' ? {} : { tab: key });
          resetPage();
        }}
        items={ORDER_LIST_TABS.map((item) => ({
          key: item.value,
          label: (
            <span data-testid={`order-tab-${item.value}`}>
              {item[language]}
              {tabCount(item.value) !== undefined && <Badge className="order-tab-count" count={tabCount(item.value)} showZero overflowCount={9999} color={item.value === 'S' ? '#fa8c16' : '#8c9bb0'} />}
            </span>
          ),
        }))}
      />
      <div className="order-management__filters">
        <Space wrap size={[8, 8]}>
          {ORDER_SEARCH_BUTTONS.map((button) => (
            <Tag.CheckableTag
              key={button}
              checked={searchButton === button}
              onChange={(checked) => {
                setSearchButton(checked ? button : undefined);
                resetPage();
              }}
              data-testid={`order-search-${button}`}
            >
              {t(`order.list.searchButtons.${button}`)}
            </Tag.CheckableTag>
          ))}
        </Space>
        <Space wrap>
          <Segmented<1 | 3>
            value={months}
            onChange={(value) => {
              setMonths(value);
              resetPage();
            }}
            options={ORDER_TIME_FILTERS.map((item) => ({ value: item.value, label: item[language] }))}
            data-testid="order-months"
          />
          <Input.Search
            allowClear
            placeholder={t('order.list.keywordPlaceholder')}
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              resetPage();
            }}
            data-testid="order-keyword"
          />
        </Space>
      </div>
      <div className="order-management__toolbar">
        <Space>
          <Button
            type="primary"
            disabled={!batchPaymentReady(selected)}
            onClick={guard(() => navigate(batchPaymentPath(selected.map((row) => row.orderId))))}
            data-testid="order-batch-pay"
          >
            {t('order.list.batchPay', { count: selected.length })}
          </Button>
          <span className="order-muted order-small">{t('order.list.batchHint')}</span>
        </Space>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={guard(exportExcel)} data-testid="order-export">
          {t('order.list.export')}
        </Button>
      </div>
      <Table<TOrderListItem>
        rowKey="orderId"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        // A list that did not load says why and offers to ask again (a busy or unreachable server answers 503).
        locale={{ emptyText: list.isError ? <LoadFailedAlert error={list.error} onRetry={() => void list.refetch()} /> : t('order.list.empty') }}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.orderId),
          onChange: (_keys, rows) => setSelected(rows),
          getCheckboxProps: (row) => ({ disabled: !isBatchPayable(row) }),
        }}
        pagination={tablePagination({ current: page.current, size: page.size, total: list.data?.total, onChange: (current, size) => setPage({ current, size }) })}
        // The columns' widths and the selection column (32) add up to 890: at 1366 px beside the side menu the
        // table (896) fits without a scroll bar; narrower, it scrolls with the actions column kept in view.
        scroll={{ x: 890 }}
        data-testid="order-table"
      />
    </section>
  );
}
