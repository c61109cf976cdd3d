import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';
import { lengthExceededMessage } from './text-field';

/** Bank account, bank card and branch name (000 §5). */

/** Account number: 16-19 digits, the first not zero. */
export const BANK_ACCOUNT_PATTERN = /^[1-9]\d{15,18}$/;

/** Bank card: digits, optionally in groups separated by single hyphens or spaces ('6222 0212 3456'). */
export const BANK_CARD_PATTERN = /^\d+(?:[ -]\d+)*$/;

export const BANK_BRANCH_MAX_LENGTH = 120;

/** Branch names are written as slash-separated levels ('中国银行/上海分行/浦东支行'). */
export const BANK_BRANCH_SEPARATOR = '/';

export const BANK_ACCOUNT_MESSAGES = {
  invalid: { zh: '请输入有效的银行账号', en: 'Please enter a valid bank account number' },
} as const satisfies Record<string, BilingualText>;

export const BANK_CARD_MESSAGES = {
  invalid: { zh: '请输入有效的银行卡号', en: 'Please enter a valid bank card number' },
} as const satisfies Record<string, BilingualText>;

export const BANK_BRANCH_MESSAGES = {
  format: {
    zh: '开户支行格式不正确，请用“/”分隔且各部分不能为空',
    en: 'Branch name is incorrect: separate its parts with "/" and leave none empty',
  },
  length: lengthExceededMessage(BANK_BRANCH_MAX_LENGTH),
} as const satisfies Record<string, BilingualText>;

export function isValidBankAccount(account: string): boolean {
  return BANK_ACCOUNT_PATTERN.test(account);
}

export function isValidBankCard(card: string): boolean {
  return BANK_CARD_PATTERN.test(card);
}

/** At most 120 characters, and every slash-separated part non-empty (a name without '/' is one part). */
export function isValidBankBranchName(branch: string): boolean {
  if (characterLength(branch) > BANK_BRANCH_MAX_LENGTH) return false;
  return branch.split(BANK_BRANCH_SEPARATOR).every((part) => part.trim() !== '');
}
