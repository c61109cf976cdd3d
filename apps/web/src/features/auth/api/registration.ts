import type {
  TPasswordBackByEmailRequest,
  TPasswordBackRequest,
  TRegisterRequest,
  TRegisterResponse,
  TResetLoginPasswordRequest,
  TVerifyStrongPasswordRequest,
} from '@coastbook/contracts';
import { normalizeEmail } from '@coastbook/domain';
import { encryptCredential } from '../../../api/credentials';
import { get, postJson } from '../../../api/transport';

type WithPlainPassword<Request, Field extends keyof Request> = Omit<Request, Field> & Record<Field, string>;

/** POST web/commonUrl/register → { userId, logonId }; the password leaves encrypted. */
export async function register(request: WithPlainPassword<TRegisterRequest, 'password'>): Promise<TRegisterResponse> {
  return postJson<TRegisterResponse>('web/commonUrl/register', {
    ...request,
    password: await encryptCredential(request.password),
  } satisfies TRegisterRequest);
}

/** POST web/commonUrl/verifyPhone → true when an account already uses the number. */
export function isPhoneRegistered(phone: string): Promise<boolean> {
  return postJson<boolean>('web/commonUrl/verifyPhone', { phone });
}

/** GET web/commonUrl/emailIsExist → true when an account already uses the address. */
export function isEmailRegistered(email: string): Promise<boolean> {
  return get<boolean>('web/commonUrl/emailIsExist', { email: normalizeEmail(email) });
}

/** POST web/commonUrl/verifyStrongPassword → true for strong (000 §5: shown as strong or weak). */
export async function isStrongPassword(password: string, userName: string): Promise<boolean> {
  return postJson<boolean>('web/commonUrl/verifyStrongPassword', {
    password: await encryptCredential(password),
    userName,
  } satisfies TVerifyStrongPasswordRequest);
}

/** POST web/commonUrl/passwordBack: phone + SMS code (PASSWORD_BACK) + new password. */
export async function passwordBackByPhone(request: WithPlainPassword<TPasswordBackRequest, 'newPassword'>): Promise<true> {
  return postJson<true>('web/commonUrl/passwordBack', {
    ...request,
    newPassword: await encryptCredential(request.newPassword),
  } satisfies TPasswordBackRequest);
}

/** POST web/commonUrl/passwordBackByEmail: address + e-mail code (PASSWORD_BACK) + new password. */
export async function passwordBackByEmail(request: WithPlainPassword<TPasswordBackByEmailRequest, 'newPassword'>): Promise<true> {
  return postJson<true>('web/commonUrl/passwordBackByEmail', {
    ...request,
    email: normalizeEmail(request.email),
    newPassword: await encryptCredential(request.newPassword),
  } satisfies TPasswordBackByEmailRequest);
}

/** POST web/commonUrl/resetLoginPassword: accounts the carrier put in state ResetPassword. */
export async function resetLoginPassword(request: WithPlainPassword<TResetLoginPasswordRequest, 'newPassword'>): Promise<true> {
  return postJson<true>('web/commonUrl/resetLoginPassword', {
    ...request,
    newPassword: await encryptCredential(request.newPassword),
  } satisfies TResetLoginPasswordRequest);
}
