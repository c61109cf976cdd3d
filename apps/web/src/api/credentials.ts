import type { TPublicKeyResponse } from '@coastbook/contracts';
import { INSECURE_PAGE_MESSAGE } from '@coastbook/domain';
import { createCredentialCipher } from '../lib/credential-cipher';
import { ApiError, INSECURE_PAGE_CODE, get } from './transport';

/**
 * Passwords and payment passwords are sent as base64(RSA-OAEP-SHA256(text)) with the server's
 * public key (GET auth/publicKey), fetched once per page and cached.
 */
const cipher = createCredentialCipher(() => get<TPublicKeyResponse>('auth/publicKey', undefined, { withoutToken: true }));

/**
 * Whether this page can encrypt a password. Browsers offer WebCrypto only to secure pages: over HTTPS, or at
 * localhost. A portal opened over plain HTTP at another address (a server in the office network) cannot.
 */
export function canEncryptCredentials(): boolean {
  return globalThis.isSecureContext !== false && globalThis.crypto?.subtle !== undefined;
}

export function encryptCredential(plainText: string): Promise<string> {
  // Refused here with the reason: without it the form showed "连接服务器失败" for a server that was reachable.
  if (!canEncryptCredentials()) return Promise.reject(new ApiError({ code: INSECURE_PAGE_CODE, msg: INSECURE_PAGE_MESSAGE }));
  return cipher.encrypt(plainText);
}
