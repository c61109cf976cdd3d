import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/session';
import type { BilingualText } from '../constants/labelled-list';
import { characterLength } from '../text/character-length';

/** Login password (000 §5): 8-16 characters with at least three of the four character classes. */

/**
 * The four character classes. "Special" means ASCII punctuation — what the keyboard's shifted digit
 * and symbol keys type; spaces and non-ASCII characters belong to no class.
 */
export const PASSWORD_CHARACTER_CLASSES = {
  digit: /[0-9]/,
  upperCase: /[A-Z]/,
  lowerCase: /[a-z]/,
  special: /[!-/:-@[-`{-~]/,
} as const;

/** At least this many of the four classes must appear. */
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;

export const PASSWORD_MESSAGES = {
  required: { zh: '请输入密码', en: 'Please enter the password' },
  length: { zh: '长度应为8-16位', en: 'Length should be 8-16 characters' },
  characterClasses: {
    zh: '必须包含数字、大写字母、小写字母、特殊字符中的至少三种',
    en: 'Must contain at least three of: digits, upper-case letters, lower-case letters, special characters',
  },
} as const satisfies Record<string, BilingualText>;

/** How many of the four classes (digit, upper case, lower case, special) the text contains: 0-4. */
export function countCharacterClasses(text: string): number {
  return Object.values(PASSWORD_CHARACTER_CLASSES).filter((pattern) => pattern.test(text)).length;
}

export function isValidPasswordLength(password: string): boolean {
  const length = characterLength(password);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

export function hasEnoughCharacterClasses(password: string): boolean {
  return countCharacterClasses(password) >= PASSWORD_MIN_CHARACTER_CLASSES;
}

/** Both login-password rules: 8-16 characters and at least three classes. */
export function isValidPassword(password: string): boolean {
  return isValidPasswordLength(password) && hasEnoughCharacterClasses(password);
}

/** Parts of the user name this long or longer must not appear in a strong password. */
export const USER_NAME_PART_MIN_LENGTH = 3;

/**
 * True when the password contains any run of 3 or more consecutive characters of the user name,
 * ignoring case ('zhangsan' makes 'Zha9#pass' weak). Checking every 3-character window suffices:
 * a longer shared part always contains one. A user name shorter than 3 characters never matches.
 */
export function containsUserNamePart(password: string, userName: string): boolean {
  const nameCharacters = Array.from(userName.toLowerCase());
  const lowerPassword = password.toLowerCase();
  for (let start = 0; start + USER_NAME_PART_MIN_LENGTH <= nameCharacters.length; start += 1) {
    const part = nameCharacters.slice(start, start + USER_NAME_PART_MIN_LENGTH).join('');
    if (lowerPassword.includes(part)) return true;
  }
  return false;
}

/**
 * The shape of a strong password (000 §5, checked on the server): at least 8 characters, at least
 * three classes, no part of the user name. The "no common words" rule needs a word list and is not
 * part of this check.
 */
export function isStrongPasswordShape(password: string, userName: string): boolean {
  return (
    characterLength(password) >= PASSWORD_MIN_LENGTH &&
    hasEnoughCharacterClasses(password) &&
    !containsUserNamePart(password, userName)
  );
}

/** How the server's strength verdict is shown. */
export const PASSWORD_STRENGTH_LABELS = {
  strong: { zh: '强', en: 'Strong' },
  weak: { zh: '弱', en: 'Weak' },
} as const satisfies Record<string, BilingualText>;
