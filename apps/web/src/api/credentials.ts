import type { TPublicKeyResponse } from '@coastbook/contracts';
import { createCredentialCipher } from '../lib/credential-cipher';
import { get } from './transport';

/**
 * Passwords and payment passwords are sent as base64(RSA-OAEP-SHA256(text)) with the server's
 * public key (GET auth/publicKey), fetched once per page and cached.
 */
const cipher = createCredentialCipher(() => get<TPublicKeyResponse>('auth/publicKey', undefined, { withoutToken: true }));

export function encryptCredential(plainText: string): Promise<string> {
  return cipher.encrypt(plainText);
}
