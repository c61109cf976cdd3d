import type { TOpsOrderDecisionResponse, TOpsOrderSummary } from '@coastbook/contracts';
import { App, Button, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMoneyAction } from '../../lib/money-action';
import { useDecideOrder, useOrderReviewQueue, type OrderDecision } from '../api/orders';
import { RequireOpsPermission } from '../components/forbidden';
import { usePagedTableProps, widthOfColumns } from '../components/ops-table-props';
import { RefuseModal } from '../components/refuse-modal';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { OrderConfirmModal } from './order-confirm-modal';
import { OrderDetailDrawer } from './order-detail-drawer';
import { useTradeTranslation } from './order-i18n';
import { useOrderColumns } from './order-table-columns';

/**
 * 订单审核 (/ops/orders/review): paid orders waiting for the carrier (W), oldest submission first.
 * Confirm gives the booking number (the server proposes one); reject asks for the reason the customer
 * reads, and the server releases the slots and refunds what was paid to the prepaid account.
 */
export function OrderReviewPage() {
  return (
    <RequireOpsPermission permission="ops_order_review">
      <OrderReviewQueue />
    </RequireOpsPermission>
  );
}

function OrderReviewQueue() {
  const { t } = useTradeTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const keyword = searchParams.get('keyword') ?? '';
  const page = useOrderReviewQueue({ current, size, ...(keyword ? { keyword } : {}) });
  const decide = useDecideOrder();
  const [opened, setOpened] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<TOpsOrderSummary | undefined>();
  const [rejecting, setRejecting] = useState<TOpsOrderSummary | undefined>();
  // A rejection refunds: pressed again after its answer was lost, the same key answers the first decision.
  const moneyAction = useMoneyAction([]);
  const send = (decision: OrderDecision, onDone: (result: TOpsOrderDecisionResponse) => void) =>
    void moneyAction
      .send(decision, (idempotencyKey) => decide.mutateAsync({ ...decision, idempotencyKey }))
      .then(onDone, (error: unknown) => void message.error(moneyAction.messageFor(error)));

  const confirm = (bkgNo: string) => {
    const order = confirming;
    if (!order) return;
    send({ orderId: order.orderId, kind: 'confirm', body: { bkgNo } }, (result) => {
      setConfirming(undefined);
      setOpened(undefined);
      void message.success(t('order.confirmed', { orderNo: result.orderNo, bkgNo: result.bkgNo ?? bkgNo }));
    });
  };
  const reject = (reason: string) => {
    const order = rejecting;
    if (!order) return;
    send({ orderId: order.orderId, kind: 'reject', body: { reason } }, () => {
      setRejecting(undefined);
      setOpened(undefined);
      void message.success(t('order.rejected', { orderNo: order.orderNo }));
    });
  };

  const actions = (order: TOpsOrderSummary) => (
    <Space size={4} wrap>
      <Button type="link" size="small" onClick={() => setConfirming(order)} data-testid={`order-confirm-${order.orderNo}`}>
        {t('order.confirm')}
      </Button>
      <Button type="link" size="small" danger onClick={() => setRejecting(order)} data-testid={`order-reject-${order.orderNo}`}>
        {t('order.reject')}
      </Button>
    </Space>
  );
  const columns = [
    ...useOrderColumns({ onOpen: (order) => setOpened(order.orderId), forSearch: false }),
    { title: t('common.actions'), key: 'actions', width: 110, fixed: 'right' as const, render: (_: unknown, order: TOpsOrderSummary) => actions(order) },
  ];
  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('order.reviewEmpty') });
  const openedOrder = page.data?.records.find((order) => order.orderId === opened);

  return (
    <div className="ops-panel" data-testid="order-review-page">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('order.reviewKeyword')}
          style={{ width: 320 }}
          enterButton={t('common.search')}
          onSearch={(value) => setSearchParams(value.trim() ? { keyword: value.trim() } : {}, { replace: true })}
          data-testid="order-review-keyword"
        />
        <Button onClick={() => void page.refetch()}>{t('common.refresh')}</Button>
      </Space>
      <Table<TOpsOrderSummary> rowKey="orderId" size="middle" columns={columns} scroll={{ x: widthOfColumns(columns) }} {...tableProps} />
      <OrderDetailDrawer orderId={opened} onClose={() => setOpened(undefined)} extra={openedOrder ? actions(openedOrder) : null} />
      <OrderConfirmModal order={confirming} submitting={decide.isPending} onSubmit={confirm} onCancel={() => setConfirming(undefined)} />
      <RefuseModal
        open={rejecting !== undefined}
        subject={rejecting ? t('order.rejectSubject', { orderNo: rejecting.orderNo }) : ''}
        submitting={decide.isPending}
        onSubmit={reject}
        onCancel={() => setRejecting(undefined)}
      />
    </div>
  );
}
