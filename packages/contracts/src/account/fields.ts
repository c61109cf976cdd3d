import {
  characterLength,
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  hasEnoughCharacterClasses,
  isValidPasswordLength,
  MOBILE_MESSAGES,
  MOBILE_PATTERN,
  PASSWORD_MESSAGES,
  SMS_CODE_MESSAGES,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@coastbook/domain';
import { z } from 'zod';

/**
 * The identity fields of 000 §5 as zod schemas, with the spec's messages. The server validates requests
 * with them and the web's forms validate with the same ones (passwords: the plain-text form schemas
 * below, before the browser encrypts them).
 */

/** User name = logon id: 1-20 characters of Chinese, letters, digits or underscore. */
export const ZUserName = z
  .string({ error: USERNAME_MESSAGES.length.zh })
  .trim()
  .refine((value) => characterLength(value) >= USERNAME_MIN_LENGTH && characterLength(value) <= USERNAME_MAX_LENGTH, USERNAME_MESSAGES.length.zh)
  .refine((value) => value === '' || USERNAME_PATTERN.test(value), USERNAME_MESSAGES.format.zh)
  .refine((value) => !MOBILE_PATTERN.test(value), USERNAME_MESSAGES.mobileLike.zh);

/** Mainland mobile number: 11 digits, 1 then 3-9. */
export const ZMobile = z
  .string({ error: MOBILE_MESSAGES.required.zh })
  .trim()
  .min(1, MOBILE_MESSAGES.required.zh)
  .regex(MOBILE_PATTERN, MOBILE_MESSAGES.invalid.zh);

/** E-mail address, max 80 characters, lower-cased (000 §5: lower-cased before a code is requested). */
export const ZEmailAddress = z
  .string({ error: EMAIL_MESSAGES.required.zh })
  .trim()
  .min(1, EMAIL_MESSAGES.required.zh)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.invalid.zh)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid.zh)
  .toLowerCase();

/** SMS or e-mail verification code: required, 6 characters (000 §5). */
export const ZVerificationCode = z
  .string({ error: SMS_CODE_MESSAGES.required.zh })
  .trim()
  .min(1, SMS_CODE_MESSAGES.required.zh)
  .regex(/^\S{6}$/u, SMS_CODE_MESSAGES.length.zh);

/** The login password as typed (web forms, before encryption): 8-16 characters, three classes. */
export const ZPlainLoginPassword = z
  .string({ error: PASSWORD_MESSAGES.required.zh })
  .min(1, PASSWORD_MESSAGES.required.zh)
  .refine((value) => value === '' || isValidPasswordLength(value), PASSWORD_MESSAGES.length.zh)
  .refine((value) => value === '' || hasEnoughCharacterClasses(value), PASSWORD_MESSAGES.characterClasses.zh);

/**
 * A password or payment password in a request: `base64(RSA-OAEP-SHA256(text))` made with the key from
 * GET /api/auth/publicKey (the shape ZEncryptedSecret checks, with the field's own "required" message).
 * The server decrypts it and reports anything else as a 400 naming the field.
 */
export function encryptedCredential(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(2048, '密文过长')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, '密码须使用公钥加密（base64）后提交');
}
