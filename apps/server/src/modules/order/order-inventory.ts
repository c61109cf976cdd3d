import { AppError, isAppError } from '@coastbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { releaseInventory, reserveInventory } from '../product';
import { orderContainer, orderMast } from './order.tables';
import type { OrderRow } from './order-state.service';

/**
 * The order's hold on sailing inventory. Reserving is one conditional UPDATE per container type
 * (product's reserveInventory: `available >= n`), so concurrent submissions for the last slots cannot
 * oversell; `order_mast.inventory_reserved` says whether this order holds its slots, so a release
 * happens exactly once whatever path (cancel, reject, timeout) gets there first.
 */

/**
 * Takes the order's slots. Answers the order column that records the hold, for the caller to write with the
 * order's move to S in the same transaction (one UPDATE of the order row instead of two).
 */
export async function reserveOrderInventory(
  tx: DbOrTx,
  order: Pick<OrderRow, 'productId'>,
  lines: readonly { cntrType: string; quantity: number }[],
): Promise<{ inventoryReserved: true }> {
  for (const line of lines) {
    try {
      await reserveInventory({ db: tx, productId: order.productId, cntrType: line.cntrType, quantity: line.quantity });
    } catch (error) {
      if (isAppError(error) && error.key === 'PRODUCT_INVENTORY_INSUFFICIENT') {
        throw new AppError('ORDER_SOLD_OUT', {
          msg: {
            zh: `${line.cntrType}舱位不足，请减少箱量或选择其他船期`,
            en: `Not enough space for ${line.cntrType}, please reduce the number of containers or choose another sailing`,
          },
          field: 'containers',
        });
      }
      throw error;
    }
  }
  return { inventoryReserved: true };
}

/** Gives the order's slots back when it holds them (the row must be locked by the caller). Answers whether it did. */
export async function releaseOrderInventory(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'productId'>): Promise<boolean> {
  const [held] = await tx
    .update(orderMast)
    .set({ inventoryReserved: false, updatedAt: sql`now()` })
    .where(sql`${orderMast.id} = ${order.id} and ${orderMast.inventoryReserved}`)
    .returning({ id: orderMast.id });
  if (!held) return false;
  const lines = await tx.select().from(orderContainer).where(eq(orderContainer.orderId, order.id));
  for (const line of lines) await releaseInventory({ db: tx, productId: order.productId, cntrType: line.cntrType, quantity: line.quantity });
  return true;
}
