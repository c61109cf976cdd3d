import { AppError, isStrongPassword, PASSWORD_MESSAGES, isValidPasswordLength, hasEnoughCharacterClasses, PAYMENT_PASSWORD_MESSAGES, isPaymentPasswordFormat, isTooSimplePaymentPassword, type BilingualText, fieldRefusalWords } from '@coastbook/domain';

/**
 * Passwords arrive encrypted, so their rules cannot live in the zod contract: they are checked here after
 * decryption and refused with the same 400 envelope a contract failure gives (fields named).
 */
function malformed(field: string, message: BilingualText): AppError {
  return new AppError('BAD_REQUEST', {
    msg: fieldRefusalWords(field, message),
    // Chinese, like the field problems of a contract failure (the error handler's data.fields).
    data: { fields: [{ field, message: message.zh }] },
  });
}

/** 000 §5: 8-16 characters, at least three of digits, upper case, lower case, special characters. */
export function assertLoginPasswordRules(password: string, field: string): void {
  if (!isValidPasswordLength(password)) throw malformed(field, PASSWORD_MESSAGES.length);
  if (!hasEnoughCharacterClasses(password)) throw malformed(field, PASSWORD_MESSAGES.characterClasses);
}

/** A new password on an existing account must also be strong (see contracts/account/password.ts). */
export function assertStrongNewPassword(password: string, userName: string, field: string): void {
  assertLoginPasswordRules(password, field);
  if (!isStrongPassword(password, userName)) throw new AppError('PASSWORD_NOT_STRONG', { field });
}

/** Exactly 6 digits, not one digit repeated, not a run up or down. */
export function assertPaymentPasswordRules(password: string, field: string): void {
  if (!isPaymentPasswordFormat(password)) throw malformed(field, PAYMENT_PASSWORD_MESSAGES.format);
  if (isTooSimplePaymentPassword(password)) throw malformed(field, PAYMENT_PASSWORD_MESSAGES.tooSimple);
}
