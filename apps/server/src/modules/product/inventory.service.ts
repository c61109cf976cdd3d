import { AppError } from '@coastbook/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { sailingInventory } from './product.tables';

/**
 * Taking and giving back slots of one offer (productId = product_sailing.id) and container type, for
 * the order area. One conditional UPDATE each, so two orders racing for the last slots cannot both win
 * and `available` never leaves [0, total] (the table's CHECK is the last guard).
 */

export async function reserveInventory({
  db,
  productId,
  cntrType,
  quantity,
}: {
  db: DbOrTx;
  productId: string;
  cntrType: string;
  quantity: number;
}): Promise<{ available: number }> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  const [row] = await db
    .update(sailingInventory)
    .set({ available: sql`${sailingInventory.available} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(sailingInventory.sailingId, productId),
        eq(sailingInventory.containerTypeCode, cntrType),
        eq(sailingInventory.isClosed, false),
        gte(sailingInventory.available, quantity),
      ),
    )
    .returning({ available: sailingInventory.available });
  if (!row) {
    throw new AppError('PRODUCT_INVENTORY_INSUFFICIENT', {
      msg: { zh: `${cntrType}舱位不足，请减少箱量或选择其他船期`, en: `Not enough ${cntrType} space, please reduce the number of containers or choose another sailing` },
      field: 'quantity',
    });
  }
  return row;
}

/** Gives slots back (a cancelled or reduced order), never above the total. */
export async function releaseInventory({
  db,
  productId,
  cntrType,
  quantity,
}: {
  db: DbOrTx;
  productId: string;
  cntrType: string;
  quantity: number;
}): Promise<void> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  await db
    .update(sailingInventory)
    .set({ available: sql`least(${sailingInventory.total}, ${sailingInventory.available} + ${quantity})`, updatedAt: new Date() })
    .where(and(eq(sailingInventory.sailingId, productId), eq(sailingInventory.containerTypeCode, cntrType)));
}
