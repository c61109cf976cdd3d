import type { OrderStatus } from '@coastbook/domain';
import { formatMoney } from '@coastbook/domain';
import { App, Button, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { orderQueryKeys } from '../api/booking';
import { cancelOrder } from '../api/orders';

/**
 * Cancel with a confirmation (P, S, W): the server releases the inventory and refunds what was paid to
 * the prepaid account; the dialog says so when money was paid.
 */
export function CancelOrderButton(props: {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  paidFen: number;
  onCancelled: () => void | Promise<void>;
  size?: 'small' | 'middle';
  type?: 'link' | 'default';
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const guard = useButtonLock();
  const reason = useRef('');
  const [busy, setBusy] = useState(false);
  // A cancellation refunds: pressed again after its answer was lost, the same key answers the first one.
  const cancellation = useMoneyAction([orderQueryKeys.all]);

  const open = () => {
    reason.current = '';
    modal.confirm({
      title: t('order.cancel.title', { orderNo: props.orderNo }),
      content: (
        <div data-testid="cancel-dialog">
          <p>{props.paidFen > 0 ? t('order.cancel.refundNote', { amount: formatMoney(props.paidFen) }) : t('order.cancel.note')}</p>
          <Input.TextArea maxLength={200} placeholder={t('order.cancel.reasonPlaceholder')} onChange={(event) => (reason.current = event.target.value)} />
        </div>
      ),
      okText: t('order.cancel.confirm'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'cancel-confirm' } as object) },
      cancelText: t('order.cancel.keep'),
      onOk: async () => {
        setBusy(true);
        try {
          const request = { orderId: props.orderId, ...(reason.current.trim() ? { reason: reason.current.trim() } : {}) };
          const answer = await cancellation.send(request, (idempotencyKey) => cancelOrder(request, idempotencyKey));
          message.success(answer.refundedFen > 0 ? t('order.cancel.doneRefunded', { amount: formatMoney(answer.refundedFen) }) : t('order.cancel.done'));
          await props.onCancelled();
        } catch (error) {
          message.error(cancellation.messageFor(error));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Button type={props.type ?? 'link'} size={props.size ?? 'small'} danger loading={busy} onClick={guard(open)} data-testid="order-action-cancel">
      {t('order.actions.cancel')}
    </Button>
  );
}
