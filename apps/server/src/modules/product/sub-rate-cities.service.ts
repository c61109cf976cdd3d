import type { TQuerySubRateCitiesResponse } from '@coastbook/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { portFacility } from '../basedata';

/** querySubRateCities: the terminals and rail stations under a rate city (a port); empty for an unknown code. */
export async function findSubRateCities({ db, cityCde }: { db: DbOrTx; cityCde: string }): Promise<TQuerySubRateCitiesResponse> {
  return db
    .select({ code: portFacility.code, type: portFacility.type, cnnme: portFacility.cnnme, ennme: portFacility.ennme })
    .from(portFacility)
    .where(eq(portFacility.parentPortCode, cityCde))
    .orderBy(asc(portFacility.type), asc(portFacility.sortOrder), asc(portFacility.code));
}
