import crypto from 'node:crypto';
import type { DbOrTx } from '../../platform/db/client';
import { loadOrCreateSecret } from '../../platform/crypto';

/**
 * The shared secret a payment provider signs its notify with (the sandbox provider uses it too): kept in
 * server_secret so every instance verifies the same way; loaded once per database handle.
 */
const keys = new WeakMap<object, Promise<string>>();
export function notifyKeyOf(db: DbOrTx): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, 'payment-notify-hmac-key', () => crypto.randomBytes(32).toString('base64'));
    keys.set(db, key);
  }
  return key;
}

export interface NotifyFields {
  payNo: string;
  tradeNo: string;
  amountFen: number;
  result: 'SUCCESS' | 'FAIL';
  timestamp: number;
}

export function signNotify(key: string, fields: NotifyFields): string {
  return crypto.createHmac('sha256', key).update(`${fields.payNo}|${fields.tradeNo}|${fields.amountFen}|${fields.result}|${fields.timestamp}`).digest('hex');
}

/** Constant-time comparison of the notify's sign with ours. */
export function isNotifySignatureValid(key: string, fields: NotifyFields, sign: string): boolean {
  const expected = Buffer.from(signNotify(key, fields), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
