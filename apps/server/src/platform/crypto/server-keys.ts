import crypto from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { createFieldCipher, type FieldCipher } from './field-cipher';
import { loadOrCreateSecret } from './server-secrets';

/** RSA key pair browsers use to encrypt passwords before sending them (RSA-OAEP with SHA-256). */
export interface CredentialKey {
  publicKeyPem: string;
  privateKey: crypto.KeyObject;
}

export interface ServerKeys {
  fieldCipher: FieldCipher;
  credentialKey: CredentialKey;
}

function randomKey(): string {
  return crypto.randomBytes(32).toString('base64');
}

function makeRsaKeyPair(): string {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return JSON.stringify({ publicKey, privateKey });
}

/**
 * Loads the instance-shared keys (making them on the very first start). Called once by buildApp and by
 * the seed; the result is passed to the services that need it.
 */
export async function loadServerKeys(db: DbOrTx): Promise<ServerKeys> {
  const encryptionKey = await loadOrCreateSecret(db, 'field-encryption-key', randomKey);
  const hashKey = await loadOrCreateSecret(db, 'field-lookup-hash-key', randomKey);
  const rsa = JSON.parse(await loadOrCreateSecret(db, 'credential-rsa-oaep', makeRsaKeyPair)) as { publicKey: string; privateKey: string };
  return {
    fieldCipher: createFieldCipher(Buffer.from(encryptionKey, 'base64'), Buffer.from(hashKey, 'base64')),
    credentialKey: { publicKeyPem: rsa.publicKey, privateKey: crypto.createPrivateKey(rsa.privateKey) },
  };
}

/** Encrypts like the browser does; used by tests, the seed and the bench to send credentials. */
export function encryptCredential(publicKeyPem: string, plain: string): string {
  return crypto
    .publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8'))
    .toString('base64');
}

/** Decrypts a credential; returns undefined when it is not a ciphertext made with our public key. */
export function decryptCredential(key: CredentialKey, encrypted: string): string | undefined {
  try {
    return crypto
      .privateDecrypt({ key: key.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(encrypted, 'base64'))
      .toString('utf8');
  } catch {
    return undefined;
  }
}
