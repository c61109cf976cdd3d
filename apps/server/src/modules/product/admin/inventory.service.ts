import type { TOpsInventoryCell, TOpsInventoryChange, TOpsSailing, TOpsSailingPage, TOpsSailingQuery } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client';
import { containerType, portFacility } from '../../basedata';
import { portCall, product, productSailing, sailingInventory, vessel, voyage } from '../product.tables';
import { changeWithAudit, createWithAudit, type AuditContext } from './audited-change';

/**
 * Slots per sailing and container type. Orders take slots with a conditional UPDATE on `available`;
 * the operator's changes are conditional UPDATEs too, expressed on the row's own values, so a booking
 * landing between the operator's read and write can never be overwritten: total - available (what
 * orders hold) is never touched, and lowering below it is refused.
 */

const loadCall = alias(portCall, 'load_call');
const dischargeCall = alias(portCall, 'discharge_call');
const fpol = alias(portFacility, 'fpol');
const lpod = alias(portFacility, 'lpod');

type InventoryRow = typeof sailingInventory.$inferSelect;
function toCell(row: InventoryRow): TOpsInventoryCell {
  return {
    containerTypeCode: row.containerTypeCode,
    total: row.total,
    available: row.available,
    reserved: row.total - row.available,
    isClosed: row.isClosed,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function sailings(db: DbOrTx, where: SQL | undefined, paging?: { limit: number; offset: number }): Promise<TOpsSailing[]> {
  const base = db
    .select({
      sailingId: productSailing.id,
      productId: product.id,
      productCode: product.productCode,
      productType: product.productType,
      svcLoopAbbrv: product.svcLoopAbbrv,
      fpolCode: product.fpolCode,
      fpolCnnme: fpol.cnnme,
      lpodCode: product.lpodCode,
      lpodCnnme: lpod.cnnme,
      vesselCnnme: vessel.cnnme,
      vesselEnnme: vessel.ennme,
      voyageNo: voyage.voyageNo,
      voyageStatus: voyage.status,
      etd: loadCall.etd,
      eta: dischargeCall.eta,
      isClosed: productSailing.isClosed,
    })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .innerJoin(voyage, eq(voyage.id, productSailing.voyageId))
    .innerJoin(vessel, eq(vessel.code, voyage.vesselCode))
    .innerJoin(loadCall, eq(loadCall.id, productSailing.loadCallId))
    .innerJoin(dischargeCall, eq(dischargeCall.id, productSailing.dischargeCallId))
    .innerJoin(fpol, eq(fpol.code, product.fpolCode))
    .innerJoin(lpod, eq(lpod.code, product.lpodCode))
    .where(where)
    .orderBy(asc(loadCall.etd), asc(product.productCode));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  if (rows.length === 0) return [];
  const cells = await db
    .select()
    .from(sailingInventory)
    .where(
      inArray(
        sailingInventory.sailingId,
        rows.map((row) => row.sailingId),
      ),
    )
    .orderBy(asc(sailingInventory.containerTypeCode));
  return rows.map((row) => ({
    ...row,
    etd: row.etd.toISOString(),
    eta: row.eta.toISOString(),
    inventory: cells.filter((cell) => cell.sailingId === row.sailingId).map(toCell),
  }));
}

/** China-time day boundaries of the filter dates. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

export async function findOpsSailings({ db, query }: { db: DbOrTx; query: TOpsSailingQuery }): Promise<TOpsSailingPage> {
  const conditions: SQL[] = [];
  if (query.fpolCode) conditions.push(eq(product.fpolCode, query.fpolCode));
  if (query.lpodCode) conditions.push(eq(product.lpodCode, query.lpodCode));
  if (query.svcLoopAbbrv) conditions.push(eq(product.svcLoopAbbrv, query.svcLoopAbbrv.toUpperCase()));
  if (query.etdFrom) conditions.push(gte(loadCall.etd, dayStart(query.etdFrom)));
  if (query.etdTo) conditions.push(lt(loadCall.etd, new Date(dayStart(query.etdTo).getTime() + 86_400_000)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [records, [totals]] = await Promise.all([
    sailings(db, where, { limit: query.size, offset: (query.current - 1) * query.size }),
    db
      .select({ total: count() })
      .from(productSailing)
      .innerJoin(product, eq(product.id, productSailing.productId))
      .innerJoin(loadCall, eq(loadCall.id, productSailing.loadCallId))
      .where(where),
  ]);
  return { records, total: totals?.total ?? 0, current: query.current, size: query.size };
}

export async function getOpsSailing({ db, sailingId }: { db: DbOrTx; sailingId: string }): Promise<TOpsSailing> {
  const [found] = await sailings(db, eq(productSailing.id, sailingId));
  if (!found) throw new AppError('PRODUCT_ADMIN_INVENTORY_NOT_FOUND', { msg: { zh: '航次产品不存在（sailingId）', en: 'Sailing not found (sailingId)' }, field: 'sailingId' });
  return found;
}

async function cellSnapshot(db: DbOrTx, sailingId: string, containerTypeCode: string, lock = false): Promise<TOpsInventoryCell | undefined> {
  const query = db
    .select()
    .from(sailingInventory)
    .where(and(eq(sailingInventory.sailingId, sailingId), eq(sailingInventory.containerTypeCode, containerTypeCode)));
  const [row] = lock ? await query.for('update') : await query;
  return row && toCell(row);
}

/** The refusal when lowering would cut into booked slots: what is held and how far one may go. */
function belowReserved(cell: TOpsInventoryCell | undefined, containerTypeCode: string): AppError {
  if (!cell) return new AppError('PRODUCT_ADMIN_INVENTORY_NOT_FOUND', { field: 'containerTypeCode' });
  return new AppError('PRODUCT_ADMIN_INVENTORY_BELOW_RESERVED', {
    msg: {
      zh: `${containerTypeCode} 舱位总量不能低于已被订舱占用的 ${cell.reserved} 箱（当前总量 ${cell.total} 箱，最多可下调 ${cell.available} 箱）`,
      en: `Total ${containerTypeCode} slots cannot be lower than the ${cell.reserved} already booked (total now ${cell.total}, can be lowered by at most ${cell.available})`,
    },
    field: 'quantity',
    data: { field: 'quantity', total: cell.total, available: cell.available, reserved: cell.reserved },
  });
}

/** raise / lower / set / close / open one container type of a sailing; answers the sailing as it now is. */
export async function changeOpsInventory(context: AuditContext & { sailingId: string; input: TOpsInventoryChange }): Promise<TOpsSailing> {
  const { db, sailingId, input } = context;
  await getOpsSailing({ db, sailingId });
  const type = input.containerTypeCode;
  const [known] = await db.select({ code: containerType.code }).from(containerType).where(eq(containerType.code, type));
  if (!known) {
    throw new AppError('PRODUCT_ADMIN_CONTAINER_TYPE_NOT_FOUND', { msg: { zh: `箱型不存在：${type}（containerTypeCode）`, en: `Container type not found: ${type} (containerTypeCode)` }, field: 'containerTypeCode' });
  }
  const where = and(eq(sailingInventory.sailingId, sailingId), eq(sailingInventory.containerTypeCode, type));
  const entityId = `${sailingId}/${type}`;
  const existing = await cellSnapshot(db, sailingId, type);

  // A type the sailing does not sell yet: raise or set adds it.
  if (!existing && (input.action === 'raise' || input.action === 'set')) {
    const total = input.action === 'raise' ? input.quantity : input.total;
    await createWithAudit(context, {
      action: `inventory.${input.action}`,
      entityType: 'sailing_inventory',
      create: async (tx) => {
        const [row] = await tx.insert(sailingInventory).values({ sailingId, containerTypeCode: type, total, available: total }).onConflictDoNothing().returning();
        if (!row) throw new AppError('PRODUCT_ADMIN_INVENTORY_CHANGED');
        return { id: entityId, after: toCell(row) };
      },
    });
    return getOpsSailing({ db, sailingId });
  }

  await changeWithAudit(context, {
    action: `inventory.${input.action}`,
    entityType: 'sailing_inventory',
    entityId,
    notFound: 'PRODUCT_ADMIN_INVENTORY_NOT_FOUND',
    snapshot: (tx, options) => cellSnapshot(tx, sailingId, type, options?.lock),
    change: async (tx) => {
      const touched = { updatedAt: sql`now()` };
      let updated: unknown[];
      switch (input.action) {
        case 'raise':
          updated = await tx
            .update(sailingInventory)
            .set({ total: sql`${sailingInventory.total} + ${input.quantity}`, available: sql`${sailingInventory.available} + ${input.quantity}`, ...touched })
            .where(where)
            .returning();
          break;
        case 'lower':
          updated = await tx
            .update(sailingInventory)
            .set({ total: sql`${sailingInventory.total} - ${input.quantity}`, available: sql`${sailingInventory.available} - ${input.quantity}`, ...touched })
            .where(and(where, gte(sailingInventory.available, input.quantity)))
            .returning();
          if (updated.length === 0) throw belowReserved(await cellSnapshot(tx, sailingId, type), type);
          break;
        case 'set':
          updated = await tx
            .update(sailingInventory)
            .set({ available: sql`${sailingInventory.available} + (${input.total}::int - ${sailingInventory.total})`, total: input.total, ...touched })
            .where(and(where, sql`${sailingInventory.total} - ${sailingInventory.available} <= ${input.total}`))
            .returning();
          if (updated.length === 0) {
            const cell = await cellSnapshot(tx, sailingId, type);
            throw cell
              ? new AppError('PRODUCT_ADMIN_INVENTORY_BELOW_RESERVED', {
                  msg: {
                    zh: `${type} 舱位总量不能低于已被订舱占用的 ${cell.reserved} 箱（total）`,
                    en: `Total ${type} slots cannot be lower than the ${cell.reserved} already booked (total)`,
                  },
                  field: 'total',
                  data: { field: 'total', total: cell.total, available: cell.available, reserved: cell.reserved },
                })
              : new AppError('PRODUCT_ADMIN_INVENTORY_NOT_FOUND', { field: 'containerTypeCode' });
          }
          break;
        case 'close':
        case 'open':
          updated = await tx
            .update(sailingInventory)
            .set({ isClosed: input.action === 'close', ...touched })
            .where(where)
            .returning();
          break;
      }
      if (updated.length === 0) throw new AppError('PRODUCT_ADMIN_INVENTORY_NOT_FOUND', { field: 'containerTypeCode' });
    },
  });
  return getOpsSailing({ db, sailingId });
}

/** Stops (or resumes) booking of the whole sailing, every container type at once. */
export async function closeOpsSailing(context: AuditContext & { sailingId: string; isClosed: boolean }): Promise<TOpsSailing> {
  const { sailingId, isClosed } = context;
  const snapshot = async (tx: DbOrTx, options?: { lock?: boolean }) => {
    const query = tx.select({ id: productSailing.id, isClosed: productSailing.isClosed }).from(productSailing).where(eq(productSailing.id, sailingId));
    const [row] = options?.lock ? await query.for('update') : await query;
    return row;
  };
  await changeWithAudit(context, {
    action: isClosed ? 'sailing.close' : 'sailing.open',
    entityType: 'product_sailing',
    entityId: sailingId,
    notFound: 'PRODUCT_ADMIN_INVENTORY_NOT_FOUND',
    snapshot,
    change: (tx) => tx.update(productSailing).set({ isClosed }).where(eq(productSailing.id, sailingId)),
  });
  return getOpsSailing(context);
}
