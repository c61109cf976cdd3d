import type {
  TFindCargoBriefDescDTOResponse,
  TSearchCargoTypeCdeByCargoCnnmeResponse,
  TSearchCargoTypeExtraChargeResponse,
  TValidateCargoResponse,
} from '@coastbook/contracts';
import {
  AppError,
  decideCargoAcceptance,
  isCommonProduct,
  type BilingualText,
  type CargoFacts,
  type CargoRule,
  type CargoTypeFacts,
  type Language,
  type ProductCargoFacts,
} from '@coastbook/domain';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { cargoBriefDesc, cargoType, containerCargoType, containerType, portFacility } from '../basedata';
import { cargoTypeExtraCharge, product, productCargoRule, productSailing } from './product.tables';

/** Cargo checks before an order (001 §5 canOrder, §7 "Cargo and order creation"). */

const cargoColumns = {
  cargoBriefDescCode: cargoBriefDesc.code,
  cargoBriefDescCnnme: cargoBriefDesc.cnnme,
  cargoBriefDescEnnme: cargoBriefDesc.ennme,
  cargoTypeCode: cargoType.code,
  cargoTypeCnnme: cargoType.cnnme,
  cargoTypeEnnme: cargoType.ennme,
  isDangerous: cargoType.isDangerous,
  isSpecialLine: cargoType.isSpecialLine,
};

function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

interface RouteProduct {
  id: string;
  cargoTypeCode: string | null;
}

/** A product's cargo facts with its special-line cargo type's names (for decideCargoAcceptance's productCargoType*). */
interface LoadedProductCargoFacts extends ProductCargoFacts {
  cargoTypeCnnme: string | null;
  cargoTypeEnnme: string | null;
}

async function loadProductCargoFacts(db: DbOrTx, route: RouteProduct): Promise<LoadedProductCargoFacts> {
  const rules = await db.select().from(productCargoRule).where(eq(productCargoRule.productId, route.id));
  let names: { cnnme: string; ennme: string } | undefined;
  if (route.cargoTypeCode) {
    [names] = await db.select({ cnnme: cargoType.cnnme, ennme: cargoType.ennme }).from(cargoType).where(eq(cargoType.code, route.cargoTypeCode));
  }
  return {
    cargoTypeCode: route.cargoTypeCode,
    cargoTypeCnnme: names?.cnnme ?? null,
    cargoTypeEnnme: names?.ennme ?? null,
    rules: rules.map((rule): CargoRule => ({
      effect: rule.effect as CargoRule['effect'],
      cargoTypeCode: rule.cargoTypeCode,
      cargoBriefDescCode: rule.cargoBriefDescCode,
      reason: rule.reason,
    })),
  };
}

async function routeOfOffer(db: DbOrTx, productId: string, field = 'productId'): Promise<RouteProduct & { carrierCode: string }> {
  const [row] = await db
    .select({ id: product.id, cargoTypeCode: product.cargoTypeCode, carrierCode: product.carrierCode })
    .from(productSailing)
    .innerJoin(product, eq(product.id, productSailing.productId))
    .where(and(eq(productSailing.id, productId), eq(product.isActive, true)));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { field });
  return row;
}

/** The decision's arguments naming the product's special-line cargo type, from its loaded facts. */
function productCargoTypeNames(facts: LoadedProductCargoFacts) {
  return { productCargoTypeCnnme: facts.cargoTypeCnnme, productCargoTypeEnnme: facts.cargoTypeEnnme };
}

/**
 * findCargoBriefDescDTO: commodities matching the name (and cargo type), at most 50, each with the
 * decision for the offer, its reason in the caller's language. A special-line offer lists its own cargo
 * type's commodities first.
 */
