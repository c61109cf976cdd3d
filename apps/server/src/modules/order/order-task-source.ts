import type { TTodoTask } from '@coastbook/contracts';
import { formatMoney } from '@coastbook/domain';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { TaskContext, TaskSource } from '../task';
import { orderScopeOf, visibleOrderCondition } from './order-access';
import { orderMast } from './order.tables';

/** The order area's to-do tasks: submitted orders waiting for payment ('待支付订单'), until paid, cancelled or timed out. */

async function awaitingPaymentCondition({ db, userId }: TaskContext) {
  const scope = await orderScopeOf({ db, actor: { userId } });
  return and(visibleOrderCondition(scope), eq(orderMast.status, 'S'), gt(orderMast.payDeadline, new Date()));
}

const ordersAwaitingPayment: TaskSource = {
  taskType: 'ORDER_AWAITING_PAYMENT',
  async find(context: TaskContext): Promise<TTodoTask[]> {
    const rows = await context.db
      .select()
      .from(orderMast)
      .where(await awaitingPaymentCondition(context))
      .orderBy(asc(orderMast.payDeadline))
      .limit(100);
    return rows.map((order) => ({
      taskId: `ORDER_AWAITING_PAYMENT:${order.id}`,
      taskType: 'ORDER_AWAITING_PAYMENT',
      title: '待支付订单',
      content: `订单${order.orderNo}待支付${formatMoney(order.totalFen)}，请于${new Date(order.payDeadline!.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')}前完成支付，逾期将自动取消。`,
      link: `/order/payment?orderId=${order.id}`,
      businessId: order.id,
      createdAt: order.submittedAt?.toISOString() ?? null,
    }));
  },
  async count(context: TaskContext): Promise<number> {
    const [row] = await context.db.select({ value: count() }).from(orderMast).where(await awaitingPaymentCondition(context));
    return row?.value ?? 0;
  },
};

export const orderTaskSources: readonly TaskSource[] = [ordersAwaitingPayment];
