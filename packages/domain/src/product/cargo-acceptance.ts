import { isCommonProduct, type CargoSelection } from '../basedata/cargo';

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
  cargoTypeCode: string;
  cargoTypeCnnme: string;
  isDangerous: boolean;
  isSpecialLine: boolean;
}

/** A cargo type without its commodity (the shopping box's question for a special line). */
export type CargoTypeFacts = Pick<CargoFacts, 'cargoTypeCode' | 'cargoTypeCnnme' | 'isDangerous' | 'isSpecialLine'>;

export interface ProductCargoFacts {
  /** The product's special-line cargo type (110 liquid bag), null for general products. */
  cargoTypeCode: string | null;
  rules: readonly CargoRule[];
}

export interface CargoDecision {
  canOrder: boolean;
  /** Why not, in Chinese, for the user; null when allowed. */
  reason: string | null;
}

export const CARGO_REFUSALS = {
  dangerous: (cargo: string) => `${cargo}属于危险品，该产品不承运危险品，请联系客服办理`,
  specialLineOnly: (cargo: string, cargoType: string) => `${cargo}属于${cargoType}，请选择对应的专线产品下单`,
  specialLineTypeOnly: (cargoType: string) => `${cargoType}请选择对应的专线产品下单`,
  productSpecialLine: (cargoType: string) => `该产品为${cargoType}专线，仅承运${cargoType}`,
  containerCannotCarry: (cntrType: string, cargoType: string) => `${cntrType}箱型不能装载${cargoType}`,
  notInAllowedList: (cargo: string) => `该产品不承运${cargo}`,
  denied: (cargo: string) => `该产品不承运${cargo}`,
} as const;

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
  /** Label of the product's special-line cargo type, for the message. */
  productCargoTypeCnnme?: string | null;
}): CargoDecision {
  const allowed: CargoDecision = { canOrder: true, reason: null };
  if (input.selection && isCommonProduct(input.selection)) return allowed;
  const { cargo, product } = input;
  const refuse = (reason: string): CargoDecision => ({ canOrder: false, reason });
  if (!cargo) {
    if (!input.cargoTypeOnly) return refuse('请选择货物品名');
    return decideCargoTypeAcceptance(input.cargoTypeOnly, input);
  }

  const byCommodity = product.rules.find((rule) => rule.cargoBriefDescCode === cargo.cargoBriefDescCode);
  const byType = product.rules.find((rule) => !rule.cargoBriefDescCode && rule.cargoTypeCode === cargo.cargoTypeCode);
  const explicit = byCommodity ?? byType;
  if (explicit?.effect === 'DENY') return refuse(explicit.reason ?? CARGO_REFUSALS.denied(cargo.cargoBriefDescCnnme));

  if (product.cargoTypeCode && product.cargoTypeCode !== cargo.cargoTypeCode) {
    return refuse(CARGO_REFUSALS.productSpecialLine(input.productCargoTypeCnnme ?? product.cargoTypeCode));
  }
  if (cargo.isSpecialLine && product.cargoTypeCode !== cargo.cargoTypeCode) {
    return refuse(CARGO_REFUSALS.specialLineOnly(cargo.cargoBriefDescCnnme, cargo.cargoTypeCnnme));
  }
  if (input.cntrType && input.containerCargoTypes && !input.containerCargoTypes.includes(cargo.cargoTypeCode)) {
    return refuse(CARGO_REFUSALS.containerCannotCarry(input.cntrType, cargo.cargoTypeCnnme));
  }
  if (explicit?.effect === 'ALLOW') return allowed;
  if (cargo.isDangerous) return refuse(CARGO_REFUSALS.dangerous(cargo.cargoBriefDescCnnme));
  const allowList = product.rules.filter((rule) => rule.effect === 'ALLOW');
  if (allowList.length > 0) return refuse(CARGO_REFUSALS.notInAllowedList(cargo.cargoBriefDescCnnme));
  return allowed;
}

/** Checks 3–7 of decideCargoAcceptance for a cargo type whose commodity is not chosen yet. */
function decideCargoTypeAcceptance(
  type: CargoTypeFacts,
  input: Pick<Parameters<typeof decideCargoAcceptance>[0], 'product' | 'cntrType' | 'containerCargoTypes' | 'productCargoTypeCnnme'>,
): CargoDecision {
  const { product } = input;
  const refuse = (reason: string): CargoDecision => ({ canOrder: false, reason });
  const byType = product.rules.find((rule) => !rule.cargoBriefDescCode && rule.cargoTypeCode === type.cargoTypeCode);
  if (byType?.effect === 'DENY') return refuse(byType.reason ?? CARGO_REFUSALS.denied(type.cargoTypeCnnme));
  if (product.cargoTypeCode && product.cargoTypeCode !== type.cargoTypeCode) {
    return refuse(CARGO_REFUSALS.productSpecialLine(input.productCargoTypeCnnme ?? product.cargoTypeCode));
  }
  if (type.isSpecialLine && product.cargoTypeCode !== type.cargoTypeCode) return refuse(CARGO_REFUSALS.specialLineTypeOnly(type.cargoTypeCnnme));
  if (input.cntrType && input.containerCargoTypes && !input.containerCargoTypes.includes(type.cargoTypeCode)) {
    return refuse(CARGO_REFUSALS.containerCannotCarry(input.cntrType, type.cargoTypeCnnme));
  }
  if (type.isDangerous && byType?.effect !== 'ALLOW') return refuse(CARGO_REFUSALS.dangerous(type.cargoTypeCnnme));
  return { canOrder: true, reason: null };
}
