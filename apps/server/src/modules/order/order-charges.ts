import type { TDocCharge, TProductOffer } from '@coastbook/contracts';
import {
  calculateDoorFee,
  calculateInsuranceFee,
  calculateOrderAmount,
  DOC_FEE_PER_ORDER_FEN,
  formatMoney,
  ORDER_CHARGE_ITEMS,
  type OrderAmount,
  type CargoFacts,
  type OrderAmountExtraCharge,
} from '@coastbook/domain';
import type { DbOrTx } from '../../platform/db/client';
import { findExtraChargesForCargo } from '../product';
import { getInsuranceItem, type SelectionLine } from './order-offer';

/** The document fee (searchDocChargeDetail): one fixed fee per order, our rule (recorded in ARCHITECTURE.md). */
export function docChargeOf(amountFen: number = DOC_FEE_PER_ORDER_FEN): TDocCharge {
  return {
    chargeCode: 'BOOKING_FEE',
    chargeCnnme: ORDER_CHARGE_ITEMS.BOOKING_FEE.zh,
    amountFen,
    rule: `每票订单收取一次单证费${formatMoney(amountFen)}，与箱量无关；拆单后每个订单各收一次。`,
  };
}

/** Cargo surcharges (cargo_type_extra_charge) per container, summed by charge code over the order's lines. */
async function extraChargesFor(db: DbOrTx, offer: TProductOffer, cargo: CargoFacts, lines: readonly SelectionLine[]): Promise<OrderAmountExtraCharge[]> {
  const chargesByType = await findExtraChargesForCargo({ db, carrier: offer.carrier, cargo, cntrTypes: lines.map((line) => line.cntrType) });
  const byCode = new Map<string, OrderAmountExtraCharge>();
  for (const line of lines) {
    for (const charge of chargesByType.get(line.cntrType) ?? []) {
      const current = byCode.get(charge.chargeCode) ?? { code: charge.chargeCode, name: charge.chargeCnnme, amountFen: 0 };
      current.amountFen += charge.amount * line.quantity;
      byCode.set(charge.chargeCode, current);
    }
  }
  return [...byCode.values()];
}

/**
 * Prices an order on the server from the offer as priced now for this caller (container prices and
 * promotions), the cargo surcharges, the document fee, the door fees of the shipping term and the
 * insurance premium. Coupons and points are not offered yet (0).
 */
export async function priceOrder({
  db,
  offer,
  lines,
  cargo,
  shippingTerm,
  insurance,
}: {
  db: DbOrTx;
  offer: TProductOffer;
  lines: readonly SelectionLine[];
  cargo: CargoFacts;
  shippingTerm: number;
  insurance: { code: string; insuredAmountFen: number } | null;
}): Promise<OrderAmount & { containers: { cntrType: string; quantity: number; unitPriceFen: number; unitPromotionFen: number }[] }> {
  const containers = lines.map((line) => {
    const data = offer.containerData.find((item) => item.cntrType === line.cntrType)!;
    return { cntrType: line.cntrType, quantity: line.quantity, unitPriceFen: data.containerPrice, unitPromotionFen: data.ylbPromotionPrice };
  });
  const insuranceFeeFen = insurance ? calculateInsuranceFee(insurance.insuredAmountFen, getInsuranceItem(insurance.code).rateBp) : 0;
  const amount = calculateOrderAmount({
    containers,
    extraCharges: await extraChargesFor(db, offer, cargo, lines),
    docFeeFen: DOC_FEE_PER_ORDER_FEN,
    doorFeeFen: calculateDoorFee(lines, shippingTerm),
    insuranceFeeFen,
  });
  return { ...amount, containers };
}
