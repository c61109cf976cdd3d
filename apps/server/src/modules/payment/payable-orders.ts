import type { TPayResult } from '@coastbook/contracts';
import { AppError, awaitsBalance, describeOrderOfAnotherPayer, describeOrderPayRefusal, fenToYuanString, isQrPayChannel, orderPayRefusal, SYSTEM_SWITCH_TYPES } from '@coastbook/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { lockPrepaidAccountById, paymentRequestOrder, postLedgerEntry, sandboxPayPageUrl, type PaymentLine, type PaymentRequestRow, type PrepaidOwner } from '../assets';
import type { Actor } from '../auth';
import { isSwitchOn } from '../basedata';
import { sendCustomerMessage } from '../message';
import { findVisibleOrder, orderMast, recordBalancePayment, transitionOrder, type OrderRow, type OrderScope } from '../order';

/** Payment and, for several orders, batch payment must be switched on (sysSwitch PAYMENT / BATCH_PAYMENT). */
export async function assertPaymentSwitchedOn(db: DbOrTx, options: { batch: boolean }): Promise<void> {
  if (!(await isSwitchOn({ db, type: SYSTEM_SWITCH_TYPES.payment }))) throw new AppError('PAYMENT_SWITCHED_OFF');
  if (options.batch && !(await isSwitchOn({ db, type: SYSTEM_SWITCH_TYPES.batchPayment }))) {
    throw new AppError('PAYMENT_SWITCHED_OFF', { msg: { zh: '批量支付暂未开放，请逐个订单支付', en: 'Batch payment is currently unavailable, please pay each order separately' } });
  }
}

/**
 * The caller's orders, each locked FOR UPDATE in id order (two batches over the same orders cannot
 * deadlock), refused unless every one can be paid now and belongs to the payer's account. With
 * `allowBalance` (orderPayReq, one order) a down-payment order whose balance is outstanding is payable too.
 */
export async function lockPayableOrders(tx: DbOrTx, options: { actor: Actor; orderIds: readonly string[]; owner: PrepaidOwner & { orderScope: OrderScope }; allowBalance?: boolean }): Promise<OrderRow[]> {
  const { actor, orderIds, owner } = options;
  const unique = [...new Set(orderIds)];
  if (unique.length !== orderIds.length) {
    throw new AppError('PAYMENT_BATCH_INVALID', { msg: { zh: '同一订单不能重复支付', en: 'The same order cannot be paid twice' }, field: 'orderIds' });
  }
  const locked = new Map<string, OrderRow>();
  for (const orderId of [...unique].sort()) locked.set(orderId, await findVisibleOrder({ db: tx, actor, orderId, forUpdate: true, scope: owner.orderScope }));
  const orders = unique.map((id) => locked.get(id)!);
  const now = new Date();
  for (const order of orders) {
    const refusal = options.allowBalance && awaitsBalance(order) ? null : orderPayRefusal({ orderId: order.id, orderNo: order.orderNo, status: order.status, totalFen: dueFen(order), payDeadline: order.payDeadline }, now);
    if (refusal) throw new AppError('PAYMENT_ORDER_NOT_PAYABLE', { msg: describeOrderPayRefusal(refusal), data: { orderId: order.id } });
    const orderOwner = order.enterpriseId ?? order.userId;
    if (orderOwner !== owner.ownerId) throw new AppError('PAYMENT_BATCH_INVALID', { msg: describeOrderOfAnotherPayer(order.orderNo), field: 'orderIds' });
  }
  return orders;
}

/** What is still due on an order. */
export const dueFen = (order: Pick<OrderRow, 'totalFen' | 'paidFen'>) => order.totalFen - order.paidFen;

/**
 * Money for the orders has arrived (prepaid debit done, or the provider's notify): each order moves
 * S → W, or S → A when its product confirms itself, with paidFen and payWay, in the caller's transaction.
 * A down-payment order's balance adds to paidFen and keeps the status (recordBalancePayment). An order that can no
 * longer take the money (cancelled by the timeout while the customer scanned, a balance already paid) gets
 * it credited to the prepaid account instead, so nothing is lost. Answers each order's status afterwards.
 */
