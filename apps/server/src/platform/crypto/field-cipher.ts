import crypto from 'node:crypto';

/**
 * Personal data at rest (phone, e-mail, QQ, WeChat): AES-256-GCM ciphertext for reading back, plus an
 * HMAC-SHA256 "lookup hash" of the normalised value for unique indexes and exact-match search, so the
 * clear value never sits in a column, an index or a log line.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  lookupHash(plain: string): string;
}

const VERSION = 'v1';

export function createFieldCipher(encryptionKey: Buffer, hashKey: Buffer): FieldCipher {
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    decrypt(stored) {
      const [version, iv, body, tag] = stored.split('.');
      if (version !== VERSION || !iv || !body || !tag) throw new Error('unreadable encrypted field');
      const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    lookupHash(plain) {
      return crypto.createHmac('sha256', hashKey).update(plain.trim().toLowerCase()).digest('base64url');
    },
  };
}
