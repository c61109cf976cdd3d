import type {
  TGetBkgNoByOrderIdsResponse,
  TGetOrderCountsResponse,
  TGetOrderMastBySearchQueryResponse,
  TOrderCompleteResponse,
  TOrderInfo,
  ZOrderListFilter,
} from '@coastbook/contracts';
import { amountDueFen, AppError, calculateDoorFee, calculateOrderAmount, DOC_FEE_PER_ORDER_FEN, orderTimeFilterStart, ORDER_NOTICES, orderNoticeText, toDcsaBookingStatus, type OrderStatus } from '@coastbook/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findVisibleOrder, findVisibleOrders, orderScopeOf, visibleOrderCondition } from './order-access';
import { docChargeOf } from './order-charges';
import { toOrderInfos, toOrderListItems } from './order-view';
import { orderCharge, orderEvent, orderMast } from './order.tables';
import type { OrderRow } from './order-state.service';

export type OrderListFilter = z.output<typeof ZOrderListFilter>;

/** The service mailbox the door-pickup amendment notice names. */
export const ORDER_SERVICE_MAILBOX = 'booking@coastbook.example';

/** Order views for the caller (404 when not visible). */
export async function getOrderInfo({ db, actor, orderId }: { db: DbOrTx; actor: Actor; orderId: string }): Promise<TOrderInfo> {
  const order = await findVisibleOrder({ db, actor, orderId });
  return (await toOrderInfos(db, [order]))[0]!;
}

/** What complete/{orderId} (and the ops detail) answer for an order row already checked for visibility. */
export async function buildOrderComplete(db: DbOrTx, order: OrderRow): Promise<TOrderCompleteResponse> {
  const [info] = await toOrderInfos(db, [order]);
  // A draft is not priced yet: show a preview from the prices seen at creation (bookingInfo prices again).
  const charges =
    order.status === 'P'
      ? calculateOrderAmount({ containers: info!.containers, docFeeFen: DOC_FEE_PER_ORDER_FEN, doorFeeFen: calculateDoorFee(info!.containers, order.shippingTerm ?? 0) }).chargeItems
      : await db.select().from(orderCharge).where(eq(orderCharge.orderId, order.id)).orderBy(asc(orderCharge.seq));
  const previewTotal = charges.reduce((sum, charge) => sum + charge.amountFen, 0);
  const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, order.id)).orderBy(asc(orderEvent.id));
  const notices: { key: string; zh: string; en: string }[] = [];
  if (order.isDangerous) notices.push({ key: 'dangerousGoods', ...ORDER_NOTICES.dangerousGoods });
  if (order.shippingTerm && order.shippingTerm > 0) {
    notices.push({ key: 'loadingTime', ...ORDER_NOTICES.loadingTime }, { key: 'doorTerms', ...ORDER_NOTICES.doorTerms });
    if (order.shippingTerm === 3) notices.push({ key: 'doorToDoorDisclaimer', ...ORDER_NOTICES.doorToDoorDisclaimer });
    notices.push({ key: 'doorPickupAmendment', ...orderNoticeText(ORDER_NOTICES.doorPickupAmendment, { email: ORDER_SERVICE_MAILBOX }) });
  }
  return {
    orderInfo: info!,
    orderSnapshot: {
      productId: order.productId,
      carrier: order.carrier,
      svcLoop: order.svcLoop,
      vslCnnme: order.vslCnnme,
      voyage: order.voyage,
      origFacilityCnnme: order.origFacilityCnnme,
      fpolCnnme: order.fpolCnnme,
      lpodCnnme: order.lpodCnnme,
      destFacilityCnnme: order.destFacilityCnnme,
      etd: order.etd.toISOString(),
      eta: order.eta.toISOString(),
      committedVolume: order.committedVolume,
      maxOrderQuantity: order.maxOrderQuantity,
    },
    chargeItems: charges.map((charge) => ({ code: charge.code, name: charge.name, amountFen: charge.amountFen })),
    docCharge: docChargeOf(order.status === 'P' ? undefined : order.docFeeFen),
    orderAmountInfos:
      order.status === 'P'
        ? { totalFen: previewTotal, paidFen: 0, unpaidFen: previewTotal }
        : { totalFen: order.totalFen, paidFen: order.paidFen, unpaidFen: amountDueFen(order) },
    dcsaStatus: toDcsaBookingStatus(order.status as OrderStatus),
    events: events.map((event) => ({
      fromStatus: event.fromStatus as OrderStatus | null,
      toStatus: event.toStatus as OrderStatus,
      action: event.action,
      actorKind: event.actorKind as 'customer' | 'operator' | 'system' | 'payment',
      reason: event.reason,
      createdAt: event.createdAt.toISOString(),
    })),
    notices,
  };
}

export async function getOrderComplete({ db, actor, orderId }: { db: DbOrTx; actor: Actor; orderId: string }): Promise<TOrderCompleteResponse> {
  return buildOrderComplete(db, await findVisibleOrder({ db, actor, orderId }));
}

