import type { TProductOffer } from '@coastbook/contracts';
import { AppError, checkSelection, INSURANCE_CHARGE_ITEMS, type BilingualText, type CargoFacts } from '@coastbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../auth';
import { cargoBriefDesc, cargoType } from '../basedata';
import { findCargoRefusalForOffer, getOffer, loadCustomerContext } from '../product';
import type { orderMast } from './order.tables';

/** What createOrder and bookingInfo both check about the offer, the selection and the cargo. */

export interface SelectionLine {
  cntrType: string;
  quantity: number;
}

/** Lines with quantity 0 dropped and the same type summed, in the order first given. */
export function normaliseSelection(lines: readonly SelectionLine[]): SelectionLine[] {
  const byType = new Map<string, number>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    byType.set(line.cntrType, (byType.get(line.cntrType) ?? 0) + line.quantity);
  }
  return [...byType].map(([cntrType, quantity]) => ({ cntrType, quantity }));
}

/** The offer priced for this caller (promotions for the selection's total and shipping term), refused when it cannot be booked now. */
export async function loadBookableOffer({
  db,
  actor,
  productId,
  now,
  totalQuantity,
  shippingTerm,
  memberLevel,
}: {
  db: DbOrTx;
  actor: Actor;
  productId: string;
  now: Date;
  totalQuantity?: number | null;
  shippingTerm?: number | null;
  /** The caller's member level, read with its trading standing (assertMayTrade). */
  memberLevel?: number | null;
}): Promise<TProductOffer> {
  const customer = await loadCustomerContext({ db, actor, memberLevel });
  const offer = await getOffer({ db, productId, customer, includeReefer: true, includeOpenTop: true, totalQuantity, shippingTerm, now });
  // canOrder includes the booking cut-off (isSailingBookable), so the search never offers what this refuses.
  if (!offer.canOrder) {
    throw new AppError('ORDER_OFFER_NOT_BOOKABLE', { field: 'productId' });
  }
  return offer;
}

/**
 * Checks the selection against the offer (each type on sale, inventory now, order maximum, committed
 * volume) with the shopping box's own rules (checkSelection), refusing with the first problem.
 */
export function assertSelectionFits(offer: TProductOffer, lines: readonly SelectionLine[]): void {
  for (const line of lines) {
    const data = offer.containerData.find((item) => item.cntrType === line.cntrType);
    if (!data || data.isClosed) {
      throw new AppError('ORDER_CONTAINER_NOT_ON_SALE', {
        msg: { zh: `箱型${line.cntrType}暂无运价或未开放销售`, en: `Container type ${line.cntrType} has no price at the moment or is not on sale` },
        field: 'containers',
      });
    }
  }
  const problems = checkSelection(
    lines.map((line) => ({ ...line, availableInventory: offer.containerData.find((item) => item.cntrType === line.cntrType)!.availableInventory })),
    { committedVolume: offer.committedVolume, maxOrderQuantity: offer.maxOrderQuantity },
  );
  const [problem] = problems;
  if (!problem) return;
  if (problem.kind === 'overInventory') {
    throw new AppError('ORDER_SOLD_OUT', {
      msg: {
        zh: `${problem.cntrType}舱位不足（剩余${problem.available}箱），请减少箱量或选择其他船期`,
        en: `Not enough space for ${problem.cntrType} (${problem.available} left), please reduce the number of containers or choose another sailing`,
      },
      field: 'containers',
    });
  }
  const msg: BilingualText =
    problem.kind === 'overMaxOrderQuantity'
      ? { zh: `${problem.message.zh}（最多${problem.max}箱）`, en: `${problem.message.en} (at most ${problem.max})` }
      : problem.message;
  throw new AppError('ORDER_SELECTION_INVALID', { msg, field: 'containers' });
}

