import type { TOrderChargeItem, TOrderCompleteResponse } from '@coastbook/contracts';
import { ORDER_CHARGE_ITEMS } from '@coastbook/domain';

/**
 * What a draft shows before the server prices it at submission (the server keeps no charge items for a
 * draft): the server's snapshotted container prices and promotions times the quantities, and the
 * server's document fee — a display of the server's numbers, marked as an estimate. Cargo surcharges,
 * door fees and insurance only come from the server's pricing at submission.
 */
export function draftEstimate(complete: Pick<TOrderCompleteResponse, 'orderInfo' | 'docCharge'>): { items: TOrderChargeItem[]; totalFen: number } {
  const containers = complete.orderInfo.containers;
  const freight = containers.reduce((sum, container) => sum + container.unitPriceFen * container.quantity, 0);
  const promotion = containers.reduce((sum, container) => sum + container.unitPromotionFen * container.quantity, 0);
  const items: TOrderChargeItem[] = [{ code: 'FREIGHT', name: ORDER_CHARGE_ITEMS.FREIGHT.zh, amountFen: freight }];
  if (promotion > 0) items.push({ code: 'PROMOTION', name: ORDER_CHARGE_ITEMS.PROMOTION.zh, amountFen: -promotion });
  if (complete.docCharge.amountFen > 0) items.push({ code: complete.docCharge.chargeCode, name: complete.docCharge.chargeCnnme, amountFen: complete.docCharge.amountFen });
  return { items, totalFen: Math.max(0, items.reduce((sum, item) => sum + item.amountFen, 0)) };
}