/** getOrderByOrderIdOrBkgNo: by id, else by booking number; 404 when not visible. */
export async function getOrderByIdOrBkgNo({ db, actor, orderId, bkgNo }: { db: DbOrTx; actor: Actor; orderId?: string | undefined; bkgNo?: string | undefined }): Promise<TOrderInfo> {
  if (orderId) return getOrderInfo({ db, actor, orderId });
  const scope = await orderScopeOf({ db, actor });
  const [order] = await db
    .select()
    .from(orderMast)
    .where(and(eq(orderMast.bkgNo, bkgNo!), visibleOrderCondition(scope)));
  if (!order) throw new AppError('ORDER_NOT_FOUND', { field: 'bkgNo' });
  return (await toOrderInfos(db, [order]))[0]!;
}

export async function findOrdersByIds({ db, actor, orderIds }: { db: DbOrTx; actor: Actor; orderIds: string[] }): Promise<TOrderInfo[]> {
  return toOrderInfos(db, await findVisibleOrders({ db, actor, orderIds }));
}

export async function findBkgNosByOrderIds({ db, actor, orderIds }: { db: DbOrTx; actor: Actor; orderIds: string[] }): Promise<TGetBkgNoByOrderIdsResponse> {
  const orders = await findVisibleOrders({ db, actor, orderIds });
  return orders.map((order) => ({ orderId: order.id, orderNo: order.orderNo, bkgNo: order.bkgNo }));
}

const SEARCH_BUTTON_STATUSES: Record<NonNullable<OrderListFilter['searchButton']>, OrderStatus[]> = {
  // Corrections, price differences and refunds arrive with later issues: no order matches them yet.
  feeToConfirm: [],
  refunding: [],
  correctionToConfirm: [],
  reviewing: ['W'],
  approved: ['A'],
  rejected: ['R'],
};

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The list's WHERE: visibility, creation within 1 or 3 months, keyword on orderNo / bkgNo, search button (not the tab). */
async function listConditions(db: DbOrTx, actor: Actor, filter: Pick<OrderListFilter, 'keyword' | 'months' | 'searchButton'>, now: Date): Promise<SQL[]> {
  const scope = await orderScopeOf({ db, actor });
  const conditions: SQL[] = [visibleOrderCondition(scope), gte(orderMast.createdAt, orderTimeFilterStart(filter.months, now))];
  if (filter.keyword) {
    const pattern = escapeLike(filter.keyword);
    conditions.push(or(ilike(orderMast.orderNo, pattern), ilike(orderMast.bkgNo, pattern))!);
  }
  if (filter.searchButton) {
    const statuses = SEARCH_BUTTON_STATUSES[filter.searchButton];
    conditions.push(statuses.length > 0 ? inArray(orderMast.status, statuses) : sql`false`);
  }
  return conditions;
}

function tabCondition(tab: OrderListFilter['tab']): SQL | undefined {
  return tab === 'all' ? undefined : eq(orderMast.status, tab);
}

/** getOrderMastBySearchQuery: one page of the my-orders list, newest first. */
export async function findOrderPage({
  db,
  actor,
  filter,
  current,
  size,
  now = new Date(),
}: {
  db: DbOrTx;
  actor: Actor;
  filter: OrderListFilter;
  current: number;
  size: number;
  now?: Date;
}): Promise<TGetOrderMastBySearchQueryResponse> {
  const where = and(...(await listConditions(db, actor, filter, now)), tabCondition(filter.tab));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orderMast)
      .where(where)
      .orderBy(desc(orderMast.createdAt), desc(orderMast.orderNo))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ value: count() }).from(orderMast).where(where),
  ]);
  return { records: await toOrderListItems(db, rows, now), total: total?.value ?? 0, current, size };
}

/** getOrderCounts: the number of orders behind each tab (same keyword and months). */
export async function countOrdersByTab({
  db,
  actor,
  filter,
  now = new Date(),
}: {
  db: DbOrTx;
  actor: Actor;
  filter: Pick<OrderListFilter, 'keyword' | 'months'>;
  now?: Date;
}): Promise<TGetOrderCountsResponse> {
  const rows = await db
    .select({ status: orderMast.status, value: count() })
    .from(orderMast)
    .where(and(...(await listConditions(db, actor, { ...filter, searchButton: undefined }, now))))
    .groupBy(orderMast.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.value ?? 0;
  return { all: rows.reduce((sum, row) => sum + row.value, 0), S: of('S'), W: of('W'), A: of('A'), X: of('X'), R: of('R') };
}

/** Rows for the Excel export: the whole filtered list, newest first, at most `limit`. */
export async function findOrdersForExport({ db, actor, filter, limit = 5000, now = new Date() }: { db: DbOrTx; actor: Actor; filter: OrderListFilter; limit?: number; now?: Date }) {
  const rows = await db
    .select()
    .from(orderMast)
    .where(and(...(await listConditions(db, actor, filter, now)), tabCondition(filter.tab)))
    .orderBy(desc(orderMast.createdAt), desc(orderMast.orderNo))
    .limit(limit);
  return toOrderListItems(db, rows, now);
}
