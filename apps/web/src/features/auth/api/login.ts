import { ZLoginRefusalData, type TLoginRefusalData, type TTokenRequest, type TTokenResponse } from '@coastbook/contracts';
import { encryptCredential } from '../../../api/credentials';
import { ApiError, postForm } from '../../../api/transport';

/** The captcha of a password login is the slide puzzle: randomStr = the passed key, code = its offset. */
export interface LoginCaptcha {
  key: string;
  offset: string;
}

const TOKEN_PATH = 'auth/oauth/token';

/** POST auth/oauth/token grant_type=password; the password leaves encrypted. */
export async function loginWithPassword(options: { username: string; password: string; captcha?: LoginCaptcha }): Promise<TTokenResponse> {
  const form = {
    grant_type: 'password',
    scope: 'server',
    username: options.username.trim(),
    password: await encryptCredential(options.password),
    ...(options.captcha ? { code: options.captcha.offset, randomStr: options.captcha.key } : {}),
  } satisfies TTokenRequest;
  return postForm<TTokenResponse>(TOKEN_PATH, form);
}

/** POST auth/oauth/token grant_type=verifyCode: username = the phone, verifyCode = the SMS code. */
export function loginWithSmsCode(options: { phone: string; verifyCode: string }): Promise<TTokenResponse> {
  const form = {
    grant_type: 'verifyCode',
    scope: 'server',
    username: options.phone.trim(),
    verifyCode: options.verifyCode.trim(),
  } satisfies TTokenRequest;
  return postForm<TTokenResponse>(TOKEN_PATH, form);
}

/** The failed count and captcha flag a refused password login carries, when it carries them. */
export function loginRefusalOf(error: unknown): TLoginRefusalData | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = ZLoginRefusalData.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}
