import type { TCargoBriefDesc, TCargoSubType, TCargoType } from '@coastbook/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { cargoBriefDesc, cargoSubType, cargoType, containerCargoType } from './basedata.tables';
import { likeContaining, NAME_SEARCH_LIMIT, nameOrCodeLike } from './name-search';

const cargoTypeColumns = {
  cgoTypeCde: cargoType.code,
  cgoTypeCnnme: cargoType.cnnme,
  cgoTypeEnnme: cargoType.ennme,
  isDangerous: cargoType.isDangerous,
  isReefer: cargoType.isReefer,
  isSpecialLine: cargoType.isSpecialLine,
};

/** Cargo types sold through special lines (liquid bag, tank). */
export async function findSpecialLineCargoTypes({ db }: { db: DbOrTx }): Promise<TCargoType[]> {
  return db.select(cargoTypeColumns).from(cargoType).where(eq(cargoType.isSpecialLine, true)).orderBy(asc(cargoType.sortOrder));
}

/** Every cargo type, or those the given container type may carry (empty for an unknown type). */
export async function findContainerCargoTypes({ db, cntrType }: { db: DbOrTx; cntrType?: string | undefined }): Promise<TCargoType[]> {
  if (!cntrType) return db.select(cargoTypeColumns).from(cargoType).orderBy(asc(cargoType.sortOrder));
  return db
    .select(cargoTypeColumns)
    .from(cargoType)
    .innerJoin(containerCargoType, eq(containerCargoType.cargoTypeCode, cargoType.code))
    .where(eq(containerCargoType.containerTypeCode, cntrType))
    .orderBy(asc(cargoType.sortOrder));
}

/** Commodities whose name (or code) matches, optionally of one cargo type. */
export async function findCargoBriefDescsByName({
  db,
  cgoBriefDescCnnme,
  cgoTypeCde,
}: {
  db: DbOrTx;
  cgoBriefDescCnnme: string;
  cgoTypeCde?: string | undefined;
}): Promise<TCargoBriefDesc[]> {
  const match = nameOrCodeLike(cargoBriefDesc, cgoBriefDescCnnme);
  const conditions: SQL[] = [match.where];
  if (cgoTypeCde) conditions.push(eq(cargoBriefDesc.cargoTypeCode, cgoTypeCde));
  return db
    .select({
      cgoBriefDescCde: cargoBriefDesc.code,
      cgoBriefDescCnnme: cargoBriefDesc.cnnme,
      cgoBriefDescEnnme: cargoBriefDesc.ennme,
      cgoTypeCde: cargoType.code,
      cgoTypeCnnme: cargoType.cnnme,
    })
    .from(cargoBriefDesc)
    .innerJoin(cargoType, eq(cargoType.code, cargoBriefDesc.cargoTypeCode))
    .where(and(...conditions))
    .orderBy(match.rank, asc(cargoBriefDesc.sortOrder))
    .limit(NAME_SEARCH_LIMIT);
}

/** Cargo sub-types; the filters combine (name fragments, cargo type codes) and none lists all. */
export async function findCargoSubTypes({
  db,
  cgoSubTypeCnnme,
  cgoBriefDescCnnme,
  typeList,
}: {
  db: DbOrTx;
  cgoSubTypeCnnme?: string | undefined;
  cgoBriefDescCnnme?: string | undefined;
  typeList?: string[] | undefined;
}): Promise<TCargoSubType[]> {
  const conditions: SQL[] = [];
  if (cgoSubTypeCnnme) conditions.push(ilike(cargoSubType.cnnme, likeContaining(cgoSubTypeCnnme)));
  if (cgoBriefDescCnnme) conditions.push(ilike(cargoBriefDesc.cnnme, likeContaining(cgoBriefDescCnnme)));
  if (typeList && typeList.length > 0) conditions.push(inArray(cargoBriefDesc.cargoTypeCode, typeList));
  return db
    .select({
      cgoSubTypeCde: cargoSubType.code,
      cgoSubTypeCnnme: cargoSubType.cnnme,
      cgoBriefDescCde: cargoBriefDesc.code,
      cgoBriefDescCnnme: cargoBriefDesc.cnnme,
      cgoTypeCde: cargoBriefDesc.cargoTypeCode,
    })
    .from(cargoSubType)
    .innerJoin(cargoBriefDesc, eq(cargoBriefDesc.code, cargoSubType.cargoBriefDescCode))
    .where(and(...conditions))
    .orderBy(asc(cargoBriefDesc.sortOrder), asc(cargoSubType.sortOrder));
}
