import type { TOrderCompleteResponse } from '@coastbook/contracts';
import { ORDER_STATUSES, SHIPPING_TERMS, formatMoney } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, QRCode, Result, Skeleton, Space, Table, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';
import { orderQueryKeys, useOrderComplete } from '../api/booking';
import { useInsuranceChargeItems } from '../api/booking-options';
import { CancelOrderButton } from '../components/cancel-order-button';
import { ChargeList } from '../components/charge-list';
import { OrderDocuments } from '../components/order-documents';
import { OrderStatusTag } from '../components/order-status-tag';
import { SailingSummary } from '../components/sailing-summary';
import { draftBookingPath, paymentPath } from '../lib/booking-params';
import '../order.css';

/** /orderView?orderId=… : the whole order, its history, QR code, documents and the actions still open. */
export function OrderViewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const complete = useOrderComplete(orderId || undefined);

  if (orderId === '') return <ViewProblem message={t('order.view.noOrder')} />;
  if (complete.isPending) {
    return (
      <div className="container order-page">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (complete.isError) return <ViewProblem message={errorMessage(complete.error)} />;
  return <OrderView complete={complete.data} />;
}

function ViewProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="container order-page">
      <Result
        status="warning"
        title={message}
        extra={
          <Link to="/orderManagementIndex">
            <Button type="primary">{t('order.view.backToList')}</Button>
          </Link>
        }
      />
    </div>
  );
}

const ACTOR_KEYS = { customer: 'order.view.actor.customer', operator: 'order.view.actor.operator', system: 'order.view.actor.system', payment: 'order.view.actor.payment' } as const;

