import type { TContainerType } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containerType } from './basedata.tables';

const containerTypeColumns = {
  cntrType: containerType.code,
  cntrTypeCnnme: containerType.cnnme,
  cntrTypeEnnme: containerType.ennme,
  cntrSize: containerType.sizeFt,
  isHighCube: containerType.isHighCube,
  isReefer: containerType.isReefer,
  isOpenTop: containerType.isOpenTop,
  isFlatRack: containerType.isFlatRack,
  isTank: containerType.isTank,
  teu: containerType.teu,
};

/** Every container type in display order (20GP first). */
export async function findContainerTypes({ db }: { db: DbOrTx }): Promise<TContainerType[]> {
  return db.select(containerTypeColumns).from(containerType).orderBy(asc(containerType.sortOrder));
}

/** One container type; NOT_FOUND when unknown. */
export async function getContainerType({ db, cntrType }: { db: DbOrTx; cntrType: string }): Promise<TContainerType> {
  const [row] = await db.select(containerTypeColumns).from(containerType).where(eq(containerType.code, cntrType));
  if (!row) throw new AppError('NOT_FOUND', { msg: { zh: `箱型不存在：${cntrType}`, en: `Container type not found: ${cntrType}` }, field: 'cntrType' });
  return row;
}
