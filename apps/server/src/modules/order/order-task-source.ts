import type { TFinishedTodoTask, TTodoTask } from '@coastbook/contracts';
import {
  balanceDueAt,
  balanceTaskOutcome,
  downPaymentFen,
  INVENTORY_HOLDING_STATUSES,
  TODO_TASK_OUTCOMES,
  formatChinaDateTime,
  formatMoney,
  labelOf,
  paymentTaskOutcome,
} from '@coastbook/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FinishedTaskContext, TaskContext, TaskSource } from '../task';
import { orderScopeOf, visibleOrderCondition } from './order-access';
import { orderEvent, orderMast } from './order.tables';

/**
 * The order area's to-do tasks: submitted orders waiting for payment ('待支付订单'), until paid, cancelled or
 * timed out; and down-payment orders whose balance is still to be paid ('待付尾款订单'), until it is paid or
 * the order is cancelled or rejected first.
 */

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
      content: `订单${order.orderNo}待支付${formatMoney(order.totalFen)}，请于${formatChinaDateTime(order.payDeadline!)}前完成支付，逾期将自动取消。`,
      link: `/order/payment?orderId=${order.id}`,
      businessId: order.id,
      createdAt: order.submittedAt?.toISOString() ?? null,
    }));
  },
  async count(context: TaskContext): Promise<number> {
    const [row] = await context.db.select({ value: count() }).from(orderMast).where(await awaitingPaymentCondition(context));
    return row?.value ?? 0;
  },
  /** The task ended when the order left S: paid (W or A), cancelled by the shipper, or by the payment timeout. */
  async findFinished({ db, userId, since, limit }: FinishedTaskContext): Promise<TFinishedTodoTask[]> {
    const scope = await orderScopeOf({ db, actor: { userId } });
    const rows = await db
      .select({ order: orderMast, toStatus: orderEvent.toStatus, action: orderEvent.action, at: orderEvent.createdAt })
      .from(orderEvent)
      .innerJoin(orderMast, eq(orderMast.id, orderEvent.orderId))
      .where(and(visibleOrderCondition(scope), eq(orderEvent.fromStatus, 'S'), gte(orderEvent.createdAt, since)))
      .orderBy(desc(orderEvent.createdAt), desc(orderEvent.id))
      .limit(limit);
    return rows.map(({ order, toStatus, action, at }) => {
      const outcome = paymentTaskOutcome({ toStatus, action });
      return {
        taskId: `ORDER_AWAITING_PAYMENT:${order.id}`,
        taskType: 'ORDER_AWAITING_PAYMENT',
        title: '待支付订单',
        content: `订单${order.orderNo}，应付${formatMoney(order.totalFen)}。`,
        link: `/orderView?orderId=${order.id}`,
        businessId: order.id,
        createdAt: order.submittedAt?.toISOString() ?? null,
        outcome,
        outcomeText: labelOf(TODO_TASK_OUTCOMES, outcome),
        doneAt: at.toISOString(),
      };
    });
  },
};

/** Where a balance can be owed: past payment (S) and still holding the containers (domain awaitsBalance). */
const BALANCE_STATUSES = INVENTORY_HOLDING_STATUSES.filter((status) => status !== 'S');

async function balanceDueCondition({ db, userId }: TaskContext) {
  const scope = await orderScopeOf({ db, actor: { userId } });
  return and(
    visibleOrderCondition(scope),
    eq(orderMast.payWay, 2),
    inArray(orderMast.status, BALANCE_STATUSES),
    lt(orderMast.paidFen, orderMast.totalFen),
  );
}

const ordersWithBalanceDue: TaskSource = {
  taskType: 'ORDER_BALANCE_DUE',
  async find(context: TaskContext): Promise<TTodoTask[]> {
    const rows = await context.db
      .select()
      .from(orderMast)
      .where(await balanceDueCondition(context))
      .orderBy(asc(orderMast.etd))
      .limit(100);
    const now = new Date();
    return rows.map((order) => {
      const dueAt = balanceDueAt(order.etd);
      const late = dueAt.getTime() <= now.getTime();
      return {
        taskId: `ORDER_BALANCE_DUE:${order.id}`,
        taskType: 'ORDER_BALANCE_DUE',
        title: '待付尾款订单',
        content: `订单${order.orderNo}已付首付款${formatMoney(order.paidFen)}，尾款${formatMoney(order.totalFen - order.paidFen)}${late ? `已于${formatChinaDateTime(dueAt)}逾期，请尽快付清。` : `请于${formatChinaDateTime(dueAt)}前付清。`}`,
        link: `/order/payment?orderId=${order.id}`,
        businessId: order.id,
        createdAt: order.paidAt?.toISOString() ?? null,
      };
    });
  },
  async count(context: TaskContext): Promise<number> {
    const [row] = await context.db.select({ value: count() }).from(orderMast).where(await balanceDueCondition(context));
    return row?.value ?? 0;
  },
  /**
   * The task ended with the order event that paid the balance (payBalance), or that took a down-payment
   * order out of review or confirmation (cancelled, rejected) before any balance was paid.
   */
  async findFinished({ db, userId, since, limit }: FinishedTaskContext): Promise<TFinishedTodoTask[]> {
    const scope = await orderScopeOf({ db, actor: { userId } });
    const balancePaid = alias(orderEvent, 'balance_paid');
    const endedUnpaid = and(
      inArray(orderEvent.fromStatus, BALANCE_STATUSES),
      inArray(orderEvent.toStatus, ['X', 'R']),
      notExists(
        db
          .select({ id: balancePaid.id })
          .from(balancePaid)
          .where(and(eq(balancePaid.orderId, orderEvent.orderId), eq(balancePaid.action, 'payBalance'), lte(balancePaid.createdAt, orderEvent.createdAt))),
      ),
    );
    const rows = await db
      .select({ order: orderMast, toStatus: orderEvent.toStatus, action: orderEvent.action, at: orderEvent.createdAt })
      .from(orderEvent)
      .innerJoin(orderMast, eq(orderMast.id, orderEvent.orderId))
      .where(and(visibleOrderCondition(scope), eq(orderMast.payWay, 2), gte(orderEvent.createdAt, since), or(eq(orderEvent.action, 'payBalance'), endedUnpaid)))
      .orderBy(desc(orderEvent.createdAt), desc(orderEvent.id))
      .limit(limit);
    return rows.map(({ order, toStatus, action, at }) => {
      const outcome = balanceTaskOutcome({ toStatus, action });
      const downFen = downPaymentFen(order.totalFen);
      return {
        taskId: `ORDER_BALANCE_DUE:${order.id}`,
        taskType: 'ORDER_BALANCE_DUE',
        title: '待付尾款订单',
        content: `订单${order.orderNo}，首付款${formatMoney(downFen)}，尾款${formatMoney(order.totalFen - downFen)}。`,
        link: `/orderView?orderId=${order.id}`,
        businessId: order.id,
        createdAt: order.paidAt?.toISOString() ?? null,
        outcome,
        outcomeText: labelOf(TODO_TASK_OUTCOMES, outcome),
        doneAt: at.toISOString(),
      };
    });
  },
};

export const orderTaskSources: readonly TaskSource[] = [ordersAwaitingPayment, ordersWithBalanceDue];
