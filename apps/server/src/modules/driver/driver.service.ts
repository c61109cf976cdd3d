import type { TAddDriverRequest, TDriver, TDriverListQuery, TDriverPage } from '@coastbook/contracts';
import { AppError, maskPhone, type BilingualText } from '@coastbook/domain';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FieldCipher } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db/client';
import { userAccount, type Actor } from '../auth';
import { enterprise } from '../enterprise';
import { trailerDriver } from './driver.tables';

/** More than any fleet the carrier works with; keeps one supplier from filling the table. */
export const DRIVER_LIMIT = 500;
export const FORBIDDEN_NOT_TRAILER_SUPPLIER: BilingualText = {
  zh: '仅已认证的拖车供应商可以管理司机上传权限',
  en: "Only a certified trailer supplier can manage drivers' upload permission",
};

type DriverRow = typeof trailerDriver.$inferSelect;

/**
 * Who manages drivers: a confirmed trailer supplier — the account that owns (is master of) a TmsVendor
 * record with status Confirm. Anyone else gets 403 before anything is looked at.
 */
export async function requireConfirmedTrailerSupplier(db: DbOrTx, userId: string): Promise<{ vendorEnterpriseId: string }> {
  const [row] = await db
    .select({ enterpriseId: enterprise.id, entType: enterprise.entType, checkStatus: enterprise.checkStatus, masterUserId: enterprise.masterUserId })
    .from(userAccount)
    .innerJoin(enterprise, eq(enterprise.id, userAccount.enterpriseId))
    .where(eq(userAccount.id, userId));
  if (!row || row.entType !== 'TmsVendor' || row.checkStatus !== 'Confirm' || row.masterUserId !== userId) {
    throw new AppError('FORBIDDEN', { msg: FORBIDDEN_NOT_TRAILER_SUPPLIER });
  }
  return { vendorEnterpriseId: row.enterpriseId };
}

function toDriver(row: DriverRow): TDriver {
  return {
    driverId: row.id,
    driverName: row.driverName,
    phoneMasked: row.phoneMasked,
    plateNumber: row.plateNumber,
    canUpload: row.canUpload,
    grantedAt: row.canUpload && row.grantedAt ? row.grantedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** GET list: the supplier's drivers, newest first; keyword matches the name or the plate. */
export async function findDrivers(options: { db: Db; actor: Actor; query: TDriverListQuery }): Promise<TDriverPage> {
  const { db, actor, query } = options;
  const { vendorEnterpriseId } = await requireConfirmedTrailerSupplier(db, actor.userId);
  const conditions: SQL[] = [eq(trailerDriver.vendorEnterpriseId, vendorEnterpriseId)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(trailerDriver.driverName, pattern), ilike(trailerDriver.plateNumber, pattern))!);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(trailerDriver)
    .where(where)
    .orderBy(desc(trailerDriver.createdAt), desc(trailerDriver.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [totals] = await db.select({ total: count() }).from(trailerDriver).where(where);
  return { records: rows.map(toDriver), total: totals?.total ?? 0, current: query.current, size: query.size };
}

/** POST add: a driver joins the list (permission off unless asked); one phone once per supplier. */
export async function addDriver(options: { db: Db; fieldCipher: FieldCipher; actor: Actor; request: Required<Pick<TAddDriverRequest, 'driverName' | 'phone' | 'plateNumber'>> & { canUpload: boolean } }): Promise<TDriver> {
  const { db, fieldCipher, actor, request } = options;
  return db.transaction(async (tx) => {
    const { vendorEnterpriseId } = await requireConfirmedTrailerSupplier(tx, actor.userId);
    // Serialise adds of one supplier so the limit and the phone check hold.
    await tx.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.id, vendorEnterpriseId)).for('update');
    const phoneHash = fieldCipher.lookupHash(request.phone);
    const [existing] = await tx
      .select({ id: trailerDriver.id })
      .from(trailerDriver)
      .where(and(eq(trailerDriver.vendorEnterpriseId, vendorEnterpriseId), eq(trailerDriver.phoneHash, phoneHash)));
    if (existing) throw new AppError('DRIVER_PHONE_EXISTS', { field: 'phone' });
    const [totals] = await tx.select({ total: count() }).from(trailerDriver).where(eq(trailerDriver.vendorEnterpriseId, vendorEnterpriseId));
    if ((totals?.total ?? 0) >= DRIVER_LIMIT) throw new AppError('DRIVER_LIMIT_REACHED');
    const now = new Date();
    const [row] = await tx
      .insert(trailerDriver)
      .values({
        vendorEnterpriseId,
        driverName: request.driverName,
        phoneEncrypted: fieldCipher.encrypt(request.phone),
        phoneHash,
        phoneMasked: maskPhone(request.phone),
        plateNumber: request.plateNumber,
        canUpload: request.canUpload,
        grantedAt: request.canUpload ? now : null,
        grantedBy: request.canUpload ? actor.userId : null,
        createdBy: actor.userId,
      })
      .returning();
    return toDriver(row!);
  });
}

async function getOwnDriver(db: DbOrTx, vendorEnterpriseId: string, driverId: string): Promise<DriverRow> {
  const [row] = await db
    .select()
    .from(trailerDriver)
    .where(and(eq(trailerDriver.id, driverId), eq(trailerDriver.vendorEnterpriseId, vendorEnterpriseId)))
    .for('update');
  // Another supplier's driver answers as if absent.
  if (!row) throw new AppError('DRIVER_NOT_FOUND', { field: 'driverId' });
  return row;
}

/** POST remove: the driver leaves the list and loses the permission at once. */
export async function removeDriver(options: { db: Db; actor: Actor; driverId: string }): Promise<true> {
  const { db, actor, driverId } = options;
  return db.transaction(async (tx) => {
    const { vendorEnterpriseId } = await requireConfirmedTrailerSupplier(tx, actor.userId);
    await getOwnDriver(tx, vendorEnterpriseId, driverId);
    await tx.delete(trailerDriver).where(eq(trailerDriver.id, driverId));
    return true as const;
  });
}

/** POST updatePermission: turn photo upload on (stamping when and by whom) or off. */
export async function updateDriverPermission(options: { db: Db; actor: Actor; driverId: string; canUpload: boolean }): Promise<TDriver> {
  const { db, actor, driverId, canUpload } = options;
  return db.transaction(async (tx) => {
    const { vendorEnterpriseId } = await requireConfirmedTrailerSupplier(tx, actor.userId);
    const current = await getOwnDriver(tx, vendorEnterpriseId, driverId);
    if (current.canUpload === canUpload) return toDriver(current);
    const now = new Date();
    const [row] = await tx
      .update(trailerDriver)
      .set(canUpload ? { canUpload, grantedAt: now, grantedBy: actor.userId, updatedAt: now } : { canUpload, updatedAt: now })
      .where(eq(trailerDriver.id, driverId))
      .returning();
    return toDriver(row!);
  });
}

/** For the container-photo upload (001 §3): may the driver with this phone upload for this supplier? */
export async function isDriverPermittedToUpload(options: { db: DbOrTx; fieldCipher: FieldCipher; vendorEnterpriseId: string; phone: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ canUpload: trailerDriver.canUpload })
    .from(trailerDriver)
    .where(and(eq(trailerDriver.vendorEnterpriseId, options.vendorEnterpriseId), eq(trailerDriver.phoneHash, options.fieldCipher.lookupHash(options.phone))));
  return row?.canUpload ?? false;
}
