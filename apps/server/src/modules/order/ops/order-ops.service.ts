import type { TOpsOrderDashboard, TOpsOrderDetail, TOpsOrderPage, TOpsOrderSummary, TOrderInfo, ZOpsOrderReviewQueueQuery, ZOpsOrderSearchQuery } from '@coastbook/contracts';
import { AppError, labelOf, ORDER_STATUSES, type OrderStatus } from '@coastbook/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { uniqueViolationOf, type Db, type DbOrTx, type TransactionRunner } from '../../../platform/db/client';
import { enterprise } from '../../enterprise';
import { decideWithAudit, type Operator } from '../../ops';
import { findContainersOf, containerSummaryOf, findCreatorNames, findEnglishNames, toOrderInfos } from '../order-view';
import { buildOrderComplete } from '../order-query.service';
import { proposeBkgNo } from '../order-number';
import { releaseOrderInventory } from '../order-inventory';
import { refundPaidOrder } from '../order-refund';
import { transitionOrder, type OrderRow } from '../order-state.service';
import { orderContainer, orderMast } from '../order.tables';

/** Operator console over orders: review queue, search, detail, confirm / reject (audited), dashboard. */

type ReviewQueueQuery = z.output<typeof ZOpsOrderReviewQueueQuery>;
type SearchQuery = z.output<typeof ZOpsOrderSearchQuery>;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const chinaDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

async function toSummaries(db: DbOrTx, rows: { order: OrderRow; enterpriseName: string | null }[]): Promise<TOpsOrderSummary[]> {
  const ids = rows.map((row) => row.order.id);
  const containers = await findContainersOf(db, ids);
  const creators = await findCreatorNames(db, rows.map((row) => row.order.userId));
  const english = await findEnglishNames(db, rows.map((row) => row.order));
  return rows.map(({ order, enterpriseName }) => {
    const { summary, counts, teu } = containerSummaryOf(containers.get(order.id) ?? []);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      bkgNo: order.bkgNo,
      status: order.status as OrderStatus,
      statusCnnme: labelOf(ORDER_STATUSES, order.status),
      enterpriseId: order.enterpriseId,
      enterpriseName,
      userId: order.userId,
      creatorName: creators.get(order.userId) ?? '',
      carrier: order.carrier,
      svcLoop: order.svcLoop,
      vslCnnme: order.vslCnnme,
      vslEnnme: english.vessel(order),
      voyage: order.voyage,
      fpolCde: order.fpolCde,
      fpolCnnme: order.fpolCnnme,
      lpodCde: order.lpodCde,
      lpodCnnme: order.lpodCnnme,
      etd: order.etd.toISOString(),
      containerSummary: summary,
      containerCounts: counts,
      teu,
      totalFen: order.totalFen,
      paidFen: order.paidFen,
      createdAt: order.createdAt.toISOString(),
      submittedAt: order.submittedAt?.toISOString() ?? null,
    };
  });
}

async function page(db: DbOrTx, where: SQL | undefined, orderBy: SQL[], current: number, size: number): Promise<TOpsOrderPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orderMast, enterpriseName: enterprise.enterpriseCnnme })
      .from(orderMast)
      .leftJoin(enterprise, eq(enterprise.id, orderMast.enterpriseId))
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset((current - 1) * size),
    db.select({ value: count() }).from(orderMast).leftJoin(enterprise, eq(enterprise.id, orderMast.enterpriseId)).where(where),
  ]);
  return { records: await toSummaries(db, rows), total: total?.value ?? 0, current, size };
}

/** W orders, the longest waiting first. */
export async function findReviewQueue({ db, query }: { db: DbOrTx; query: ReviewQueueQuery }): Promise<TOpsOrderPage> {
  const conditions: SQL[] = [eq(orderMast.status, 'W')];
  if (query.keyword) conditions.push(or(ilike(orderMast.orderNo, like(query.keyword)), ilike(enterprise.enterpriseCnnme, like(query.keyword)))!);
  if (query.fpolCde) conditions.push(eq(orderMast.fpolCde, query.fpolCde.toUpperCase()));
  if (query.lpodCde) conditions.push(eq(orderMast.lpodCde, query.lpodCde.toUpperCase()));
  if (query.carrier) conditions.push(eq(orderMast.carrier, query.carrier.toUpperCase()));
  return page(db, and(...conditions), [asc(orderMast.paidAt), asc(orderMast.submittedAt), asc(orderMast.orderNo)], query.current, query.size);
}

