import { AppError, isTrackableOrderStatus, labelOf, TRACKING_MILESTONES, TRACKING_STAGES, trackingTimeline } from '@coastbook/domain';
import type { TNewTrackingCargoResponse } from '@coastbook/contracts';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { findVisibleOrders, orderContainer, orderMast } from '../order';
import { portCall, productSailing, vessel } from '../product';

const loadCall = alias(portCall, 'load_call');
const dischargeCall = alias(portCall, 'discharge_call');

/**
 * Public tracking by waybill number: the confirmed booking that carries it, on its voyage's live schedule
 * (a moved call moves the estimate) and the times the staff recorded. A number that is unknown, or whose
 * booking was cancelled or never confirmed, gets the spec's one answer for "invalid or not yours". Anyone
 * holding the number follows the ship (the consignee has no account of the shipper's); what was booked —
 * the containers — only the accounts that may see the order.
 */
export async function trackCargoByBkgNo({ db, bkgNo, actor }: { db: DbOrTx; bkgNo: string; actor?: Actor | undefined }): Promise<TNewTrackingCargoResponse> {
  const [found] = await db
    .select({
      order: {
        id: orderMast.id,
        status: orderMast.status,
        bkgNo: orderMast.bkgNo,
        carrier: orderMast.carrier,
        svcLoop: orderMast.svcLoop,
        vslCde: orderMast.vslCde,
        vslCnnme: orderMast.vslCnnme,
        voyage: orderMast.voyage,
        fpolCde: orderMast.fpolCde,
        fpolCnnme: orderMast.fpolCnnme,
        lpodCde: orderMast.lpodCde,
        lpodCnnme: orderMast.lpodCnnme,
        confirmedAt: orderMast.confirmedAt,
        updatedAt: orderMast.updatedAt,
      },
      vslEnnme: vessel.ennme,
      etd: loadCall.etd,
      atd: loadCall.atd,
      eta: dischargeCall.eta,
      ata: dischargeCall.ata,
    })
    .from(orderMast)
    .innerJoin(productSailing, eq(productSailing.id, orderMast.productId))
    .innerJoin(loadCall, eq(loadCall.id, productSailing.loadCallId))
    .innerJoin(dischargeCall, eq(dischargeCall.id, productSailing.dischargeCallId))
    .leftJoin(vessel, eq(vessel.code, orderMast.vslCde))
    .where(eq(orderMast.bkgNo, bkgNo));
  if (!found || !isTrackableOrderStatus(found.order.status)) throw new AppError('WAYBILL_INVALID_OR_FORBIDDEN', { field: 'bkgNo' });
  const { order } = found;
  const isOwnBooking = actor !== undefined && (await findVisibleOrders({ db, actor, orderIds: [order.id] })).length > 0;
  const containers = isOwnBooking
    ? await db
        .select({ cntrType: orderContainer.cntrType, quantity: orderContainer.quantity })
        .from(orderContainer)
        .where(eq(orderContainer.orderId, order.id))
        .orderBy(asc(orderContainer.cntrType))
    : null;
  const timeline = trackingTimeline({
    // Confirmed orders carry their confirmation time; updatedAt only stands in for rows written without it.
    confirmedAt: order.confirmedAt ?? order.updatedAt,
    loading: { portCode: order.fpolCde, planned: found.etd, actual: found.atd },
    discharge: { portCode: order.lpodCde, planned: found.eta, actual: found.ata },
  });
  const portName = (code: string) => (code === order.fpolCde ? order.fpolCnnme : order.lpodCnnme);
  return {
    bkgNo: order.bkgNo ?? bkgNo,
    carrier: order.carrier,
    svcLoop: order.svcLoop,
    vslCde: order.vslCde,
    vslCnnme: order.vslCnnme,
    vslEnnme: found.vslEnnme ?? order.vslCnnme,
    voyage: order.voyage,
    fpolCde: order.fpolCde,
    fpolCnnme: order.fpolCnnme,
    lpodCde: order.lpodCde,
    lpodCnnme: order.lpodCnnme,
    etd: found.etd.toISOString(),
    eta: found.eta.toISOString(),
    atd: found.atd?.toISOString() ?? null,
    ata: found.ata?.toISOString() ?? null,
    containers,
    stage: timeline.stage,
    stageCnnme: labelOf(TRACKING_STAGES, timeline.stage),
    events: timeline.events.map((event) => ({
      code: event.milestone,
      occurredAt: event.occurredAt.toISOString(),
      isActual: event.isActual,
      locationCode: event.portCode,
      location: portName(event.portCode),
      description: labelOf(TRACKING_MILESTONES, event.milestone),
    })),
  };
}
