import type { ZBookingInfoRequest, ZSaveDraftOrderRequest } from '@coastbook/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client';
import { orderDoorAddress, orderParty } from './order.tables';

/** Writing the booking form's parties and door addresses (draft save and submission share it). */

type PartyInput = { name?: string | undefined; contact?: string | undefined; phone?: string | undefined; address?: string | undefined; addressId?: string | undefined };
type DoorInput = {
  regionCodes?: string[] | undefined;
  regionText?: string | undefined;
  detailAddress?: string | undefined;
  contact?: string | undefined;
  phone?: string | undefined;
  loadingTime?: string | undefined;
};

export type SaveDraftInput = z.output<typeof ZSaveDraftOrderRequest>;
export type BookingInfoInput = z.output<typeof ZBookingInfoRequest>;

async function upsertParty(tx: DbOrTx, orderId: string, partyType: 'S' | 'C' | 'N' | 'B', party: PartyInput | undefined): Promise<void> {
  if (!party) return;
  const values = {
    name: party.name ?? '',
    contact: party.contact ?? null,
    phone: party.phone ?? null,
    address: party.address ?? null,
    addressId: party.addressId ?? null,
  };
  await tx
    .insert(orderParty)
    .values({ orderId, partyType, ...values })
    .onConflictDoUpdate({ target: [orderParty.orderId, orderParty.partyType], set: values });
}

async function upsertDoor(tx: DbOrTx, orderId: string, ioFlag: 'L' | 'D', door: DoorInput | undefined): Promise<void> {
  if (!door) return;
  const values = {
    regionCodes: door.regionCodes ?? [],
    regionText: door.regionText ?? '',
    detailAddress: door.detailAddress ?? '',
    contact: door.contact ?? '',
    phone: door.phone ?? '',
    loadingTime: door.loadingTime ? new Date(door.loadingTime) : null,
  };
  await tx
    .insert(orderDoorAddress)
    .values({ orderId, ioFlag, ...values })
    .onConflictDoUpdate({ target: [orderDoorAddress.orderId, orderDoorAddress.ioFlag], set: values });
}

/** Parties and door addresses as given; on submission a door end the shipping term does not use is dropped. */
export async function writeParties(tx: DbOrTx, orderId: string, form: SaveDraftInput | BookingInfoInput, options: { dropUnusedDoors: boolean }): Promise<void> {
  await upsertParty(tx, orderId, 'S', form.shipper);
  await upsertParty(tx, orderId, 'C', form.consignee);
  await upsertParty(tx, orderId, 'N', form.notifyParty);
  await upsertParty(tx, orderId, 'B', form.bookingAgent);
  await upsertDoor(tx, orderId, 'L', form.loadingDoor);
  await upsertDoor(tx, orderId, 'D', form.deliveryDoor);
  if (options.dropUnusedDoors && form.shippingTerm !== undefined) {
    const term = form.shippingTerm;
    if (term !== 2 && term !== 3) await tx.delete(orderDoorAddress).where(and(eq(orderDoorAddress.orderId, orderId), eq(orderDoorAddress.ioFlag, 'L')));
    if (term !== 1 && term !== 3) await tx.delete(orderDoorAddress).where(and(eq(orderDoorAddress.orderId, orderId), eq(orderDoorAddress.ioFlag, 'D')));
  }
}
