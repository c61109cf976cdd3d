import { PASSWORD_CHANGE_MESSAGES, PAYMENT_PASSWORD_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';
import { ZEmailAddress, ZMobile, ZPlainLoginPassword, ZVerificationCode } from './fields';
import { ZPlainPaymentPassword } from './payment-password';

/**
 * Forms of the password pages as typed (web), before the passwords are encrypted into the requests
 * of password.ts / payment-password.ts. Cross-field rules name the field they belong to.
 */

const ZConfirmation = z
  .string({ error: PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh })
  .min(1, PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh);

/** A new login password as typed: '请输入新登录密码' when empty (000 §5), then the password rules. */
export const ZNewLoginPassword = z
  .string({ error: PASSWORD_CHANGE_MESSAGES.newRequired.zh })
  .min(1, PASSWORD_CHANGE_MESSAGES.newRequired.zh)
  .pipe(ZPlainLoginPassword);

const confirmsNewPassword = {
  path: ['confirmPassword'],
  message: PASSWORD_CHANGE_MESSAGES.confirmationMismatch.zh,
};

/** Password back by phone, and resetLoginPassword: phone, SMS code (PASSWORD_BACK), new password twice. */
export const ZPasswordBackForm = z
  .object({
    phone: ZMobile,
    smsCode: ZVerificationCode,
    newPassword: ZNewLoginPassword,
    confirmPassword: ZConfirmation,
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.newPassword, confirmsNewPassword);
export type TPasswordBackForm = z.infer<typeof ZPasswordBackForm>;

/** Password back by e-mail: address, e-mail code (PASSWORD_BACK), new password twice. */
export const ZPasswordBackByEmailForm = z
  .object({
    email: ZEmailAddress,
    emailCode: ZVerificationCode,
    newPassword: ZNewLoginPassword,
    confirmPassword: ZConfirmation,
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.newPassword, confirmsNewPassword);
export type TPasswordBackByEmailForm = z.infer<typeof ZPasswordBackByEmailForm>;

/** Step 0 of the change-login-password box: the SMS code sent to the account's own phone. */
export const ZIdentityCodeForm = z.object({ smsCode: ZVerificationCode });
export type TIdentityCodeForm = z.infer<typeof ZIdentityCodeForm>;

const ZPaymentConfirmation = z
  .string({ error: PAYMENT_PASSWORD_MESSAGES.required.zh })
  .min(1, PAYMENT_PASSWORD_MESSAGES.required.zh);

const confirmsPaymentPassword = {
  path: ['confirmPaymentPassword'],
  message: PAYMENT_PASSWORD_MESSAGES.confirmationMismatch.zh,
};

/** First payment password: typed twice. */
export const ZSetPaymentPasswordForm = z
  .object({ paymentPassword: ZPlainPaymentPassword, confirmPaymentPassword: ZPaymentConfirmation })
  .refine(
    (form) => form.confirmPaymentPassword === '' || form.confirmPaymentPassword === form.paymentPassword,
    confirmsPaymentPassword,
  );
export type TSetPaymentPasswordForm = z.infer<typeof ZSetPaymentPasswordForm>;

/** Changing it: the current one, then the new one twice. */
export const ZChangePaymentPasswordForm = z
  .object({
    oldPaymentPassword: ZPaymentConfirmation,
    paymentPassword: ZPlainPaymentPassword,
    confirmPaymentPassword: ZPaymentConfirmation,
  })
  .refine(
    (form) => form.confirmPaymentPassword === '' || form.confirmPaymentPassword === form.paymentPassword,
    confirmsPaymentPassword,
  );
export type TChangePaymentPasswordForm = z.infer<typeof ZChangePaymentPasswordForm>;

/** Resetting it by SMS (PAYMENT_PASSWORD_RESET to the account's own phone). */
export const ZResetPaymentPasswordForm = z
  .object({
    smsCode: ZVerificationCode,
    paymentPassword: ZPlainPaymentPassword,
    confirmPaymentPassword: ZPaymentConfirmation,
  })
  .refine(
    (form) => form.confirmPaymentPassword === '' || form.confirmPaymentPassword === form.paymentPassword,
    confirmsPaymentPassword,
  );
export type TResetPaymentPasswordForm = z.infer<typeof ZResetPaymentPasswordForm>;
