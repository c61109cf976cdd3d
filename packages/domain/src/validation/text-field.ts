import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';

/** Generic text-field rules (000 §5): trimmed, not empty, at most a configured number of characters. */

/** The default maximum length of a free-text field. */
export const GENERIC_MAX_LENGTH = 40;

export const TEXT_FIELD_MESSAGES = {
  required: { zh: '不能为空', en: 'Cannot be empty' },
} as const satisfies Record<string, BilingualText>;

/** '长度不能超过N个字符' — the message of every "max N characters" rule. */
export function lengthExceededMessage(maxLength: number): BilingualText {
  return { zh: `长度不能超过${maxLength}个字符`, en: `Length cannot exceed ${maxLength} characters` };
}

/** True when the text, trimmed, is not empty and at most `maxLength` characters long. */
export function isFilledText(text: string, maxLength: number = GENERIC_MAX_LENGTH): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && characterLength(trimmed) <= maxLength;
}

/** Any Chinese (Han) character; some fields (an amount variant, codes) must not contain one. */
export const CHINESE_CHARACTER_PATTERN = /\p{Script=Han}/u;

export function containsChineseCharacters(text: string): boolean {
  return CHINESE_CHARACTER_PATTERN.test(text);
}

export const NO_CHINESE_MESSAGES = {
  containsChinese: { zh: '不能包含中文字符', en: 'Cannot contain Chinese characters' },
} as const satisfies Record<string, BilingualText>;
