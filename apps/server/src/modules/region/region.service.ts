import type { TRegion, TRegionChain } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { region } from './region.tables';

type RegionRow = typeof region.$inferSelect;
type Level = TRegion['level'];

function toRegion(row: RegionRow, hasChildren: boolean): TRegion {
  return { uuid: row.code, code: row.code, name: row.name, level: row.level as Level, parentUuid: row.parentCode, hasChildren };
}

/**
 * product/cities/getCities: the children of `parentUuid` (the provinces without one), in the seeded
 * order. `level`, when given, filters the answer to that level (a city like 东莞市 has towns directly).
 * An unknown parent is refused, so a picker cannot silently show an empty list for a typo.
 */
export async function findCities(options: { db: DbOrTx; parentUuid?: string | undefined; level?: Level | undefined }): Promise<TRegion[]> {
  const { db, parentUuid, level } = options;
  if (parentUuid) {
    const [parent] = await db.select({ code: region.code }).from(region).where(eq(region.code, parentUuid));
    if (!parent) throw new AppError('REGION_NOT_FOUND', { field: 'parentUuid' });
  }
  const rows = await db
    .select()
    .from(region)
    .where(and(parentUuid ? eq(region.parentCode, parentUuid) : isNull(region.parentCode), level ? eq(region.level, level) : undefined))
    .orderBy(asc(region.sort), asc(region.code));
  if (rows.length === 0) return [];
  const parents = await db
    .selectDistinct({ code: region.parentCode })
    .from(region)
    .where(inArray(region.parentCode, rows.map((row) => row.code)));
  const withChildren = new Set(parents.map((parent) => parent.code));
  return rows.map((row) => toRegion(row, withChildren.has(row.code)));
}

async function chainOf(db: DbOrTx, code: string): Promise<RegionRow[]> {
  const chain: RegionRow[] = [];
  let next: string | null = code;
  // At most five levels; the loop guard keeps a broken parent link from spinning.
  while (next && chain.length < 6) {
    const [row]: RegionRow[] = await db.select().from(region).where(eq(region.code, next));
    if (!row) break;
    chain.unshift(row);
    next = row.parentCode;
  }
  return chain;
}

/** baseData/queryAddressCityLevel: the regions from the province down to `code`, for a picker to show a stored address. */
export async function getAddressCityLevel(options: { db: DbOrTx; code: string }): Promise<TRegionChain> {
  const chain = await chainOf(options.db, options.code);
  if (chain.length === 0) throw new AppError('REGION_NOT_FOUND', { field: 'code' });
  return chain.map((row) => ({ uuid: row.code, code: row.code, name: row.name, level: row.level as Level }));
}

/**
 * baseData/queryCitiesByDetailAddress: recognises the regions a free-text address names, level by level
 * (浙江省宁波市北仑区新碶街道… or 宁波北仑…): at each level the child whose full or short name occurs in the
 * text, earliest occurrence first. A text that starts below the province (宁波市北仑区) is found through
 * the city. The chain stops at the first level it cannot recognise.
 */
export async function findCitiesByDetailAddress(options: { db: DbOrTx; detailAddress: string }): Promise<TRegionChain> {
  const { db } = options;
  const text = options.detailAddress.replace(/\s+/g, '');
  const all = await db.select().from(region);
  const childrenOf = new Map<string | null, RegionRow[]>();
  for (const row of all) childrenOf.set(row.parentCode, [...(childrenOf.get(row.parentCode) ?? []), row]);

  const positionIn = (row: RegionRow): number => {
    const full = text.indexOf(row.name);
    if (full >= 0) return full;
    // Towns only by their full name: 盐田 names the district, not 盐田街道.
    return row.level !== 'Towns' && row.level !== 'Street' && row.shortName.length >= 2 ? text.indexOf(row.shortName) : -1;
  };
  const bestOf = (rows: readonly RegionRow[]): RegionRow | undefined =>
    rows
      .map((row) => ({ row, at: positionIn(row) }))
      .filter((match) => match.at >= 0)
      .sort((left, right) => left.at - right.at || right.row.name.length - left.row.name.length)[0]?.row;

  let current = bestOf(childrenOf.get(null) ?? []);
  const chain: RegionRow[] = [];
  if (current) chain.push(current);
  else {
    // No province named: find the city (then its province) among all cities.
    const city = bestOf(all.filter((row) => row.level === 'City'));
    if (!city) throw new AppError('REGION_NOT_RECOGNISED', { field: 'detailAddress' });
    chain.push(...(await chainOf(db, city.code)));
    current = city;
  }
  while (current) {
    const children: RegionRow[] = childrenOf.get(current.code) ?? [];
    // A municipality's single city level has its own name (上海市/上海市): take it without needing it twice in the text.
    const next: RegionRow | undefined = children.length === 1 && children[0]!.name === current.name ? children[0] : bestOf(children);
    if (!next) break;
    chain.push(next);
    current = next;
  }
  return chain.map((row) => ({ uuid: row.code, code: row.code, name: row.name, level: row.level as Level }));
}
