import type {
  TFacility,
  TFacilityDetail,
  TFacilityType,
  TFacilityWithPort,
  TGetAllPortResponse,
} from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { carrierPort, portFacility } from './basedata.tables';
import { NAME_SEARCH_LIMIT, nameOrCodeLike } from './name-search';

const parentPort = alias(portFacility, 'parent_port');

const facilityColumns = {
  code: portFacility.code,
  type: portFacility.type,
  cnnme: portFacility.cnnme,
  ennme: portFacility.ennme,
};

const withPortColumns = {
  ...facilityColumns,
  portCde: portFacility.parentPortCode,
  portCnnme: parentPort.cnnme,
  portEnnme: parentPort.ennme,
};

const detailColumns = {
  ...withPortColumns,
  unLocode: portFacility.unLocode,
  province: portFacility.province,
  isHot: portFacility.isHot,
};

function selectWithPort(db: DbOrTx) {
  return db.select(withPortColumns).from(portFacility).leftJoin(parentPort, eq(parentPort.code, portFacility.parentPortCode));
}

function ofTypes(types: readonly TFacilityType[]): SQL {
  return inArray(portFacility.type, [...types]);
}

/** Mixed lists show ports first, then rail stations, then terminal facilities. */
const typeRank = sql`case ${portFacility.type} when 'P' then 0 when 'R' then 1 else 2 end`;

/**
 * The port picker's data (000 §3): hot ports and rail stations in their configured order, and every
 * port and terminal facility sorted by English name for the A-H / I-P / Q-Z groups. Ports not open
 * for online booking are left out.
 */
export async function getAllPorts({ db }: { db: DbOrTx }): Promise<TGetAllPortResponse> {
  const rows = await db
    .select({ ...facilityColumns, isHot: portFacility.isHot })
    .from(portFacility)
    .where(eq(portFacility.isIgnored, false))
    .orderBy(asc(portFacility.sortOrder), asc(portFacility.code));
  const toFacility = ({ code, type, cnnme, ennme }: TFacility): TFacility => ({ code, type, cnnme, ennme });
  const byEnglishName = (left: TFacility, right: TFacility) =>
    left.ennme.localeCompare(right.ennme, 'en') || left.code.localeCompare(right.code, 'en');
  return {
    hotPorts: rows.filter((row) => row.type === 'P' && row.isHot).map(toFacility),
    railStations: rows.filter((row) => row.type === 'R').map(toFacility),
    portFacilities: rows
      .filter((row) => row.type === 'P' || row.type === 'F')
      .map(toFacility)
      .sort(byEnglishName),
  };
}

/** Every terminal facility with its port, grouped by port in the ports' order. */
export async function findAllTerminalFacilities({ db }: { db: DbOrTx }): Promise<TFacilityWithPort[]> {
  return selectWithPort(db)
    .where(ofTypes(['F']))
    .orderBy(asc(parentPort.sortOrder), asc(portFacility.sortOrder));
}

/**
 * Ports and rail stations whose name or code matches (the booking search's origin/destination box).
 * `filterIgnorePorts` leaves out ports closed for online booking; `carrier` keeps the ports that
 * carrier calls (a rail station counts when its sea port does).
 */
export async function findPortsByNameLike({
  db,
  name,
  filterIgnorePorts,
  carrier,
}: {
  db: DbOrTx;
  name: string;
  filterIgnorePorts: boolean;
  carrier?: string | undefined;
}): Promise<TFacility[]> {
  const match = nameOrCodeLike(portFacility, name);
  const conditions: SQL[] = [ofTypes(['P', 'R']), match.where];
  if (filterIgnorePorts) conditions.push(eq(portFacility.isIgnored, false));
  if (carrier) {
    const servedPort = sql`coalesce(${portFacility.parentPortCode}, ${portFacility.code})`;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(carrierPort)
          .where(and(eq(carrierPort.carrierCode, carrier), eq(carrierPort.portCode, servedPort))),
      ),
    );
  }
  return db
    .select(facilityColumns)
    .from(portFacility)
    .where(and(...conditions))
    .orderBy(match.rank, desc(portFacility.isHot), typeRank, asc(portFacility.sortOrder))
    .limit(NAME_SEARCH_LIMIT);
}

async function findWithPortByNameLike(db: DbOrTx, name: string, types: readonly TFacilityType[]): Promise<TFacilityWithPort[]> {
  const match = nameOrCodeLike(portFacility, name);
  return selectWithPort(db)
    .where(and(ofTypes(types), match.where))
    .orderBy(match.rank, typeRank, asc(portFacility.sortOrder))
    .limit(NAME_SEARCH_LIMIT);
}

/** Terminal facilities by name or code. */
export function findTerminalFacilitiesByNameLike({ db, name }: { db: DbOrTx; name: string }): Promise<TFacilityWithPort[]> {
  return findWithPortByNameLike(db, name, ['F']);
}

/** Ports, rail stations and terminal facilities by name or code, for the generic data selector. */
export function findAnyFacilityByNameLike({ db, name }: { db: DbOrTx; name: string }): Promise<TFacilityWithPort[]> {
  return findWithPortByNameLike(db, name, ['P', 'R', 'F']);
}

/** Rail stations by name or code. */
export function findRailStationsByNameLike({ db, name }: { db: DbOrTx; name: string }): Promise<TFacilityWithPort[]> {
  return findWithPortByNameLike(db, name, ['R']);
}

/** The terminal facilities of one port (empty for an unknown port). */
export async function findTerminalFacilitiesOfPort({ db, portCde }: { db: DbOrTx; portCde: string }): Promise<TFacilityWithPort[]> {
  return selectWithPort(db)
    .where(and(ofTypes(['F']), eq(portFacility.parentPortCode, portCde)))
    .orderBy(asc(portFacility.sortOrder));
}

/** All rail stations, or those whose rail leg ends at the given sea port. */
export async function findRailStations({ db, portCde }: { db: DbOrTx; portCde?: string | undefined }): Promise<TFacilityWithPort[]> {
  const conditions: SQL[] = [ofTypes(['R'])];
  if (portCde) conditions.push(eq(portFacility.parentPortCode, portCde));
  return selectWithPort(db)
    .where(and(...conditions))
    .orderBy(asc(portFacility.sortOrder));
}

/** Ports with their details (all, or the one named), north to south. */
export async function findPorts({ db, portCde }: { db: DbOrTx; portCde?: string | undefined }): Promise<TFacilityDetail[]> {
  const conditions: SQL[] = [ofTypes(['P'])];
  if (portCde) conditions.push(eq(portFacility.code, portCde));
  return db
    .select(detailColumns)
    .from(portFacility)
    .leftJoin(parentPort, eq(parentPort.code, portFacility.parentPortCode))
    .where(and(...conditions))
    .orderBy(asc(portFacility.sortOrder));
}

/** One port, rail station or facility by code; NOT_FOUND when there is none. */
export async function getFacility({ db, fcilCde }: { db: DbOrTx; fcilCde: string }): Promise<TFacilityDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(portFacility)
    .leftJoin(parentPort, eq(parentPort.code, portFacility.parentPortCode))
    .where(eq(portFacility.code, fcilCde));
  if (!row) throw new AppError('NOT_FOUND', { msg: { zh: `港口或场站不存在：${fcilCde}`, en: `Port or facility not found: ${fcilCde}` }, field: 'fcilCde' });
  return row;
}
