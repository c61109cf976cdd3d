import type { TSaveDraftOrderResponse } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Actor } from '../auth';
import { writeParties, type SaveDraftInput } from './booking-form';
import { findVisibleOrder } from './order-access';
import { cargoColumns, getCargo } from './order-offer';
import { orderMast } from './order.tables';

/** saveTheDraftOrderInfo: keeps whatever the booking form holds on the draft (P); nothing is required yet. */
export async function saveDraftOrder({ db, actor, request }: { db: Db; actor: Actor; request: SaveDraftInput }): Promise<TSaveDraftOrderResponse> {
  const cargo = request.cgoBriefDescCde ? await getCargo(db, request.cgoBriefDescCde) : null;
  return db.transaction(async (tx) => {
    const order = await findVisibleOrder({ db: tx, actor, orderId: request.orderId, forUpdate: true });
    if (order.status !== 'P') throw new AppError('ORDER_NOT_DRAFT', { field: 'orderId' });
    await tx
      .update(orderMast)
      .set({
        ...(request.shippingTerm !== undefined ? { shippingTerm: request.shippingTerm } : {}),
        ...(cargo
          ? { ...cargoColumns(cargo), isDangerous: cargo.isDangerous || request.isDangerous === true }
          : request.isDangerous !== undefined
            ? { isDangerous: request.isDangerous }
            : {}),
        ...(request.weightKg !== undefined ? { weightKg: request.weightKg } : {}),
        ...(request.packages !== undefined ? { packages: request.packages } : {}),
        ...(request.packagingCnnme !== undefined ? { packagingCnnme: request.packagingCnnme } : {}),
        ...(request.insuranceCode !== undefined ? { insuranceCode: request.insuranceCode } : {}),
        ...(request.insuredAmountFen !== undefined ? { insuredAmountFen: request.insuredAmountFen } : {}),
        ...(request.remarks !== undefined ? { remarks: request.remarks } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orderMast.id, order.id));
    await writeParties(tx, order.id, request, { dropUnusedDoors: false });
    return { orderId: order.id, orderNo: order.orderNo, status: 'P' as const };
  });
}
