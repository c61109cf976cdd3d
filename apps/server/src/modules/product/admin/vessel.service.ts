import type { TOpsVessel, TOpsVesselCreate, TOpsVesselUpdate } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { carrier } from '../../basedata';
import { vessel } from '../product.tables';
import { changeWithAudit, createWithAudit, type AuditContext } from './audited-change';

/** Vessels: code fixed at creation; names, capacity and whether it still sails can change. */

export async function findOpsVessels({ db }: { db: DbOrTx }): Promise<TOpsVessel[]> {
  return db.select().from(vessel).orderBy(asc(vessel.carrierCode), asc(vessel.code));
}

async function vesselSnapshot(db: DbOrTx, code: string, lock = false): Promise<TOpsVessel | undefined> {
  const query = db.select().from(vessel).where(eq(vessel.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function createOpsVessel(context: AuditContext & { input: TOpsVesselCreate }): Promise<TOpsVessel> {
  const { input } = context;
  const [known] = await context.db.select({ code: carrier.code }).from(carrier).where(eq(carrier.code, input.carrierCode));
  if (!known) throw new AppError('BAD_REQUEST', { msg: { zh: `承运人不存在：${input.carrierCode}（carrierCode）`, en: `Carrier not found: ${input.carrierCode} (carrierCode)` }, field: 'carrierCode' });
  const exists = () => new AppError('PRODUCT_ADMIN_VESSEL_EXISTS', { msg: { zh: `船舶代码已存在：${input.code}（code）`, en: `Vessel code already exists: ${input.code} (code)` }, field: 'code' });
  if (await vesselSnapshot(context.db, input.code)) throw exists();
  const created = await createWithAudit(context, {
    action: 'vessel.create',
    entityType: 'vessel',
    create: async (tx) => {
      const [row] = await tx.insert(vessel).values(input).onConflictDoNothing().returning();
      if (!row) throw exists();
      return { id: row.code, after: row, row };
    },
  });
  return created.row;
}

export async function updateOpsVessel(context: AuditContext & { code: string; input: TOpsVesselUpdate }): Promise<TOpsVessel> {
  const { code, input } = context;
  return changeWithAudit(context, {
    action: 'vessel.update',
    entityType: 'vessel',
    entityId: code,
    notFound: 'PRODUCT_ADMIN_VESSEL_NOT_FOUND',
    snapshot: (tx, options) => vesselSnapshot(tx, code, options?.lock),
    change: async (tx) => {
      const [row] = await tx.update(vessel).set(input).where(eq(vessel.code, code)).returning();
      return row!;
    },
  });
}
