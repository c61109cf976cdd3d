import type { TOpsLoop, TOpsLoopCreate, TOpsLoopUpdate } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { carrier, portFacility, serviceLoop } from '../../basedata';
import { changeWithAudit, createWithAudit, type AuditContext } from './audited-change';

/** Service loops live in basedata (service_loop, read by getBdSvcLoopDTO); the console writes them here. */

async function portNames(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ code: portFacility.code, cnnme: portFacility.cnnme }).from(portFacility).where(inArray(portFacility.code, codes));
  return new Map(rows.map((row) => [row.code, row.cnnme]));
}

function toLoop(row: typeof serviceLoop.$inferSelect, names: Map<string, string>): TOpsLoop {
  return {
    carrierCode: row.carrierCode,
    svcLoopAbbrv: row.abbreviation,
    cnnme: row.cnnme,
    ennme: row.ennme,
    portRotation: row.portRotation.map((code) => ({ code, cnnme: names.get(code) ?? code })),
    sortOrder: row.sortOrder,
  };
}

export async function findOpsLoops({ db }: { db: DbOrTx }): Promise<TOpsLoop[]> {
  const rows = await db.select().from(serviceLoop).orderBy(asc(serviceLoop.carrierCode), asc(serviceLoop.sortOrder), asc(serviceLoop.abbreviation));
  const names = await portNames(db, [...new Set(rows.flatMap((row) => row.portRotation))]);
  return rows.map((row) => toLoop(row, names));
}

async function loopSnapshot(db: DbOrTx, carrierCode: string, abbreviation: string, lock = false): Promise<TOpsLoop | undefined> {
  const query = db
    .select()
    .from(serviceLoop)
    .where(and(eq(serviceLoop.carrierCode, carrierCode), eq(serviceLoop.abbreviation, abbreviation)));
  const [row] = lock ? await query.for('update') : await query;
  return row && toLoop(row, await portNames(db, row.portRotation));
}

/** Every port of the rotation must be a port (P) of the list; the message names the first unknown one. */
async function checkRotation(db: DbOrTx, rotation: string[]): Promise<void> {
  const rows = await db.select({ code: portFacility.code, type: portFacility.type }).from(portFacility).where(inArray(portFacility.code, rotation));
  const ports = new Set(rows.filter((row) => row.type === 'P').map((row) => row.code));
  const unknown = rotation.find((code) => !ports.has(code));
  if (unknown) {
    throw new AppError('PRODUCT_ADMIN_PORT_NOT_FOUND', {
      msg: { zh: `挂靠港不存在或不是港口：${unknown}（portRotation）`, en: `Port of call not found or not a port: ${unknown} (portRotation)` },
      field: 'portRotation',
    });
  }
}

export async function createOpsLoop(context: AuditContext & { input: TOpsLoopCreate }): Promise<TOpsLoop> {
  const { input } = context;
  const [known] = await context.db.select({ code: carrier.code }).from(carrier).where(eq(carrier.code, input.carrierCode));
  if (!known) throw new AppError('BAD_REQUEST', { msg: { zh: `承运人不存在：${input.carrierCode}（carrierCode）`, en: `Carrier not found: ${input.carrierCode} (carrierCode)` }, field: 'carrierCode' });
  await checkRotation(context.db, input.portRotation);
  const exists = () =>
    new AppError('PRODUCT_ADMIN_LOOP_EXISTS', { msg: { zh: `航线代码已存在：${input.svcLoopAbbrv}（svcLoopAbbrv）`, en: `Loop code already exists: ${input.svcLoopAbbrv} (svcLoopAbbrv)` }, field: 'svcLoopAbbrv' });
  if (await loopSnapshot(context.db, input.carrierCode, input.svcLoopAbbrv)) throw exists();
  const created = await createWithAudit(context, {
    action: 'service-loop.create',
    entityType: 'service_loop',
    create: async (tx) => {
      const [row] = await tx
        .insert(serviceLoop)
        .values({ carrierCode: input.carrierCode, abbreviation: input.svcLoopAbbrv, cnnme: input.cnnme, ennme: input.ennme, portRotation: input.portRotation, sortOrder: input.sortOrder })
        .onConflictDoNothing()
        .returning();
      if (!row) throw exists();
      const loop = toLoop(row, await portNames(tx, row.portRotation));
      return { id: `${row.carrierCode}/${row.abbreviation}`, after: loop, loop };
    },
  });
  return created.loop;
}

export async function updateOpsLoop(context: AuditContext & { carrierCode: string; svcLoopAbbrv: string; input: TOpsLoopUpdate }): Promise<TOpsLoop> {
  const { carrierCode, svcLoopAbbrv, input } = context;
  await checkRotation(context.db, input.portRotation);
  const snapshot = (tx: DbOrTx, options?: { lock?: boolean }) => loopSnapshot(tx, carrierCode, svcLoopAbbrv, options?.lock);
  await changeWithAudit(context, {
    action: 'service-loop.update',
    entityType: 'service_loop',
    entityId: `${carrierCode}/${svcLoopAbbrv}`,
    notFound: 'PRODUCT_ADMIN_LOOP_NOT_FOUND',
    snapshot,
    change: (tx) =>
      tx
        .update(serviceLoop)
        .set({ cnnme: input.cnnme, ennme: input.ennme, portRotation: input.portRotation, sortOrder: input.sortOrder })
        .where(and(eq(serviceLoop.carrierCode, carrierCode), eq(serviceLoop.abbreviation, svcLoopAbbrv))),
  });
  return (await snapshot(context.db))!;
}