export async function settlePaidOrders(
  tx: DbOrTx,
  options: { request: PaymentRequestRow; lines: readonly PaymentLine[]; payWay: number; lockedOrders?: OrderRow[] },
): Promise<Map<string, string>> {
  const { request, lines, payWay } = options;
  const now = new Date();
  const statuses = new Map<string, string>();
  for (const line of [...lines].sort((a, b) => (a.orderId < b.orderId ? -1 : 1))) {
    const order = options.lockedOrders?.find((row) => row.id === line.orderId) ?? (await tx.select().from(orderMast).where(eq(orderMast.id, line.orderId)).for('update'))[0];
    if (order) statuses.set(order.id, order.status);
    if (order && order.status !== 'S' && awaitsBalance(order) && line.amountFen <= dueFen(order)) {
      await recordBalancePayment({ tx, order, amountFen: line.amountFen, paymentRequestId: request.id, payNo: request.payNo });
      continue;
    }
    if (!order || order.status !== 'S') {
      const account = await lockPrepaidAccountById(tx, request.accountId);
      await postLedgerEntry(tx, account!, {
        kind: 'REFUND',
        amountFen: line.amountFen,
        businessId: line.orderId,
        businessNo: line.orderNo,
        remark: `订单${line.orderNo}已不是待支付状态，支付款 ${request.payNo} 转入预存账户`,
        createdBy: 'system',
      });
      // The customer paid in the provider's app and the order was gone meanwhile: say where the money went.
      await sendCustomerMessage({
        db: tx,
        userId: request.userId,
        theme: 'ORDER',
        orderType: 'OC',
        title: '支付款已转入预存账户',
        content: `订单${line.orderNo}在您支付时已不是待支付状态（已取消或已支付），本次支付 ¥${fenToYuanString(line.amountFen)}（支付单号 ${request.payNo}）已转入预存账户，可在“预存款中心”查看或申请提现。`,
        businessId: line.orderId,
      });
      continue;
    }
    const settled = await transitionOrder({
      tx,
      lockedOrder: order,
      to: order.isAutoConfirm ? 'A' : 'W',
      actor: { kind: 'payment', id: request.id },
      patch: { paidFen: order.paidFen + line.amountFen, payWay, paidAt: now, updatedAt: now },
    });
    statuses.set(settled.id, settled.status);
  }
  return statuses;
}

/**
 * The answer of every paying call and of orderPayStatus. A call that has just written the payment passes its
 * lines and the orders' statuses (`known`) instead of reading them back.
 */
export async function payResultOf(db: DbOrTx, request: PaymentRequestRow, known?: { lines: readonly PaymentLine[]; statuses: ReadonlyMap<string, string> }): Promise<TPayResult> {
  const lines = known?.lines ?? (await db.select().from(paymentRequestOrder).where(eq(paymentRequestOrder.paymentRequestId, request.id)));
  const statuses =
    known?.statuses ??
    (request.purpose === 0 && lines.length > 0
      ? new Map((await db.select({ id: orderMast.id, status: orderMast.status }).from(orderMast).where(inArray(orderMast.id, lines.map((line) => line.orderId)))).map((row) => [row.id, row.status]))
      : new Map<string, string>());
  const expired = request.status === 'INIT' && request.expiresAt !== null && request.expiresAt.getTime() <= Date.now();
  return {
    payNo: request.payNo,
    status: expired ? 'CLOSED' : (request.status as TPayResult['status']),
    channel: request.channel,
    payWay: request.payWay,
    purpose: request.purpose,
    amountFen: request.amountFen,
    orders: lines.map((line) => ({ orderId: line.orderId, orderNo: line.orderNo, status: statuses.get(line.orderId) ?? (request.purpose === 2 ? 'NOTE' : '') })),
    qrContent: request.status === 'INIT' && isQrPayChannel(request.channel) ? sandboxPayPageUrl(request.payNo) : null,
    expiresAt: request.expiresAt ? request.expiresAt.toISOString() : null,
    paidAt: request.paidAt ? request.paidAt.toISOString() : null,
  };
}
