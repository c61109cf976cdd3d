import { describe, expect, it } from 'vitest';
import { readIdempotencyKey, requestHashOf } from './idempotency';

describe('idempotency keys', () => {
  it('hashes the same body the same whatever its key order, and another body or call differently', () => {
    expect(requestHashOf('payment.orderPayReq', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHashOf('payment.orderPayReq', { b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(requestHashOf('payment.orderPayReq', { a: 1 })).not.toBe(requestHashOf('payment.orderPayReq', { a: 2 }));
    expect(requestHashOf('payment.orderPayReq', { a: 1 })).not.toBe(requestHashOf('payment.batchPayment', { a: 1 }));
  });

  it('leaves the encrypted payment password out: a retry re-encrypts it, and is still the same payment', () => {
    const action = { orderId: 'o-1', channel: 'ACCOUNTSTORE', agreementTicked: true };
    expect(requestHashOf('payment.orderPayReq', { ...action, payPassword: 'ciphertext-of-the-first-try' })).toBe(
      requestHashOf('payment.orderPayReq', { ...action, payPassword: 'ciphertext-of-the-retry' }),
    );
    expect(requestHashOf('payment.orderPayReq', { ...action, payPassword: 'x' })).not.toBe(requestHashOf('payment.orderPayReq', { ...action, orderId: 'o-2', payPassword: 'x' }));
  });

  it('answers 400 naming the header when the key is missing or malformed', () => {
    expect(() => readIdempotencyKey({ headers: {} })).toThrow(/Idempotency-Key/);
    expect(() => readIdempotencyKey({ headers: { 'idempotency-key': 'short' } })).toThrow(/Idempotency-Key/);
    expect(readIdempotencyKey({ headers: { 'idempotency-key': 'abcdef-123456' } })).toBe('abcdef-123456');
  });
});
