import type { TOrderInfo } from '@coastbook/contracts';
import { ORDER_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { useUiLanguage } from '../../../i18n/use-language';
import { useBilingualNames } from '../../basedata';
import { applyBlankNote, blankNoteQueryKeys } from '../api/blank-note-calls';
import { paymentQueryKeys, useOrdersByIds } from '../api/payment-calls';
import { containerText } from '../components/order-summary';
import { parseOrderIds } from './batch-payment-page';
import '../payment.css';
import { AgreementCheckbox, useAgreement } from '../components/agreement';
import { PaymentPasswordDialog } from '../components/payment-password-dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/**
 * /blankNoteThirdPayApplyView?orderIds=a,b : pay awaiting-payment orders with a deposit note drawn on the
 * freight-loan line (applyBlanknote → note D, orders move on as paid); then /blanknoteApplySuccess. The note
 * spends credit at once, so the press asks for the payment password, as paying by the credit channel does.
 */
export function BlankNoteApplyPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guard = useButtonLock();
  const [params] = useSearchParams();
  const orderIds = useMemo(() => parseOrderIds(params.get('orderIds') ?? params.get('orderId')), [params]);
  const orders = useOrdersByIds(orderIds);
  const payable = useMemo(() => (orders.data ?? []).filter((order) => order.status === 'S'), [orders.data]);
  const totalFen = payable.reduce((sum, order) => sum + order.totalFen - order.paidFen, 0);
  const agreement = useAgreement();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const application = useMoneyAction([blankNoteQueryKeys.all, paymentQueryKeys.all]);

  // Async so that an unticked agreement (requireAgreed throws) is a rejected press: the button lock lets go.
  const press = async () => {
    agreement.requireAgreed();
    setAsking(true);
  };

  // Reached only through the password dialog that press opens, after requireAgreed(): the box is ticked.
  const apply = async (password: string): Promise<boolean> => {
    setBusy(true);
    try {
      const orderIds = payable.map((order) => order.orderId);
      const note = await application.send({ orderIds }, (idempotencyKey) => applyBlankNote({ orderIds, password, agreementTicked: true, idempotencyKey }));
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: blankNoteQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all });
      await navigate(`/blanknoteApplySuccess?${new URLSearchParams({ id: note.id }).toString()}`);
      return true;
    } catch (error) {
      void message.error(application.messageFor(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<TOrderInfo> = [
    { title: t('payment.common.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: t('payment.common.route'), key: 'route', render: (_value, order) => names.route(order) },
    { title: t('payment.common.containers'), key: 'containers', render: (_value, order) => containerText(order, language) },
    { title: t('payment.common.status'), key: 'status', render: (_value, order) => labelOf(ORDER_STATUSES, order.status, language) },
    { title: t('payment.common.amountDue'), key: 'amount', align: 'right', render: (_value, order) => formatMoney(order.totalFen - order.paidFen) },
  ];

  const body = () => {
    if (orders.isError) return <LoadFailedAlert error={orders.error} onRetry={() => void orders.refetch()} />;
    if (orderIds.length > 0 && orders.data === undefined) return <Skeleton active />;
    if (payable.length === 0) {
      return <Result status="info" title={t('payment.pay.batchNone')} extra={<LinkButton to="/orderManagementIndex">{t('payment.common.backToOrders')}</LinkButton>} />;
    }
    return (
      <>
        <p className="payment-page__intro">{t('payment.blankNote.intro')}</p>
        <Table<TOrderInfo> rowKey="orderId" size="small" columns={columns} dataSource={payable} pagination={false} />
        <AgreementCheckbox agreement={agreement} />
        <div className="pay-panel__footer">
          <div className="pay-panel__total">
            {t('payment.common.total')}
            <span className="pay-panel__amount">{formatMoney(totalFen)}</span>
          </div>
          <Button type="primary" size="large" loading={busy && !asking} onClick={guard(press)} data-testid="blank-note-apply">
            {t('payment.blankNote.apply')}
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className="container payment-page" data-testid="blank-note-apply-page">
      <Card className="page-card" title={<h1 className="payment-page__title">{t('payment.blankNote.thirdPayTitle')}</h1>}>
        {body()}
      </Card>
      <PaymentPasswordDialog
        open={asking}
        amountText={formatMoney(totalFen)}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={apply}
      />
    </div>
  );
}
