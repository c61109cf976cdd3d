import type { BilingualText } from '../constants/labelled-list';
import { yuanToFen } from '../money/money';

/** Amount inputs (000 §5, 001 §5). The general rule, isValidAmount, lives with the money functions. */

export const AMOUNT_MESSAGES = {
  invalid: { zh: '请输入正确的金额，最多两位小数', en: 'Please enter a valid amount with at most two decimals' },
} as const satisfies Record<string, BilingualText>;

/** Damage claim: at most 8 integer digits (no leading zeros) and 2 decimals ... */
export const DAMAGE_CLAIM_AMOUNT_PATTERN = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

/** ... and at most 5000 yuan. */
export const DAMAGE_CLAIM_MAX_FEN = 500_000;

export const DAMAGE_CLAIM_AMOUNT_MESSAGES = {
  format: { zh: '金额最多8位整数、2位小数', en: 'At most 8 integer digits and 2 decimals' },
  max: { zh: '索赔金额不能超过5000元', en: 'The claim amount cannot exceed 5000 yuan' },
} as const satisfies Record<string, BilingualText>;

export function isValidDamageClaimAmount(text: string): boolean {
  return DAMAGE_CLAIM_AMOUNT_PATTERN.test(text) && yuanToFen(text) <= DAMAGE_CLAIM_MAX_FEN;
}
