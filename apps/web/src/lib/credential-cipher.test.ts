import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { bytesToBase64, createCredentialCipher, pemToDer } from './credential-cipher';

async function keyPair() {
  const pair = await webcrypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await webcrypto.subtle.exportKey('spki', pair.publicKey));
  const body = bytesToBase64(spki).replace(/(.{64})/g, '$1\n');
  const pem = `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey };
}

async function decrypt(privateKey: CryptoKey, base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes);
  return new TextDecoder().decode(plain);
}

describe('credential cipher', () => {
  it('encrypts UTF-8 text with RSA-OAEP-256 so that the private key reads it back', async () => {
    const { pem, privateKey } = await keyPair();
    const cipher = createCredentialCipher(async () => ({ publicKey: pem, alg: 'RSA-OAEP-256' }));
    const encrypted = await cipher.encrypt('Coast@2026密码');
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(atob(encrypted)).toHaveLength(256); // one 2048-bit block
    await expect(decrypt(privateKey, encrypted)).resolves.toBe('Coast@2026密码');
  });

  it('fetches the key once per page and again only after a failure', async () => {
    const { pem } = await keyPair();
    const fetchKey = vi
      .fn<() => Promise<{ publicKey: string; alg: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ publicKey: pem, alg: 'RSA-OAEP-256' });
    const cipher = createCredentialCipher(fetchKey);
    await expect(cipher.encrypt('a')).rejects.toThrow('offline');
    await cipher.encrypt('b');
    await cipher.encrypt('c');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('refuses a key of another algorithm and a PEM without a body', async () => {
    const cipher = createCredentialCipher(async () => ({ publicKey: 'x', alg: 'RSA1_5' }));
    await expect(cipher.encrypt('a')).rejects.toThrow(/unsupported/);
    expect(() => pemToDer('-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----')).toThrow();
  });
});
