import type { TDictResponse } from '@coastbook/contracts';
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dictItem } from './basedata.tables';
import { nameOrCodeLike } from './name-search';

/** The entries of each requested dictionary, optionally narrowed by name; every requested type is a key. */
export async function findDictItems({
  db,
  dataItemTypes,
  name,
}: {
  db: DbOrTx;
  dataItemTypes: string[];
  name?: string | undefined;
}): Promise<TDictResponse> {
  const conditions: SQL[] = [inArray(dictItem.itemType, dataItemTypes)];
  if (name) conditions.push(nameOrCodeLike(dictItem, name).where);
  const rows = await db
    .select()
    .from(dictItem)
    .where(and(...conditions))
    .orderBy(asc(dictItem.sortOrder));
  const result: TDictResponse = Object.fromEntries(dataItemTypes.map((type) => [type, []]));
  for (const row of rows) result[row.itemType]?.push({ code: row.code, cnnme: row.cnnme, ennme: row.ennme });
  return result;
}
