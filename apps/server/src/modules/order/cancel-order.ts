import type { TCancelOrderResponse } from '@coastbook/contracts';
import { AppError, CUSTOMER_CANCELLABLE_STATUSES, type OrderStatus } from '@coastbook/domain';
import type { Db, Tx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findVisibleOrder } from './order-access';
import { releaseOrderInventory } from './order-inventory';
import { refundPaidOrder } from './order-refund';
import { transitionOrder } from './order-state.service';

/**
 * cancelOrder: the customer cancels before confirmation (P, S, W → X). In one transaction: the order
 * is locked, its inventory released when held, what was paid refunded to the prepaid account, and the
 * move recorded (transitionOrder). A confirmed or finished order answers ORDER_STATUS_CONFLICT.
 */
export async function cancelOrder({
  db,
  actor,
  orderId,
  reason,
  runInTransaction = (work) => db.transaction(work),
}: {
  db: Db;
  actor: Actor;
  orderId: string;
  reason?: string | undefined;
  /** Its own transaction by default; the route passes withIdempotency's when the client sends an Idempotency-Key. */
  runInTransaction?: (work: (tx: Tx) => Promise<TCancelOrderResponse>) => Promise<TCancelOrderResponse>;
}): Promise<TCancelOrderResponse> {
  return runInTransaction(async (tx) => {
    const order = await findVisibleOrder({ db: tx, actor, orderId, forUpdate: true });
    if (!CUSTOMER_CANCELLABLE_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError('ORDER_STATUS_CONFLICT', {
        msg: { zh: '订单已确认或已结束，不能取消', en: 'The order has been confirmed or has ended and can no longer be cancelled' },
        data: { status: order.status },
      });
    }
    await releaseOrderInventory(tx, order);
    const refundedFen = await refundPaidOrder({ tx, order, reason: `订单${order.orderNo}取消退款`, createdBy: actor.userId });
    const cancelled = await transitionOrder({
      tx,
      lockedOrder: order,
      to: 'X',
      actor: { kind: 'customer', id: actor.userId },
      reason: reason ?? '客户取消',
      patch: { cancelReason: reason ?? '客户取消', paidFen: order.paidFen - refundedFen },
    });
    return { orderId: cancelled.id, status: 'X' as const, refundedFen };
  });
}
