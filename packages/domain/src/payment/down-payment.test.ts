import { describe, expect, it } from 'vitest';
import { amountDueFen, awaitsBalance, balanceDueAt, balanceStanding, downPaymentFen, downPaymentRefusal } from './down-payment';

const now = new Date('2026-11-29T06:00:00Z');
const etd = new Date('2026-12-03T10:00:00Z');

describe('downPaymentFen', () => {
  it('takes 30 % of the order, rounded up to the fen', () => {
    expect(downPaymentFen(1_000_000)).toBe(300_000);
    expect(downPaymentFen(1_001)).toBe(301); // 300.3 fen → 301
    expect(downPaymentFen(1)).toBe(1);
    expect(downPaymentFen(0)).toBe(0);
  });
});

describe('balanceDueAt', () => {
  it('is 24 hours before the sailing', () => {
    expect(balanceDueAt(etd).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });
});

describe('downPaymentRefusal', () => {
  it('allows an unpaid order well before its sailing', () => {
    expect(downPaymentRefusal({ totalFen: 500_000, paidFen: 0, etd }, now)).toBeNull();
  });

  it('refuses once the balance would already be due, and orders with nothing or something paid', () => {
    expect(downPaymentRefusal({ totalFen: 500_000, paidFen: 0, etd: new Date('2026-11-30T06:00:00Z') }, now)).toEqual({ zh: '距开船已不足24小时，请选择全款支付', en: 'Less than 24 hours remain before sailing, please choose full payment' });
    expect(downPaymentRefusal({ totalFen: 0, paidFen: 0, etd }, now)).toEqual({ zh: '本单无需付款，不能选择首付款支付', en: 'Nothing is due on this order, so it cannot be paid with a down payment' });
    expect(downPaymentRefusal({ totalFen: 500_000, paidFen: 1, etd }, now)).toEqual({ zh: '本单已有付款，请支付剩余金额', en: 'This order has already been partly paid, please pay the remaining amount' });
  });
});

describe('awaitsBalance and amountDueFen', () => {
  const downPaid = { status: 'W', payWay: 2, totalFen: 500_000, paidFen: 150_000 };

  it('a down-paid order under review or confirmed owes its balance', () => {
    expect(awaitsBalance(downPaid)).toBe(true);
    expect(awaitsBalance({ ...downPaid, status: 'A' })).toBe(true);
    expect(amountDueFen(downPaid)).toBe(350_000);
  });

  it('nothing is owed once paid in full, when cancelled or rejected, or when paid by another way', () => {
    expect(awaitsBalance({ ...downPaid, paidFen: 500_000 })).toBe(false);
    expect(awaitsBalance({ ...downPaid, status: 'X' })).toBe(false);
    expect(awaitsBalance({ ...downPaid, status: 'R' })).toBe(false);
    expect(awaitsBalance({ ...downPaid, payWay: 1, paidFen: 0 })).toBe(false);
    expect(amountDueFen({ ...downPaid, status: 'X' })).toBe(0);
  });

  it('an awaiting-payment order owes all of it', () => {
    expect(amountDueFen({ status: 'S', payWay: null, totalFen: 500_000, paidFen: 0 })).toBe(500_000);
  });
});

describe('balanceStanding', () => {
  it('says how much, by when, and whether it is overdue', () => {
    const order = { status: 'A', payWay: 2, totalFen: 500_000, paidFen: 150_000, etd };
    expect(balanceStanding(order, now)).toEqual({ balanceFen: 350_000, dueAt: new Date('2026-12-02T10:00:00Z'), overdue: false });
    expect(balanceStanding(order, new Date('2026-12-02T10:00:00Z'))?.overdue).toBe(true);
    expect(balanceStanding({ ...order, paidFen: 500_000 }, now)).toBeNull();
  });
});
