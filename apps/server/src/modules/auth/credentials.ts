import { AppError, fieldRefusalWords } from '@coastbook/domain';
import { decryptCredential, type ServerKeys } from '../../platform/crypto';

/**
 * Decrypts a password or payment password the browser encrypted with our public key. Anything that is
 * not such a ciphertext (plain text, garbled base64, another key) is malformed input: 400 naming the field.
 */
export function readCredential({ keys, encrypted, field }: { keys: ServerKeys; encrypted: string; field: string }): string {
  const plain = decryptCredential(keys.credentialKey, encrypted);
  if (plain === undefined || plain.length === 0 || plain.length > 128) {
    throw new AppError('BAD_REQUEST', {
      msg: fieldRefusalWords(field, {
        zh: '密码须使用公钥加密后提交',
        en: 'The password must be encrypted with the public key before it is sent',
      }),
      field,
    });
  }
  return plain;
}
