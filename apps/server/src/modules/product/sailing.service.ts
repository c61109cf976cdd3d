import type { TGetProductInventoryResponse, TGetProductLadderInventoryResponse, TGetProductLegByProductIdResponse } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { containerType, portFacility } from '../basedata';
import { portCall, product, productSailing, sailingInventory, sailingLadderInventory, vessel, voyage } from './product.tables';

/** Inventory, ladder tiers and legs of one bookable offer (productId = product_sailing.id). */

async function assertOfferExists(db: DbOrTx, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: productSailing.id })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .where(and(eq(productSailing.id, productId), eq(product.isActive, true)));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { field: 'productId' });
}

/** Slots per container type exactly as the operator set them (total, available, closed). */
export async function findOfferInventory({ db, productId }: { db: DbOrTx; productId: string }): Promise<TGetProductInventoryResponse> {
  await assertOfferExists(db, productId);
  return db
    .select({
      cntrType: sailingInventory.containerTypeCode,
      cntrTypeCnnme: containerType.cnnme,
      totalInventory: sailingInventory.total,
      availableInventory: sailingInventory.available,
      isClosed: sailingInventory.isClosed,
    })
    .from(sailingInventory)
    .innerJoin(containerType, eq(containerType.code, sailingInventory.containerTypeCode))
    .where(eq(sailingInventory.sailingId, productId))
    .orderBy(asc(containerType.sortOrder));
}

/** Ladder tiers in order, with the running container numbers each tier covers. */
export async function findOfferLadder({
  db,
  productId,
  cntrType,
}: {
  db: DbOrTx;
  productId: string;
  cntrType?: string | undefined;
}): Promise<TGetProductLadderInventoryResponse> {
  await assertOfferExists(db, productId);
  const rows = await db
    .select()
    .from(sailingLadderInventory)
    .innerJoin(containerType, eq(containerType.code, sailingLadderInventory.containerTypeCode))
    .where(and(eq(sailingLadderInventory.sailingId, productId), cntrType ? eq(sailingLadderInventory.containerTypeCode, cntrType) : undefined))
    .orderBy(asc(containerType.sortOrder), asc(sailingLadderInventory.tier));
  const reached = new Map<string, number>();
  return rows.map(({ sailing_ladder_inventory: tier }) => {
    const from = (reached.get(tier.containerTypeCode) ?? 0) + 1;
    reached.set(tier.containerTypeCode, from + tier.quantity - 1);
    return {
      cntrType: tier.containerTypeCode,
      tier: tier.tier,
      fromQuantity: from,
      toQuantity: from + tier.quantity - 1,
      quantity: tier.quantity,
      availableInventory: tier.available,
      ladderPrice: tier.priceFen,
    };
  });
}

const callPort = alias(portFacility, 'call_port');

/** The offer's voyage calls (with its loading and discharge calls marked) and, for sea-rail, the rail legs. */
export async function findOfferLegs({ db, productId }: { db: DbOrTx; productId: string }): Promise<TGetProductLegByProductIdResponse> {
  const [offer] = await db
    .select({
      sailing: productSailing,
      product,
      voyageNo: voyage.voyageNo,
      voyageStatus: voyage.status,
      vslCde: vessel.code,
      vslCnnme: vessel.cnnme,
    })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .innerJoin(voyage, eq(voyage.id, productSailing.voyageId))
    .innerJoin(vessel, eq(vessel.code, voyage.vesselCode))
    .where(and(eq(productSailing.id, productId), eq(product.isActive, true)));
  if (!offer) throw new AppError('PRODUCT_NOT_FOUND', { field: 'productId' });

  const calls = await db
    .select({ call: portCall, cnnme: callPort.cnnme, ennme: callPort.ennme })
    .from(portCall)
    .innerJoin(callPort, eq(callPort.code, portCall.portCode))
    .where(eq(portCall.voyageId, offer.sailing.voyageId))
    .orderBy(asc(portCall.sequence));

  const { product: route } = offer;
  const facilities = await db
    .select({ code: portFacility.code, cnnme: portFacility.cnnme, type: portFacility.type })
    .from(portFacility)
    .where(inArray(portFacility.code, [route.origFacilityCode, route.fpolCode, route.lpodCode, route.destFacilityCode]));
  const byCode = new Map(facilities.map((facility) => [facility.code, facility]));
  const place = (code: string) => byCode.get(code) ?? { code, cnnme: code, type: 'P' };
  const origin = place(route.origFacilityCode);
  const destination = place(route.destFacilityCode);
  const loading = place(route.fpolCode);
  const discharge = place(route.lpodCode);

  return {
    productId,
    vslCde: offer.vslCde,
    vslCnnme: offer.vslCnnme,
    voyage: offer.voyageNo,
    svcLoop: route.svcLoopAbbrv,
    voyageStatus: offer.voyageStatus as 'open' | 'closed' | 'cancelled',
    preRailLeg:
      origin.type === 'R'
        ? { fromCde: origin.code, fromCnnme: origin.cnnme, toCde: loading.code, toCnnme: loading.cnnme, days: route.railTransitDays }
        : null,
    onRailLeg:
      destination.type === 'R'
        ? { fromCde: discharge.code, fromCnnme: discharge.cnnme, toCde: destination.code, toCnnme: destination.cnnme, days: route.railTransitDays }
        : null,
    portCalls: calls.map(({ call, cnnme, ennme }) => ({
      sequence: call.sequence,
      portCde: call.portCode,
      portCnnme: cnnme,
      portEnnme: ennme,
      eta: call.eta.toISOString(),
      etd: call.etd.toISOString(),
      isLoading: call.id === offer.sailing.loadCallId,
      isDischarge: call.id === offer.sailing.dischargeCallId,
    })),
  };
}
