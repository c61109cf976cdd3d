import type { TCarrier } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { carrier } from './basedata.tables';

const carrierColumns = {
  carrierCde: carrier.code,
  carrierCnnme: carrier.cnnme,
  carrierEnnme: carrier.ennme,
  isDefault: carrier.isDefault,
};

/** Every carrier, the default (PAN) first. */
export async function findCarriers({ db }: { db: DbOrTx }): Promise<TCarrier[]> {
  return db.select(carrierColumns).from(carrier).orderBy(asc(carrier.sortOrder));
}

/** One carrier by code; NOT_FOUND when unknown. */
export async function getCarrier({ db, carrierCde }: { db: DbOrTx; carrierCde: string }): Promise<TCarrier> {
  const [row] = await db.select(carrierColumns).from(carrier).where(eq(carrier.code, carrierCde));
  if (!row) throw new AppError('NOT_FOUND', { msg: { zh: `承运人不存在：${carrierCde}`, en: `Carrier not found: ${carrierCde}` }, field: 'carrier' });
  return row;
}
