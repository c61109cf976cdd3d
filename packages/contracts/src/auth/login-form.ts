import { PASSWORD_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';
import { ZMobile, ZVerificationCode } from '../account/fields';

/**
 * The login forms (000 §4.9) as the user fills them, before the password is encrypted into a
 * ZTokenRequest. A login never applies the new-password rules: an old or weak password must still
 * get in (and is then sent to /changePwd).
 */

export const LOGIN_NAME_MESSAGES = {
  required: { zh: '请输入登录账号', en: 'Please enter your account, mobile number or e-mail' },
  tooLong: { zh: '登录账号过长', en: 'The account is too long' },
} as const;

/** Logon id, mobile number or e-mail (000 §4.9 USER_NAME, PHONE, EMAIL; see detectLoginMode). */
export const ZLoginName = z
  .string({ error: LOGIN_NAME_MESSAGES.required.zh })
  .trim()
  .min(1, LOGIN_NAME_MESSAGES.required.zh)
  .max(80, LOGIN_NAME_MESSAGES.tooLong.zh);

/** The password as typed at login: required, nothing more (max 128 guards the encryption block). */
export const ZLoginPassword = z
  .string({ error: PASSWORD_MESSAGES.required.zh })
  .min(1, PASSWORD_MESSAGES.required.zh)
  .max(128, PASSWORD_MESSAGES.length.zh);

/** Account login: logon id / phone / e-mail and password. */
export const ZPasswordLoginForm = z.object({
  username: ZLoginName,
  password: ZLoginPassword,
  remember: z.boolean().optional(),
});
export type TPasswordLoginForm = z.infer<typeof ZPasswordLoginForm>;

/** SMS login: mobile number and the code sent to it (purpose LOGIN). */
export const ZSmsLoginForm = z.object({
  phone: ZMobile,
  verifyCode: ZVerificationCode,
  remember: z.boolean().optional(),
});
export type TSmsLoginForm = z.infer<typeof ZSmsLoginForm>;
