import type { TOpsOrderSummary } from '@coastbook/contracts';
import { formatMoney } from '@coastbook/domain';
import { Typography, type TableColumnsType } from 'antd';
import { useBilingualNames } from '../../features/basedata';
import { formatDateTime, orDash } from '../components/format';
import { TwoLines } from '../components/two-lines';
import { useTradeTranslation } from './order-i18n';
import { OrderStatusTag } from './order-status-tag';

/**
 * The order columns the review queue and the search share; each page adds its own action column. The review
 * queue gives the ETD a third line under the route, so that with its actions it fits a 1366 px screen (the
 * amount and the submission time were under the fixed actions column); the search keeps its own ETD column
 * and scrolls sideways.
 */
export function useOrderColumns(options: { onOpen: (order: TOpsOrderSummary) => void; forSearch: boolean }): TableColumnsType<TOpsOrderSummary> {
  const { t } = useTradeTranslation();
  const names = useBilingualNames();
  return [
    {
      title: t('order.orderNo'),
      dataIndex: 'orderNo',
      width: 150,
      fixed: 'left',
      render: (value: string, order) => (
        <Typography.Link onClick={() => options.onOpen(order)} data-testid={`order-open-${value}`}>
          {value}
        </Typography.Link>
      ),
    },
    ...(options.forSearch
      ? [
          { title: t('order.bkgNo'), dataIndex: 'bkgNo', width: 140, render: (value: string | null) => orDash(value) },
          // Wide enough for the longest English status tag (Awaiting payment) on one line.
          { title: t('common.status'), dataIndex: 'status', width: 140, render: (value: string) => <OrderStatusTag status={value} /> },
        ]
      : []),
    {
      title: t('common.enterprise'),
      key: 'customer',
      width: options.forSearch ? 210 : 200,
      render: (_, order) => <TwoLines main={order.enterpriseName ?? t('common.personal')} sub={order.creatorName} />,
    },
    {
      title: `${t('order.route')} / ${t('order.vesselVoyage')}${options.forSearch ? '' : ` / ${t('order.etd')}`}`,
      key: 'route',
      width: options.forSearch ? 180 : 200,
      render: (_, order) => (
        <TwoLines
          main={names.route(order)}
          sub={`${names.vessel(order)} / ${order.voyage}`}
          {...(options.forSearch ? {} : { third: `${t('order.etd')} ${formatDateTime(order.etd)}` })}
        />
      ),
    },
    ...(options.forSearch ? [{ title: t('order.etd'), dataIndex: 'etd', width: 135, render: (value: string) => formatDateTime(value) }] : []),
    {
      title: t('order.containers'),
      key: 'containers',
      width: 150,
      render: (_, order) => <TwoLines main={names.containerCounts(order.containerCounts)} sub={`${order.teu} TEU`} />,
    },
    { title: t('order.totalFen'), dataIndex: 'totalFen', width: 115, align: 'right', render: (value: number) => formatMoney(value) },
    {
      title: options.forSearch ? t('common.createdAt') : t('common.submittedAt'),
      dataIndex: options.forSearch ? 'createdAt' : 'submittedAt',
      width: 135,
      render: (value: string | null) => formatDateTime(value),
    },
  ];
}
