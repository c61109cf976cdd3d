import type {
  TCheckOriginalPasswordRequest,
  TCodeSentResponse,
  TSendOwnPhoneCodeRequest,
  TUpdateLoginPasswordRequest,
  TVerifyIdentityBySmsResponse,
} from '@coastbook/contracts';
import { encryptCredential } from '../../../api/credentials';
import { postJson } from '../../../api/transport';

/** POST web/entUser/sendOwnPhoneCode: a code to the logged-in account's own phone (no slide puzzle). */
export function sendOwnPhoneCode(purpose: TSendOwnPhoneCodeRequest['purpose']): Promise<TCodeSentResponse> {
  return postJson<TCodeSentResponse>('web/entUser/sendOwnPhoneCode', { purpose } satisfies TSendOwnPhoneCodeRequest);
}

/** POST web/entUser/verifyIdentityBySms: step 0 of the change box → a single-use identity ticket. */
export function verifyIdentityBySms(smsCode: string): Promise<TVerifyIdentityBySmsResponse> {
  return postJson<TVerifyIdentityBySmsResponse>('web/entUser/verifyIdentityBySms', { smsCode });
}

/** POST web/entUser/checkOriginalPassword → true when it is the current password. */
export async function checkOriginalPassword(originalPassword: string, userId?: string): Promise<boolean> {
  return postJson<boolean>('web/entUser/checkOriginalPassword', {
    originalPassword: await encryptCredential(originalPassword),
    ...(userId !== undefined ? { userId } : {}),
  } satisfies TCheckOriginalPasswordRequest);
}

/** POST web/entUser/updateLoginPassword: step 1, with the ticket of step 0. */
export async function updateLoginPassword(options: { oldPassword: string; newPassword: string; identityTicket: string }): Promise<true> {
  const [oldPassword, newPassword] = await Promise.all([encryptCredential(options.oldPassword), encryptCredential(options.newPassword)]);
  return postJson<true>('web/entUser/updateLoginPassword', {
    oldPassword,
    newPassword,
    identityTicket: options.identityTicket,
  } satisfies TUpdateLoginPasswordRequest);
}
