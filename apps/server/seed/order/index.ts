import { calculateDoorFee, calculateOrderAmount, DOC_FEE_PER_ORDER_FEN, downPaymentFen, type OrderStatus } from '@coastbook/domain';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userAccount } from '../../src/modules/auth';
import { cargoBriefDesc, cargoType, portFacility } from '../../src/modules/basedata';
import { orderCharge, orderContainer, orderEvent, orderMast, orderParty, sailingColumns } from '../../src/modules/order';
import { containerPrice, portCall, product, productSailing, reserveInventory, sailingInventory, vessel, voyage } from '../../src/modules/product';
import type { Tx } from '../../src/platform/db/client';
import type { Seeder } from '../seeder';

/**
 * Demo orders (issue 6): demo_ent's enterprise gets a dozen orders over the last three months in
 * statuses P, S, W, A (with bkgNo), X and R; demo_sub owns two. One W order waits for ops_review. One
 * confirmed order was booked with a down payment and still owes its balance (支付尾款 in my orders).
 * Orders holding inventory (S, W and A on sailings still to come) took it with reserveInventory, so
 * sailing_inventory.available agrees with them. History orders sit on the sailings already departed.
 */

const DAY = 86_400_000;

interface DemoOrder {
  owner: 'demo_ent' | 'demo_sub';
  status: OrderStatus;
  /** The path of statuses that led here (events). */
  path: OrderStatus[];
  daysAgo: number;
  future: boolean;
  containers: { cntrType: string; quantity: number }[];
  shippingTerm: number;
  bkgNo?: string;
  reason?: string;
  /** Booked with a down payment (pay way 2): 30 % paid, the balance still due before the sailing. */
  downPayment?: true;
}

const DEMO_ORDERS: DemoOrder[] = [
  { owner: 'demo_ent', status: 'P', path: ['P'], daysAgo: 1, future: true, containers: [{ cntrType: '20GP', quantity: 2 }], shippingTerm: 0 },
  { owner: 'demo_ent', status: 'S', path: ['P', 'S'], daysAgo: 0, future: true, containers: [{ cntrType: '20GP', quantity: 1 }], shippingTerm: 0 },
  { owner: 'demo_ent', status: 'W', path: ['P', 'S', 'W'], daysAgo: 2, future: true, containers: [{ cntrType: '20GP', quantity: 2 }, { cntrType: '40HQ', quantity: 1 }], shippingTerm: 2 },
  { owner: 'demo_sub', status: 'W', path: ['P', 'S', 'W'], daysAgo: 3, future: true, containers: [{ cntrType: '40HQ', quantity: 2 }], shippingTerm: 0 },
  { owner: 'demo_ent', status: 'A', path: ['P', 'S', 'W', 'A'], daysAgo: 5, future: true, containers: [{ cntrType: '20GP', quantity: 3 }], shippingTerm: 0, bkgNo: 'PAN6110500001' },
  { owner: 'demo_ent', status: 'A', path: ['P', 'S', 'W', 'A'], daysAgo: 20, future: false, containers: [{ cntrType: '20GP', quantity: 4 }], shippingTerm: 1, bkgNo: 'PAN6103100002' },
  { owner: 'demo_sub', status: 'A', path: ['P', 'S', 'W', 'A'], daysAgo: 45, future: false, containers: [{ cntrType: '40HQ', quantity: 1 }], shippingTerm: 0, bkgNo: 'PAN6100800003' },
  { owner: 'demo_ent', status: 'A', path: ['P', 'S', 'W', 'A'], daysAgo: 70, future: false, containers: [{ cntrType: '20GP', quantity: 2 }], shippingTerm: 3, bkgNo: 'PAN6091300004' },
  { owner: 'demo_ent', status: 'X', path: ['P', 'X'], daysAgo: 10, future: false, containers: [{ cntrType: '20GP', quantity: 1 }], shippingTerm: 0, reason: '客户取消' },
  { owner: 'demo_ent', status: 'X', path: ['P', 'S', 'X'], daysAgo: 30, future: false, containers: [{ cntrType: '40HQ', quantity: 1 }], shippingTerm: 0, reason: '超时未支付，系统自动取消' },
  { owner: 'demo_ent', status: 'R', path: ['P', 'S', 'W', 'R'], daysAgo: 15, future: false, containers: [{ cntrType: '20GP', quantity: 5 }], shippingTerm: 0, reason: '该航次舱位已满，请改订其他船期' },
  { owner: 'demo_ent', status: 'X', path: ['P', 'S', 'W', 'X'], daysAgo: 60, future: false, containers: [{ cntrType: '20GP', quantity: 1 }], shippingTerm: 0, reason: '货物未备妥，客户取消' },
  { owner: 'demo_ent', status: 'A', path: ['P', 'S', 'W', 'A'], daysAgo: 8, future: true, containers: [{ cntrType: '40HQ', quantity: 2 }], shippingTerm: 0, bkgNo: 'PAN6112800006', downPayment: true },
];