export async function findCargoBriefDescsForOffer({
  db,
  request,
  language,
}: {
  db: DbOrTx;
  request: { productId?: string | undefined; cargoTypeCde?: string | undefined; cgoBriefDescCnnme?: string | undefined };
  language: Language;
}): Promise<TFindCargoBriefDescDTOResponse> {
  const route = request.productId ? await routeOfOffer(db, request.productId) : null;
  const facts: LoadedProductCargoFacts = route ? await loadProductCargoFacts(db, route) : { cargoTypeCode: null, cargoTypeCnnme: null, cargoTypeEnnme: null, rules: [] };
  const conditions: SQL[] = [];
  if (request.cgoBriefDescCnnme) {
    const pattern = likeContaining(request.cgoBriefDescCnnme);
    conditions.push(or(ilike(cargoBriefDesc.cnnme, pattern), ilike(cargoBriefDesc.ennme, pattern), ilike(cargoBriefDesc.code, `${request.cgoBriefDescCnnme}%`))!);
  }
  if (request.cargoTypeCde) conditions.push(eq(cargoBriefDesc.cargoTypeCode, request.cargoTypeCde));
  // A special line lists its own cargo type first; `ORDER BY 0` would be read as a column position, so
  // an ordinary product simply has no such term.
  const specialFirst = facts.cargoTypeCode ? [sql`case when ${cargoType.code} = ${facts.cargoTypeCode} then 0 else 1 end`] : [];
  const rows = await db
    .select(cargoColumns)
    .from(cargoBriefDesc)
    .innerJoin(cargoType, eq(cargoType.code, cargoBriefDesc.cargoTypeCode))
    .where(and(...conditions))
    .orderBy(...specialFirst, asc(cargoType.sortOrder), asc(cargoBriefDesc.sortOrder))
    .limit(50);
  return rows.map((cargo) => {
    const decision = decideCargoAcceptance({ cargo, product: facts, ...productCargoTypeNames(facts) });
    return {
      cgoBriefDescCde: cargo.cargoBriefDescCode,
      cgoBriefDescCnnme: cargo.cargoBriefDescCnnme,
      cgoBriefDescEnnme: cargo.cargoBriefDescEnnme,
      cgoTypeCde: cargo.cargoTypeCode,
      cgoTypeCnnme: cargo.cargoTypeCnnme,
      cgoTypeEnnme: cargo.cargoTypeEnnme,
      isDangerous: cargo.isDangerous,
      canOrder: decision.canOrder,
      reason: decision.reason?.[language] ?? null,
    };
  });
}

/** searchCargoTypeCdeByCargoCnnme: the cargo type of commodities by name, exact name first, at most 20. */
export async function findCargoTypesByCommodityName({ db, name }: { db: DbOrTx; name: string }): Promise<TSearchCargoTypeCdeByCargoCnnmeResponse> {
  const rows = await db
    .select(cargoColumns)
    .from(cargoBriefDesc)
    .innerJoin(cargoType, eq(cargoType.code, cargoBriefDesc.cargoTypeCode))
    .where(or(ilike(cargoBriefDesc.cnnme, likeContaining(name)), ilike(cargoBriefDesc.ennme, likeContaining(name))))
    .orderBy(sql`case when ${cargoBriefDesc.cnnme} = ${name} then 0 else 1 end`, asc(cargoBriefDesc.sortOrder))
    .limit(20);
  return rows.map((row) => ({
    cgoBriefDescCde: row.cargoBriefDescCode,
    cgoBriefDescCnnme: row.cargoBriefDescCnnme,
    cgoBriefDescEnnme: row.cargoBriefDescEnnme,
    cgoTypeCde: row.cargoTypeCode,
    cgoTypeCnnme: row.cargoTypeCnnme,
    cgoTypeEnnme: row.cargoTypeEnnme,
    isDangerous: row.isDangerous,
    isSpecialLine: row.isSpecialLine,
  }));
}

async function assertPort(db: DbOrTx, code: string | undefined, field: string, label: BilingualText): Promise<void> {
  if (!code) return;
  const [row] = await db.select({ code: portFacility.code }).from(portFacility).where(eq(portFacility.code, code));
  if (!row) throw new AppError('PRODUCT_PORT_UNKNOWN', { msg: { zh: `${label.zh}不存在：${code}，请从列表中选择`, en: `${label.en} not found: ${code}, please choose from the list` }, field });
}

