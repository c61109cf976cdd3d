import { describe, expect, it } from 'vitest';
import { batchPaymentReady, orderActions } from './order-actions';

describe('the actions of an order', () => {
  it('continues a draft, pays an order awaiting payment, cancels while the server allows it', () => {
    expect(orderActions({ status: 'P', canCancel: true, canPay: false })).toEqual(['continue', 'cancel', 'view']);
    expect(orderActions({ status: 'S', canCancel: true, canPay: true })).toEqual(['pay', 'cancel', 'view']);
    expect(orderActions({ status: 'W', canCancel: true, canPay: false })).toEqual(['cancel', 'view']);
  });

  it('offers no payment past the deadline and no cancel once confirmed, cancelled or rejected', () => {
    expect(orderActions({ status: 'S', canCancel: true, canPay: false })).toEqual(['cancel', 'view']);
    expect(orderActions({ status: 'A', canCancel: false, canPay: false })).toEqual(['view']);
    // A server that says "can cancel" for a confirmed order is not believed: only P/S/W.
    expect(orderActions({ status: 'A', canCancel: true, canPay: false })).toEqual(['view']);
    expect(orderActions({ status: 'X', canCancel: false, canPay: false })).toEqual(['view']);
    expect(orderActions({ status: 'R', canCancel: false, canPay: false })).toEqual(['view']);
  });

  it('allows batch payment only for selections of payable orders', () => {
    const payable = { status: 'S' as const, canCancel: true, canPay: true };
    expect(batchPaymentReady([])).toBe(false);
    expect(batchPaymentReady([payable, payable])).toBe(true);
    expect(batchPaymentReady([payable, { ...payable, canPay: false }])).toBe(false);
    expect(batchPaymentReady([payable, { ...payable, status: 'W' }])).toBe(false);
  });
});
