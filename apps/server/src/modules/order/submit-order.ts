import type { TBookingInfoResponse } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { assertOrderingOpen } from '../basedata';
import { writeParties, type BookingInfoInput } from './booking-form';
import { assertMayTrade } from './create-draft-order';
import { findVisibleOrder } from './order-access';
import { priceOrder } from './order-charges';
import { reserveOrderInventory } from './order-inventory';
import { assertCargoAccepted, assertSelectionFits, cargoColumns, getCargo, loadBookableOffer } from './order-offer';
import { transitionOrder } from './order-state.service';
import { orderCharge, orderContainer } from './order.tables';

/**
 * bookingInfo: the draft (P) is submitted. The booking form is checked against the offer as it is now
 * (bookable, types on sale, committed volume, cargo accepted) and priced on the server; then in ONE
 * transaction the order row is locked (still P?), the form and prices written, its containers reserved
 * with conditional UPDATEs (sold out → ORDER_SOLD_OUT and nothing is kept: the order stays a draft),
 * and it moves P → S with pay_deadline = now + ORDER_PAY_TIMEOUT_MINUTES. The form's field rules are the contract's
 * (ZBookingInfoRequest: parties, cargo, door addresses per shipping term, agreement).
 */
export async function submitOrder({
  db,
  actor,
  request,
  payTimeoutMinutes,
  runInTransaction = async (prepare, work) => {
    await prepare();
    return db.transaction(work);
  },
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  request: BookingInfoInput;
  payTimeoutMinutes: number;
  /**
   * How the checks and the write run: by default the checks, then the write in its own transaction; the
   * route passes withIdempotency's when the client sends an Idempotency-Key (a replay answers the first result).
   */
  runInTransaction?: (prepare: () => Promise<void>, work: (tx: Tx) => Promise<TBookingInfoResponse>) => Promise<TBookingInfoResponse>;
  now?: Date;
}): Promise<TBookingInfoResponse> {
  let prepared: Awaited<ReturnType<typeof prepareSubmission>> | undefined;
  const prepare = async () => {
    prepared = await prepareSubmission({ db, actor, request, now });
  };
  return runInTransaction(prepare, async (tx) => {
    const { scope, cargo, lines, offer, insurance, amount } = prepared!;
    const order = await findVisibleOrder({ db: tx, actor, orderId: request.orderId, forUpdate: true, scope });
    if (order.status !== 'P') throw new AppError('ORDER_NOT_DRAFT', { field: 'orderId' });
    await writeParties(tx, order.id, request, { dropUnusedDoors: true });
    for (const line of amount.containers) {
      await tx
        .update(orderContainer)
        .set({ unitPriceFen: line.unitPriceFen, unitPromotionFen: line.unitPromotionFen })
        .where(and(eq(orderContainer.orderId, order.id), eq(orderContainer.cntrType, line.cntrType)));
    }
    await tx.delete(orderCharge).where(eq(orderCharge.orderId, order.id));
    await tx.insert(orderCharge).values(amount.chargeItems.map((item, index) => ({ orderId: order.id, seq: index + 1, code: item.code, name: item.name, amountFen: item.amountFen })));

    const hold = await reserveOrderInventory(tx, order, lines);
    const payDeadline = new Date(now.getTime() + payTimeoutMinutes * 60_000);
    const submitted = await transitionOrder({
      tx,
      lockedOrder: order,
      to: 'S',
      actor: { kind: 'customer', id: actor.userId },
      patch: {
        ...hold,
        shippingTerm: request.shippingTerm,
        ...cargoColumns(cargo),
        isDangerous: cargo.isDangerous || request.isDangerous,
        weightKg: request.weightKg,
        packages: request.packages,
        packagingCnnme: request.packagingCnnme,
        insuranceCode: insurance?.code ?? null,
        insuredAmountFen: insurance?.insuredAmountFen ?? null,
        remarks: request.remarks ?? null,
        isAutoConfirm: offer.isAutoConfirm,
        freightFen: amount.freightFen,
        promotionFen: amount.promotionFen,
        extraChargeFen: amount.extraChargeFen,
        docFeeFen: amount.docFeeFen,
        doorFeeFen: amount.doorFeeFen,
        insuranceFeeFen: amount.insuranceFeeFen,
        couponFen: amount.couponFen,
        pointFen: amount.pointFen,
        totalFen: amount.totalFen,
        submittedAt: now,
        payDeadline,
      },
    });
    return { orderId: submitted.id, orderNo: submitted.orderNo, status: 'S' as const, totalFen: submitted.totalFen, payDeadline: payDeadline.toISOString() };
  });
}

/** The checks and the price, read outside the transaction (several reads at once are fine there). */
async function prepareSubmission({ db, actor, request, now }: { db: Db; actor: Actor; request: BookingInfoInput; now: Date }) {
  const { scope, memberLevel } = await assertMayTrade(db, actor);
  await assertOrderingOpen({ db, now });
  const cargo = await getCargo(db, request.cgoBriefDescCde);
  // submitOrder's transaction re-checks the status under the row lock; the conditional UPDATE of the inventory decides.
  const draft = await findVisibleOrder({ db, actor, orderId: request.orderId, scope });
  if (draft.status !== 'P') throw new AppError('ORDER_NOT_DRAFT', { field: 'orderId' });
  const lines = (await db.select().from(orderContainer).where(eq(orderContainer.orderId, draft.id))).map((line) => ({
    cntrType: line.cntrType,
    quantity: line.quantity,
  }));
  // One order of locking inventory rows for everyone, so two multi-type orders cannot deadlock.
  lines.sort((left, right) => left.cntrType.localeCompare(right.cntrType));
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const offer = await loadBookableOffer({ db, actor, productId: draft.productId, now, totalQuantity, shippingTerm: request.shippingTerm, memberLevel });
  assertSelectionFits(offer, lines);
  await assertCargoAccepted({ db, offer, cargo, lines });
  const insurance = request.insuranceCode && request.insuredAmountFen ? { code: request.insuranceCode, insuredAmountFen: request.insuredAmountFen } : null;
  const amount = await priceOrder({ db, offer, lines, cargo, shippingTerm: request.shippingTerm, insurance });
  return { scope, cargo, lines, offer, insurance, amount };
}
