import type { TPayResult } from '@coastbook/contracts';
import { ORDER_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useUiLanguage } from '../../../i18n/use-language';

/** What a settled payment shows: the paid amount and each order's new status (W awaiting review, or A), with the way on. */
export function PaySuccess({ result }: { result: TPayResult }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const first = result.orders[0];
  const statusText = first ? labelOf(ORDER_STATUSES, first.status, language) : '';
  // Pay way 2 on an order awaiting payment: its balance is still to come.
  const isDownPayment = result.payWay === 2 && result.orders.length === 1;
  return (
    <Result
      status="success"
      title={<span data-testid="pay-success-title">{t('payment.result.successTitle')}</span>}
      subTitle={
        <div data-testid="pay-success">
          <div>
            {result.orders.length > 1
              ? t('payment.result.successBatchSub', { amount: formatMoney(result.amountFen), count: result.orders.length })
              : t(isDownPayment ? 'payment.result.downPaidSub' : 'payment.result.successSub', { amount: formatMoney(result.amountFen), status: statusText })}
          </div>
          {isDownPayment && <div data-testid="pay-success-balance-note">{t('payment.result.downBalanceNote')}</div>}
          {result.orders.length > 1 &&
            result.orders.map((order) => (
              <div key={order.orderId} data-testid="pay-success-order">
                {t('payment.result.orderStatusLine', { orderNo: order.orderNo, status: labelOf(ORDER_STATUSES, order.status, language) })}
              </div>
            ))}
          {result.orders.some((order) => order.status === 'W') && <div>{t('payment.result.waitingReview')}</div>}
        </div>
      }
      extra={
        <Space wrap>
          {result.orders.length === 1 && first && (
            <LinkButton type="primary" to={`/orderView?orderId=${encodeURIComponent(first.orderId)}`} data-testid="pay-success-view">
              {t('payment.result.orderView')}
            </LinkButton>
          )}
          <LinkButton to="/orderManagementIndex" data-testid="pay-success-orders">
            {t('payment.result.orderManagement')}
          </LinkButton>
        </Space>
      }
    />
  );
}

export function PayFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={<span data-testid="pay-failure-title">{t('payment.result.failedTitle')}</span>}
      subTitle={<span data-testid="pay-failure">{t('payment.result.failedSub', { message })}</span>}
      extra={
        <Space wrap>
          <Button type="primary" onClick={onRetry} data-testid="pay-retry">
            {t('payment.common.retry')}
          </Button>
          <LinkButton to="/orderManagementIndex">{t('payment.result.orderManagement')}</LinkButton>
        </Space>
      }
    />
  );
}
