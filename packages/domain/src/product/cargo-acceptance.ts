import { isCommonProduct, type CargoSelection } from '../basedata/cargo';
import type { BilingualText } from '../constants/labelled-list';
import { ORDER_BOOKING_MESSAGES } from '../order/order-notices';

/**
 * validateCargo's decision (001 §5 "canOrder"): may this cargo be booked on this product? Pure; the
 * server loads the facts and answers { canOrder, reason }. Order of the checks:
 *  1. a common product (cargo type 0, no codes) is always allowed, without any check;
 *  2. a rule of the product for the commodity itself (ALLOW / DENY) decides;
 *  3. else a rule of the product for the cargo type decides;
 *  4. a special-line product (e.g. liquid bag, cargo type 110) accepts only its own cargo type;
 *  5. special-line cargo (110 ...) is booked only on its line;
 *  6. the container type must be able to carry the cargo type;
 *  7. dangerous cargo is refused unless a rule allowed it (step 2/3);
 *  8. a product listing allowed cargo types refuses any other;
 *  otherwise allowed.
 * The reasons come in both languages, each naming the commodity and cargo type by that language's name
 * (the server answers the caller's).
 * The shopping box asks before any commodity is chosen: with only a cargo type (a special line's 110)
 * the type-level checks (3–7) decide, and the commodity is checked when the booking is filled in.
 */

export interface CargoRule {
  effect: 'ALLOW' | 'DENY';
  cargoTypeCode?: string | null;
  cargoBriefDescCode?: string | null;
  reason?: string | null;
}

export interface CargoFacts {
  cargoBriefDescCode: string;
  cargoBriefDescCnnme: string;
  cargoBriefDescEnnme: string;
  cargoTypeCode: string;
  cargoTypeCnnme: string;
  cargoTypeEnnme: string;
  isDangerous: boolean;
  isSpecialLine: boolean;
}

/** A cargo type without its commodity (the shopping box's question for a special line). */
export type CargoTypeFacts = Pick<CargoFacts, 'cargoTypeCode' | 'cargoTypeCnnme' | 'cargoTypeEnnme' | 'isDangerous' | 'isSpecialLine'>;

export interface ProductCargoFacts {
  /** The product's special-line cargo type (110 liquid bag), null for general products. */
  cargoTypeCode: string | null;
  rules: readonly CargoRule[];
}

export interface CargoDecision {
  canOrder: boolean;
  /** Why not, for the user, in both languages; null when allowed. */
  reason: BilingualText | null;
}

/**
 * The refusals, given the names in both languages ({ zh: cnnme, en: ennme }). The English puts a commodity
 * first, as the Chinese does, and quotes a cargo type's name inside a sentence ("Flexitank liquid cargo" is
 * capitalised as a list entry), as the order status refusals quote theirs.
 */
export const CARGO_REFUSALS = {
  dangerous: (cargo: BilingualText): BilingualText => ({
    zh: `${cargo.zh}属于危险品，该产品不承运危险品，请联系客服办理`,
    en: `${cargo.en} is dangerous goods, which this product does not carry; please contact customer service`,
  }),
  /** A dangerous cargo type chosen without its commodity: its name already says it is dangerous ("危险品属于危险品"). */
  dangerousType: (cargoType: BilingualText): BilingualText => ({
    zh: `该产品不承运${cargoType.zh}，请联系客服办理`,
    en: `This product does not carry "${cargoType.en}"; please contact customer service`,
  }),
  specialLineOnly: (cargo: BilingualText, cargoType: BilingualText): BilingualText => ({
    zh: `${cargo.zh}属于${cargoType.zh}，请选择对应的专线产品下单`,
    en: `${cargo.en} is "${cargoType.en}", please book it on the matching special line product`,
  }),
  specialLineTypeOnly: (cargoType: BilingualText): BilingualText => ({
    zh: `${cargoType.zh}请选择对应的专线产品下单`,
    en: `Please book "${cargoType.en}" on the matching special line product`,
  }),
  productSpecialLine: (cargoType: BilingualText): BilingualText => ({
    zh: `该产品为${cargoType.zh}专线，仅承运${cargoType.zh}`,
    en: `This product is a special line for "${cargoType.en}" only`,
  }),
  containerCannotCarry: (cntrType: string, cargoType: BilingualText): BilingualText => ({
    zh: `${cntrType}箱型不能装载${cargoType.zh}`,
    en: `${cargoType.en} cannot be loaded into ${cntrType} containers`,
  }),
  notInAllowedList: (cargo: BilingualText): BilingualText => ({ zh: `该产品不承运${cargo.zh}`, en: `${cargo.en} is not carried on this product` }),
  denied: (cargo: BilingualText): BilingualText => ({ zh: `该产品不承运${cargo.zh}`, en: `${cargo.en} is not carried on this product` }),
} as const;

const commodityName = (cargo: CargoFacts): BilingualText => ({ zh: cargo.cargoBriefDescCnnme, en: cargo.cargoBriefDescEnnme });
const cargoTypeName = (type: CargoTypeFacts): BilingualText => ({ zh: type.cargoTypeCnnme, en: type.cargoTypeEnnme });

