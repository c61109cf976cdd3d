import { PAYMENT_PASSWORD_MESSAGES, isTooSimplePaymentPassword, PAYMENT_PASSWORD_LENGTH } from '@coastbook/domain';
import { z } from 'zod';
import { encryptedCredential, ZVerificationCode } from './fields';

/**
 * Payment password (web/entUser/, logged in). Always sent encrypted like the login password; the rule
 * (exactly 6 digits, not one digit repeated, not a run like 123456 / 654321) is checked by the server
 * after decrypting, and by the web form with ZPlainPaymentPassword.
 */

const ZEncryptedPaymentPassword = encryptedCredential(PAYMENT_PASSWORD_MESSAGES.required.zh);
const ZOwnUserId = z.string({ error: '缺少userId' }).uuid('userId 格式不正确').describe("the caller's own user id (another id: 403)");

/** The payment password as typed (web form), before encryption. */
export const ZPlainPaymentPassword = z
  .string({ error: PAYMENT_PASSWORD_MESSAGES.required.zh })
  .min(1, PAYMENT_PASSWORD_MESSAGES.required.zh)
  .regex(new RegExp(`^(\\d{${PAYMENT_PASSWORD_LENGTH}})?$`), PAYMENT_PASSWORD_MESSAGES.format.zh)
  .refine((value) => !/^\d{6}$/.test(value) || !isTooSimplePaymentPassword(value), PAYMENT_PASSWORD_MESSAGES.tooSimple.zh);

/** GET web/entUser/isPaymentPasswordSetBefore?userId= → data boolean. */
export const ZIsPaymentPasswordSetBeforeQuery = z.object({ userId: ZOwnUserId });
export type TIsPaymentPasswordSetBeforeQuery = z.infer<typeof ZIsPaymentPasswordSetBeforeQuery>;
export const ZIsPaymentPasswordSetBeforeResponse = z.boolean();

/** POST web/entUser/setPaymentPassword: first time only. */
export const ZSetPaymentPasswordRequest = z.object({ paymentPassword: ZEncryptedPaymentPassword, userId: ZOwnUserId });
export type TSetPaymentPasswordRequest = z.infer<typeof ZSetPaymentPasswordRequest>;

/** POST web/entUser/checkOriginalPaymentPassword → data boolean; a wrong one counts (5 an hour, then refused). */
export const ZCheckOriginalPaymentPasswordRequest = z.object({ paymentPassword: ZEncryptedPaymentPassword });
export type TCheckOriginalPaymentPasswordRequest = z.infer<typeof ZCheckOriginalPaymentPasswordRequest>;
export const ZCheckOriginalPaymentPasswordResponse = z.boolean();

/** POST web/entUser/updatePaymentPassword. */
export const ZUpdatePaymentPasswordRequest = z.object({
  oldPaymentPassword: ZEncryptedPaymentPassword,
  newPaymentPassword: ZEncryptedPaymentPassword,
});
export type TUpdatePaymentPasswordRequest = z.infer<typeof ZUpdatePaymentPasswordRequest>;

/** POST web/entUser/resetPaymentPwd: SMS code (purpose PAYMENT_PASSWORD_RESET, sendOwnPhoneCode) to the account's phone. */
export const ZResetPaymentPasswordRequest = z.object({ smsCode: ZVerificationCode, newPaymentPassword: ZEncryptedPaymentPassword });
export type TResetPaymentPasswordRequest = z.infer<typeof ZResetPaymentPasswordRequest>;

/** Answer of set / update / reset. */
export const ZPaymentPasswordSavedResponse = z.literal(true);

/** POST web/entUser/generateRandomPaymentPassword → data: a valid 6-digit suggestion (not stored). */
export const ZGenerateRandomPaymentPasswordResponse = z.string().regex(/^\d{6}$/);
