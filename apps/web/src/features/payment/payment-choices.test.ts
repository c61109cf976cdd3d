import type { TPaymentValidation } from '@coastbook/contracts';
import { describe, expect, it } from 'vitest';
import { amountOfPayWay, channelOptions, defaultChannel, isBalancePayment, payWayOptions, requestPayWay } from './payment-choices';

function validation(overrides: Partial<TPaymentValidation> = {}): TPaymentValidation {
  return {
    payable: true,
    reason: null,
    totalFen: 300_000,
    orders: [],
    balanceFen: 5_000_000,
    creditAvailableFen: 0,
    paymentUpperLimitFen: null,
    canPay: true,
    paymentPasswordSet: true,
    channels: [
      { channel: 'WECHAT', available: true, reason: null },
      { channel: 'ACCOUNTSTORE', available: true, reason: null },
      { channel: 'CREDIT_ACCOUNTSTORE', available: false, reason: '尚未开通运费贷额度' },
      { channel: 'ALIPAY', available: true, reason: null },
      { channel: 'UNION', available: true, reason: null },
    ],
    downPayment: { available: true, reason: null, percent: 30, amountFen: 90_000, balanceFen: 210_000, balanceDueAt: '2026-12-02T10:00:00.000Z' },
    ...overrides,
  };
}

describe('payment choices', () => {
  it('lists the server’s channels in page order, prepaid first, with the server’s reasons', () => {
    const options = channelOptions(validation(), 1);
    expect(options.map((option) => option.channel)).toEqual(['ACCOUNTSTORE', 'CREDIT_ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION']);
    expect(options[1]).toEqual({ channel: 'CREDIT_ACCOUNTSTORE', available: false, reason: '尚未开通运费贷额度' });
    expect(defaultChannel(options)).toBe('ACCOUNTSTORE');
  });

  it('disables the prepaid account when the balance or the per-payment limit does not cover the amount', () => {
    const poor = channelOptions(validation({ balanceFen: 100 }), 1);
    expect(poor[0]).toEqual({ channel: 'ACCOUNTSTORE', available: false, reason: '预存账户余额不足，请先充值' });
    expect(defaultChannel(poor)).toBe('WECHAT');
    const limited = channelOptions(validation({ paymentUpperLimitFen: 200_000 }), 1);
    expect(limited[0]?.reason).toBe('支付金额超过预存账户单笔支付上限');
    // On an English page, in English.
    expect(channelOptions(validation({ balanceFen: 100 }), 1, 'en')[0]?.reason).toBe('Insufficient prepaid balance, please top up first');
  });

  it('offers bank credit only through the credit line, and only when the server allows that channel', () => {
    expect(payWayOptions(validation(), { single: true }).find((option) => option.payWay === 3)?.available).toBe(false);
    const withCredit = validation({ channels: [{ channel: 'CREDIT_ACCOUNTSTORE', available: true, reason: null }] });
    expect(payWayOptions(withCredit, { single: true }).find((option) => option.payWay === 3)?.available).toBe(true);
    expect(channelOptions(withCredit, 3).map((option) => option.channel)).toEqual(['CREDIT_ACCOUNTSTORE']);
  });

  it('has no channel for zero down payment and leaves down/zero payment out of a batch', () => {
    expect(channelOptions(validation(), 0)).toEqual([]);
    expect(payWayOptions(validation(), { single: false }).map((option) => option.payWay)).toEqual([1, 3]);
    expect(payWayOptions(validation(), { single: true }).map((option) => option.payWay)).toEqual([1, 2, 0, 3]);
  });

  it('offers nothing payable when the server says the orders cannot be paid or the user may not pay', () => {
    expect(payWayOptions(validation({ payable: false, reason: '订单不是待支付状态' }), { single: true }).every((option) => !option.available)).toBe(true);
    expect(payWayOptions(validation({ canPay: false }), { single: true }).every((option) => !option.available)).toBe(true);
  });

  it('sends the pay way chosen: 1 full, 2 down payment, 3 bank credit', () => {
    expect(requestPayWay(2)).toBe(2);
    expect(requestPayWay(1)).toBe(1);
    expect(requestPayWay(3)).toBe(3);
  });

  it('a down payment moves the server’s 30 %, judges the prepaid account on that amount and never uses the credit line', () => {
    const poor = validation({ balanceFen: 100_000 });
    expect(amountOfPayWay(poor, 2)).toBe(90_000);
    expect(amountOfPayWay(poor, 1)).toBe(300_000);
    expect(amountOfPayWay(poor, 0)).toBe(0);
    expect(channelOptions(poor, 1)[0]).toEqual({ channel: 'ACCOUNTSTORE', available: false, reason: '预存账户余额不足，请先充值' });
    expect(channelOptions(poor, 2)[0]).toEqual({ channel: 'ACCOUNTSTORE', available: true, reason: null });
    expect(channelOptions(poor, 2).map((option) => option.channel)).toEqual(['ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION']);
  });

  it('offers the down payment only as the server allows it', () => {
    const refused = validation({ downPayment: { available: false, reason: '距开船已不足24小时，请选择全款支付', percent: 30, amountFen: 90_000, balanceFen: 210_000, balanceDueAt: '2026-11-29T10:00:00.000Z' } });
    expect(payWayOptions(refused, { single: true }).find((option) => option.payWay === 2)?.available).toBe(false);
    expect(payWayOptions(validation({ downPayment: null }), { single: true }).map((option) => option.payWay)).toEqual([1, 0, 3]);
  });

  it('pays a balance in one go: full payment or bank credit only', () => {
    const balance = validation({ downPayment: null, orders: [{ orderId: 'o1', orderNo: 'OC1', status: 'A', totalFen: 300_000, payDeadline: null, kind: 'BALANCE' }] });
    expect(isBalancePayment(balance)).toBe(true);
    expect(payWayOptions(balance, { single: true }).map((option) => option.payWay)).toEqual([1, 3]);
  });
});
