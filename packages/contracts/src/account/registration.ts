import { AGREEMENT_MESSAGES, PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';
import { encryptedCredential, ZEmailAddress, ZMobile, ZPlainLoginPassword, ZUserName, ZVerificationCode } from './fields';

/** The agreement box must be ticked (000 §5, §8). */
export const ZAgreementTicked = z.literal(true, { error: AGREEMENT_MESSAGES.tickAgreement.zh });

/**
 * POST web/commonUrl/register: phone + SMS code (purpose REGISTER, sent after the slide puzzle) +
 * user name (= logon id) + password. Creates a default (N), active account; the client then logs in.
 */
export const ZRegisterRequest = z.object({
  userName: ZUserName,
  phone: ZMobile,
  smsCode: ZVerificationCode,
  password: encryptedCredential(PASSWORD_MESSAGES.required.zh),
  agreement: ZAgreementTicked,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ userId: z.string(), logonId: z.string() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** The register form as typed (web), before the password is encrypted. */
export const ZRegisterForm = z
  .object({
    userName: ZUserName,
    phone: ZMobile,
    smsCode: ZVerificationCode,
    password: ZPlainLoginPassword,
    confirmPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh }).min(1, PASSWORD_CHANGE_MESSAGES.confirmationRequired.zh),
    agreement: ZAgreementTicked,
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: PASSWORD_CHANGE_MESSAGES.confirmationMismatch.zh,
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** POST web/commonUrl/verifyPhone → data: true when an account already uses the number. */
export const ZVerifyPhoneRequest = z.object({ phone: ZMobile });
export type TVerifyPhoneRequest = z.infer<typeof ZVerifyPhoneRequest>;
export const ZVerifyPhoneResponse = z.boolean();

/** GET web/commonUrl/emailIsExist?email= → data: true when an account already uses the address. */
export const ZEmailIsExistQuery = z.object({ email: ZEmailAddress });
export type TEmailIsExistQuery = z.infer<typeof ZEmailIsExistQuery>;
export const ZEmailIsExistResponse = z.boolean();
