import { AppError, awaitsBalance, balanceDueAt, findOrderTransition, formatChinaDateTime, formatMoney, labelOf, ORDER_STATUSES, type OrderActorKind, type OrderStatus } from '@coastbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { sendCustomerMessage } from '../message';
import { orderEvent, orderMast } from './order.tables';

export type OrderRow = typeof orderMast.$inferSelect;
export type OrderPatch = Partial<Omit<typeof orderMast.$inferInsert, 'id' | 'status' | 'orderNo' | 'createdAt'>>;

export interface OrderActor {
  kind: OrderActorKind;
  /** User id (customer), operator id (operator), payment id (payment), null (system). */
  id: string | null;
}

/** The customer hears about these moves (001: "the customer gets a message either way"). */
const MESSAGES: Partial<Record<OrderStatus, (order: OrderRow, reason: string | undefined) => { title: string; content: string }>> = {
  W: (order) =>
    awaitsBalance(order)
      ? { title: '首付款已支付，等待审核', content: `您的订单${order.orderNo}已支付首付款${formatMoney(order.paidFen)}，正在等待承运人审核。${balanceReminder(order)}` }
      : { title: '订单已支付，等待审核', content: `您的订单${order.orderNo}已支付成功，正在等待承运人审核。` },
  A: (order) => ({
    title: '订单已确认',
    content: `您的订单${order.orderNo}已确认${order.bkgNo ? `，订舱号：${order.bkgNo}` : ''}。${awaitsBalance(order) ? balanceReminder(order) : ''}`,
  }),
  R: (order, reason) => ({
    title: '订单审核未通过',
    content: `您的订单${order.orderNo}审核未通过${reason ? `，原因：${reason}` : ''}。如有已支付款项，已退回预存账户。`,
  }),
  X: (order, reason) => ({ title: '订单已取消', content: `您的订单${order.orderNo}已取消${reason ? `（${reason}）` : ''}。` }),
};

/** The balance line of a down-payment order's messages: how much, and by when (China time). */
function balanceReminder(order: OrderRow): string {
  return `尾款${formatMoney(order.totalFen - order.paidFen)}请于${formatChinaDateTime(balanceDueAt(order.etd))}前付清。`;
}

/**
 * THE one way an order changes status: locks the row (SELECT … FOR UPDATE) unless the caller hands over the
 * row it already locked in this transaction (`lockedOrder`), checks the move against ORDER_TRANSITIONS,
 * writes the new status (+ patch) and an order_event in the caller's transaction, and sends the creator a
 * message for W, A, R and X. A move the table does not allow answers ORDER_STATUS_CONFLICT (the order
 * changed meanwhile, or the action does not fit its status). Inventory and money are the caller's business
 * (it knows why the order moves).
 */
export async function transitionOrder({
  tx,
  orderId,
  lockedOrder,
  to,
  actor,
  reason,
  patch,
}: {
  tx: DbOrTx;
  to: OrderStatus;
  actor: OrderActor;
  reason?: string;
  patch?: OrderPatch;
} & ({ orderId: string; lockedOrder?: undefined } | { lockedOrder: OrderRow; orderId?: undefined })): Promise<OrderRow> {
  const current = lockedOrder ?? (await tx.select().from(orderMast).where(eq(orderMast.id, orderId!)).for('update'))[0];
  if (!current) throw new AppError('ORDER_NOT_FOUND');
  const from = current.status as OrderStatus;
  const transition = findOrderTransition(from, to, actor.kind);
  if (!transition) {
    throw new AppError('ORDER_STATUS_CONFLICT', {
      msg: {
        zh: `订单当前状态为“${labelOf(ORDER_STATUSES, from)}”，不能变为“${labelOf(ORDER_STATUSES, to)}”`,
        en: `The order is "${labelOf(ORDER_STATUSES, from, 'en')}" and cannot change to "${labelOf(ORDER_STATUSES, to, 'en')}"`,
      },
      data: { status: from },
    });
  }
  const [updated] = await tx
    .update(orderMast)
    // A payment moving the order on stamps when it was paid (the dashboard's revenue of the day reads it).
    .set({ ...(actor.kind === 'payment' && from === 'S' ? { paidAt: new Date() } : {}), ...patch, status: to, updatedAt: sql`now()` })
    // The status it was read with: a handed-over row that is not what the database holds changes nothing.
    .where(and(eq(orderMast.id, current.id), eq(orderMast.status, from)))
    .returning();
  if (!updated) throw new AppError('ORDER_STATUS_CONFLICT');
  await tx.insert(orderEvent).values({
    orderId: current.id,
    fromStatus: from,
    toStatus: to,
    action: transition.action,
    actorKind: actor.kind,
    actorId: actor.id,
    reason: reason ?? null,
  });
  const message = MESSAGES[to]?.(updated, reason);
  if (message) {
    await sendCustomerMessage({ db: tx, userId: updated.userId, theme: 'ORDER', orderType: 'OC', title: message.title, content: message.content, businessId: current.id });
  }
  return updated;
}

/**
 * The balance of a down-payment order (pay way 2) has arrived: paid_fen grows and the status stays. The
 * order's history gets an event from its status to itself (action payBalance, the amount as its reason) and
 * the customer a message, in the caller's transaction. The caller holds the order's row lock.
 */
export async function recordBalancePayment(options: { tx: DbOrTx; order: OrderRow; amountFen: number; paymentRequestId: string; payNo: string }): Promise<void> {
  const { tx, order, amountFen, paymentRequestId, payNo } = options;
  const paidFen = order.paidFen + amountFen;
  const rest = order.totalFen - paidFen;
  await tx.update(orderMast).set({ paidFen, updatedAt: sql`now()` }).where(eq(orderMast.id, order.id));
  await tx.insert(orderEvent).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    action: 'payBalance',
    actorKind: 'payment',
    actorId: paymentRequestId,
    reason: `尾款${formatMoney(amountFen)}（支付单${payNo}）`,
  });
  await sendCustomerMessage({
    db: tx,
    userId: order.userId,
    theme: 'ORDER',
    orderType: 'OC',
    title: rest <= 0 ? '订单尾款已付清' : '订单尾款已收到',
    content: `订单${order.orderNo}已收到尾款${formatMoney(amountFen)}（支付单${payNo}）${rest <= 0 ? '，订单款项已全部付清。' : `，尚欠${formatMoney(rest)}。`}`,
    businessId: order.id,
  });
}