function OrderView({ complete }: { complete: TOrderCompleteResponse }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = complete.orderInfo;
  const statusLabel = (status: string | null) => (status === null ? t('order.view.created') : (ORDER_STATUSES.find((item) => item.value === status)?.[language] ?? status));
  const party = (type: 'S' | 'C' | 'N' | 'B') => order.parties.find((candidate) => candidate.partyType === type);
  const qrValue = order.bkgNo
    ? `${window.location.origin}/cargoTracking?bkgNo=${encodeURIComponent(order.bkgNo)}`
    : `${window.location.origin}/orderView?orderId=${encodeURIComponent(order.orderId)}`;
  const term = SHIPPING_TERMS.find((item) => item.value === order.shippingTerm);
  const insurance = useInsuranceChargeItems();

  return (
    <div className="container order-page" data-testid="order-view-page" data-order-id={order.orderId}>
      <header className="order-page__header">
        <div>
          <h1>
            {t('order.view.title')} <span data-testid="view-order-no">{order.orderNo}</span>
          </h1>
          <Space wrap>
            <OrderStatusTag status={order.status} dcsaStatus={complete.dcsaStatus} />
            {order.bkgNo && (
              <span className="order-muted" data-testid="view-bkg-no">
                {t('order.common.bkgNo')} {order.bkgNo}
              </span>
            )}
          </Space>
        </div>
        <Space wrap>
          {order.status === 'P' && (
            <Button type="primary" onClick={() => navigate(draftBookingPath(order.orderId))} data-testid="view-continue">
              {t('order.actions.continue')}
            </Button>
          )}
          {order.canPay && (
            <Button type="primary" onClick={() => navigate(paymentPath(order.orderId))} data-testid="view-pay">
              {t('order.actions.pay')}
            </Button>
          )}
          {order.balanceDue !== null && (
            <Button type="primary" onClick={() => navigate(paymentPath(order.orderId))} data-testid="view-pay-balance">
              {t('order.actions.payBalance')}
            </Button>
          )}
          {order.canCancel && (
            <CancelOrderButton
              orderId={order.orderId}
              orderNo={order.orderNo}
              status={order.status}
              paidFen={order.paidFen}
              type="default"
              size="middle"
              onCancelled={() => queryClient.invalidateQueries({ queryKey: orderQueryKeys.all })}
            />
          )}
          <Link to="/orderManagementIndex">
            <Button>{t('order.view.backToList')}</Button>
          </Link>
        </Space>
      </header>

      {order.status === 'S' && order.payDeadline && <Alert type="warning" showIcon className="order-notice" title={t('order.view.payBefore', { time: formatChinaTime(order.payDeadline) })} />}
      {order.balanceDue !== null && (
        <Alert
          type={order.balanceDue.overdue ? 'error' : 'warning'}
          showIcon
          className="order-notice"
          data-testid="view-balance-due"
          title={t(order.balanceDue.overdue ? 'order.view.balanceOverdue' : 'order.view.balanceDue', {
            paid: formatMoney(order.paidFen),
            amount: formatMoney(order.balanceDue.balanceFen),
            time: formatChinaTime(order.balanceDue.dueAt),
          })}
        />
      )}
      {order.status === 'R' && order.rejectReason && <Alert type="error" showIcon className="order-notice" title={t('order.view.rejected', { reason: order.rejectReason })} data-testid="view-reject-reason" />}

      <div className="order-page__body">
        <div className="order-page__main">
          <section className="order-card">
            <h2>{t('order.booking.sections.sailing')}</h2>
            <SailingSummary order={order} />
          </section>

          <section className="order-card">
            <h2>{t('order.booking.sections.parties')}</h2>
            <Descriptions size="small" column={1} bordered data-testid="view-parties">
              {(['S', 'C', 'N', 'B'] as const).map((type) => {
                const found = party(type);
                return (
                  <Descriptions.Item key={type} label={t(`order.view.party.${type}`)}>
                    {found ? (
                      <div className="order-view__party">
                        <strong>{found.name}</strong>
                        <span>{[found.contact, found.phone].filter(Boolean).join(' · ')}</span>
                        {found.address && <span className="order-muted">{found.address}</span>}
                      </div>
                    ) : (
                      <span className="order-muted">—</span>
                    )}
                  </Descriptions.Item>
                );
              })}
            </Descriptions>
          </section>

          <section className="order-card">
            <h2>{t('order.booking.sections.cargo')}</h2>
            <Descriptions size="small" column={2} bordered data-testid="view-cargo">
              <Descriptions.Item label={t('order.booking.cargo.description')}>{names.cargo(order) ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('order.booking.cargo.packaging')}>{order.packagingCnnme ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('order.booking.cargo.weight')}>{order.weightKg === null ? '—' : `${order.weightKg} kg`}</Descriptions.Item>
              <Descriptions.Item label={t('order.booking.cargo.packages')}>{order.packages ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('order.booking.cargo.dangerous')}>{order.isDangerous ? t('order.common.yes') : t('order.common.no')}</Descriptions.Item>
              <Descriptions.Item label={t('order.booking.sections.shippingTerm')}>{term ? term[language] : '—'}</Descriptions.Item>
              <Descriptions.Item label={t('order.booking.insurance.kind')}>
                {order.insuranceCode ? `${insurance.data?.find((item) => item.code === order.insuranceCode)?.cnnme ?? order.insuranceCode}${order.insuredAmountFen ? ` · ${t('order.booking.insurance.amount')} ${formatMoney(order.insuredAmountFen)}` : ''}` : t('order.booking.insurance.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('order.booking.remarks')}>{order.remarks ?? '—'}</Descriptions.Item>
            </Descriptions>
            {order.doorAddresses.length > 0 && (
              <Table
                className="order-view__doors"
                size="small"
                pagination={false}
                rowKey="ioFlag"
                dataSource={order.doorAddresses}
                data-testid="view-doors"
                columns={[
                  { title: t('order.view.doorEnd'), dataIndex: 'ioFlag', width: 110, render: (flag: 'L' | 'D') => t(flag === 'L' ? 'order.booking.door.loadingDoor' : 'order.booking.door.deliveryDoor') },
                  { title: t('order.booking.door.detail'), key: 'address', render: (_value, row) => `${row.regionText} ${row.detailAddress}` },
                  { title: t('order.booking.door.contact'), key: 'contact', width: 170, render: (_value, row) => `${row.contact} ${row.phone}` },
                  { title: t('order.booking.door.loadingTime'), dataIndex: 'loadingTime', width: 150, render: (time: string | null) => (time ? formatChinaTime(time) : '—') },
                ]}
              />
            )}
            {complete.notices.length > 0 && (
              <Alert
                type="warning"
                className="order-notice order-view__notices"
                data-testid="view-notices"
                title={
                  <ul>
                    {complete.notices.map((notice) => (
                      <li key={notice.key}>{language === 'en' ? notice.en : notice.zh}</li>
                    ))}
                  </ul>
                }
              />
            )}
          </section>

          <section className="order-card">
            <h2>{t('order.view.history')}</h2>
            <Timeline
              data-testid="view-events"
              items={complete.events.map((event) => ({
                color: event.toStatus === 'X' || event.toStatus === 'R' ? 'red' : event.toStatus === 'A' ? 'green' : 'blue',
                content: (
                  <div className="order-view__event" data-testid="view-event">
                    <strong>{event.action === 'payBalance' ? t('order.view.balancePaidEvent') : `${statusLabel(event.fromStatus)} → ${statusLabel(event.toStatus)}`}</strong>
                    <span className="order-muted">
                      {formatChinaTime(event.createdAt, 'YYYY-MM-DD HH:mm:ss')} · {t(ACTOR_KEYS[event.actorKind])}
                    </span>
                    {/* A balance payment's reason is its amount and payment number, not a reason. */}
                    {event.reason && <span>{event.action === 'payBalance' ? event.reason : t('order.view.reason', { reason: event.reason })}</span>}
                  </div>
                ),
              }))}
            />
          </section>
        </div>

        <aside className="order-page__side">
          <section className="order-card">
            <h2>{t('order.booking.sections.charges')}</h2>
            <ChargeList items={complete.chargeItems} totalFen={complete.orderAmountInfos.totalFen} paidFen={complete.orderAmountInfos.paidFen} />
          </section>
          <section className="order-card order-view__qr">
            <h2>{t('order.view.qrTitle')}</h2>
            <QRCode value={qrValue} size={148} bordered={false} data-testid="view-qr" />
            <p className="order-muted order-small">{order.bkgNo ? t('order.view.qrTracking') : t('order.view.qrOrder')}</p>
          </section>
          <OrderDocuments order={order} />
          <section className="order-card">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('order.view.createdAt')}>{formatChinaTime(order.createdAt)}</Descriptions.Item>
              {order.submittedAt && <Descriptions.Item label={t('order.view.submittedAt')}>{formatChinaTime(order.submittedAt)}</Descriptions.Item>}
              {order.confirmedAt && <Descriptions.Item label={t('order.view.confirmedAt')}>{formatChinaTime(order.confirmedAt)}</Descriptions.Item>}
            </Descriptions>
          </section>
        </aside>
      </div>
    </div>
  );
}
