import type { TCodeSentResponse, TPhoneCodeRequest, TSendEmailCodeRequest } from '@coastbook/contracts';
import { normalizeEmail } from '@coastbook/domain';
import { postJson } from '../../../api/transport';

/** POST web/commonUrl/phoneCode: an SMS code for `smsCode` (the purpose), after a passed slide puzzle. */
export function sendPhoneCode(request: TPhoneCodeRequest): Promise<TCodeSentResponse> {
  return postJson<TCodeSentResponse>('web/commonUrl/phoneCode', request);
}

/** POST web/commonUrl/sendEmailCode: the address is lower-cased first (000 §5). */
export function sendEmailCode(request: TSendEmailCodeRequest): Promise<TCodeSentResponse> {
  return postJson<TCodeSentResponse>('web/commonUrl/sendEmailCode', { ...request, email: normalizeEmail(request.email) });
}