const origin = alias(portFacility, 'origin');
const loadingPort = alias(portFacility, 'loading_port');
const dischargePort = alias(portFacility, 'discharge_port');
const destination = alias(portFacility, 'destination');
const loadCall = alias(portCall, 'load_call');
const dischargeCall = alias(portCall, 'discharge_call');

type SailingSnapshot = Awaited<ReturnType<typeof snapshotOf>>;

/** The route of a sailing as an order keeps it, with today's published prices (one query after the other: we are in the seed's transaction). */
async function snapshotOf(tx: Tx, sailingId: string, now: Date) {
  const [row] = await tx
    .select({
      productId: productSailing.id,
      routeProductId: product.id,
      carrier: product.carrierCode,
      svcLoop: product.svcLoopAbbrv,
      productType: product.productType,
      committedVolume: product.committedVolume,
      maxOrderQuantity: product.maxOrderQuantity,
      isAutoConfirm: product.isAutoConfirm,
      vslCde: vessel.code,
      vslCnnme: vessel.cnnme,
      voyage: voyage.voyageNo,
      origFacilityCde: origin.code,
      origFacilityCnnme: origin.cnnme,
      fpolCde: loadingPort.code,
      fpolCnnme: loadingPort.cnnme,
      lpodCde: dischargePort.code,
      lpodCnnme: dischargePort.cnnme,
      destFacilityCde: destination.code,
      destFacilityCnnme: destination.cnnme,
      etd: loadCall.etd,
      eta: dischargeCall.eta,
    })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .innerJoin(voyage, eq(voyage.id, productSailing.voyageId))
    .innerJoin(vessel, eq(vessel.code, voyage.vesselCode))
    .innerJoin(loadCall, eq(loadCall.id, productSailing.loadCallId))
    .innerJoin(dischargeCall, eq(dischargeCall.id, productSailing.dischargeCallId))
    .innerJoin(origin, eq(origin.code, product.origFacilityCode))
    .innerJoin(loadingPort, eq(loadingPort.code, product.fpolCode))
    .innerJoin(dischargePort, eq(dischargePort.code, product.lpodCode))
    .innerJoin(destination, eq(destination.code, product.destFacilityCode))
    .where(eq(productSailing.id, sailingId));
  if (!row) throw new Error(`seed: sailing ${sailingId} missing`);
  const prices = await tx
    .select({ cntrType: containerPrice.containerTypeCode, priceFen: containerPrice.priceFen })
    .from(containerPrice)
    .where(and(eq(containerPrice.productId, row.routeProductId), lte(containerPrice.validFrom, now), or(isNull(containerPrice.validTo), gt(containerPrice.validTo, now))));
  return { ...row, containerData: prices.map((price) => ({ cntrType: price.cntrType, containerPrice: price.priceFen, ylbPromotionPrice: 0 })) };
}

const ACTOR_OF: Record<string, 'customer' | 'operator' | 'system' | 'payment'> = { S: 'customer', W: 'payment', A: 'operator', R: 'operator' };

