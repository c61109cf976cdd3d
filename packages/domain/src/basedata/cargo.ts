/** Cargo classification and the pre-order cargo check (001 §3, §5). */

type Code = string | null | undefined;

export interface CargoSelection {
  /** 0 for ordinary cargo; the API may send it as a number or a numeric string. */
  cargoType: number | string | null | undefined;
  cgoBriefDescCde?: Code;
  cgoSubTypeCde?: Code;
  cgoTypeCde?: Code;
}

function isEmptyCode(code: Code): boolean {
  return code === undefined || code === null || code.trim() === '';
}

/**
 * A product is 'common' when its cargo type is 0 and no cargo brief description, sub-type or type
 * code is set. A missing cargo type is not 0: the product then is not treated as common.
 */
export function isCommonProduct(cargo: CargoSelection): boolean {
  const cargoTypeIsZero = cargo.cargoType === 0 || cargo.cargoType === '0';
  return (
    cargoTypeIsZero &&
    isEmptyCode(cargo.cgoBriefDescCde) &&
    isEmptyCode(cargo.cgoSubTypeCde) &&
    isEmptyCode(cargo.cgoTypeCde)
  );
}

/** The part of the cargo-validation answer the decision reads. */
export interface CargoValidationResponse {
  data?: { canOrder?: boolean | null } | null;
}

/**
 * Whether the order may proceed after the cargo check: a common product skips the check and is always
 * allowed; otherwise only a response whose data says canOrder true allows it (no response, no data,
 * or canOrder missing all mean "not orderable").
 */
export function canProceedWithCargo(
  validationResponse: CargoValidationResponse | null | undefined,
  isCommon: boolean,
): boolean {
  if (isCommon) return true;
  return validationResponse?.data?.canOrder === true;
}
