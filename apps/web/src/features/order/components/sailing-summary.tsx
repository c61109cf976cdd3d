import type { TOrderInfo } from '@coastbook/contracts';
import { formatMoney } from '@coastbook/domain';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';

/** Route, vessel, voyage, dates and containers of an order (the offer as it was snapshotted). */
export function SailingSummary({ order }: { order: TOrderInfo }) {
  const { t } = useTranslation();
  const names = useBilingualNames();
  return (
    <div className="order-sailing" data-testid="order-sailing">
      <div className="order-sailing__route">
        <div>
          <strong data-testid="order-fpol">{names.place(order.fpolCde, order.fpolCnnme)}</strong>
          {order.origFacilityCnnme && order.origFacilityCnnme !== order.fpolCnnme && <small>{names.place(order.origFacilityCde, order.origFacilityCnnme)}</small>}
          <span className="order-sailing__date">
            {t('order.sailing.etd')} {formatChinaTime(order.etd)}
          </span>
        </div>
        <ArrowRightOutlined className="order-sailing__arrow" />
        <div>
          <strong data-testid="order-lpod">{names.place(order.lpodCde, order.lpodCnnme)}</strong>
          {order.destFacilityCnnme && order.destFacilityCnnme !== order.lpodCnnme && <small>{names.place(order.destFacilityCde, order.destFacilityCnnme)}</small>}
          <span className="order-sailing__date">
            {t('order.sailing.eta')} {formatChinaTime(order.eta)}
          </span>
        </div>
      </div>
      <dl className="order-facts">
        <div>
          <dt>{t('order.sailing.carrier')}</dt>
          <dd>{order.carrier}</dd>
        </div>
        <div>
          <dt>{t('order.sailing.svcLoop')}</dt>
          <dd>{order.svcLoop}</dd>
        </div>
        <div>
          <dt>{t('order.sailing.vesselVoyage')}</dt>
          <dd data-testid="order-vessel">
            {names.vessel(order)} / {order.voyage}
          </dd>
        </div>
      </dl>
      <Table
        size="small"
        pagination={false}
        rowKey="cntrType"
        data-testid="order-containers"
        dataSource={order.containers}
        columns={[
          {
            title: t('order.sailing.cntrType'),
            dataIndex: 'cntrType',
            render: (_value: string, row) => names.containerType(row),
          },
          { title: t('order.sailing.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('order.sailing.unitPrice'), dataIndex: 'unitPriceFen', align: 'right', render: (fen: number) => formatMoney(fen) },
          { title: t('order.sailing.unitPromotion'), dataIndex: 'unitPromotionFen', align: 'right', render: (fen: number) => (fen > 0 ? `-${formatMoney(fen)}` : '—') },
        ]}
      />
    </div>
  );
}
