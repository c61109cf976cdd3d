/**
 * Every password and payment password leaves the browser as base64(RSA-OAEP-SHA256(utf-8 text)),
 * encrypted with the server's public key (GET /auth/publicKey, SPKI PEM). WebCrypto does the work;
 * the imported key is cached for the page's life and fetched again only after a failure.
 */

export interface PublicKeyAnswer {
  publicKey: string;
  alg: string;
}

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The DER bytes inside a PEM block ('-----BEGIN PUBLIC KEY----- ... -----END PUBLIC KEY-----'). */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  if (body === '') throw new Error('empty PEM');
  return base64ToBytes(body);
}

export async function importPublicKey(pem: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> {
  return subtle.importKey('spki', pemToDer(pem), ALGORITHM, false, ['encrypt']);
}

export async function encryptWithKey(
  key: CryptoKey,
  text: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const cipher = await subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(text));
  return bytesToBase64(new Uint8Array(cipher));
}

export interface CredentialCipher {
  /** base64 ciphertext of the text, for a password or payment-password field. */
  encrypt(text: string): Promise<string>;
  /** Forget the cached key (e.g. after the server rotated it and refused a ciphertext). */
  reset(): void;
}

export function createCredentialCipher(fetchPublicKey: () => Promise<PublicKeyAnswer>): CredentialCipher {
  let key: Promise<CryptoKey> | undefined;
  const loadKey = (): Promise<CryptoKey> => {
    key ??= fetchPublicKey()
      .then((answer) => {
        if (answer.alg !== 'RSA-OAEP-256') throw new Error(`unsupported key algorithm ${answer.alg}`);
        return importPublicKey(answer.publicKey);
      })
      .catch((error: unknown) => {
        key = undefined; // a failed fetch is retried on the next encrypt
        throw error;
      });
    return key;
  };
  return {
    async encrypt(text) {
      return encryptWithKey(await loadKey(), text);
    },
    reset() {
      key = undefined;
    },
  };
}
