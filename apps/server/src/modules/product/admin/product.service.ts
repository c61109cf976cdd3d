import type { TOpsPrice, TOpsPriceChange, TOpsProduct, TOpsProductCreate, TOpsProductPage, TOpsProductQuery, TOpsProductUpdate } from '@coastbook/contracts';
import { AppError, isContractProductType, isLiquidBagProductType, LIQUID_BAG_CARGO_TYPE_CODE, LIQUID_BAG_SERVICE_CODE, yuanToFen } from '@coastbook/domain';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { containerType, portFacility, serviceLoop } from '../../basedata';
import { containerPrice, product } from '../product.tables';
import { changeWithAudit, createWithAudit, type AuditContext } from './audited-change';

/**
 * Products and their container prices. A price is never edited in place: a change closes the open row
 * (valid_to = the new price's start) and opens a new one, so price history (and the freight index)
 * keeps every published figure, and the customer search reads the new row from its start.
 */

type PriceRow = typeof containerPrice.$inferSelect;
type ProductRow = typeof product.$inferSelect;

function toPrice(row: PriceRow): TOpsPrice {
  return {
    id: row.id,
    containerTypeCode: row.containerTypeCode,
    price: row.priceFen / 100,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo?.toISOString() ?? null,
    createdBy: row.createdBy,
  };
}

async function facilityNames(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ code: portFacility.code, cnnme: portFacility.cnnme }).from(portFacility).where(inArray(portFacility.code, codes));
  return new Map(rows.map((row) => [row.code, row.cnnme]));
}

/** Prices in force now or later (not the closed history), by container type then start. */
async function livePrices(db: DbOrTx, productIds: string[]): Promise<PriceRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(containerPrice)
    .where(and(inArray(containerPrice.productId, productIds), or(isNull(containerPrice.validTo), gt(containerPrice.validTo, sql`now()`))))
    .orderBy(asc(containerPrice.containerTypeCode), asc(containerPrice.validFrom));
}

async function toProducts(db: DbOrTx, rows: ProductRow[]): Promise<TOpsProduct[]> {
  const codes = [...new Set(rows.flatMap((row) => [row.origFacilityCode, row.fpolCode, row.lpodCode, row.destFacilityCode]))];
  const [names, prices] = await Promise.all([facilityNames(db, codes), livePrices(db, rows.map((row) => row.id))]);
  const nameOf = (code: string) => names.get(code) ?? code;
  return rows.map((row) => ({
    id: row.id,
    productCode: row.productCode,
    carrierCode: row.carrierCode,
    productType: row.productType,
    productKind: row.productKind,
    svcLoopAbbrv: row.svcLoopAbbrv,
    origFacilityCode: row.origFacilityCode,
    origFacilityCnnme: nameOf(row.origFacilityCode),
    fpolCode: row.fpolCode,
    fpolCnnme: nameOf(row.fpolCode),
    lpodCode: row.lpodCode,
    lpodCnnme: nameOf(row.lpodCode),
    destFacilityCode: row.destFacilityCode,
    destFacilityCnnme: nameOf(row.destFacilityCode),
    transitDays: row.transitDays,
    railTransitDays: row.railTransitDays,
    serviceCode: row.serviceCode,
    cargoTypeCode: row.cargoTypeCode,
    committedVolume: row.committedVolume,
    agreementId: row.agreementId,
    maxOrderQuantity: row.maxOrderQuantity,
    isAutoConfirm: row.isAutoConfirm,
    isHot: row.isHot,
    isActive: row.isActive,
    prices: prices.filter((price) => price.productId === row.id).map(toPrice),
  }));
}

export async function findOpsProducts({ db, query }: { db: DbOrTx; query: TOpsProductQuery }): Promise<TOpsProductPage> {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const keyword = query.keyword.toUpperCase();
    conditions.push(or(ilike(product.productCode, `%${keyword}%`), eq(product.fpolCode, keyword), eq(product.lpodCode, keyword), eq(product.origFacilityCode, keyword), eq(product.destFacilityCode, keyword))!);
  }
  if (query.svcLoopAbbrv) conditions.push(eq(product.svcLoopAbbrv, query.svcLoopAbbrv.toUpperCase()));
  if (query.productType !== undefined) conditions.push(eq(product.productType, query.productType));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(product)
      .where(where)
      .orderBy(asc(product.sortOrder), asc(product.productCode))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(product).where(where),
  ]);
  return { records: await toProducts(db, rows), total: totals?.total ?? 0, current: query.current, size: query.size };
}

