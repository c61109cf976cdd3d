import {
  QUANTITY_INPUT_MAX_LENGTH,
  checkSelection,
  sumContainerQuantity,
  sumShoppingBoxTotalFen,
  type ShoppingBoxContainer,
} from '@coastbook/domain';

/**
 * The shopping box's behaviour (001 §2 "Shopping box", §5), kept pure so it is tested without a
 * browser: what a quantity input accepts, what happens on blur, which lines are refused and when the
 * order button may be pressed. Prices are integer fen; the total is domain's sumShoppingBoxTotalFen.
 */

export interface ShoppingBoxLine {
  cntrType: string;
  /** Price of one container, fen. */
  containerPrice: number;
  /** Promotion discount on one container, fen; null when none. */
  ylbPromotionPrice: number | null;
  /** Containers still bookable on this sailing; null when the server does not limit it. */
  availableInventory: number | null;
  /** The product to order this type from instead (001 §5 quantity conflict); null when none. */
  conflictMessage?: string | null;
  /** What the user typed: '' or up to three digits. */
  quantityText: string;
}

/**
 * Keeps digits only and at most three of them (001 §5: max 3 characters, numeric). A leading zero
 * goes ('02' → '2'): typing after a zeroed line's '0' must not read as another number.
 */
export function sanitizeQuantityInput(raw: string): string {
  return raw.replace(/\D+/g, '').replace(/^0+(?=\d)/, '').slice(0, QUANTITY_INPUT_MAX_LENGTH);
}

export function quantityOf(line: Pick<ShoppingBoxLine, 'quantityText'>): number {
  return line.quantityText === '' ? 0 : Number.parseInt(line.quantityText, 10);
}

/** Typing into one line changes only that line (the others are zeroed on blur, not while typing). */
export function setLineQuantity(lines: readonly ShoppingBoxLine[], cntrType: string, raw: string): ShoppingBoxLine[] {
  const quantityText = sanitizeQuantityInput(raw);
  return lines.map((line) => (line.cntrType === cntrType ? { ...line, quantityText } : line));
}

/**
 * 001 §2: "Entering a quantity for one container type sets the others to zero on blur." A blur on a
 * line without a quantity changes nothing, so tabbing through the inputs does not wipe a choice.
 */
export function blurLine(lines: readonly ShoppingBoxLine[], cntrType: string): ShoppingBoxLine[] {
  const blurred = lines.find((line) => line.cntrType === cntrType);
  if (blurred === undefined || quantityOf(blurred) === 0) return [...lines];
  return lines.map((line) => (line.cntrType === cntrType ? line : { ...line, quantityText: '0' }));
}

export type LineProblem = { kind: 'aboveInventory'; available: number };

/** Why a line with a quantity cannot be ordered, or null when it can. */
export function lineProblem(line: ShoppingBoxLine): LineProblem | null {
  const quantity = quantityOf(line);
  if (quantity === 0) return null;
  if (line.availableInventory !== null && quantity > line.availableInventory) {
    return { kind: 'aboveInventory', available: line.availableInventory };
  }
  return null;
}

/**
 * The quantity-conflict message of 001 §5 for a line with a quantity, or null. It advises and does
 * not block: whether the special product applies depends on the cargo and the customer's agreement,
 * which the booking step checks.
 */
export function lineConflict(line: ShoppingBoxLine): string | null {
  return quantityOf(line) > 0 && line.conflictMessage ? line.conflictMessage : null;
}

function asContainers(lines: readonly ShoppingBoxLine[]): ShoppingBoxContainer[] {
  return lines.map((line) => ({
    cntrType: line.cntrType,
    quantity: quantityOf(line),
    containerPrice: line.containerPrice,
    ylbPromotionPrice: line.ylbPromotionPrice,
  }));
}

/** Σ container prices − Σ promotion prices over the chosen quantities, fen. */
export function shoppingBoxTotalFen(lines: readonly ShoppingBoxLine[]): number {
  return sumShoppingBoxTotalFen(asContainers(lines));
}

export function shoppingBoxQuantity(lines: readonly ShoppingBoxLine[]): number {
  return sumContainerQuantity(asContainers(lines));
}

export type OrderButtonBlock = 'empty' | 'lineProblem' | 'overMaxOrderQuantity' | 'belowCommittedVolume' | 'notOrderable';

export interface OrderButtonState {
  /** 'priceCalculating' while prices or inventory load, 'consignNow' otherwise (001 §2). */
  label: 'priceCalculating' | 'consignNow';
  disabled: boolean;
  /** Why it is disabled (besides loading), null when it can be pressed. */
  blockedBy: OrderButtonBlock | null;
}

export interface OrderButtonInput {
  lines: readonly ShoppingBoxLine[];
  loading: boolean;
  /** Committed shipment volume of a contract product (001 §3, §5); null when none. */
  committedVolume: number | null;
  /** Most containers one order may book; null when not limited. */
  maxOrderQuantity?: number | null;
  /** The sailing can be ordered at all (closed inventory, past cut-off...). */
  orderable?: boolean;
}

export function orderButtonState({ lines, loading, committedVolume, maxOrderQuantity = null, orderable = true }: OrderButtonInput): OrderButtonState {
  const label = loading ? 'priceCalculating' : 'consignNow';
  // The selection rules of packages/domain (empty, inventory, order maximum, committed volume) ...
  const problems = new Set(
    checkSelection(
      lines.map((line) => ({ cntrType: line.cntrType, quantity: quantityOf(line), ...(line.availableInventory === null ? {} : { availableInventory: line.availableInventory }) })),
      { committedVolume, maxOrderQuantity },
    ).map((problem) => problem.kind),
  );
  // ... in the order a user fixes them.
  let blockedBy: OrderButtonBlock | null = null;
  if (!orderable) blockedBy = 'notOrderable';
  else if (problems.has('empty')) blockedBy = 'empty';
  else if (lines.some((line) => lineProblem(line) !== null)) blockedBy = 'lineProblem';
  else if (problems.has('overMaxOrderQuantity')) blockedBy = 'overMaxOrderQuantity';
  else if (problems.has('belowCommittedVolume')) blockedBy = 'belowCommittedVolume';
  return { label, disabled: loading || blockedBy !== null, blockedBy };
}

/** The chosen lines as the booking step needs them: only types with a quantity. */
export function chosenContainers(lines: readonly ShoppingBoxLine[]): Array<{ cntrType: string; quantity: number }> {
  return lines
    .map((line) => ({ cntrType: line.cntrType, quantity: quantityOf(line) }))
    .filter((line) => line.quantity > 0);
}