/** A general PAN product's sailings carrying 20GP and 40HQ: upcoming ones with room, and departed ones. */
async function pickSailings(tx: Tx, now: Date): Promise<{ future: string[]; past: string[] }> {
  const rows = await tx
    .select({ sailingId: productSailing.id, etd: portCall.etd })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .innerJoin(portCall, eq(portCall.id, productSailing.loadCallId))
    .where(and(eq(product.carrierCode, 'PAN'), eq(product.productType, 0), isNull(product.committedVolume), eq(product.isActive, true)))
    .orderBy(asc(portCall.etd), asc(productSailing.id));
  const future: string[] = [];
  const past: string[] = [];
  for (const row of rows) {
    const stock = await tx
      .select({ cntrType: sailingInventory.containerTypeCode, available: sailingInventory.available, isClosed: sailingInventory.isClosed })
      .from(sailingInventory)
      .where(and(eq(sailingInventory.sailingId, row.sailingId), inArray(sailingInventory.containerTypeCode, ['20GP', '40HQ'])));
    if (stock.length < 2) continue;
    if (row.etd.getTime() < now.getTime()) past.push(row.sailingId);
    else if (row.etd.getTime() > now.getTime() + 4 * DAY && stock.every((line) => !line.isClosed && line.available >= 8)) future.push(row.sailingId);
  }
  return { future, past };
}

