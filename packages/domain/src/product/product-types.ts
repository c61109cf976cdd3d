import { labelOf, type Language } from '../constants/labelled-list';
import { PROMOTION_CHARGE_TYPES } from '../constants/payment';
import { LIQUID_BAG_CARGO_TYPE_CODE, LIQUID_BAG_SERVICE_CODE, PRODUCT_KINDS, PRODUCT_TYPES, type ProductKind, type ProductType } from '../constants/product';

/**
 * Product types and kinds (001 §3) and promotion charge types (001 §9). The labelled lists live in
 * constants (PRODUCT_TYPES, PRODUCT_KINDS, PROMOTION_CHARGE_TYPES); these are the questions asked of them.
 */

/** The kind this portal sells on /product. */
export const DOMESTIC_PRODUCT_KIND = 0 satisfies ProductKind;

/** searchProductType of the /liquidBag/product page. */
export const LIQUID_BAG_PRODUCT_TYPE = 3 satisfies ProductType;

export function productTypeLabel(productType: number, language: Language = 'zh'): string {
  return labelOf(PRODUCT_TYPES, productType, language);
}

export function productKindLabel(productKind: number, language: Language = 'zh'): string {
  return labelOf(PRODUCT_KINDS, productKind, language);
}

export function promotionChargeTypeLabel(chargeType: string, language: Language = 'zh'): string {
  return labelOf(PROMOTION_CHARGE_TYPES, chargeType, language);
}

/** Contract products (CSO, contract liquid bag) carry a committed volume and an agreement id. */
export function isContractProductType(productType: number): boolean {
  return productType === 2 || productType === 4;
}

/** Liquid-bag lines (3, and its contract form 4) carry service FLEXITANK and cargo type 110. */
export function isLiquidBagProductType(productType: number): boolean {
  return productType === 3 || productType === 4;
}

/** Sea-rail products start (or end) at a rail station. */
export function isSeaRailProductType(productType: number): boolean {
  return productType === 1;
}

/** The service code and cargo type a product of this type must carry, or null when it is free. */
export function specialLineOf(productType: number): { serviceCode: string; cargoTypeCode: string } | null {
  return isLiquidBagProductType(productType) ? { serviceCode: LIQUID_BAG_SERVICE_CODE, cargoTypeCode: LIQUID_BAG_CARGO_TYPE_CODE } : null;
}
