import type { TOrderChargeItem, TOrderInfo } from '@coastbook/contracts';
import { ORDER_STATUSES, chargeItemName, containerCountLabels, formatMoney, labelOf } from '@coastbook/domain';
import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatChinaTime } from '../../../lib/china-time';
import { joinList } from '../../../lib/punctuation';
import { useUiLanguage } from '../../../i18n/use-language';
import { useBilingualNames } from '../../basedata';

/** "20GP×2，40HQ×1" in the page's language, spelt as the order lists spell it. */
export function containerText(order: Pick<TOrderInfo, 'containers'>, language: 'zh' | 'en'): string {
  return joinList(containerCountLabels(order.containers), language);
}

/** The order being paid, as the server answers it (complete/{orderId}). */
export function OrderSummary({ order, chargeItems }: { order: TOrderInfo; chargeItems: TOrderChargeItem[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const columns: TableColumnsType<TOrderChargeItem> = [
    { title: t('payment.pay.chargeItems'), key: 'name', render: (_value, item) => chargeItemName(item, language) },
    { title: t('payment.common.amountDue'), key: 'amount', align: 'right', render: (_value, item) => formatMoney(item.amountFen) },
  ];
  return (
    <div className="order-summary" data-testid="pay-order-summary">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'orderNo', label: t('payment.common.orderNo'), children: <span data-testid="pay-order-no">{order.orderNo}</span> },
          { key: 'route', label: t('payment.common.route'), children: names.route(order) },
          { key: 'vessel', label: t('payment.common.vessel'), children: `${names.vessel(order)} / ${order.voyage}` },
          { key: 'etd', label: t('payment.common.etd'), children: formatChinaTime(order.etd, 'YYYY-MM-DD') },
          { key: 'containers', label: t('payment.common.containers'), children: containerText(order, language) },
          {
            key: 'status',
            label: t('payment.common.status'),
            children: <span data-testid="pay-order-status">{labelOf(ORDER_STATUSES, order.status, language)}</span>,
          },
        ]}
      />
      {chargeItems.length > 0 && (
        <Table<TOrderChargeItem>
          size="small"
          rowKey={(item) => `${item.code}-${item.name}`}
          columns={columns}
          dataSource={chargeItems}
          pagination={false}
          className="order-summary__charges"
          data-testid="pay-charge-items"
        />
      )}
    </div>
  );
}
