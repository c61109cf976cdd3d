import type {
  TBookingLocationResponse,
  TCheckEnterpriseConfirmQuery,
  TCheckEnterpriseConfirmResponse,
  TEnterpriseAuthStatus,
  TEnterpriseIdAndName,
} from '@coastbook/contracts';
import { AppError, type CertificationStatus } from '@coastbook/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { Actor } from '../../auth';
import { portFacility } from '../../basedata';
import { findEnterpriseOf, getAccount, requireEnterpriseMain } from '../enterprise-access';
import { enterprise } from '../enterprise.tables';
import { enterpriseBookingLocation } from './enterprise-lookup.tables';

/**
 * getAuthStatusByEntIds: certification status of up to 50 enterprises. Certified enterprises are
 * public (the association search lists them); an uncertified record is reported only to its own
 * members, any other id is left out as if absent.
 */
export async function findAuthStatusByEntIds(options: { db: Db; actor: Actor; entIds: string[] }): Promise<TEnterpriseAuthStatus[]> {
  const { db, actor } = options;
  const account = await getAccount(db, actor.userId);
  const ids = Array.from(new Set(options.entIds));
  const rows = await db
    .select({ id: enterprise.id, enterpriseCnnme: enterprise.enterpriseCnnme, entType: enterprise.entType, checkStatus: enterprise.checkStatus })
    .from(enterprise)
    .where(inArray(enterprise.id, ids));
  const visible = rows.filter((row) => row.checkStatus === 'Confirm' || row.id === account.enterpriseId);
  // Answer in the order asked.
  return ids.flatMap((id) => {
    const row = visible.find((candidate) => candidate.id === id);
    return row
      ? [{ enterpriseId: row.id, enterpriseCnnme: row.enterpriseCnnme, entType: row.entType as TEnterpriseAuthStatus['entType'], checkStatus: row.checkStatus as CertificationStatus, isConfirm: row.checkStatus === 'Confirm' }]
      : [];
  });
}

/** getEnterpriseIdAndName: the enterprise the caller owns, applied for or is linked to; null when none. */
export async function getEnterpriseIdAndName(options: { db: Db; actor: Actor }): Promise<TEnterpriseIdAndName | null> {
  const account = await getAccount(options.db, options.actor.userId);
  const row = await findEnterpriseOf(options.db, account);
  return row ? { enterpriseId: row.id, enterpriseCnnme: row.enterpriseCnnme } : null;
}

/**
 * checkEnterpriseConfirm: whether a certified Enterprise holds this business licence number and / or
 * SAP number (both must match when both are given). The name is answered only on a match.
 */
export async function checkEnterpriseConfirm(options: { db: Db; query: TCheckEnterpriseConfirmQuery }): Promise<TCheckEnterpriseConfirmResponse> {
  const { businessLicenseNo, sapId } = options.query;
  const conditions: SQL[] = [eq(enterprise.checkStatus, 'Confirm'), eq(enterprise.entType, 'Enterprise')];
  if (businessLicenseNo !== undefined) conditions.push(sql`upper(${enterprise.businessLicenseNo}) = upper(${businessLicenseNo})`);
  if (sapId !== undefined) conditions.push(eq(enterprise.sapId, sapId));
  const [row] = await options.db.select({ enterpriseCnnme: enterprise.enterpriseCnnme }).from(enterprise).where(and(...conditions)).limit(1);
  return { isConfirm: row !== undefined, enterpriseCnnme: row?.enterpriseCnnme ?? null };
}

async function readBookingLocation(db: Db, enterpriseId: string): Promise<TBookingLocationResponse> {
  const [row] = await db
    .select({ portCode: enterpriseBookingLocation.portCode, cnnme: portFacility.cnnme, ennme: portFacility.ennme })
    .from(enterpriseBookingLocation)
    .leftJoin(portFacility, eq(portFacility.code, enterpriseBookingLocation.portCode))
    .where(eq(enterpriseBookingLocation.enterpriseId, enterpriseId));
  return { bookingLocation: row?.portCode ?? null, portCnnme: row?.cnnme ?? null, portEnnme: row?.ennme ?? null };
}

/**
 * customerAuth/bookingLocation: without portCode, the caller's enterprise's booking location (any
 * member of a certified enterprise may read it); with one, the main account sets it to a port.
 */
export async function bookingLocation(options: { db: Db; actor: Actor; portCode?: string | undefined }): Promise<TBookingLocationResponse> {
  const { db, actor, portCode } = options;
  if (portCode === undefined) {
    const account = await getAccount(db, actor.userId);
    const row = await findEnterpriseOf(db, account);
    if (!row || row.checkStatus !== 'Confirm' || row.entType !== 'Enterprise') throw new AppError('ENTERPRISE_NOT_CERTIFIED');
    return readBookingLocation(db, row.id);
  }
  const { enterprise: own } = await requireEnterpriseMain(db, actor.userId);
  const [port] = await db.select({ code: portFacility.code }).from(portFacility).where(and(eq(portFacility.code, portCode), eq(portFacility.type, 'P')));
  if (!port) throw new AppError('BOOKING_LOCATION_UNKNOWN', { field: 'portCode' });
  await db
    .insert(enterpriseBookingLocation)
    .values({ enterpriseId: own.id, portCode, updatedBy: actor.userId })
    .onConflictDoUpdate({ target: enterpriseBookingLocation.enterpriseId, set: { portCode, updatedBy: actor.userId, updatedAt: new Date() } });
  return readBookingLocation(db, own.id);
}
