import crypto from 'node:crypto';
import { AppError, hasEnoughCharacterClasses, isStrongPassword, isValidPasswordLength, PASSWORD_MESSAGES, type BilingualText, fieldRefusalWords } from '@coastbook/domain';

/**
 * Operator passwords follow the customers' strong-password rule (000 §5: 8-16 characters, three
 * classes, no common word, no 3-character part of the login name), checked after decryption.
 */
export function assertStrongOperatorPassword(password: string, loginName: string, field: string): void {
  const malformed = (message: BilingualText) =>
    new AppError('BAD_REQUEST', {
      msg: fieldRefusalWords(field, message),
      // Chinese, like the field problems of a contract failure (the error handler's data.fields).
      data: { fields: [{ field, message: message.zh }] },
    });
  if (!isValidPasswordLength(password)) throw malformed(PASSWORD_MESSAGES.length);
  if (!hasEnoughCharacterClasses(password)) throw malformed(PASSWORD_MESSAGES.characterClasses);
  if (!isStrongPassword(password, loginName)) throw new AppError('PASSWORD_NOT_STRONG', { field });
}

// No look-alike characters (0/O, 1/l/I), so a password read aloud or copied by hand survives.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@#$%&*+=?';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

const pick = (alphabet: string) => alphabet[crypto.randomInt(alphabet.length)]!;

/**
 * A one-time password for a reset: 12 characters from all four classes (≈ 70 bits), drawn until it
 * passes the same strong rule an operator's own password must pass.
 */
export function generateOperatorPassword(loginName: string): string {
  for (;;) {
    const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL), ...Array.from({ length: 8 }, () => pick(ALL))];
    for (let index = characters.length - 1; index > 0; index -= 1) {
      const other = crypto.randomInt(index + 1);
      [characters[index], characters[other]] = [characters[other]!, characters[index]!];
    }
    const password = characters.join('');
    if (isStrongPassword(password, loginName)) return password;
  }
}
