import type { TOrderListItem } from '@coastbook/contracts';
import { formatMoney } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';
import { orderQueryKeys } from '../api/booking';
import { useOrderList } from '../api/orders';
import { BalanceDeadline } from '../components/balance-deadline';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderStatusTag } from '../components/order-status-tag';
import { draftBookingPath, orderViewPath, paymentPath } from '../lib/booking-params';
import { orderActions } from '../lib/order-actions';
import '../order.css';

/**
 * /order/index: where unfinished bookings are picked up again — the drafts (P, continued on the
 * booking page) and the orders awaiting payment (S, paid before their deadline) of the last 3 months,
 * newest first. Everything else lives in the full list (/orderManagementIndex).
 */
export function OrderIndexPage() {
  const { t } = useTranslation();
  // The list's tabs have no draft tab: drafts are read from "all" (at most 100 of the last 3 months).
  const all = useOrderList({ tab: 'all', months: 3, current: 1, size: 100 });
  const awaitingPayment = useOrderList({ tab: 'S', months: 3, current: 1, size: 50 });
  const drafts = (all.data?.records ?? []).filter((order) => order.status === 'P');

  return (
    <div className="container order-page order-index" data-testid="order-index-page">
      <header className="order-page__header">
        <div>
          <h1>{t('order.index.title')}</h1>
          <p className="order-muted">{t('order.index.subtitle')}</p>
        </div>
        <Space>
          <Link to="/orderManagementIndex">
            <Button>{t('order.index.allOrders')}</Button>
          </Link>
          <Link to="/product">
            <Button type="primary">{t('order.list.bookNew')}</Button>
          </Link>
        </Space>
      </header>
      <OrderGroup title={t('order.index.awaitingPayment')} testId="index-awaiting-payment" loading={awaitingPayment.isPending} error={awaitingPayment.isError ? errorMessage(awaitingPayment.error) : null} orders={awaitingPayment.data?.records ?? []} />
      <OrderGroup title={t('order.index.drafts')} testId="index-drafts" loading={all.isPending} error={all.isError ? errorMessage(all.error) : null} orders={drafts} />
    </div>
  );
}

function OrderGroup({ title, orders, loading, error, testId }: { title: string; orders: TOrderListItem[]; loading: boolean; error: string | null; testId: string }) {
  const { t } = useTranslation();
  const names = useBilingualNames();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <section className="order-card" data-testid={testId}>
      <h2>
        {title} {!loading && error === null && <span className="order-muted">({orders.length})</span>}
      </h2>
      {loading ? (
        <Skeleton active />
      ) : error !== null ? (
        <Empty description={error} />
      ) : orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.index.none')} />
      ) : (
        <div className="order-index__grid">
          {orders.map((order) => (
            <Card key={order.orderId} size="small" className="order-index__card" data-testid="index-order" data-order-id={order.orderId}>
              <div className="order-index__top">
                <Link to={orderViewPath(order.orderId)}>{order.orderNo}</Link>
                <OrderStatusTag status={order.status} showDcsa={false} />
              </div>
              <strong>{names.route(order)}</strong>
              <small className="order-muted">
                {names.vessel(order)} / {order.voyage} · {t('order.sailing.etd')} {formatChinaTime(order.etd, 'YYYY-MM-DD')}
              </small>
              <small>
                {names.containerCounts(order.containerCounts)} · {order.status === 'P' ? <span className="order-muted">{t('order.index.notPriced')}</span> : <span className="order-money">{formatMoney(order.totalFen)}</span>}
              </small>
              {order.status === 'S' && order.payDeadline && <small className="order-warning">{t('order.list.payBefore', { time: formatChinaTime(order.payDeadline) })}</small>}
              {order.balanceDue !== null && (
                <small className="order-warning">
                  {t('order.list.balanceDue', { amount: formatMoney(order.balanceDue.balanceFen) })} ·{' '}
                  <BalanceDeadline balanceDue={order.balanceDue} />
                </small>
              )}
              <Space size={0} className="order-index__actions">
                {orderActions(order)
                  .filter((action) => action !== 'view')
                  .map((action) =>
                    action === 'cancel' ? (
                      <CancelOrderButton key={action} orderId={order.orderId} orderNo={order.orderNo} status={order.status} paidFen={order.paidFen} onCancelled={() => queryClient.invalidateQueries({ queryKey: orderQueryKeys.all })} />
                    ) : (
                      <Button key={action} type="link" size="small" onClick={() => navigate(action === 'continue' ? draftBookingPath(order.orderId) : paymentPath(order.orderId))} data-testid={`order-action-${action}`}>
                        {t(`order.actions.${action}`)}
                      </Button>
                    ),
                  )}
              </Space>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