export interface ValidateCargoInput {
  cargoBriefDescCde?: string | undefined;
  cntrType?: string | undefined;
  productId?: string | undefined;
  cargoType?: number | string | undefined;
  cgoTypeCde?: string | undefined;
  cgoSubTypeCde?: string | undefined;
  productInfo: {
    svcLoop: string;
    origFacilityCde?: string | undefined;
    origTrainFacilityCde?: string | undefined;
    fpolCde: string;
    lpodCde: string;
    destFacilityCde?: string | undefined;
    destTrainFacilityCde?: string | undefined;
    carrier: string;
  };
}

/** The active product the route describes: carrier, loop, ports, and the facilities when given. */
async function findRouteProduct(db: DbOrTx, info: ValidateCargoInput['productInfo']): Promise<RouteProduct | null> {
  const origin = info.origTrainFacilityCde ?? info.origFacilityCde;
  const destination = info.destTrainFacilityCde ?? info.destFacilityCde;
  const [row] = await db
    .select({ id: product.id, cargoTypeCode: product.cargoTypeCode })
    .from(product)
    .where(
      and(
        eq(product.isActive, true),
        eq(product.carrierCode, info.carrier),
        eq(product.svcLoopAbbrv, info.svcLoop.toUpperCase()),
        eq(product.fpolCode, info.fpolCde),
        eq(product.lpodCode, info.lpodCde),
        origin ? eq(product.origFacilityCode, origin) : undefined,
        destination ? eq(product.destFacilityCode, destination) : undefined,
      ),
    )
    .orderBy(asc(product.productType), asc(product.sortOrder))
    .limit(1);
  return row ?? null;
}

/**
 * validateCargo (001 §5): a common selection is allowed at once; otherwise the product (by productId,
 * else by the route) and the commodity are loaded and decideCargoAcceptance answers canOrder with the
 * reason. Refusals are answers (code 0, canOrder false), not errors: the client shows the reason, worded
 * in the caller's language.
 */