/** The commodity with its cargo type, as the product area's cargo rules take it; unknown → PRODUCT_CARGO_UNKNOWN naming the field. */
export async function getCargo(db: DbOrTx, code: string, field = 'cgoBriefDescCde'): Promise<CargoFacts> {
  const [row] = await db
    .select({
      cargoBriefDescCode: cargoBriefDesc.code,
      cargoBriefDescCnnme: cargoBriefDesc.cnnme,
      cargoBriefDescEnnme: cargoBriefDesc.ennme,
      cargoTypeCode: cargoBriefDesc.cargoTypeCode,
      cargoTypeCnnme: cargoType.cnnme,
      cargoTypeEnnme: cargoType.ennme,
      isDangerous: cargoType.isDangerous,
      isSpecialLine: cargoType.isSpecialLine,
    })
    .from(cargoBriefDesc)
    .innerJoin(cargoType, eq(cargoType.code, cargoBriefDesc.cargoTypeCode))
    .where(eq(cargoBriefDesc.code, code.toUpperCase()));
  if (!row) throw new AppError('PRODUCT_CARGO_UNKNOWN', { msg: { zh: `货物品名不存在：${code}`, en: `Commodity not found: ${code}` }, field });
  return row;
}

/** The order's commodity columns, copied from the commodity as getCargo read it. */
export function cargoColumns(cargo: CargoFacts) {
  return { cgoBriefDescCde: cargo.cargoBriefDescCode, cgoBriefDescCnnme: cargo.cargoBriefDescCnnme, cargoTypeCde: cargo.cargoTypeCode };
}

/** validateCargo's decision for every container type of the order; a refusal carries its reason in both languages. */
export async function assertCargoAccepted({
  db,
  offer,
  cargo,
  lines,
}: {
  db: DbOrTx;
  offer: TProductOffer;
  cargo: CargoFacts;
  lines: readonly SelectionLine[];
}): Promise<void> {
  const refusal = await findCargoRefusalForOffer({ db, productId: offer.productId, cargo, cntrTypes: lines.map((line) => line.cntrType) });
  if (!refusal) return;
  // A refusal always has its reason; the commodity's own words stand in should a rule ever give none.
  const msg = refusal.reason ?? { zh: `${cargo.cargoBriefDescCnnme}不可在此产品下单`, en: `${cargo.cargoBriefDescEnnme} cannot be booked on this product` };
  throw new AppError('ORDER_CARGO_REFUSED', { msg, field: 'cgoBriefDescCde' });
}

/** The insurance kind by code, or ORDER_INSURANCE_UNKNOWN. */
export function getInsuranceItem(code: string): (typeof INSURANCE_CHARGE_ITEMS)[number] {
  const item = INSURANCE_CHARGE_ITEMS.find((candidate) => candidate.code === code);
  if (!item) throw new AppError('ORDER_INSURANCE_UNKNOWN', { msg: { zh: `保险类型不存在：${code}`, en: `Insurance type not found: ${code}` }, field: 'insuranceCode' });
  return item;
}

const SAILING_KEYS = [
  'carrier',
  'svcLoop',
  'vslCde',
  'vslCnnme',
  'voyage',
  'origFacilityCde',
  'origFacilityCnnme',
  'fpolCde',
  'fpolCnnme',
  'lpodCde',
  'lpodCnnme',
  'destFacilityCde',
  'destFacilityCnnme',
  'productType',
  'committedVolume',
  'maxOrderQuantity',
  'isAutoConfirm',
] as const;

type SailingColumns = Pick<typeof orderMast.$inferInsert, (typeof SAILING_KEYS)[number]>;
type SailingFields = SailingColumns & { etd: string | Date; eta: string | Date };

/**
 * The sailing as an order keeps it (route, vessel, voyage, dates and the product's booking terms), copied
 * when the order is created so that later schedule or product edits never rewrite a booked order.
 */
export function sailingColumns(offer: SailingFields) {
  const copied = Object.fromEntries(SAILING_KEYS.map((key) => [key, offer[key]])) as SailingColumns;
  return { ...copied, etd: new Date(offer.etd), eta: new Date(offer.eta) };
}