/** The product's special-line cargo type by its names, or by its code where a name is not known. */
function productCargoTypeName(input: { product: ProductCargoFacts; productCargoTypeCnnme?: string | null; productCargoTypeEnnme?: string | null }): BilingualText {
  const code = input.product.cargoTypeCode ?? '';
  return { zh: input.productCargoTypeCnnme ?? code, en: input.productCargoTypeEnnme ?? code };
}

/**
 * A rule's own reason is an operator's free text, written once in one language (the product admin keeps no
 * English twin): both languages show it as written.
 */
function ruleReason(rule: CargoRule): BilingualText | null {
  return rule.reason === null || rule.reason === undefined ? null : { zh: rule.reason, en: rule.reason };
}

export function decideCargoAcceptance(input: {
  /** What the request says about the cargo; a common selection skips every check. */
  selection?: CargoSelection | null;
  cargo: CargoFacts | null;
  /** Only the cargo type is known (no commodity yet); read when `cargo` is null. */
  cargoTypeOnly?: CargoTypeFacts | null;
  product: ProductCargoFacts;
  cntrType?: string | null;
  /** Cargo types the container type may carry; null = not checked (no container type given). */
  containerCargoTypes?: readonly string[] | null;
  /** Labels of the product's special-line cargo type, for the message. */
  productCargoTypeCnnme?: string | null;
  productCargoTypeEnnme?: string | null;
}): CargoDecision {
  const allowed: CargoDecision = { canOrder: true, reason: null };
  if (input.selection && isCommonProduct(input.selection)) return allowed;
  const { cargo, product } = input;
  const refuse = (reason: BilingualText): CargoDecision => ({ canOrder: false, reason });
  if (!cargo) {
    if (!input.cargoTypeOnly) return refuse(ORDER_BOOKING_MESSAGES.cargoDescriptionRequired);
    return decideCargoTypeAcceptance(input.cargoTypeOnly, input);
  }

  const byCommodity = product.rules.find((rule) => rule.cargoBriefDescCode === cargo.cargoBriefDescCode);
  const byType = product.rules.find((rule) => !rule.cargoBriefDescCode && rule.cargoTypeCode === cargo.cargoTypeCode);
  const explicit = byCommodity ?? byType;
  if (explicit?.effect === 'DENY') return refuse(ruleReason(explicit) ?? CARGO_REFUSALS.denied(commodityName(cargo)));

  if (product.cargoTypeCode && product.cargoTypeCode !== cargo.cargoTypeCode) {
    return refuse(CARGO_REFUSALS.productSpecialLine(productCargoTypeName(input)));
  }
  if (cargo.isSpecialLine && product.cargoTypeCode !== cargo.cargoTypeCode) {
    return refuse(CARGO_REFUSALS.specialLineOnly(commodityName(cargo), cargoTypeName(cargo)));
  }
  if (input.cntrType && input.containerCargoTypes && !input.containerCargoTypes.includes(cargo.cargoTypeCode)) {
    return refuse(CARGO_REFUSALS.containerCannotCarry(input.cntrType, cargoTypeName(cargo)));
  }
  if (explicit?.effect === 'ALLOW') return allowed;
  if (cargo.isDangerous) return refuse(CARGO_REFUSALS.dangerous(commodityName(cargo)));
  const allowList = product.rules.filter((rule) => rule.effect === 'ALLOW');
  if (allowList.length > 0) return refuse(CARGO_REFUSALS.notInAllowedList(commodityName(cargo)));
  return allowed;
}

/** Checks 3–7 of decideCargoAcceptance for a cargo type whose commodity is not chosen yet. */
function decideCargoTypeAcceptance(
  type: CargoTypeFacts,
  input: Pick<Parameters<typeof decideCargoAcceptance>[0], 'product' | 'cntrType' | 'containerCargoTypes' | 'productCargoTypeCnnme' | 'productCargoTypeEnnme'>,
): CargoDecision {
  const { product } = input;
  const refuse = (reason: BilingualText): CargoDecision => ({ canOrder: false, reason });
  const byType = product.rules.find((rule) => !rule.cargoBriefDescCode && rule.cargoTypeCode === type.cargoTypeCode);
  if (byType?.effect === 'DENY') return refuse(ruleReason(byType) ?? CARGO_REFUSALS.denied(cargoTypeName(type)));
  if (product.cargoTypeCode && product.cargoTypeCode !== type.cargoTypeCode) {
    return refuse(CARGO_REFUSALS.productSpecialLine(productCargoTypeName(input)));
  }
  if (type.isSpecialLine && product.cargoTypeCode !== type.cargoTypeCode) return refuse(CARGO_REFUSALS.specialLineTypeOnly(cargoTypeName(type)));
  if (input.cntrType && input.containerCargoTypes && !input.containerCargoTypes.includes(type.cargoTypeCode)) {
    return refuse(CARGO_REFUSALS.containerCannotCarry(input.cntrType, cargoTypeName(type)));
  }
  if (type.isDangerous && byType?.effect !== 'ALLOW') return refuse(CARGO_REFUSALS.dangerousType(cargoTypeName(type)));
  return { canOrder: true, reason: null };
}