export const orderSeeder: Seeder = {
  area: 'order',
  async seed(tx: Tx) {
    const now = new Date();
    const accounts = await tx
      .select({ id: userAccount.id, logonId: userAccount.logonId, enterpriseId: userAccount.enterpriseId })
      .from(userAccount)
      .where(inArray(userAccount.logonId, ['demo_ent', 'demo_sub']));
    const accountOf = (logonId: string) => {
      const found = accounts.find((account) => account.logonId === logonId);
      if (!found?.enterpriseId) throw new Error(`seed: ${logonId} or its enterprise missing (enterprise seeder runs first)`);
      return found;
    };
    const { future, past } = await pickSailings(tx, now);
    if (future.length < 2 || past.length < 1) throw new Error('seed: not enough PAN sailings for demo orders');
    const [cargo] = await tx
      .select({ code: cargoBriefDesc.code, cnnme: cargoBriefDesc.cnnme, typeCode: cargoBriefDesc.cargoTypeCode })
      .from(cargoBriefDesc)
      .innerJoin(cargoType, eq(cargoType.code, cargoBriefDesc.cargoTypeCode))
      .where(and(eq(cargoType.code, '0'), eq(cargoType.isDangerous, false)))
      .orderBy(asc(cargoBriefDesc.sortOrder), asc(cargoBriefDesc.code))
      .limit(1);
    if (!cargo) throw new Error('seed: no cargo description for demo orders');

    const offers = new Map<string, SailingSnapshot>();
    const offerOf = async (sailingId: string) => {
      if (!offers.has(sailingId)) offers.set(sailingId, await snapshotOf(tx, sailingId, now));
      return offers.get(sailingId)!;
    };

    let sequence = 0;
    for (const [index, demo] of DEMO_ORDERS.entries()) {
      const account = accountOf(demo.owner);
      const sailingId = demo.future ? future[index % future.length]! : past[index % past.length]!;
      const offer = await offerOf(sailingId);
      const containers = demo.containers.map((line) => {
        const data = offer.containerData.find((item) => item.cntrType === line.cntrType);
        return { ...line, unitPriceFen: data?.containerPrice ?? 250_000, unitPromotionFen: data?.ylbPromotionPrice ?? 0 };
      });
      const isDraft = demo.status === 'P';
      const amount = calculateOrderAmount({ containers, docFeeFen: DOC_FEE_PER_ORDER_FEN, doorFeeFen: calculateDoorFee(containers, demo.shippingTerm) });
      const createdAt = new Date(now.getTime() - demo.daysAgo * DAY - (index + 1) * 3_600_000);
      const submittedAt = isDraft ? null : new Date(createdAt.getTime() + 20 * 60_000);
      const wasPaid = demo.path.includes('W');
      const paidAt = wasPaid ? new Date(createdAt.getTime() + 30 * 60_000) : null;
      const keepsPaid = demo.status === 'W' || demo.status === 'A';
      const holdsInventory = demo.future && (demo.status === 'S' || demo.status === 'W' || demo.status === 'A');
      sequence += 1;
      const china = new Date(createdAt.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
      const [row] = await tx
        .insert(orderMast)
        .values({
          orderNo: `OC${china}9${String(sequence).padStart(5, '0')}`,
          status: demo.status,
          userId: account.id,
          enterpriseId: account.enterpriseId,
          productId: sailingId,
          ...sailingColumns(offer),
          shippingTerm: demo.shippingTerm,
          cgoBriefDescCde: cargo.code,
          cgoBriefDescCnnme: cargo.cnnme,
          cargoTypeCde: cargo.typeCode,
          weightKg: 18_000 * containers.reduce((sum, line) => sum + line.quantity, 0),
          packages: 400,
          packagingCnnme: '纸箱',
          bkgNo: demo.bkgNo ?? null,
          payWay: wasPaid ? (demo.downPayment ? 2 : 1) : null,
          ...(isDraft ? {} : amount),
          paidFen: keepsPaid ? (demo.downPayment ? downPaymentFen(amount.totalFen) : amount.totalFen) : 0,
          inventoryReserved: holdsInventory,
          submittedAt,
          // The demo's unpaid order stays payable for a week, so a demo user (and the journeys) still find it to pay.
          payDeadline: submittedAt ? new Date(demo.status === 'S' ? now.getTime() + 7 * DAY : submittedAt.getTime() + 30 * 60_000) : null,
          paidAt,
          confirmedAt: demo.status === 'A' ? new Date(createdAt.getTime() + 5 * 3_600_000) : null,
          rejectReason: demo.status === 'R' ? (demo.reason ?? null) : null,
          cancelReason: demo.status === 'X' ? (demo.reason ?? null) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: orderMast.id });
      const orderId = row!.id;
      await tx.insert(orderContainer).values(containers.map((line) => ({ orderId, ...line })));
      await tx.insert(orderParty).values([
        { orderId, partyType: 'S', name: '上海华信国际物流有限公司', contact: '张伟', phone: '021-58881234', address: '上海市浦东新区张杨路500号' },
        { orderId, partyType: 'C', name: '泉州恒泰贸易有限公司', contact: '黄志明', phone: '0595-22881234', address: '福建省泉州市丰泽区津淮街88号' },
      ]);
      if (!isDraft) {
        await tx.insert(orderCharge).values(amount.chargeItems.map((item, seq) => ({ orderId, seq: seq + 1, code: item.code, name: item.name, amountFen: item.amountFen })));
      }
      if (holdsInventory) {
        for (const line of containers) await reserveInventory({ db: tx, productId: sailingId, cntrType: line.cntrType, quantity: line.quantity });
      }
      const events: Array<typeof orderEvent.$inferInsert> = [
        { orderId, fromStatus: null, toStatus: 'P', action: 'create', actorKind: 'customer', actorId: account.id, createdAt },
      ];
      demo.path.slice(1).forEach((status, step) => {
        const isTimeout = status === 'X' && demo.path[step] === 'S';
        events.push({
          orderId,
          fromStatus: demo.path[step]!,
          toStatus: status,
          action: status === 'X' ? (isTimeout ? 'payTimeout' : 'cancel') : { S: 'submit', W: 'pay', A: 'confirm', R: 'reject' }[status as 'S' | 'W' | 'A' | 'R'],
          actorKind: status === 'X' ? (isTimeout ? 'system' : 'customer') : ACTOR_OF[status]!,
          actorId: (status === 'X' && !isTimeout) || status === 'S' ? account.id : null,
          reason: status === 'X' || status === 'R' ? (demo.reason ?? null) : null,
          createdAt: new Date(createdAt.getTime() + (step + 1) * 20 * 60_000),
        });
      });
      await tx.insert(orderEvent).values(events);
    }
  },
};
