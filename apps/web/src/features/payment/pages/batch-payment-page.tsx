import type { TOrderInfo, TPayResult } from '@coastbook/contracts';
import { ORDER_STATUSES, PAYMENT_REQUEST_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useMoneyAction } from '../../../lib/money-action';
import { useBilingualNames } from '../../basedata';
import { useUiLanguage } from '../../../i18n/use-language';
import { paymentQueryKeys, payOrders, useOrdersByIds, usePaymentValidation, validatePayment } from '../api/payment-calls';
import { containerText } from '../components/order-summary';
import { PayPanel, type PayChoice } from '../components/pay-panel';
import { PayFailure, PaySuccess } from '../components/pay-result';
import { qrCodePath } from './order-payment-page';
import '../payment.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** `a,b,,c` → ['a','b','c'] without duplicates. */
export function parseOrderIds(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''))];
}

/**
 * /order/batchPayment?orderIds=a,b (001 §2, §7): the listed orders awaiting payment, their total, one
 * channel, one batch payment (all or nothing on the server). Orders not awaiting payment are left out and named.
 */
export function BatchPaymentPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const requestedIds = useMemo(() => parseOrderIds(params.get('orderIds')), [params]);
  const orders = useOrdersByIds(requestedIds);
  const payable = useMemo(() => (orders.data ?? []).filter((order) => order.status === 'S'), [orders.data]);
  const skipped = useMemo(() => (orders.data ?? []).filter((order) => order.status !== 'S'), [orders.data]);
  const payableIds = useMemo(() => payable.map((order) => order.orderId), [payable]);
  const validation = usePaymentValidation(payableIds);
  const [result, setResult] = useState<TPayResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const payment = useMoneyAction([paymentQueryKeys.all]);

  const columns: TableColumnsType<TOrderInfo> = [
    { title: t('payment.common.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: t('payment.common.route'), key: 'route', render: (_value, order) => names.route(order) },
    { title: t('payment.common.vessel'), key: 'vessel', render: (_value, order) => `${names.vessel(order)} / ${order.voyage}` },
    { title: t('payment.common.etd'), key: 'etd', render: (_value, order) => formatChinaTime(order.etd, 'YYYY-MM-DD') },
    { title: t('payment.common.containers'), key: 'containers', render: (_value, order) => containerText(order, language) },
    { title: t('payment.common.status'), key: 'status', render: (_value, order) => labelOf(ORDER_STATUSES, order.status, language) },
    { title: t('payment.common.amountDue'), key: 'amount', align: 'right', render: (_value, order) => formatMoney(order.totalFen - order.paidFen) },
  ];

  const onPay = async (choice: PayChoice): Promise<boolean> => {
    try {
      const answer = await payment.send({ orderIds: payableIds, channel: choice.channel }, (idempotencyKey) =>
        payOrders({
          orderIds: payableIds,
          channel: choice.channel!,
          ...(choice.password !== undefined ? { password: choice.password } : {}),
          agreementTicked: choice.agreementTicked,
          idempotencyKey,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all });
      if (answer.status === 'PAID') setResult(answer);
      else if (answer.status === 'INIT' && answer.qrContent !== null) await navigate(qrCodePath(answer.payNo));
      else setFailure(labelOf(PAYMENT_REQUEST_STATUSES, answer.status, language));
      return true;
    } catch (error) {
      void message.error(payment.messageFor(error));
      return false;
    }
  };

  const body = () => {
    if (orders.isError) return <LoadFailedAlert error={orders.error} onRetry={() => void orders.refetch()} />;
    if (result !== null) return <PaySuccess result={result} />;
    if (failure !== null) return <PayFailure message={failure} onRetry={() => setFailure(null)} />;
    if (requestedIds.length > 0 && orders.data === undefined) return <Skeleton active />;
    if (payable.length === 0) {
      return (
        <Result
          status="info"
          title={<span data-testid="batch-none">{t('payment.pay.batchNone')}</span>}
          extra={<LinkButton to="/orderManagementIndex">{t('payment.common.backToOrders')}</LinkButton>}
        />
      );
    }
    return (
      <>
        {skipped.length > 0 && (
          <Alert
            type="warning"
            showIcon
            className="pay-panel__alert"
            title={t('payment.pay.batchSkipped', { orderNos: skipped.map((order) => order.orderNo).join('、') })}
            data-testid="batch-skipped"
          />
        )}
        <div className="payment-page__count" data-testid="batch-count">
          {t('payment.pay.batchCount', { count: payable.length })}
        </div>
        <Table<TOrderInfo> rowKey="orderId" size="small" columns={columns} dataSource={payable} pagination={false} data-testid="batch-orders" />
        {validation.isError && <Alert type="error" showIcon title={errorMessage(validation.error)} />}
        {validation.data === undefined && !validation.isError && <Skeleton active />}
        {validation.data !== undefined && (
          <PayPanel
            validation={validation.data}
            single={false}
            revalidate={() =>
              queryClient.fetchQuery({ queryKey: paymentQueryKeys.validation(payableIds), queryFn: ({ signal }) => validatePayment(payableIds, signal), staleTime: 0 })
            }
            onPay={onPay}
          />
        )}
      </>
    );
  };

  return (
    <div className="container payment-page" data-testid="batch-payment-page">
      <Card className="page-card" title={<h1 className="payment-page__title">{t('payment.pay.batchTitle')}</h1>}>
        {body()}
      </Card>
    </div>
  );
}
