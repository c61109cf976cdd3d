/**
 * What the product pages show of one bookable sailing (a product on a voyage; its id is the API's
 * productId). The API answer is mapped to this in api/search-products.ts, so the components do not
 * depend on the wire shape.
 */

export interface SailingPromotion {
  chargeType: string;
  title: string;
  /** Discount per container, fen. */
  amountFen: number;
}

export interface SailingContainer {
  cntrType: string;
  /** Published price of one container, fen. */
  containerPrice: number;
  /** Discount per container from promotions in validity, fen; null when none. */
  ylbPromotionPrice: number | null;
  promotions: SailingPromotion[];
  /** Containers still bookable; null when not limited. */
  availableInventory: number | null;
  /** Booking of this type is closed on this sailing. */
  isClosed: boolean;
  /** 001 §5 quantity conflict: order this type from another product (message to show), null when none. */
  conflictMessage: string | null;
}

export interface SailingView {
  productId: string;
  productType: number;
  carrier: string;
  fpolCde: string;
  fpolCnnme: string;
  lpodCde: string;
  lpodCnnme: string;
  /** Where the cargo is received: a port, terminal or rail station (sea-rail). */
  origFacilityCde: string;
  origFacilityCnnme: string;
  /** True when the origin is a rail station (origTrainFacilityCnnme of 001 §3). */
  origIsRail: boolean;
  destFacilityCnnme: string;
  vslCnnme: string;
  vslEnnme: string;
  voyage: string;
  svcLoop: string;
  /** ISO date-times. */
  etd: string;
  eta: string;
  transitDays: number;
  /** Special-line cargo type (liquid bag: 110); null for general products. */
  cargoTypeCde: string | null;
  /** Contract products: containers the order must reach (001 §5); null when none. */
  committedVolume: number | null;
  /** Most containers one order may book. */
  maxOrderQuantity: number | null;
  /** Whether the sailing can be ordered now (open, before cut-off). */
  orderable: boolean;
  containers: SailingContainer[];
}

/** Lowest price after promotion across the sailing's open container types, fen; null when none. */
export function lowestNetPriceFen(sailing: Pick<SailingView, 'containers'>): number | null {
  const prices = sailing.containers
    .filter((container) => !container.isClosed)
    .map((container) => container.containerPrice - (container.ylbPromotionPrice ?? 0));
  return prices.length === 0 ? null : Math.min(...prices);
}