export async function validateCargo({ db, input, language }: { db: DbOrTx; input: ValidateCargoInput; language: Language }): Promise<TValidateCargoResponse> {
  const selection = { cargoType: input.cargoType, cgoBriefDescCde: input.cargoBriefDescCde, cgoSubTypeCde: input.cgoSubTypeCde, cgoTypeCde: input.cgoTypeCde };
  if (isCommonProduct(selection)) {
    return { canOrder: true, reason: null, isCommon: true, routeProductId: null, cgoTypeCde: null, cgoTypeCnnme: null };
  }
  const info = input.productInfo;
  await assertPort(db, info.fpolCde, 'productInfo.fpolCde', { zh: '起运港', en: 'Origin port' });
  await assertPort(db, info.lpodCde, 'productInfo.lpodCde', { zh: '目的港', en: 'Destination port' });
  await assertPort(db, info.origTrainFacilityCde ?? info.origFacilityCde, 'productInfo.origFacilityCde', { zh: '起运地', en: 'Origin' });
  await assertPort(db, info.destTrainFacilityCde ?? info.destFacilityCde, 'productInfo.destFacilityCde', { zh: '目的地', en: 'Destination' });

  const route = input.productId ? await routeOfOffer(db, input.productId) : await findRouteProduct(db, info);
  if (!route) throw new AppError('PRODUCT_ROUTE_NOT_FOUND', { field: 'productInfo' });

  let cargo: CargoFacts | null = null;
  if (input.cargoBriefDescCde) {
    const [row] = await db
      .select(cargoColumns)
      .from(cargoBriefDesc)
      .innerJoin(cargoType, eq(cargoType.code, cargoBriefDesc.cargoTypeCode))
      .where(eq(cargoBriefDesc.code, input.cargoBriefDescCde));
    if (!row) throw new AppError('PRODUCT_CARGO_UNKNOWN', { msg: { zh: `货物品名不存在：${input.cargoBriefDescCde}`, en: `Commodity not found: ${input.cargoBriefDescCde}` }, field: 'cargoBriefDescCde' });
    cargo = row;
  }
  // The shopping box asks for a special line before any commodity is chosen: only its cargo type.
  let cargoTypeOnly: CargoTypeFacts | null = null;
  if (!cargo && input.cgoTypeCde) {
    const [row] = await db
      .select({ cargoTypeCode: cargoType.code, cargoTypeCnnme: cargoType.cnnme, cargoTypeEnnme: cargoType.ennme, isDangerous: cargoType.isDangerous, isSpecialLine: cargoType.isSpecialLine })
      .from(cargoType)
      .where(eq(cargoType.code, input.cgoTypeCde));
    if (!row) throw new AppError('PRODUCT_CARGO_UNKNOWN', { msg: { zh: `货物类型不存在：${input.cgoTypeCde}`, en: `Cargo type not found: ${input.cgoTypeCde}` }, field: 'cgoTypeCde' });
    cargoTypeOnly = row;
  }
  let containerCargoTypes: string[] | null = null;
  if (input.cntrType) {
    const [known] = await db.select({ code: containerType.code }).from(containerType).where(eq(containerType.code, input.cntrType));
    if (!known) throw new AppError('PRODUCT_CONTAINER_TYPE_UNKNOWN', { msg: { zh: `箱型不存在：${input.cntrType}`, en: `Container type not found: ${input.cntrType}` }, field: 'cntrType' });
    const rows = await db
      .select({ code: containerCargoType.cargoTypeCode })
      .from(containerCargoType)
      .where(eq(containerCargoType.containerTypeCode, input.cntrType));
    containerCargoTypes = rows.map((row) => row.code);
  }
  const facts = await loadProductCargoFacts(db, route);
  const decision = decideCargoAcceptance({
    selection,
    cargo,
    cargoTypeOnly,
    product: facts,
    cntrType: input.cntrType ?? null,
    containerCargoTypes,
    ...productCargoTypeNames(facts),
  });
  return {
    canOrder: decision.canOrder,
    reason: decision.reason?.[language] ?? null,
    isCommon: false,
    routeProductId: route.id,
    cgoTypeCde: cargo?.cargoTypeCode ?? cargoTypeOnly?.cargoTypeCode ?? null,
    cgoTypeCnnme: cargo?.cargoTypeCnnme ?? cargoTypeOnly?.cargoTypeCnnme ?? null,
  };
}

/**
 * validateCargo's decision for an order's own offer and commodity, for each of its container types (the
 * first refusal, or null). createOrder and bookingInfo already hold both: the offer is bookable with these
 * types on sale and the commodity was read with its cargo type, so the route's codes, the commodity and the
 * container types need no second lookup, and the product's rules are read once for all the types.
 */
export async function findCargoRefusalForOffer({
  db,
  productId,
  cargo,
  cntrTypes,
}: {
  db: DbOrTx;
  productId: string;
  cargo: CargoFacts;
  cntrTypes: readonly string[];
}): Promise<{ cntrType: string; reason: BilingualText | null } | null> {
  const route = await routeOfOffer(db, productId);
  const facts = await loadProductCargoFacts(db, route);
  const carried = cntrTypes.length
    ? await db
        .select({ containerTypeCode: containerCargoType.containerTypeCode, cargoTypeCode: containerCargoType.cargoTypeCode })
        .from(containerCargoType)
        .where(inArray(containerCargoType.containerTypeCode, [...cntrTypes]))
    : [];
  for (const cntrType of cntrTypes) {
    const containerCargoTypes = carried.filter((row) => row.containerTypeCode === cntrType).map((row) => row.cargoTypeCode);
    const decision = decideCargoAcceptance({ cargo, product: facts, cntrType, containerCargoTypes, ...productCargoTypeNames(facts) });
    if (!decision.canOrder) return { cntrType, reason: decision.reason };
  }
  return null;
}

