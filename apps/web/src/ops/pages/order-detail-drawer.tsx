import { chargeItemName, formatMoney, labelOf, SHIPPING_TERMS } from '@coastbook/domain';
import { Descriptions, Drawer, Spin, Table, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useBilingualNames } from '../../features/basedata';
import { useUiLanguage } from '../../i18n/use-language';
import { useOpsOrderDetail } from '../api/orders';
import { formatDateTime, orDash } from '../components/format';
import { useTradeTranslation } from './order-i18n';
import { OrderStatusTag } from './order-status-tag';
import { LoadFailedResult } from '../components/load-failed-result';

/** Shipper first, as on the booking papers. */
const PARTY_ORDER = ['S', 'C', 'N', 'B'];

/** One order as the operator reads it (GET /api/ops/orders/:orderId): route, cargo, parties, doors, charges, history. */
export function OrderDetailDrawer(props: { orderId: string | undefined; onClose: () => void; extra?: ReactNode }) {
  const { t } = useTradeTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const detail = useOpsOrderDetail(props.orderId);
  const data = detail.data;
  const order = data?.orderInfo;
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 20 }}>
      {title}
    </Typography.Title>
  );
  return (
    <Drawer
      open={props.orderId !== undefined}
      onClose={props.onClose}
      size={760}
      title={order ? t('order.detailTitle', { orderNo: order.orderNo }) : t('common.detail')}
      destroyOnHidden
      extra={props.extra}
      data-testid="order-detail-drawer"
    >
      {detail.isPending && props.orderId !== undefined && <Spin />}
      {detail.isError && <LoadFailedResult error={detail.error} onRetry={() => void detail.refetch()} />}
      {data && order && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('order.orderNo')}>{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('common.status')}>
              <OrderStatusTag status={order.status} /> <Typography.Text type="secondary">{data.dcsaStatus}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.bkgNo')}>
              <span data-testid="order-detail-bkg-no">{orDash(order.bkgNo)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('common.enterprise')}>{data.enterpriseName ?? t('common.personal')}</Descriptions.Item>
            <Descriptions.Item label={t('order.creator')}>{data.creatorName}</Descriptions.Item>
            <Descriptions.Item label={t('common.submittedAt')}>{formatDateTime(order.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('order.totalFen')}>{formatMoney(data.orderAmountInfos.totalFen)}</Descriptions.Item>
            <Descriptions.Item label={t('order.paidFen')}>{formatMoney(data.orderAmountInfos.paidFen)}</Descriptions.Item>
            {order.balanceDue !== null && (
              <Descriptions.Item label={t('order.balanceDue')} span={2}>
                <span data-testid="ops-order-balance-due">
                  {t(order.balanceDue.overdue ? 'order.balanceOverdueValue' : 'order.balanceDueValue', { amount: formatMoney(order.balanceDue.balanceFen), time: formatDateTime(order.balanceDue.dueAt) })}
                </span>
              </Descriptions.Item>
            )}
            {order.rejectReason && (
              <Descriptions.Item label={t('common.rejectReason')} span={2}>
                {order.rejectReason}
              </Descriptions.Item>
            )}
          </Descriptions>

          {section(t('order.sectionRoute'))}
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('order.carrier')}>{order.carrier}</Descriptions.Item>
            <Descriptions.Item label={t('order.svcLoop')}>{order.svcLoop}</Descriptions.Item>
            <Descriptions.Item label={t('order.fpol')}>{names.placeWithCode(order.fpolCde, order.fpolCnnme)}</Descriptions.Item>
            <Descriptions.Item label={t('order.lpod')}>{names.placeWithCode(order.lpodCde, order.lpodCnnme)}</Descriptions.Item>
            <Descriptions.Item label={t('order.origin')}>{names.place(order.origFacilityCde, order.origFacilityCnnme)}</Descriptions.Item>
            <Descriptions.Item label={t('order.destination')}>{names.place(order.destFacilityCde, order.destFacilityCnnme)}</Descriptions.Item>
            <Descriptions.Item label={t('order.vesselVoyage')}>{`${names.vessel(order)} / ${order.voyage}`}</Descriptions.Item>
            <Descriptions.Item label={t('order.shippingTerm')}>{order.shippingTerm === null ? '-' : labelOf(SHIPPING_TERMS, order.shippingTerm, language)}</Descriptions.Item>
            <Descriptions.Item label={t('order.etd')}>{formatDateTime(order.etd)}</Descriptions.Item>
            <Descriptions.Item label={t('order.eta')}>{formatDateTime(order.eta)}</Descriptions.Item>
          </Descriptions>

          {section(t('order.sectionCargo'))}
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('order.containers')} span={2}>
              {names.containerCounts(order.containers) || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.cargo')}>{orDash(names.cargo(order))}</Descriptions.Item>
            <Descriptions.Item label={t('order.cargoType')}>{orDash(order.cargoTypeCde)}</Descriptions.Item>
            <Descriptions.Item label={t('order.weight')}>{order.weightKg ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('order.packages')}>{order.packages === null ? '-' : `${order.packages} ${order.packagingCnnme ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('order.dangerous')}>{order.isDangerous ? t('order.yes') : t('order.no')}</Descriptions.Item>
            <Descriptions.Item label={t('order.remarks')}>{orDash(order.remarks)}</Descriptions.Item>
          </Descriptions>

          {order.parties.length > 0 && (
            <>
              {section(t('order.sectionParties'))}
              <Table
                size="small"
                pagination={false}
                rowKey="partyType"
                dataSource={[...order.parties].sort((a, b) => PARTY_ORDER.indexOf(a.partyType) - PARTY_ORDER.indexOf(b.partyType))}
                columns={[
                  { title: '', dataIndex: 'partyType', width: 90, render: (value: string) => t(`order.party${value}`) },
                  { title: t('order.sectionParties'), dataIndex: 'name' },
                  { title: '', key: 'contact', width: 200, render: (_, party) => [party.contact, party.phone].filter(Boolean).join(' ') || '-' },
                  { title: '', dataIndex: 'address', render: (value: string | null) => orDash(value) },
                ]}
                showHeader={false}
              />
            </>
          )}

          {order.doorAddresses.length > 0 && (
            <>
              {section(t('order.sectionDoors'))}
              <Table
                size="small"
                pagination={false}
                rowKey="ioFlag"
                showHeader={false}
                dataSource={order.doorAddresses}
                columns={[
                  { title: '', dataIndex: 'ioFlag', width: 90, render: (value: string) => t(`order.door${value}`) },
                  { title: '', key: 'address', render: (_, door) => `${door.regionText}${door.detailAddress}` },
                  { title: '', key: 'contact', width: 200, render: (_, door) => `${door.contact} ${door.phone}` },
                  { title: '', dataIndex: 'loadingTime', width: 140, render: (value: string | null) => formatDateTime(value) },
                ]}
              />
            </>
          )}

          {section(t('order.sectionCharges'))}
          <Table
            size="small"
            pagination={false}
            rowKey={(row) => `${row.code}-${row.name}`}
            showHeader={false}
            dataSource={[...data.chargeItems, { code: 'TOTAL', name: t('order.chargeTotal'), amountFen: data.orderAmountInfos.totalFen }]}
            columns={[
              { title: '', key: 'name', render: (_, row) => chargeItemName(row, language) },
              { title: '', dataIndex: 'amountFen', align: 'right', render: (value: number) => formatMoney(value) },
            ]}
          />

          {section(t('order.sectionEvents'))}
          <Timeline
            items={data.events.map((event) => ({
              content: (
                <span>
                  {formatDateTime(event.createdAt)} · {t(`order.actor${event.actorKind.charAt(0).toUpperCase()}${event.actorKind.slice(1)}`)} ·{' '}
                  {event.fromStatus ? <OrderStatusTag status={event.fromStatus} /> : null}→ <OrderStatusTag status={event.toStatus} />
                  {event.reason ? <Typography.Text type="secondary">{event.reason}</Typography.Text> : null}
                </span>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
