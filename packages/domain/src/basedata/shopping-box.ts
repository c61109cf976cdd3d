/**
 * The shopping box's totals (001 §2, §5). Prices are integer fen.
 *
 * Reading of 001 §2 "Total price is the sum of container prices minus the sum of promotion prices":
 * containerPrice and ylbPromotionPrice are per-container figures (price and promotion discount of one
 * container of that type), so each line counts price × quantity and discount × quantity. Since entering
 * a quantity for one type sets the others to zero, the total is the price of what was actually chosen
 * and a line with quantity 0 adds nothing.
 */

export interface ShoppingBoxContainer {
  cntrType: string;
  quantity: number;
  /** Price of one container, in fen. */
  containerPrice: number;
  /** Promotion discount on one container, in fen; absent when there is no promotion. */
  ylbPromotionPrice?: number | null;
  availableInventory?: number;
}

/** Σ containerPrice × quantity − Σ ylbPromotionPrice × quantity, in fen. */
export function sumShoppingBoxTotalFen(containerData: readonly ShoppingBoxContainer[]): number {
  const priceFen = containerData.reduce((sum, line) => sum + line.containerPrice * line.quantity, 0);
  const promotionFen = containerData.reduce(
    (sum, line) => sum + (line.ylbPromotionPrice ?? 0) * line.quantity,
    0,
  );
  return priceFen - promotionFen;
}

/** Total number of containers chosen across all types. */
export function sumContainerQuantity(containerData: readonly Pick<ShoppingBoxContainer, 'quantity'>[]): number {
  return containerData.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The product refuses an order whose total quantity is below the committed shipment volume of the
 * search form (001 §5). Reaching the commitment exactly is enough; no commitment never refuses.
 */
export function isBelowCommittedVolume(totalQuantity: number, committedVolume: number | null | undefined): boolean {
  if (committedVolume === null || committedVolume === undefined) return false;
  return totalQuantity < committedVolume;
}
