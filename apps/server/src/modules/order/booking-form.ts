import type { ZBookingInfoRequest, ZSaveDraftOrderRequest } from '@coastbook/contracts';
import { and, eq, getTableColumns, inArray, sql, type SQL, type Table } from 'drizzle-orm';
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

function partyRow(orderId: string, partyType: 'S' | 'C' | 'N' | 'B', party: PartyInput | undefined) {
  if (!party) return [];
  return [{ orderId, partyType, name: party.name ?? '', contact: party.contact ?? null, phone: party.phone ?? null, address: party.address ?? null, addressId: party.addressId ?? null }];
}

function doorRow(orderId: string, ioFlag: 'L' | 'D', door: DoorInput | undefined) {
  if (!door) return [];
  return [
    {
      orderId,
      ioFlag,
      regionCodes: door.regionCodes ?? [],
      regionText: door.regionText ?? '',
      detailAddress: door.detailAddress ?? '',
      contact: door.contact ?? '',
      phone: door.phone ?? '',
      loadingTime: door.loadingTime ? new Date(door.loadingTime) : null,
    },
  ];
}

/** `SET column = EXCLUDED.column` for each named column: a multi-row upsert writes each row's own values. */
function fromExcluded<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, keys: readonly K[]): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)])) as Record<K, SQL>;
}

/** Parties and door addresses as given; on submission a door end the shipping term does not use is dropped. */
export async function writeParties(tx: DbOrTx, orderId: string, form: SaveDraftInput | BookingInfoInput, options: { dropUnusedDoors: boolean }): Promise<void> {
  // One statement per table, whatever the form holds.
  const parties = [...partyRow(orderId, 'S', form.shipper), ...partyRow(orderId, 'C', form.consignee), ...partyRow(orderId, 'N', form.notifyParty), ...partyRow(orderId, 'B', form.bookingAgent)];
  if (parties.length > 0) {
    await tx
      .insert(orderParty)
      .values(parties)
      .onConflictDoUpdate({ target: [orderParty.orderId, orderParty.partyType], set: fromExcluded(orderParty, ['name', 'contact', 'phone', 'address', 'addressId']) });
  }
  const doors = [...doorRow(orderId, 'L', form.loadingDoor), ...doorRow(orderId, 'D', form.deliveryDoor)];
  if (doors.length > 0) {
    await tx
      .insert(orderDoorAddress)
      .values(doors)
      .onConflictDoUpdate({
        target: [orderDoorAddress.orderId, orderDoorAddress.ioFlag],
        set: fromExcluded(orderDoorAddress, ['regionCodes', 'regionText', 'detailAddress', 'contact', 'phone', 'loadingTime']),
      });
  }
  if (options.dropUnusedDoors && form.shippingTerm !== undefined) {
    const term = form.shippingTerm;
    const unused = [...(term !== 2 && term !== 3 ? ['L'] : []), ...(term !== 1 && term !== 3 ? ['D'] : [])];
    if (unused.length > 0) await tx.delete(orderDoorAddress).where(and(eq(orderDoorAddress.orderId, orderId), inArray(orderDoorAddress.ioFlag, unused)));
  }
}