/** The carrier's surcharge rows for a cargo type: every commodity's, plus the commodity's own when given; all container types, or those given. */
async function selectExtraCharges(
  db: DbOrTx,
  options: { carrier: string; cargoTypeCode: string; cgoBriefDescCde?: string | undefined; cntrTypes?: readonly string[] | undefined },
): Promise<(typeof cargoTypeExtraCharge.$inferSelect)[]> {
  const { carrier, cargoTypeCode, cgoBriefDescCde, cntrTypes } = options;
  return db
    .select()
    .from(cargoTypeExtraCharge)
    .where(
      and(
        eq(cargoTypeExtraCharge.carrierCode, carrier),
        eq(cargoTypeExtraCharge.cargoTypeCode, cargoTypeCode),
        cgoBriefDescCde
          ? or(isNull(cargoTypeExtraCharge.cargoBriefDescCode), eq(cargoTypeExtraCharge.cargoBriefDescCode, cgoBriefDescCde))
          : isNull(cargoTypeExtraCharge.cargoBriefDescCode),
        cntrTypes ? or(isNull(cargoTypeExtraCharge.containerTypeCode), inArray(cargoTypeExtraCharge.containerTypeCode, [...cntrTypes])) : undefined,
      ),
    )
    .orderBy(asc(cargoTypeExtraCharge.chargeCode));
}

/**
 * The surcharges of a commodity already read (an order's), per container type in one query: the rows of
 * searchCargoTypeExtraCharge for each type, without looking the commodity up again.
 */
export async function findExtraChargesForCargo({
  db,
  carrier,
  cargo,
  cntrTypes,
}: {
  db: DbOrTx;
  carrier: string;
  cargo: Pick<CargoFacts, 'cargoBriefDescCode' | 'cargoTypeCode'>;
  cntrTypes: readonly string[];
}): Promise<Map<string, TSearchCargoTypeExtraChargeResponse>> {
  const rows = cntrTypes.length ? await selectExtraCharges(db, { carrier, cargoTypeCode: cargo.cargoTypeCode, cgoBriefDescCde: cargo.cargoBriefDescCode, cntrTypes }) : [];
  return new Map(cntrTypes.map((cntrType) => [cntrType, rows.filter((row) => row.containerTypeCode === null || row.containerTypeCode === cntrType).map(extraChargeOf)]));
}

function extraChargeOf(row: typeof cargoTypeExtraCharge.$inferSelect): TSearchCargoTypeExtraChargeResponse[number] {
  return {
    chargeCode: row.chargeCode,
    chargeCnnme: row.chargeCnnme,
    cgoTypeCde: row.cargoTypeCode,
    cgoBriefDescCde: row.cargoBriefDescCode,
    cntrType: row.containerTypeCode,
    amount: row.amountFen,
  };
}

/**
 * searchCargoTypeExtraCharge: the carrier's surcharges for the cargo type (derived from the commodity
 * when only that is given); commodity-specific rows are included for that commodity only.
 */
export async function findCargoExtraCharges({
  db,
  request,
}: {
  db: DbOrTx;
  request: { cgoBriefDescCde?: string | undefined; cgoTypeCde?: string | undefined; carrier: string; cntrType?: string | undefined };
}): Promise<TSearchCargoTypeExtraChargeResponse> {
  let typeCode = request.cgoTypeCde;
  if (request.cgoBriefDescCde) {
    const [row] = await db.select({ cargoTypeCode: cargoBriefDesc.cargoTypeCode }).from(cargoBriefDesc).where(eq(cargoBriefDesc.code, request.cgoBriefDescCde));
    if (!row) throw new AppError('PRODUCT_CARGO_UNKNOWN', { msg: { zh: `货物品名不存在：${request.cgoBriefDescCde}`, en: `Commodity not found: ${request.cgoBriefDescCde}` }, field: 'cgoBriefDescCde' });
    typeCode ??= row.cargoTypeCode;
  }
  const rows = await selectExtraCharges(db, { carrier: request.carrier, cargoTypeCode: typeCode!, cgoBriefDescCde: request.cgoBriefDescCde, cntrTypes: request.cntrType ? [request.cntrType] : undefined });
  return rows.map(extraChargeOf);
}
