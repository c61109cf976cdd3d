import type { TPayResult } from '@coastbook/contracts';
import { ORDER_STATUSES, PAYMENT_REQUEST_STATUSES, POINT_DEDUCTION_RULE, formatMoney, labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useMoneyAction } from '../../../lib/money-action';
import { useUiLanguage } from '../../../i18n/use-language';
import { paymentQueryKeys, payOrder, useOrderComplete, usePaymentValidation, usePayPoint, validatePayment, zeroPayment } from '../api/payment-calls';
import { OrderSummary } from '../components/order-summary';
import { PayPanel, type PayChoice } from '../components/pay-panel';
import { PayFailure, PaySuccess } from '../components/pay-result';
import { requestPayWay } from '../payment-choices';
import '../payment.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** Where a QR payment continues: /QRCode?payNo=… */
export function qrCodePath(payNo: string): string {
  return `/QRCode?${new URLSearchParams({ payNo }).toString()}`;
}

/**
 * /order/payment?orderId=… (001 §2 Orders, §7 Payment): the order and its amount as the server answers,
 * pay way and channel, points deduction, validate → pay. An order booked with a down payment comes back
 * here for its balance (尾款), paid in one go. Prepaid/credit pay at once with the payment
 * password (→ W, or A on auto-confirm products); QR channels continue on /QRCode.
 */
export function OrderPaymentPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useOrderComplete(orderId || undefined);
  const validation = usePaymentValidation(orderId ? [orderId] : []);
  const points = usePayPoint(order.data?.orderInfo.status === 'S' ? orderId : undefined);
  const [result, setResult] = useState<TPayResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const payment = useMoneyAction([paymentQueryKeys.all]);

  if (!orderId) {
    return (
      <div className="container payment-page">
        <Card className="page-card">
          <Result status="warning" title={t('payment.common.noOrder')} extra={<LinkButton to="/orderManagementIndex">{t('payment.common.backToOrders')}</LinkButton>} />
        </Card>
      </div>
    );
  }

  const onPay = async (choice: PayChoice): Promise<boolean> => {
    // One payment = one Idempotency-Key, kept for a press again after a try whose answer never came.
    const action = { orderId, payWay: choice.payWay, channel: choice.channel };
    try {
      const answer = await payment.send(action, (idempotencyKey) =>
        choice.payWay === 0
          ? zeroPayment({ orderId, agreementTicked: choice.agreementTicked, idempotencyKey })
          : payOrder({
              orderId,
              channel: choice.channel!,
              payWay: requestPayWay(choice.payWay),
              ...(choice.password !== undefined ? { password: choice.password } : {}),
              agreementTicked: choice.agreementTicked,
              idempotencyKey,
            }),
      );
      await queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all });
      if (answer.status === 'PAID') {
        setResult(answer);
        return true;
      }
      if (answer.status === 'INIT' && answer.qrContent !== null) {
        await navigate(qrCodePath(answer.payNo));
        return true;
      }
      setFailure(labelOf(PAYMENT_REQUEST_STATUSES, answer.status, language));
      return true;
    } catch (error) {
      void message.error(payment.messageFor(error));
      return false;
    }
  };

  const body = () => {
    if (order.isError) return <LoadFailedAlert error={order.error} onRetry={() => void order.refetch()} />;
    if (result !== null) return <PaySuccess result={result} />;
    if (failure !== null) return <PayFailure message={failure} onRetry={() => setFailure(null)} />;
    if (order.data === undefined) return <Skeleton active />;
    const info = order.data.orderInfo;
    const balance = info.balanceDue;
    if (info.status !== 'S' && balance === null) {
      return (
        <>
          <OrderSummary order={info} chargeItems={order.data.chargeItems} />
          <Result
            status="info"
            title={<span data-testid="pay-not-payable-status">{t('payment.common.notPayable', { orderNo: info.orderNo, status: labelOf(ORDER_STATUSES, info.status, language) })}</span>}
            extra={
              <LinkButton to={`/orderView?orderId=${encodeURIComponent(orderId)}`} type="primary">
                {t('payment.common.viewOrder')}
              </LinkButton>
            }
          />
        </>
      );
    }
    return (
      <>
        <OrderSummary order={info} chargeItems={order.data.chargeItems} />
        <div className="payment-page__due">
          <span>{balance === null ? t('payment.common.amountDue') : t('payment.common.balanceDue')}</span>
          <strong data-testid="pay-amount-due">{formatMoney(order.data.orderAmountInfos.unpaidFen)}</strong>
          {balance === null && info.payDeadline !== null && (
            <span className="payment-page__deadline">{t('payment.common.payDeadline', { time: formatChinaTime(info.payDeadline) })}</span>
          )}
          {balance !== null && (
            <span className={balance.overdue ? 'payment-page__deadline payment-page__deadline--late' : 'payment-page__deadline'} data-testid="pay-balance-deadline">
              {balance.overdue
                ? t('payment.common.balanceOverdue', { time: formatChinaTime(balance.dueAt) })
                : t('payment.common.balanceDeadline', { paid: formatMoney(info.paidFen), time: formatChinaTime(balance.dueAt) })}
            </span>
          )}
        </div>
        {validation.isError && <Alert type="error" showIcon title={errorMessage(validation.error)} data-testid="pay-validate-error" />}
        {validation.data === undefined && !validation.isError && <Skeleton active />}
        {validation.data !== undefined && (
          <PayPanel
            validation={validation.data}
            single
            revalidate={() => queryClient.fetchQuery({ queryKey: paymentQueryKeys.validation([orderId]), queryFn: ({ signal }) => validatePayment([orderId], signal), staleTime: 0 })}
            onPay={onPay}
            // Points deduct from an order awaiting payment, not from a balance.
            extra={
              balance === null && (
                <div className="pay-panel__row" data-testid="pay-points">
                  <div className="pay-panel__label">{t('payment.pay.points')}</div>
                  <div>
                    {points.isLoading && t('payment.pay.pointsLoading')}
                    {points.isError && errorMessage(points.error)}
                    {points.data !== undefined && (
                      <>
                        <div>{t('payment.pay.pointsNone', { points: points.data.availablePoints, amount: formatMoney(points.data.deductibleFen) })}</div>
                        <div className="pay-panel__hint">
                          {/* The server states the domain's rule in Chinese; in English the same rule is shown in English. */}
                          {language === 'en' && points.data.rule === POINT_DEDUCTION_RULE.zh ? POINT_DEDUCTION_RULE.en : points.data.rule}
                        </div>
                      </>
                    )}
                  </div>
                </div>
              )
            }
          />
        )}
      </>
    );
  };

  return (
    <div className="container payment-page" data-testid="order-payment-page">
      <Card className="page-card" title={<h1 className="payment-page__title">{t('payment.pay.title')}</h1>}>
        {body()}
      </Card>
    </div>
  );
}
