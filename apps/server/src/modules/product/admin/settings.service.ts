import type { TOpsOrderWindow, TOpsSetOrderWindowRequest, TOpsSetSwitchRegionRequest, TOpsSetSwitchRequest, TOpsSwitch } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { placeOrderWindow, portFacility, sysSwitch, sysSwitchRegion } from '../../basedata';
import { changeWithAudit, type AuditContext } from './audited-change';

/** System switches and the place-order window: the operator's side of the basedata rows the portal reads. */

async function regionsOf(db: DbOrTx, type?: string) {
  return db
    .select({ type: sysSwitchRegion.type, portCode: sysSwitchRegion.portCode, portCnnme: portFacility.cnnme, isOn: sysSwitchRegion.isOn })
    .from(sysSwitchRegion)
    .innerJoin(portFacility, eq(portFacility.code, sysSwitchRegion.portCode))
    .where(type ? eq(sysSwitchRegion.type, type) : undefined)
    .orderBy(asc(sysSwitchRegion.portCode));
}

export async function findOpsSwitches({ db }: { db: DbOrTx }): Promise<TOpsSwitch[]> {
  const [switches, regions] = await Promise.all([db.select().from(sysSwitch).orderBy(asc(sysSwitch.type)), regionsOf(db)]);
  return switches.map((row) => ({
    type: row.type,
    isOn: row.isOn,
    description: row.description,
    regions: regions.filter((region) => region.type === row.type).map(({ portCode, portCnnme, isOn }) => ({ portCode, portCnnme, isOn })),
  }));
}

async function switchSnapshot(db: DbOrTx, type: string, lock = false): Promise<TOpsSwitch | undefined> {
  const query = db.select().from(sysSwitch).where(eq(sysSwitch.type, type));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const regions = await regionsOf(db, type);
  return { type: row.type, isOn: row.isOn, description: row.description, regions: regions.map(({ portCode, portCnnme, isOn }) => ({ portCode, portCnnme, isOn })) };
}

async function getSwitch(db: DbOrTx, type: string): Promise<TOpsSwitch> {
  const found = await switchSnapshot(db, type);
  if (!found) throw new AppError('PRODUCT_ADMIN_SWITCH_NOT_FOUND', { msg: { zh: `系统开关不存在：${type}`, en: `System switch not found: ${type}` }, field: 'type' });
  return found;
}

/** Turns a switch on or off for every port without an override of its own. */
export async function setOpsSwitch(context: AuditContext & { type: string; input: TOpsSetSwitchRequest }): Promise<TOpsSwitch> {
  const { type, input } = context;
  await getSwitch(context.db, type);
  await changeWithAudit(context, {
    action: 'sys-switch.update',
    entityType: 'sys_switch',
    entityId: type,
    notFound: 'PRODUCT_ADMIN_SWITCH_NOT_FOUND',
    snapshot: (tx, options) => switchSnapshot(tx, type, options?.lock),
    change: (tx) =>
      tx
        .update(sysSwitch)
        .set({ isOn: input.isOn, ...(input.description ? { description: input.description } : {}) })
        .where(eq(sysSwitch.type, type)),
  });
  return getSwitch(context.db, type);
}

/** Sets (or, with isOn null, removes) one first port's own setting of a switch. */
export async function setOpsSwitchRegion(context: AuditContext & { type: string; input: TOpsSetSwitchRegionRequest }): Promise<TOpsSwitch> {
  const { type, input } = context;
  await getSwitch(context.db, type);
  const [port] = await context.db.select({ code: portFacility.code }).from(portFacility).where(eq(portFacility.code, input.portCode));
  if (!port) throw new AppError('PRODUCT_ADMIN_PORT_NOT_FOUND', { msg: { zh: `港口不存在：${input.portCode}（portCode）`, en: `Port not found: ${input.portCode} (portCode)` }, field: 'portCode' });
  await changeWithAudit(context, {
    action: input.isOn === null ? 'sys-switch.region-remove' : 'sys-switch.region-set',
    entityType: 'sys_switch',
    entityId: type,
    notFound: 'PRODUCT_ADMIN_SWITCH_NOT_FOUND',
    snapshot: (tx, options) => switchSnapshot(tx, type, options?.lock),
    change: async (tx) => {
      if (input.isOn === null) {
        await tx.delete(sysSwitchRegion).where(and(eq(sysSwitchRegion.type, type), eq(sysSwitchRegion.portCode, input.portCode)));
        return;
      }
      await tx
        .insert(sysSwitchRegion)
        .values({ type, portCode: input.portCode, isOn: input.isOn })
        .onConflictDoUpdate({ target: [sysSwitchRegion.type, sysSwitchRegion.portCode], set: { isOn: input.isOn } });
    },
  });
  return getSwitch(context.db, type);
}

async function windowSnapshot(db: DbOrTx, lock = false): Promise<TOpsOrderWindow | undefined> {
  const localTime = sql`(now() at time zone ${placeOrderWindow.timeZone})::time`;
  const query = db
    .select({
      opensAt: placeOrderWindow.opensAt,
      closesAt: placeOrderWindow.closesAt,
      timeZone: placeOrderWindow.timeZone,
      isOpenNow: sql<boolean>`${localTime} >= ${placeOrderWindow.opensAt} and ${localTime} < ${placeOrderWindow.closesAt}`,
    })
    .from(placeOrderWindow);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row, opensAt: row.opensAt.slice(0, 5), closesAt: row.closesAt.slice(0, 5) } : undefined;
}

export async function getOpsOrderWindow({ db }: { db: DbOrTx }): Promise<TOpsOrderWindow> {
  const window = await windowSnapshot(db);
  if (!window) throw new AppError('PRODUCT_ADMIN_ORDER_WINDOW_MISSING');
  return window;
}

/** Moves the daily window (China time); isBetweenPlaceOrderTime answers from it on the next call. */
export async function setOpsOrderWindow(context: AuditContext & { input: TOpsSetOrderWindowRequest }): Promise<TOpsOrderWindow> {
  await changeWithAudit(context, {
    action: 'order-window.update',
    entityType: 'place_order_window',
    entityId: '1',
    notFound: 'PRODUCT_ADMIN_ORDER_WINDOW_MISSING',
    // isOpenNow moves with the clock, not with the change: keep it out of before/after.
    snapshot: async (tx, options) => {
      const window = await windowSnapshot(tx, options?.lock);
      return window && { opensAt: window.opensAt, closesAt: window.closesAt, timeZone: window.timeZone };
    },
    change: (tx) => tx.update(placeOrderWindow).set({ opensAt: context.input.opensAt, closesAt: context.input.closesAt }).where(eq(placeOrderWindow.id, 1)),
  });
  return getOpsOrderWindow(context);
}
