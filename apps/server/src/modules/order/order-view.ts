import type { TBalanceDue, TOrderInfo, TOrderListItem } from '@coastbook/contracts';
import { balanceStanding, containerCountLabels, CUSTOMER_CANCELLABLE_STATUSES, labelOf, ORDER_STATUSES, teuOf, toDcsaBookingStatus, type OrderStatus } from '@coastbook/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userAccount } from '../auth';
import { cargoBriefDesc, containerType } from '../basedata';
import { vessel } from '../product';
import { orderContainer, orderDoorAddress, orderParty } from './order.tables';
import type { OrderRow } from './order-state.service';

/** Turning order rows into the shapes the calls answer (ZOrderInfo, ZOrderListItem). */

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function canCustomerCancel(status: string): boolean {
  return CUSTOMER_CANCELLABLE_STATUSES.includes(status as OrderStatus);
}

export function canCustomerPay(order: Pick<OrderRow, 'status' | 'payDeadline'>, now = new Date()): boolean {
  return order.status === 'S' && (!order.payDeadline || order.payDeadline.getTime() > now.getTime());
}

/** The balance still to be paid on a down-payment order (pay way 2), for the lists and the view. */
export function balanceDueOf(order: Pick<OrderRow, 'status' | 'payWay' | 'totalFen' | 'paidFen' | 'etd'>, now = new Date()): TBalanceDue {
  const standing = balanceStanding(order, now);
  return standing && { balanceFen: standing.balanceFen, dueAt: standing.dueAt.toISOString(), overdue: standing.overdue };
}

type ContainerLine = {
  orderId: string;
  cntrType: string;
  cntrTypeCnnme: string | null;
  cntrTypeEnnme: string | null;
  quantity: number;
  unitPriceFen: number;
  unitPromotionFen: number;
};

export async function findContainersOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, ContainerLine[]>> {
  const byOrder = new Map<string, ContainerLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderContainer.orderId,
      cntrType: orderContainer.cntrType,
      cntrTypeCnnme: containerType.cnnme,
      cntrTypeEnnme: containerType.ennme,
      quantity: orderContainer.quantity,
      unitPriceFen: orderContainer.unitPriceFen,
      unitPromotionFen: orderContainer.unitPromotionFen,
    })
    .from(orderContainer)
    .leftJoin(containerType, eq(containerType.code, orderContainer.cntrType))
    .where(inArray(orderContainer.orderId, orderIds))
    .orderBy(asc(orderContainer.cntrType));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The list rows' container columns: the Chinese one-line summary, the counts by type (for other languages), TEU. */
export function containerSummaryOf(lines: readonly Pick<ContainerLine, 'cntrType' | 'quantity'>[]): {
  summary: string;
  counts: { cntrType: string; quantity: number }[];
  teu: number;
} {
  return {
    summary: containerCountLabels(lines).join('，'),
    counts: lines.map(({ cntrType, quantity }) => ({ cntrType, quantity })),
    teu: lines.reduce((sum, line) => sum + teuOf(line.cntrType) * line.quantity, 0),
  };
}

async function findCreatorNames(db: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: userAccount.id, logonId: userAccount.logonId }).from(userAccount).where(inArray(userAccount.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.logonId]));
}

/** Full order views (containers, parties, door addresses) for the rows, in the same order. */
export async function toOrderInfos(db: DbOrTx, orders: readonly OrderRow[], now = new Date()): Promise<TOrderInfo[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  // One after another: `db` may be a transaction, whose single connection runs one query at a time.
  const containers = await findContainersOf(db, ids);
  const parties = await db.select().from(orderParty).where(inArray(orderParty.orderId, ids)).orderBy(asc(orderParty.partyType));
  const doors = await db.select().from(orderDoorAddress).where(inArray(orderDoorAddress.orderId, ids)).orderBy(asc(orderDoorAddress.ioFlag));
  const english = await findEnglishNames(db, orders);
  return orders.map((order) => ({
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    statusCnnme: labelOf(ORDER_STATUSES, order.status),
    dcsaStatus: toDcsaBookingStatus(order.status as OrderStatus),
    bkgNo: order.bkgNo,
    userId: order.userId,
    enterpriseId: order.enterpriseId,
    productId: order.productId,
    carrier: order.carrier,
    svcLoop: order.svcLoop,
    vslCnnme: order.vslCnnme,
    vslEnnme: english.vessel(order),
    voyage: order.voyage,
    origFacilityCde: order.origFacilityCde,
    origFacilityCnnme: order.origFacilityCnnme,
    fpolCde: order.fpolCde,
    fpolCnnme: order.fpolCnnme,
    lpodCde: order.lpodCde,
    lpodCnnme: order.lpodCnnme,
    destFacilityCde: order.destFacilityCde,
    destFacilityCnnme: order.destFacilityCnnme,
    etd: order.etd.toISOString(),
    eta: order.eta.toISOString(),
    shippingTerm: order.shippingTerm,
    cgoBriefDescCde: order.cgoBriefDescCde,
    cgoBriefDescCnnme: order.cgoBriefDescCnnme,
    cgoBriefDescEnnme: english.cargo(order),
    cargoTypeCde: order.cargoTypeCde,
    weightKg: order.weightKg,
    packages: order.packages,
    packagingCnnme: order.packagingCnnme,
    isDangerous: order.isDangerous,
    insuranceCode: order.insuranceCode,
    insuredAmountFen: order.insuredAmountFen,
    remarks: order.remarks,
    payWay: order.payWay,
    isAutoConfirm: order.isAutoConfirm,
    freightFen: order.freightFen,
    promotionFen: order.promotionFen,
    extraChargeFen: order.extraChargeFen,
    docFeeFen: order.docFeeFen,
    doorFeeFen: order.doorFeeFen,
    insuranceFeeFen: order.insuranceFeeFen,
    couponFen: order.couponFen,
    pointFen: order.pointFen,
    totalFen: order.totalFen,
    paidFen: order.paidFen,
    submittedAt: iso(order.submittedAt),
    payDeadline: iso(order.payDeadline),
    confirmedAt: iso(order.confirmedAt),
    rejectReason: order.rejectReason,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    containers: (containers.get(order.id) ?? []).map(({ orderId: _orderId, ...line }) => line),
    parties: parties
      .filter((party) => party.orderId === order.id)
      .map((party) => ({
        partyType: party.partyType as 'S' | 'C' | 'N' | 'B',
        name: party.name,
        contact: party.contact,
        phone: party.phone,
        address: party.address,
        addressId: party.addressId,
      })),
    doorAddresses: doors
      .filter((door) => door.orderId === order.id)
      .map((door) => ({
        ioFlag: door.ioFlag as 'L' | 'D',
        regionCodes: door.regionCodes,
        regionText: door.regionText,
        detailAddress: door.detailAddress,
        contact: door.contact,
        phone: door.phone,
        loadingTime: iso(door.loadingTime),
      })),
    canCancel: canCustomerCancel(order.status),
    canPay: canCustomerPay(order, now),
    balanceDue: balanceDueOf(order, now),
  }));
}

