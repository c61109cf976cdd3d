import type { BilingualText } from '../constants/labelled-list';
import { QUANTITY_INPUT_MAX_LENGTH } from '../constants/shell';
import { isBelowCommittedVolume, sumContainerQuantity, sumShoppingBoxTotalFen, type ShoppingBoxContainer } from '../basedata/shopping-box';
import { isValidQuantityInput, ORDER_FORM_MESSAGES } from '../validation/order-form';
import { priceAfterPromotions, type PromotionContext, type PromotionRule } from './promotion';

/**
 * A selection in the shopping box (001 §2, §5): quantities per container type of one bookable offer.
 * Totals reuse sumShoppingBoxTotalFen (Σ price × qty − Σ promotion × qty).
 */

export const QUANTITY_MESSAGES = {
  notInteger: { zh: '箱量必须是不小于0的整数', en: 'The quantity must be a whole number of 0 or more' },
  tooLong: { zh: `箱量最多${QUANTITY_INPUT_MAX_LENGTH}位数字`, en: `The quantity has at most ${QUANTITY_INPUT_MAX_LENGTH} digits` },
  overMax: { zh: '超过单票最大订舱箱量', en: 'More than the most containers one order may book' },
  overInventory: { zh: '超过可用舱位', en: 'More than the available slots' },
} as const satisfies Record<string, BilingualText>;

/** Largest quantity a 3-character input can hold. */
export const MAX_QUANTITY_INPUT_VALUE = 10 ** QUANTITY_INPUT_MAX_LENGTH - 1;

export type QuantityCheck = { ok: true; value: number } | { ok: false; message: BilingualText };

/**
 * A quantity as typed or sent: an integer ≥ 0 of at most 3 characters. '' counts as 0 (an emptied
 * input); '-1', '1.5', '1000', 'abc' are refused with the message to show.
 */
export function checkContainerQuantity(input: string | number | null | undefined): QuantityCheck {
  if (input === null || input === undefined || input === '') return { ok: true, value: 0 };
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (/^\d+$/.test(text) && text.length > QUANTITY_INPUT_MAX_LENGTH) return { ok: false, message: QUANTITY_MESSAGES.tooLong };
  if (!isValidQuantityInput(text)) return { ok: false, message: QUANTITY_MESSAGES.notInteger };
  return { ok: true, value: Number(text) };
}

/** The committed-volume rule of 001 §5 with its message: `ok` false when below the commitment. */
export function checkCommittedVolume(
  totalQuantity: number,
  committedVolume: number | null | undefined,
): { ok: true } | { ok: false; message: BilingualText } {
  return isBelowCommittedVolume(totalQuantity, committedVolume) ? { ok: false, message: ORDER_FORM_MESSAGES.belowCommittedVolume } : { ok: true };
}

export interface SelectionLineInput {
  cntrType: string;
  quantity: number;
  /** Published price of one container, fen. */
  containerPrice: number;
  availableInventory?: number;
}

export interface PricedSelectionLine extends ShoppingBoxContainer {
  ylbPromotionPrice: number;
  appliedPromotionIds: string[];
}

/**
 * Prices a selection: each line's per-container promotion discount (with the whole selection's
 * quantity for FS thresholds), then the total in fen.
 */
export function priceSelection(
  lines: readonly SelectionLineInput[],
  promotions: readonly PromotionRule[],
  context: Omit<PromotionContext, 'cntrType' | 'totalQuantity'>,
): { lines: PricedSelectionLine[]; totalQuantity: number; totalFen: number } {
  const totalQuantity = sumContainerQuantity(lines);
  const priced = lines.map((line) => {
    const { ylbPromotionPrice, applied } = priceAfterPromotions(line.containerPrice, promotions, { ...context, cntrType: line.cntrType, totalQuantity });
    return {
      cntrType: line.cntrType,
      quantity: line.quantity,
      containerPrice: line.containerPrice,
      ylbPromotionPrice,
      ...(line.availableInventory === undefined ? {} : { availableInventory: line.availableInventory }),
      appliedPromotionIds: applied.map((promotion) => promotion.id),
    };
  });
  return { lines: priced, totalQuantity, totalFen: sumShoppingBoxTotalFen(priced) };
}

export type SelectionProblem =
  | { kind: 'belowCommittedVolume'; message: BilingualText }
  | { kind: 'overMaxOrderQuantity'; message: BilingualText; max: number }
  | { kind: 'overInventory'; message: BilingualText; cntrType: string; available: number }
  | { kind: 'empty'; message: BilingualText };

const EMPTY_SELECTION: BilingualText = { zh: '请选择箱型并填写箱量', en: 'Choose a container type and enter a quantity' };

/**
 * Whether a selection may be ordered: at least one container, no line above its available inventory,
 * the total within the order maximum and at least the committed volume. Problems in that order.
 */
export function checkSelection(
  lines: readonly Pick<SelectionLineInput, 'cntrType' | 'quantity' | 'availableInventory'>[],
  limits: { committedVolume?: number | null; maxOrderQuantity?: number | null },
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  const total = sumContainerQuantity(lines);
  if (total === 0) problems.push({ kind: 'empty', message: EMPTY_SELECTION });
  for (const line of lines) {
    if (line.availableInventory !== undefined && line.quantity > line.availableInventory) {
      problems.push({ kind: 'overInventory', message: QUANTITY_MESSAGES.overInventory, cntrType: line.cntrType, available: line.availableInventory });
    }
  }
  if (limits.maxOrderQuantity != null && total > limits.maxOrderQuantity) {
    problems.push({ kind: 'overMaxOrderQuantity', message: QUANTITY_MESSAGES.overMax, max: limits.maxOrderQuantity });
  }
  const committed = checkCommittedVolume(total, limits.committedVolume);
  if (!committed.ok && total > 0) problems.push({ kind: 'belowCommittedVolume', message: committed.message });
  return problems;
}
