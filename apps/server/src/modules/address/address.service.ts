import type {
  TAddUserAddressRequest,
  TAssetsUserAddressQuery,
  TCheckAddressLabelRequest,
  TGetOrSaveAddressIdByCompanyRequest,
  TGetOrSaveAddressIdByCompanyResponse,
  TOrderPartyAddressPageRequest,
  TUpdateUserAddressRequest,
  TUserAddress,
  TUserAddressListQuery,
  TUserAddressPage,
} from '@coastbook/contracts';
import { ADDRESS_LABEL_MAX_LENGTH, ORDER_PARTY_ADDRESS_TYPES } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ServerKeys } from '../../platform/crypto';
import { uniqueViolationOf, type Db, type DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { canModifyInScope, ownerScopeOf, visibleToScope } from '../file';
import { userAddress } from './address.tables';

/** An owner keeps at most this many entries of one type (a guard against runaway scripts, far above real use). */
export const ADDRESS_BOOK_LIMIT_PER_TYPE = 200;
/** common/list answers this many door addresses. */
export const COMMON_ADDRESS_LIMIT = 10;

type AddressRow = typeof userAddress.$inferSelect;
type AddressFields = Omit<TAddUserAddressRequest, never>;

async function visibleTo(db: DbOrTx, actor: Actor): Promise<SQL> {
  return visibleToScope(await ownerScopeOf({ db, actor }), { owner: userAddress.ownerUserId, enterprise: userAddress.enterpriseId });
}

function labelTaken(): AppError {
  return new AppError('ADDRESS_LABEL_TAKEN', { field: 'label' });
}

/** Province … detail for display, skipping empty levels and a city repeating its province (上海市上海市). */
export function fullAddressOf(parts: Array<string | null | undefined>): string {
  const present = parts.filter((part): part is string => Boolean(part && part.trim()));
  return present.filter((part, index) => part !== present[index - 1]).join('');
}

export function toUserAddress(row: AddressRow, keys: ServerKeys, actor: Actor): TUserAddress {
  const decrypt = (value: string | null) => (value ? keys.fieldCipher.decrypt(value) : null);
  return {
    addressId: row.id,
    addressType: row.addressType,
    isCompany: row.isCompany ? 1 : 0,
    label: row.label,
    companyName: row.companyName,
    contactName: row.contactName,
    title: row.title,
    mobile: decrypt(row.mobileEncrypted),
    phone: decrypt(row.phoneEncrypted),
    email: decrypt(row.emailEncrypted),
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    cityCode: row.cityCode,
    cityName: row.cityName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    townCode: row.townCode,
    townName: row.townName,
    streetCode: row.streetCode,
    streetName: row.streetName,
    detailAddress: row.detailAddress,
    fullAddress: fullAddressOf([row.provinceName, row.cityName, row.countyName, row.townName, row.streetName, row.detailAddress]),
    isDefault: row.isDefault ? 1 : 0,
    isOwn: row.ownerUserId === actor.userId,
    useCount: row.useCount,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** The columns written from a request: personal data encrypted. */
function columnsOf(request: AddressFields, keys: ServerKeys) {
  const encrypt = (value: string | undefined) => (value ? keys.fieldCipher.encrypt(value) : null);
  return {
    addressType: request.addressType,
    isCompany: request.isCompany === 1,
    label: request.label,
    companyName: request.companyName ?? null,
    contactName: request.contactName,
    title: request.title ?? null,
    mobileEncrypted: encrypt(request.mobile),
    phoneEncrypted: encrypt(request.phone),
    emailEncrypted: encrypt(request.email),
    provinceCode: request.provinceCode ?? null,
    provinceName: request.provinceName ?? null,
    cityCode: request.cityCode ?? null,
    cityName: request.cityName ?? null,
    countyCode: request.countyCode ?? null,
    countyName: request.countyName ?? null,
    townCode: request.townCode ?? null,
    townName: request.townName ?? null,
    streetCode: request.streetCode ?? null,
    streetName: request.streetName ?? null,
    detailAddress: request.detailAddress ?? null,
    isDefault: request.isDefault === 1,
  };
}

async function isLabelTaken(options: { db: DbOrTx; ownerUserId: string; addressType: string; label: string; exceptId?: string }): Promise<boolean> {
  const { db, ownerUserId, addressType, label, exceptId } = options;
  const [row] = await db
    .select({ id: userAddress.id })
    .from(userAddress)
    .where(
      and(
        eq(userAddress.ownerUserId, ownerUserId),
        eq(userAddress.addressType, addressType),
        sql`lower(${userAddress.label}) = lower(${label})`,
        exceptId ? ne(userAddress.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** An entry the actor may see, or ADDRESS_NOT_FOUND (also for another user's entry: as if absent). */
async function getVisibleAddress(options: { db: DbOrTx; actor: Actor; addressId: string; forUpdate?: boolean }): Promise<AddressRow> {
  const query = options.db
    .select()
    .from(userAddress)
    .where(and(eq(userAddress.id, options.addressId), await visibleTo(options.db, options.actor)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('ADDRESS_NOT_FOUND', { field: 'addressId', data: { field: 'addressId', addressId: options.addressId } });
  return row;
}

async function getModifiableAddress(options: { db: DbOrTx; actor: Actor; addressId: string }): Promise<AddressRow> {
  const row = await getVisibleAddress({ ...options, forUpdate: true });
  if (!canModifyInScope(await ownerScopeOf({ db: options.db, actor: options.actor }), row)) throw new AppError('ADDRESS_NOT_MODIFIABLE');
  return row;
}

/** Clears the owner's previous default of the type, so the partial unique index keeps one default. */
async function clearDefault(db: DbOrTx, ownerUserId: string, addressType: string, exceptId?: string): Promise<void> {
  await db
    .update(userAddress)
    .set({ isDefault: false })
    .where(and(eq(userAddress.ownerUserId, ownerUserId), eq(userAddress.addressType, addressType), eq(userAddress.isDefault, true), exceptId ? ne(userAddress.id, exceptId) : undefined));
}

/** Locks the owner's address book for one type, so the count limit and the default swap cannot race. */
async function lockOwnerType(db: DbOrTx, ownerUserId: string, addressType: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_address:${ownerUserId}:${addressType}`}))`);
}

async function insertAddress(db: Db, keys: ServerKeys, actor: Actor, request: AddressFields, useCount = 0): Promise<AddressRow> {
  if (await isLabelTaken({ db, ownerUserId: actor.userId, addressType: request.addressType, label: request.label })) throw labelTaken();
  try {
    return await db.transaction(async (tx) => {
      await lockOwnerType(tx, actor.userId, request.addressType);
      const [existing] = await tx
        .select({ total: count() })
        .from(userAddress)
        .where(and(eq(userAddress.ownerUserId, actor.userId), eq(userAddress.addressType, request.addressType)));
      if ((existing?.total ?? 0) >= ADDRESS_BOOK_LIMIT_PER_TYPE) throw new AppError('ADDRESS_BOOK_FULL', { field: 'addressType' });
      if (request.isDefault === 1) await clearDefault(tx, actor.userId, request.addressType);
      const [created] = await tx
        .insert(userAddress)
        .values({ ...columnsOf(request, keys), ownerUserId: actor.userId, enterpriseId: actor.enterpriseId, useCount, lastUsedAt: useCount > 0 ? new Date() : null })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'user_address_label_key') throw labelTaken();
    throw error;
  }
}

/** addUserAddress: a new entry owned by the actor (and the actor's enterprise). */
export async function addUserAddress(options: { db: Db; keys: ServerKeys; actor: Actor; request: TAddUserAddressRequest }): Promise<TUserAddress> {
  const { db, keys, actor, request } = options;
  return toUserAddress(await insertAddress(db, keys, actor, request), keys, actor);
}

/** updateUserAddress: the whole entry replaced; the label stays unique for the entry's owner and (new) type. */
export async function updateUserAddress(options: { db: Db; keys: ServerKeys; actor: Actor; request: TUpdateUserAddressRequest }): Promise<TUserAddress> {
  const { db, keys, actor, request } = options;
  const { addressId, ...fields } = request;
  try {
    const updated = await db.transaction(async (tx) => {
      const current = await getModifiableAddress({ db: tx, actor, addressId });
      await lockOwnerType(tx, current.ownerUserId, fields.addressType);
      if (await isLabelTaken({ db: tx, ownerUserId: current.ownerUserId, addressType: fields.addressType, label: fields.label, exceptId: addressId })) throw labelTaken();
      if (fields.isDefault === 1) await clearDefault(tx, current.ownerUserId, fields.addressType, addressId);
      const [row] = await tx
        .update(userAddress)
        .set({ ...columnsOf(fields, keys), updatedAt: new Date() })
        .where(eq(userAddress.id, addressId))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    });
    return toUserAddress(updated, keys, actor);
  } catch (error) {
    if (uniqueViolationOf(error) === 'user_address_label_key') throw labelTaken();
    throw error;
  }
}

/** deleteAddress. */
export async function deleteAddress(options: { db: Db; actor: Actor; addressId: string }): Promise<true> {
  await options.db.transaction(async (tx) => {
    await getModifiableAddress({ db: tx, actor: options.actor, addressId: options.addressId });
    await tx.delete(userAddress).where(eq(userAddress.id, options.addressId));
  });
  return true;
}

/** checkAddressLabelExist: false when free for the actor and type; ADDRESS_LABEL_TAKEN when taken. */
export async function checkAddressLabelExist(options: { db: Db; actor: Actor; request: TCheckAddressLabelRequest }): Promise<false> {
  const { db, actor, request } = options;
  let ownerUserId = actor.userId;
  if (request.addressId) ownerUserId = (await getVisibleAddress({ db, actor, addressId: request.addressId })).ownerUserId;
  if (await isLabelTaken({ db, ownerUserId, addressType: request.addressType, label: request.label, exceptId: request.addressId })) throw labelTaken();
  return false;
}

/** addUserEmail: sets the e-mail of an entry. */
export async function addUserEmail(options: { db: Db; keys: ServerKeys; actor: Actor; addressId: string; email: string }): Promise<true> {
  const { db, keys, actor, addressId, email } = options;
  await db.transaction(async (tx) => {
    await getModifiableAddress({ db: tx, actor, addressId });
    await tx.update(userAddress).set({ emailEncrypted: keys.fieldCipher.encrypt(email), updatedAt: new Date() }).where(eq(userAddress.id, addressId));
  });
  return true;
}

/** getUserAddressByAddressId. */
export async function getUserAddress(options: { db: Db; keys: ServerKeys; actor: Actor; addressId: string }): Promise<TUserAddress> {
  return toUserAddress(await getVisibleAddress(options), options.keys, options.actor);
}

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(userAddress.label, pattern), ilike(userAddress.companyName, pattern), ilike(userAddress.contactName, pattern));
}

async function pageOfAddresses(options: { db: Db; keys: ServerKeys; actor: Actor; where: SQL | undefined; current: number; size: number }): Promise<TUserAddressPage> {
  const { db, keys, actor, where, current, size } = options;
  const condition = and(await visibleTo(db, actor), where);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(userAddress)
      .where(condition)
      .orderBy(desc(userAddress.isDefault), desc(userAddress.updatedAt), asc(userAddress.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(userAddress).where(condition),
  ]);
  return { records: rows.map((row) => toUserAddress(row, keys, actor)), total: totals?.total ?? 0, current, size };
}

/** entUserAddress/list: paged, default entries first, then the latest changed. */
export async function listUserAddresses(options: { db: Db; keys: ServerKeys; actor: Actor; query: TUserAddressListQuery }): Promise<TUserAddressPage> {
  const { query } = options;
  const where = and(query.addressType ? eq(userAddress.addressType, query.addressType) : undefined, keywordFilter(query.keyword));
  return pageOfAddresses({ ...options, where, current: query.current, size: query.size });
}

/** order/party/getOrderPartyAddressPage: the order parties (S, C, N, B), one type or all four. */
export async function getOrderPartyAddressPage(options: { db: Db; keys: ServerKeys; actor: Actor; request: TOrderPartyAddressPageRequest }): Promise<TUserAddressPage> {
  const { request } = options;
  const types = request.addressType ? [request.addressType] : [...ORDER_PARTY_ADDRESS_TYPES];
  const where = and(inArray(userAddress.addressType, types), keywordFilter(request.keyword));
  return pageOfAddresses({ ...options, where, current: request.current, size: request.size });
}

/** common/list: the most used door addresses (L or D), then the latest used. */
export async function findCommonAddresses(options: { db: Db; keys: ServerKeys; actor: Actor; addressType: 'L' | 'D' }): Promise<TUserAddress[]> {
  const { db, keys, actor, addressType } = options;
  const rows = await db
    .select()
    .from(userAddress)
    .where(and(await visibleTo(db, actor), eq(userAddress.addressType, addressType)))
    .orderBy(desc(userAddress.useCount), sql`${userAddress.lastUsedAt} DESC NULLS LAST`, desc(userAddress.updatedAt))
    .limit(COMMON_ADDRESS_LIMIT);
  return rows.map((row) => toUserAddress(row, keys, actor));
}

/** getEmergencyUserInfo: the actor's emergency contact (type E): the default one, else the latest; null when none. */
export async function getEmergencyUserInfo(options: { db: Db; keys: ServerKeys; actor: Actor }): Promise<TUserAddress | null> {
  const { db, keys, actor } = options;
  const [row] = await db
    .select()
    .from(userAddress)
    .where(and(eq(userAddress.ownerUserId, actor.userId), eq(userAddress.addressType, 'E')))
    .orderBy(desc(userAddress.isDefault), desc(userAddress.updatedAt))
    .limit(1);
  return row ? toUserAddress(row, keys, actor) : null;
}

/**
 * member/assets/getUserAddress: the order form's picker for one type, default first, then the most
 * used (at most ADDRESS_BOOK_LIMIT_PER_TYPE). restrictShipper keeps company entries only: the
 * shipper of a booking must be a company (the certified enterprise checks its name at order time).
 */
export async function findAssetsUserAddresses(options: { db: Db; keys: ServerKeys; actor: Actor; query: TAssetsUserAddressQuery }): Promise<TUserAddress[]> {
  const { db, keys, actor, query } = options;
  const rows = await db
    .select()
    .from(userAddress)
    .where(and(await visibleTo(db, actor), eq(userAddress.addressType, query.addressType), query.restrictShipper ? eq(userAddress.isCompany, true) : undefined))
    .orderBy(desc(userAddress.isDefault), desc(userAddress.useCount), desc(userAddress.updatedAt))
    .limit(ADDRESS_BOOK_LIMIT_PER_TYPE);
  return rows.map((row) => toUserAddress(row, keys, actor));
}

/** A label free for the owner and type: the wanted one, else with ' 2', ' 3'… (kept within the label length). */
async function freeLabel(db: Db, ownerUserId: string, addressType: string, wanted: string): Promise<string> {
  const base = wanted.slice(0, ADDRESS_LABEL_MAX_LENGTH);
  if (!(await isLabelTaken({ db, ownerUserId, addressType, label: base }))) return base;
  for (let suffix = 2; suffix < 100; suffix += 1) {
    const candidate = `${base.slice(0, ADDRESS_LABEL_MAX_LENGTH - String(suffix).length - 1)} ${suffix}`;
    if (!(await isLabelTaken({ db, ownerUserId, addressType, label: candidate }))) return candidate;
  }
  throw labelTaken();
}

/**
 * getOrSaveAddressIdByCompany: the order form's freely typed party. An entry of the actor with the
 * same type and the same company name (a person: the same contact name and mobile) is reused and
 * counted as used; otherwise a new entry is saved, labelled with the company or contact name.
 */
export async function getOrSaveAddressIdByCompany(options: {
  db: Db;
  keys: ServerKeys;
  actor: Actor;
  request: TGetOrSaveAddressIdByCompanyRequest;
}): Promise<TGetOrSaveAddressIdByCompanyResponse> {
  const { db, keys, actor, request } = options;
  const candidates = await db
    .select()
    .from(userAddress)
    .where(
      and(
        eq(userAddress.ownerUserId, actor.userId),
        eq(userAddress.addressType, request.addressType),
        request.isCompany === 1
          ? and(eq(userAddress.isCompany, true), sql`lower(${userAddress.companyName}) = lower(${request.companyName ?? ''})`)
          : and(eq(userAddress.isCompany, false), eq(userAddress.contactName, request.contactName)),
      ),
    )
    .orderBy(desc(userAddress.useCount));
  const match = candidates.find(
    (row) => request.isCompany === 1 || (row.mobileEncrypted ? keys.fieldCipher.decrypt(row.mobileEncrypted) : undefined) === request.mobile,
  );
  if (match) {
    await db.update(userAddress).set({ useCount: sql`${userAddress.useCount} + 1`, lastUsedAt: new Date() }).where(eq(userAddress.id, match.id));
    return { addressId: match.id, created: false };
  }
  const wanted = request.label ?? (request.isCompany === 1 && request.companyName ? request.companyName : request.contactName);
  const label = await freeLabel(db, actor.userId, request.addressType, wanted);
  const created = await insertAddress(db, keys, actor, { ...request, label }, 1);
  return { addressId: created.id, created: true };
}
