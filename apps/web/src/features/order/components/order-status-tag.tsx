import { ORDER_STATUSES, type OrderStatus } from '@coastbook/domain';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';

const STATUS_COLOURS: Partial<Record<OrderStatus, string>> = {
  P: 'default',
  S: 'orange',
  W: 'processing',
  A: 'success',
  X: 'default',
  R: 'error',
};

/** The portal status (001 §4) with the DCSA Booking 2.0 status the server computed beside it. */
export function OrderStatusTag({ status, dcsaStatus, showDcsa = true }: { status: OrderStatus; dcsaStatus?: string; showDcsa?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const label = ORDER_STATUSES.find((item) => item.value === status)?.[language] ?? status;
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOURS[status] ?? 'blue'} data-testid="order-status" data-status={status}>
        {label}
      </Tag>
      {showDcsa && dcsaStatus !== undefined && (
        <Tooltip title={t('order.common.dcsaHint')}>
          <Tag bordered={false} className="order-dcsa" data-testid="order-dcsa-status">
            DCSA {dcsaStatus}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
