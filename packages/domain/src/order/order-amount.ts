/**
 * The amount of an order, computed on the server only (001 issue 6: never trusted from the client):
 *   Σ container price × qty − Σ promotion × qty + extra charges + document fee + door fees + insurance
 *   − coupon − points, never below 0.
 * Deductions (coupon, points) are capped so the charge items always add up to the total.
 * Every amount is integer fen.
 */

/** Charge item codes (001 §9 "charge item names"), with their Chinese and English names. */
export const ORDER_CHARGE_ITEMS = {
  FREIGHT: { zh: '产品总价', en: 'Product total' },
  PROMOTION: { zh: '优惠', en: 'Discounts' },
  CRM_SURCHARGE: { zh: 'CRM附加费', en: 'CRM surcharge' },
  BOOKING_FEE: { zh: '订舱费（单证费）', en: 'Booking fee (documents)' },
  TRAILER_FEE: { zh: '拖车费', en: 'Trailer fee' },
  INSURANCE: { zh: '保险费', en: 'Insurance' },
  COUPON: { zh: '优惠券抵扣', en: 'Coupon' },
  POINT: { zh: '积分抵扣', en: 'Point deduction' },
} as const;
export type OrderChargeItemCode = keyof typeof ORDER_CHARGE_ITEMS;

/**
 * A charge item's name in the page's language. Answers name items in Chinese; a known code has its English
 * name here, any other item (a cargo surcharge named by the carrier's data) keeps the name it came with.
 */
export function chargeItemName(item: { code: string; name: string }, language: 'zh' | 'en'): string {
  if (language === 'zh' || !Object.hasOwn(ORDER_CHARGE_ITEMS, item.code)) return item.name;
  return ORDER_CHARGE_ITEMS[item.code as OrderChargeItemCode].en;
}

export interface OrderAmountContainer {
  cntrType: string;
  quantity: number;
  /** Published price of one container. */
  unitPriceFen: number;
  /** Promotion taken off one container (ylbPromotionPrice). */
  unitPromotionFen: number;
}

export interface OrderAmountExtraCharge {
  code: string;
  name: string;
  amountFen: number;
}

export interface OrderAmountInput {
  containers: readonly OrderAmountContainer[];
  extraCharges?: readonly OrderAmountExtraCharge[];
  docFeeFen?: number;
  doorFeeFen?: number;
  insuranceFeeFen?: number;
  couponFen?: number;
  pointFen?: number;
}

export interface OrderChargeItem {
  /** ORDER_CHARGE_ITEMS code, or the extra charge's own code. */
  code: string;
  name: string;
  /** Positive for charges, negative for discounts and deductions. */
  amountFen: number;
}

export interface OrderAmount {
  freightFen: number;
  promotionFen: number;
  extraChargeFen: number;
  docFeeFen: number;
  doorFeeFen: number;
  insuranceFeeFen: number;
  couponFen: number;
  pointFen: number;
  totalFen: number;
  chargeItems: OrderChargeItem[];
}

function nonNegativeInteger(value: number | undefined, name: string): number {
  const amount = value ?? 0;
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`${name} must be a non-negative integer (fen), got ${amount}`);
  return amount;
}