/**
 * English names of the orders' vessels and cargo descriptions, by code. The order keeps the Chinese names it
 * was booked with; the English ones are the current names in the vessel and cargo data (the English pages
 * show them). A code no longer in the data falls back to the booked Chinese name.
 */
export async function findEnglishNames(db: DbOrTx, orders: readonly OrderRow[]) {
  const vesselCodes = [...new Set(orders.map((order) => order.vslCde))];
  const cargoCodes = [...new Set(orders.flatMap((order) => (order.cgoBriefDescCde ? [order.cgoBriefDescCde] : [])))];
  const vessels = vesselCodes.length ? await db.select({ code: vessel.code, ennme: vessel.ennme }).from(vessel).where(inArray(vessel.code, vesselCodes)) : [];
  const cargos = cargoCodes.length
    ? await db.select({ code: cargoBriefDesc.code, ennme: cargoBriefDesc.ennme }).from(cargoBriefDesc).where(inArray(cargoBriefDesc.code, cargoCodes))
    : [];
  const vesselNames = new Map(vessels.map((row) => [row.code, row.ennme]));
  const cargoNames = new Map(cargos.map((row) => [row.code, row.ennme]));
  return {
    vessel: (order: OrderRow) => vesselNames.get(order.vslCde) ?? order.vslCnnme,
    cargo: (order: OrderRow) => (order.cgoBriefDescCde ? (cargoNames.get(order.cgoBriefDescCde) ?? order.cgoBriefDescCnnme) : null),
  };
}

/** List rows (my-orders list, ops lists share the base). */
export async function toOrderListItems(db: DbOrTx, orders: readonly OrderRow[], now = new Date()): Promise<TOrderListItem[]> {
  const ids = orders.map((order) => order.id);
  const containers = await findContainersOf(db, ids);
  const creators = await findCreatorNames(db, orders.map((order) => order.userId));
  const english = await findEnglishNames(db, orders);
  return orders.map((order) => {
    const { summary, counts, teu } = containerSummaryOf(containers.get(order.id) ?? []);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      bkgNo: order.bkgNo,
      status: order.status as OrderStatus,
      statusCnnme: labelOf(ORDER_STATUSES, order.status),
      dcsaStatus: toDcsaBookingStatus(order.status as OrderStatus),
      carrier: order.carrier,
      svcLoop: order.svcLoop,
      vslCnnme: order.vslCnnme,
      vslEnnme: english.vessel(order),
      voyage: order.voyage,
      fpolCde: order.fpolCde,
      fpolCnnme: order.fpolCnnme,
      lpodCde: order.lpodCde,
      lpodCnnme: order.lpodCnnme,
      origFacilityCde: order.origFacilityCde,
      origFacilityCnnme: order.origFacilityCnnme,
      destFacilityCde: order.destFacilityCde,
      destFacilityCnnme: order.destFacilityCnnme,
      etd: order.etd.toISOString(),
      containerSummary: summary,
      containerCounts: counts,
      teu,
      cgoBriefDescCnnme: order.cgoBriefDescCnnme,
      cgoBriefDescEnnme: english.cargo(order),
      totalFen: order.totalFen,
      paidFen: order.paidFen,
      userId: order.userId,
      creatorName: creators.get(order.userId) ?? '',
      createdAt: order.createdAt.toISOString(),
      submittedAt: iso(order.submittedAt),
      payDeadline: iso(order.payDeadline),
      canCancel: canCustomerCancel(order.status),
      canPay: canCustomerPay(order, now),
      balanceDue: balanceDueOf(order, now),
    };
  });
}

export { findCreatorNames };
