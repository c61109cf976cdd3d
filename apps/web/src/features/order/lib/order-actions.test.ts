import { describe, expect, it } from 'vitest';
import { batchPaymentReady, orderActions } from './order-actions';

describe('the actions of an order', () => {
  it('continues a draft, pays an order awaiting payment, cancels while the server allows it', () => {
    expect(orderActions({ status: 'P', canCancel: true, canPay: false, balanceDue: null })).toEqual(['continue', 'cancel', 'view']);
    expect(orderActions({ status: 'S', canCancel: true, canPay: true, balanceDue: null })).toEqual(['pay', 'cancel', 'view']);
    expect(orderActions({ status: 'W', canCancel: true, canPay: false, balanceDue: null })).toEqual(['cancel', 'view']);
  });

  it('offers no payment past the deadline and no cancel once confirmed, cancelled or rejected', () => {
    expect(orderActions({ status: 'S', canCancel: true, canPay: false, balanceDue: null })).toEqual(['cancel', 'view']);
    expect(orderActions({ status: 'A', canCancel: false, canPay: false, balanceDue: null })).toEqual(['view']);
    // A server that says "can cancel" for a confirmed order is not believed: only P/S/W.
    expect(orderActions({ status: 'A', canCancel: true, canPay: false, balanceDue: null })).toEqual(['view']);
    expect(orderActions({ status: 'X', canCancel: false, canPay: false, balanceDue: null })).toEqual(['view']);
    expect(orderActions({ status: 'R', canCancel: false, canPay: false, balanceDue: null })).toEqual(['view']);
  });

  it('pays the balance of a down-payment order while one is due, and leaves it out of batch payment', () => {
    const balanceDue = { balanceFen: 350_000, dueAt: '2026-12-02T10:00:00.000Z', overdue: false };
    expect(orderActions({ status: 'W', canCancel: true, canPay: false, balanceDue })).toEqual(['payBalance', 'cancel', 'view']);
    expect(orderActions({ status: 'A', canCancel: false, canPay: false, balanceDue: { ...balanceDue, overdue: true } })).toEqual(['payBalance', 'view']);
    expect(batchPaymentReady([{ status: 'A', canCancel: false, canPay: false, balanceDue }])).toBe(false);
  });

  it('allows batch payment only for selections of payable orders', () => {
    const payable = { status: 'S' as const, canCancel: true, canPay: true, balanceDue: null };
    expect(batchPaymentReady([])).toBe(false);
    expect(batchPaymentReady([payable, payable])).toBe(true);
    expect(batchPaymentReady([payable, { ...payable, canPay: false }])).toBe(false);
    expect(batchPaymentReady([payable, { ...payable, status: 'W' }])).toBe(false);
  });
});
