import { PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';
import { encryptedCredential, ZEmailAddress, ZMobile, ZVerificationCode } from './fields';
import { ZNewLoginPassword } from './forms';

/**
 * Login-password calls. New passwords must be strong (isStrongPassword: 8-16 characters, three
 * classes, no common word, no part of the user name): a refusal otherwise, so the forced change
 * (/changePwd) always ends with a strong password. Every reset or change ends the account's other
 * logins.
 */

const ZNewPassword = encryptedCredential(PASSWORD_CHANGE_MESSAGES.newRequired.zh);

/** POST web/commonUrl/passwordBack: SMS code (purpose PASSWORD_BACK) to the account's phone. */
export const ZPasswordBackRequest = z.object({ phone: ZMobile, smsCode: ZVerificationCode, newPassword: ZNewPassword });
export type TPasswordBackRequest = z.infer<typeof ZPasswordBackRequest>;

/** POST web/commonUrl/passwordBackByEmail: e-mail code (emailCodeType PASSWORD_BACK) to the account's address. */
export const ZPasswordBackByEmailRequest = z.object({
  email: ZEmailAddress,
  emailCode: ZVerificationCode,
  newPassword: ZNewPassword,
});
export type TPasswordBackByEmailRequest = z.infer<typeof ZPasswordBackByEmailRequest>;

/** POST web/commonUrl/resetLoginPassword: accounts the carrier put in state ResetPassword; SMS code purpose PASSWORD_BACK. */
export const ZResetLoginPasswordRequest = ZPasswordBackRequest;
export type TResetLoginPasswordRequest = z.infer<typeof ZResetLoginPasswordRequest>;

/** Answer of the three calls above. */
export const ZPasswordResetResponse = z.literal(true);

/** POST web/commonUrl/verifyStrongPassword → data: true for strong (000 §5 "shown as strong or weak"). */
export const ZVerifyStrongPasswordRequest = z.object({
  password: encryptedCredential(PASSWORD_MESSAGES.required.zh),
  userName: z.string().trim().max(80).default(''),
});
export type TVerifyStrongPasswordRequest = z.infer<typeof ZVerifyStrongPasswordRequest>;
export const ZVerifyStrongPasswordResponse = z.boolean();

/** POST web/entUser/checkOriginalPassword → data: true when it is the current password (the form's async check). */
export const ZCheckOriginalPasswordRequest = z.object({
  originalPassword: encryptedCredential(PASSWORD_CHANGE_MESSAGES.originalRequired.zh),
  userId: z.string().uuid('userId 格式不正确').optional().describe("must be the caller's own id when given"),
});
export type TCheckOriginalPasswordRequest = z.infer<typeof ZCheckOriginalPasswordRequest>;
export const ZCheckOriginalPasswordResponse = z.boolean();

/**
 * POST web/entUser/sendOwnPhoneCode: a code to the logged-in account's own phone (no slide puzzle:
 * the user is logged in). CHANGE_PASSWORD is step 0 of the change box; PAYMENT_PASSWORD_RESET before resetPaymentPwd.
 */
export const ZSendOwnPhoneCodeRequest = z.object({
  purpose: z.enum(['CHANGE_PASSWORD', 'PAYMENT_PASSWORD_RESET'], { error: '验证码类型不正确' }),
});
export type TSendOwnPhoneCodeRequest = z.infer<typeof ZSendOwnPhoneCodeRequest>;

/** POST web/entUser/verifyIdentityBySms: step 0 of the change box (000 §4.6), code of purpose CHANGE_PASSWORD. */
export const ZVerifyIdentityBySmsRequest = z.object({ smsCode: ZVerificationCode });
export type TVerifyIdentityBySmsRequest = z.infer<typeof ZVerifyIdentityBySmsRequest>;
export const ZVerifyIdentityBySmsResponse = z.object({
  identityTicket: z.string().describe('hand it to updateLoginPassword; single use'),
  expiresIn: z.number().int().describe('seconds the ticket stays valid (600)'),
});
export type TVerifyIdentityBySmsResponse = z.infer<typeof ZVerifyIdentityBySmsResponse>;

/** POST web/entUser/updateLoginPassword: step 1; needs the ticket of step 0. Other logins of the user end. */
export const ZUpdateLoginPasswordRequest = z.object({
  oldPassword: encryptedCredential(PASSWORD_CHANGE_MESSAGES.originalRequired.zh),
  newPassword: ZNewPassword,
  identityTicket: z.string({ error: '请先完成短信身份验证' }).min(1, '请先完成短信身份验证').max(100),
});
export type TUpdateLoginPasswordRequest = z.infer<typeof ZUpdateLoginPasswordRequest>;
export const ZUpdateLoginPasswordResponse = z.literal(true);

/** The change box's step-1 form as typed (web), before encryption (000 §5 "Password change"). */
export const ZPasswordChangeForm = z
  .object({
    originalPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.originalRequired.zh }).min(1, PASSWORD_CHANGE_MESSAGES.originalRequired.zh),
    newPassword: ZNewLoginPassword,
    confirmedPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh }).min(1, PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh),
  })
  .refine((form) => form.newPassword === '' || form.newPassword !== form.originalPassword, {
    path: ['newPassword'],
    message: PASSWORD_CHANGE_MESSAGES.sameAsOriginal.zh,
  })
  .refine((form) => form.confirmedPassword === '' || form.confirmedPassword === form.newPassword, {
    path: ['confirmedPassword'],
    message: PASSWORD_CHANGE_MESSAGES.confirmationMismatch.zh,
  });
export type TPasswordChangeForm = z.infer<typeof ZPasswordChangeForm>;