/** Search by order number, booking number, enterprise name, status and creation date (China days), newest first. */
export async function searchOrders({ db, query }: { db: DbOrTx; query: SearchQuery }): Promise<TOpsOrderPage> {
  const conditions: SQL[] = [];
  if (query.orderNo) conditions.push(ilike(orderMast.orderNo, like(query.orderNo)));
  if (query.bkgNo) conditions.push(ilike(orderMast.bkgNo, like(query.bkgNo)));
  if (query.enterpriseName) conditions.push(ilike(enterprise.enterpriseCnnme, like(query.enterpriseName)));
  if (query.status) conditions.push(eq(orderMast.status, query.status));
  if (query.dateFrom) conditions.push(gte(orderMast.createdAt, chinaDayStart(query.dateFrom)));
  if (query.dateTo) conditions.push(lt(orderMast.createdAt, new Date(chinaDayStart(query.dateTo).getTime() + 86_400_000)));
  return page(db, conditions.length > 0 ? and(...conditions) : undefined, [desc(orderMast.createdAt), desc(orderMast.orderNo)], query.current, query.size);
}

async function getOrderRow(db: DbOrTx, orderId: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const query = db.select().from(orderMast).where(eq(orderMast.id, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function getOpsOrderDetail({ db, orderId }: { db: DbOrTx; orderId: string }): Promise<TOpsOrderDetail> {
  const order = await getOrderRow(db, orderId);
  if (!order) throw new AppError('OPS_ORDER_NOT_FOUND', { field: 'orderId' });
  const [complete, [owner], creators] = await Promise.all([
    buildOrderComplete(db, order),
    order.enterpriseId ? db.select({ name: enterprise.enterpriseCnnme }).from(enterprise).where(eq(enterprise.id, order.enterpriseId)) : Promise.resolve([]),
    findCreatorNames(db, [order.userId]),
  ]);
  return { ...complete, enterpriseName: owner?.name ?? null, creatorName: creators.get(order.userId) ?? '' };
}

/** A booking number not used by any order, for the operator to accept or overwrite. */
export async function proposeFreeBkgNo({ db, orderId }: { db: DbOrTx; orderId: string }): Promise<string> {
  const order = await getOrderRow(db, orderId);
  if (!order) throw new AppError('OPS_ORDER_NOT_FOUND', { field: 'orderId' });
  for (;;) {
    const candidate = await proposeBkgNo(db, order.carrier);
    const [taken] = await db.select({ id: orderMast.id }).from(orderMast).where(eq(orderMast.bkgNo, candidate));
    if (!taken) return candidate;
  }
}

/** What the audit row keeps of an order before and after a decision. */
async function snapshotOf(tx: DbOrTx, orderId: string, options?: { lock?: boolean }) {
  const order = await getOrderRow(tx, orderId, options);
  if (!order) return undefined;
  return { orderNo: order.orderNo, status: order.status, bkgNo: order.bkgNo, paidFen: order.paidFen, inventoryReserved: order.inventoryReserved, rejectReason: order.rejectReason };
}

async function toInfo(db: DbOrTx, order: OrderRow): Promise<TOrderInfo> {
  return (await toOrderInfos(db, [order]))[0]!;
}

/** W → A with a booking number (typed, or proposed by the server); the number is unique across orders. */
export async function confirmOrder({
  db,
  operator,
  clientIp,
  orderId,
  bkgNo,
  runInTransaction,
}: {
  db: Db;
  operator: Operator;
  clientIp: string;
  orderId: string;
  bkgNo?: string | undefined;
  runInTransaction?: TransactionRunner<TOrderInfo> | undefined;
}): Promise<TOrderInfo> {
  try {
    return await decideWithAudit({
      db,
      runInTransaction,
      operator,
      clientIp,
      action: 'order.confirm',
      reason: null,
      entityType: 'order',
      entityId: orderId,
      notFound: 'OPS_ORDER_NOT_FOUND',
      snapshot: (tx, options) => snapshotOf(tx, orderId, options),
      change: async (tx) => {
        const order = (await getOrderRow(tx, orderId))!;
        if (order.status !== 'W') throw new AppError('OPS_ORDER_NOT_IN_REVIEW', { data: { status: order.status } });
        const number = bkgNo ?? (await proposeFreeBkgNo({ db: tx, orderId }));
        const [taken] = await tx
          .select({ orderNo: orderMast.orderNo })
          .from(orderMast)
          .where(and(eq(orderMast.bkgNo, number), ne(orderMast.id, orderId)));
        if (taken) {
          throw new AppError('ORDER_BKG_NO_TAKEN', {
            msg: { zh: `订舱号${number}已被订单${taken.orderNo}使用`, en: `Booking number ${number} is already used by order ${taken.orderNo}` },
            field: 'bkgNo',
          });
        }
        const confirmed = await transitionOrder({ tx, lockedOrder: order, to: 'A', actor: { kind: 'operator', id: operator.operatorId }, patch: { bkgNo: number, confirmedAt: new Date() } });
        return toInfo(tx, confirmed);
      },
    });
  } catch (error) {
    // Two operators typing the same number at once: the unique index decides.
    if (uniqueViolationOf(error) === 'order_mast_bkg_no') throw new AppError('ORDER_BKG_NO_TAKEN', { field: 'bkgNo' });
    throw error;
  }
}

/** W → R with a reason: inventory released and what was paid refunded to the prepaid account, in one transaction. */
export async function rejectOrder({
  db,
  operator,
  clientIp,
  orderId,
  reason,
  runInTransaction,
}: {
  db: Db;
  operator: Operator;
  clientIp: string;
  orderId: string;
  reason: string;
  runInTransaction?: TransactionRunner<TOrderInfo> | undefined;
}): Promise<TOrderInfo> {
  return decideWithAudit({
    db,
    runInTransaction,
    operator,
    clientIp,
    action: 'order.reject',
    reason,
    entityType: 'order',
    entityId: orderId,
    notFound: 'OPS_ORDER_NOT_FOUND',
    snapshot: (tx, options) => snapshotOf(tx, orderId, options),
    change: async (tx) => {
      const order = (await getOrderRow(tx, orderId))!;
      if (order.status !== 'W') throw new AppError('OPS_ORDER_NOT_IN_REVIEW', { data: { status: order.status } });
      await releaseOrderInventory(tx, order);
      const refundedFen = await refundPaidOrder({ tx, order, reason: `订单${order.orderNo}审核拒绝退款`, createdBy: operator.operatorId });
      const rejected = await transitionOrder({
        tx,
        lockedOrder: order,
        to: 'R',
        actor: { kind: 'operator', id: operator.operatorId },
        reason,
        patch: { rejectReason: reason, paidFen: order.paidFen - refundedFen },
      });
      return toInfo(tx, rejected);
    },
  });
}

/** Today (China calendar day): bookings submitted, their TEU, revenue of orders paid today; counts per status. */
export async function getOrderDashboard({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<TOpsOrderDashboard> {
  const date = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const start = chinaDayStart(date);
  const end = new Date(start.getTime() + 86_400_000);
  const submittedToday = and(gte(orderMast.submittedAt, start), lt(orderMast.submittedAt, end));
  const [[bookings], [teu], [revenue], statusRows] = await Promise.all([
    db.select({ value: count() }).from(orderMast).where(submittedToday),
    db
      .select({ value: sql<number>`coalesce(sum(${orderContainer.quantity} * case when ${orderContainer.cntrType} ~ '^(40|45)' then 2 else 1 end), 0)::int` })
      .from(orderContainer)
      .innerJoin(orderMast, eq(orderMast.id, orderContainer.orderId))
      .where(submittedToday),
    db
      .select({ value: sql<number>`coalesce(sum(${orderMast.paidFen}), 0)::bigint` })
      .from(orderMast)
      .where(and(gte(orderMast.paidAt, start), lt(orderMast.paidAt, end), inArray(orderMast.status, ['W', 'WM', 'WB', 'A', 'AM', 'C', 'H', 'T', 'B']))),
    db.select({ status: orderMast.status, value: count() }).from(orderMast).groupBy(orderMast.status),
  ]);
  const countsByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status.value, statusRows.find((row) => row.status === status.value)?.value ?? 0]));
  return {
    date,
    bookingsToday: bookings?.value ?? 0,
    teuToday: Number(teu?.value ?? 0),
    revenueFenToday: Number(revenue?.value ?? 0),
    countsByStatus,
    awaitingReview: countsByStatus.W ?? 0,
  };
}
