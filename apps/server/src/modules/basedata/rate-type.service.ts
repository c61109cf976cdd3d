import type { TRateType } from '@coastbook/contracts';
import { filterRateTypes } from '@coastbook/domain';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { rateType } from './basedata.tables';

/** The rate types a customer may see: all but JJY (000 §9). */
export async function findCustomerRateTypes({ db }: { db: DbOrTx }): Promise<TRateType[]> {
  const rows = await db
    .select({ rateTypeCde: rateType.code, rateTypeCnnme: rateType.cnnme, rateTypeEnnme: rateType.ennme })
    .from(rateType)
    .orderBy(asc(rateType.sortOrder));
  return filterRateTypes(rows, (row) => row.rateTypeCde);
}