export function calculateOrderAmount(input: OrderAmountInput): OrderAmount {
  let freightFen = 0;
  let promotionFen = 0;
  for (const line of input.containers) {
    const quantity = nonNegativeInteger(line.quantity, 'quantity');
    const price = nonNegativeInteger(line.unitPriceFen, 'unitPriceFen');
    // A promotion never takes a container below zero.
    const promotion = Math.min(nonNegativeInteger(line.unitPromotionFen, 'unitPromotionFen'), price);
    freightFen += price * quantity;
    promotionFen += promotion * quantity;
  }
  const extraCharges = (input.extraCharges ?? []).map((charge) => ({ ...charge, amountFen: nonNegativeInteger(charge.amountFen, 'extraCharge') }));
  const extraChargeFen = extraCharges.reduce((sum, charge) => sum + charge.amountFen, 0);
  const docFeeFen = nonNegativeInteger(input.docFeeFen, 'docFeeFen');
  const doorFeeFen = nonNegativeInteger(input.doorFeeFen, 'doorFeeFen');
  const insuranceFeeFen = nonNegativeInteger(input.insuranceFeeFen, 'insuranceFeeFen');
  const beforeDeductions = freightFen - promotionFen + extraChargeFen + docFeeFen + doorFeeFen + insuranceFeeFen;
  const couponFen = Math.min(nonNegativeInteger(input.couponFen, 'couponFen'), beforeDeductions);
  const pointFen = Math.min(nonNegativeInteger(input.pointFen, 'pointFen'), beforeDeductions - couponFen);
  const totalFen = beforeDeductions - couponFen - pointFen;

  const item = (code: OrderChargeItemCode, amountFen: number): OrderChargeItem => ({ code, name: ORDER_CHARGE_ITEMS[code].zh, amountFen });
  const chargeItems: OrderChargeItem[] = [item('FREIGHT', freightFen)];
  if (promotionFen > 0) chargeItems.push(item('PROMOTION', -promotionFen));
  for (const charge of extraCharges) chargeItems.push({ code: charge.code, name: charge.name, amountFen: charge.amountFen });
  if (docFeeFen > 0) chargeItems.push(item('BOOKING_FEE', docFeeFen));
  if (doorFeeFen > 0) chargeItems.push(item('TRAILER_FEE', doorFeeFen));
  if (insuranceFeeFen > 0) chargeItems.push(item('INSURANCE', insuranceFeeFen));
  if (couponFen > 0) chargeItems.push(item('COUPON', -couponFen));
  if (pointFen > 0) chargeItems.push(item('POINT', -pointFen));
  return { freightFen, promotionFen, extraChargeFen, docFeeFen, doorFeeFen, insuranceFeeFen, couponFen, pointFen, totalFen, chargeItems };
}

/**
 * Document fee (订舱费/单证费, searchDocChargeDetail). Our rule, the spec gives none: one fixed fee per
 * order (each split order needs its own, 001 §8), ¥100.00, whatever the number of containers.
 */
export const DOC_FEE_PER_ORDER_FEN = 10_000;

/**
 * Door (trailer) fee per container and door end (001 shipping terms 1–3). Our rule: ¥800.00 for a
 * 20' container, ¥1,200.00 for a 40'/45', per door end (door-to-door pays both ends).
 */
export const DOOR_FEE_PER_END_FEN = { small: 80_000, large: 120_000 } as const;

/** Twenty-foot equivalent units of a container type code: 20' = 1, 40' and 45' = 2. */
export function teuOf(cntrType: string): number {
  return /^(40|45)/.test(cntrType) ? 2 : 1;
}

/** An order's containers as one label per type, in the lines' order: 20GP×2, 40HQ×1 (lists join them in the page's language). */
export function containerCountLabels(lines: readonly { cntrType: string; quantity: number }[]): string[] {
  return lines.map((line) => `${line.cntrType}×${line.quantity}`);
}

/** Which ends of a shipping term include door service: 1 port-to-door (D), 2 door-to-port (L), 3 both. */
export function doorEndsOf(shippingTerm: number): { loading: boolean; delivery: boolean } {
  return { loading: shippingTerm === 2 || shippingTerm === 3, delivery: shippingTerm === 1 || shippingTerm === 3 };
}

export function calculateDoorFee(containers: readonly Pick<OrderAmountContainer, 'cntrType' | 'quantity'>[], shippingTerm: number): number {
  const ends = doorEndsOf(shippingTerm);
  const endCount = Number(ends.loading) + Number(ends.delivery);
  return containers.reduce(
    (sum, line) => sum + line.quantity * endCount * (teuOf(line.cntrType) === 2 ? DOOR_FEE_PER_END_FEN.large : DOOR_FEE_PER_END_FEN.small),
    0,
  );
}

/** Insurance premium: the insured amount × the kind's rate in parts per ten thousand, rounded up to a fen. */
export function calculateInsuranceFee(insuredAmountFen: number, rateBp: number): number {
  return Math.ceil((insuredAmountFen * rateBp) / 10_000);
}