async function productSnapshot(db: DbOrTx, id: string, lock = false): Promise<TOpsProduct | undefined> {
  const query = db.select().from(product).where(eq(product.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && (await toProducts(db, [row]))[0];
}

export async function getOpsProduct({ db, id }: { db: DbOrTx; id: string }): Promise<TOpsProduct> {
  const found = await productSnapshot(db, id);
  if (!found) throw new AppError('PRODUCT_ADMIN_PRODUCT_NOT_FOUND');
  return found;
}

/** Contract types need a committed volume; liquid-bag types carry FLEXITANK / 110 unless told otherwise. */
function normaliseSpecialFields<T extends TOpsProductUpdate>(productType: number, input: T): T {
  if (isContractProductType(productType) && input.committedVolume === null) {
    throw new AppError('BAD_REQUEST', {
      msg: { zh: '合约产品须填写承诺箱量（committedVolume）', en: 'A contract product needs a committed volume (committedVolume)' },
      field: 'committedVolume',
    });
  }
  if (isLiquidBagProductType(productType)) {
    return { ...input, serviceCode: input.serviceCode ?? LIQUID_BAG_SERVICE_CODE, cargoTypeCode: input.cargoTypeCode ?? LIQUID_BAG_CARGO_TYPE_CODE };
  }
  return input;
}

export async function createOpsProduct(context: AuditContext & { input: TOpsProductCreate }): Promise<TOpsProduct> {
  const { db } = context;
  const input = normaliseSpecialFields(context.input.productType, context.input);
  const [loop] = await db
    .select({ rotation: serviceLoop.portRotation })
    .from(serviceLoop)
    .where(and(eq(serviceLoop.carrierCode, input.carrierCode), eq(serviceLoop.abbreviation, input.svcLoopAbbrv)));
  if (!loop) {
    throw new AppError('PRODUCT_ADMIN_LOOP_NOT_FOUND', {
      msg: { zh: `航线不存在：${input.carrierCode}/${input.svcLoopAbbrv}（svcLoopAbbrv）`, en: `Service loop not found: ${input.carrierCode}/${input.svcLoopAbbrv} (svcLoopAbbrv)` },
      field: 'svcLoopAbbrv',
    });
  }
  for (const field of ['fpolCode', 'lpodCode'] as const) {
    if (!loop.rotation.includes(input[field])) {
      const port = field === 'fpolCode' ? { zh: '装货港', en: 'Port of loading' } : { zh: '卸货港', en: 'Port of discharge' };
      throw new AppError('PRODUCT_ADMIN_PORT_NOT_FOUND', {
        msg: {
          zh: `${port.zh} ${input[field]} 不在航线 ${input.svcLoopAbbrv} 的挂靠港中（${field}）`,
          en: `${port.en} ${input[field]} is not in the port rotation of loop ${input.svcLoopAbbrv} (${field})`,
        },
        field,
      });
    }
  }
  const names = await facilityNames(db, [input.origFacilityCode, input.destFacilityCode]);
  for (const field of ['origFacilityCode', 'destFacilityCode'] as const) {
    if (!names.has(input[field])) {
      throw new AppError('PRODUCT_ADMIN_PORT_NOT_FOUND', { msg: { zh: `港口或场站不存在：${input[field]}（${field}）`, en: `Port or facility not found: ${input[field]} (${field})` }, field });
    }
  }
  const productCode = `${input.carrierCode}-${input.svcLoopAbbrv}-${input.origFacilityCode === input.fpolCode ? '' : `${input.origFacilityCode}.`}${input.fpolCode}-${input.lpodCode}${input.destFacilityCode === input.lpodCode ? '' : `.${input.destFacilityCode}`}-${input.productType}`;
  const exists = () => new AppError('PRODUCT_ADMIN_PRODUCT_EXISTS', { msg: { zh: `产品已存在：${productCode}`, en: `Product already exists: ${productCode}` }, field: 'productCode' });
  const created = await createWithAudit(context, {
    action: 'product.create',
    entityType: 'product',
    create: async (tx) => {
      const [row] = await tx
        .insert(product)
        .values({ ...input, productCode })
        .onConflictDoNothing()
        .returning();
      if (!row) throw exists();
      const after = (await toProducts(tx, [row]))[0]!;
      return { id: row.id, after, product: after };
    },
  });
  return created.product;
}

export async function updateOpsProduct(context: AuditContext & { id: string; input: TOpsProductUpdate }): Promise<TOpsProduct> {
  const { id } = context;
  const current = await getOpsProduct({ db: context.db, id });
  const input = normaliseSpecialFields(current.productType, context.input);
  const snapshot = (tx: DbOrTx, options?: { lock?: boolean }) => productSnapshot(tx, id, options?.lock);
  await changeWithAudit(context, {
    action: 'product.update',
    entityType: 'product',
    entityId: id,
    notFound: 'PRODUCT_ADMIN_PRODUCT_NOT_FOUND',
    snapshot,
    change: (tx) =>
      tx
        .update(product)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(product.id, id)),
  });
  return (await snapshot(context.db))!;
}

/** Every price row of the product (newest first), optionally of one container type: the price history. */
export async function findOpsPriceHistory({ db, productId, containerTypeCode }: { db: DbOrTx; productId: string; containerTypeCode?: string | undefined }): Promise<TOpsPrice[]> {
  await getOpsProduct({ db, id: productId });
  const rows = await db
    .select()
    .from(containerPrice)
    .where(and(eq(containerPrice.productId, productId), containerTypeCode ? eq(containerPrice.containerTypeCode, containerTypeCode) : undefined))
    .orderBy(asc(containerPrice.containerTypeCode), desc(containerPrice.validFrom));
  return rows.map(toPrice);
}

/** The open (latest) price row of a product and type, locked when asked. */
async function openPrice(db: DbOrTx, productId: string, containerTypeCode: string, lock = false): Promise<TOpsPrice | undefined> {
  const query = db
    .select()
    .from(containerPrice)
    .where(and(eq(containerPrice.productId, productId), eq(containerPrice.containerTypeCode, containerTypeCode), isNull(containerPrice.validTo)));
  const [row] = lock ? await query.for('update') : await query;
  return row && toPrice(row);
}

/**
 * Publishes a new price from `validFrom` (default: now). The operator names the row they saw
 * (currentPriceId): closing it is a conditional UPDATE on "still open and still that row", so two
 * operators changing the same price at once cannot both win; the loser is told to reload.
 */
export async function changeOpsPrice(context: AuditContext & { productId: string; input: TOpsPriceChange }): Promise<TOpsProduct> {
  const { db, productId, input } = context;
  await getOpsProduct({ db, id: productId });
  const [type] = await db.select({ code: containerType.code }).from(containerType).where(eq(containerType.code, input.containerTypeCode));
  if (!type) {
    throw new AppError('PRODUCT_ADMIN_CONTAINER_TYPE_NOT_FOUND', {
      msg: { zh: `箱型不存在：${input.containerTypeCode}（containerTypeCode）`, en: `Container type not found: ${input.containerTypeCode} (containerTypeCode)` },
      field: 'containerTypeCode',
    });
  }
  const priceFen = yuanToFen(input.price);
  const startsAt = input.validFrom ? new Date(input.validFrom) : undefined;
  if (startsAt && startsAt.getTime() < Date.now() - 60_000) {
    throw new AppError('BAD_REQUEST', { msg: { zh: '生效时间不能早于当前时间（validFrom）', en: 'The valid-from time cannot be earlier than now (validFrom)' }, field: 'validFrom' });
  }
  const entityId = `${productId}/${input.containerTypeCode}`;
  const stale = () => new AppError('PRODUCT_ADMIN_PRICE_CHANGED', { field: 'currentPriceId' });

  const publish = async (tx: DbOrTx) => {
    const validFrom = startsAt ?? sql`now()`;
    if (input.currentPriceId) {
      const current = await openPrice(tx, productId, input.containerTypeCode);
      if (current?.id === input.currentPriceId && Math.round(current.price * 100) === priceFen && !startsAt) throw new AppError('PRODUCT_ADMIN_PRICE_UNCHANGED', { field: 'price' });
      const closed = await tx
        .update(containerPrice)
        .set({ validTo: validFrom })
        .where(
          and(
            eq(containerPrice.id, input.currentPriceId),
            eq(containerPrice.productId, productId),
            eq(containerPrice.containerTypeCode, input.containerTypeCode),
            isNull(containerPrice.validTo),
            lt(containerPrice.validFrom, validFrom),
          ),
        )
        .returning({ id: containerPrice.id });
      if (closed.length === 0) throw stale();
    }
    const [row] = await tx
      .insert(containerPrice)
      .values({ productId, containerTypeCode: input.containerTypeCode, priceFen, validFrom, createdBy: context.operator.operatorId })
      .onConflictDoNothing()
      .returning({ id: containerPrice.id });
    // Without currentPriceId the operator believed there was no price yet: an open row means someone added one.
    if (!row) throw stale();
    return row.id;
  };

  if (input.currentPriceId) {
    await changeWithAudit(context, {
      action: 'price.change',
      entityType: 'container_price',
      entityId,
      notFound: 'PRODUCT_ADMIN_PRICE_CHANGED',
      snapshot: (tx, options) => openPrice(tx, productId, input.containerTypeCode, options?.lock),
      change: publish,
    });
  } else {
    await createWithAudit(context, {
      action: 'price.create',
      entityType: 'container_price',
      create: async (tx) => {
        await publish(tx);
        return { id: entityId, after: await openPrice(tx, productId, input.containerTypeCode) };
      },
    });
  }
  return getOpsProduct({ db, id: productId });
}
