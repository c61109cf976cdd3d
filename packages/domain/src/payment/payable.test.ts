import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors/catalogue';
import { ERROR_MESSAGES_EN } from '../errors/catalogue.en';
import { canZeroPay, creditPaymentRefusal, describeOrderPayRefusal, orderPayRefusal, PAYMENT_RULE_MESSAGES, prepaidPaymentRefusal, totalPayableFen } from './payable';
import { isQrPayChannel, needsPaymentPassword, recordedPayWay } from './payment-constants';

const now = new Date('2026-11-22T06:00:00Z');
const order = { orderId: 'o1', orderNo: 'OC2611220000001', status: 'S', totalFen: 250_000, payDeadline: new Date('2026-11-22T06:30:00Z') };

describe('orderPayRefusal', () => {
  it('lets an awaiting-payment order be paid before its deadline', () => {
    expect(orderPayRefusal(order, now)).toBeNull();
  });

  it('refuses other statuses and a passed deadline, naming the order', () => {
    const confirmed = orderPayRefusal({ ...order, status: 'W' }, now)!;
    expect(describeOrderPayRefusal(confirmed)).toEqual({ zh: '订单OC2611220000001不是待支付状态，无法支付', en: 'Order OC2611220000001 is not awaiting payment and cannot be paid' });
    const late = orderPayRefusal({ ...order, payDeadline: new Date('2026-11-22T06:00:00Z') }, now)!;
    expect(describeOrderPayRefusal(late)).toEqual({ zh: '订单OC2611220000001已超过支付时限，请重新下单', en: 'Order OC2611220000001 is past its payment deadline, please place a new order' });
    const badAmount = orderPayRefusal({ ...order, totalFen: -1 }, now)!;
    expect(badAmount.reason).toBe('BAD_AMOUNT');
    expect(describeOrderPayRefusal(badAmount).en).toBe('The amount of order OC2611220000001 is invalid, please contact customer service');
  });

  it('sums several orders in whole fen', () => {
    expect(totalPayableFen([order, { totalFen: 1 }])).toBe(250_001);
  });
});

describe('channel rules', () => {
  it('records the freight-loan line as bank credit (pay way 3), other channels as requested', () => {
    expect(recordedPayWay(1, 'CREDIT_ACCOUNTSTORE')).toBe(3);
    expect(recordedPayWay(3, 'CREDIT_ACCOUNTSTORE')).toBe(3);
    expect(recordedPayWay(1, 'ACCOUNTSTORE')).toBe(1);
    expect(recordedPayWay(2, 'WECHAT')).toBe(2);
  });

  it('needs the payment password only where money moves at once', () => {
    expect(needsPaymentPassword('ACCOUNTSTORE')).toBe(true);
    expect(needsPaymentPassword('CREDIT_ACCOUNTSTORE')).toBe(true);
    expect(needsPaymentPassword('WECHAT')).toBe(false);
    expect(isQrPayChannel('UNION')).toBe(true);
    expect(isQrPayChannel('ACCOUNTSTORE')).toBe(false);
  });

  it('checks the prepaid balance and the single-payment upper limit', () => {
    expect(prepaidPaymentRefusal({ amountFen: 100, balanceFen: 100, paymentUpperLimitFen: null })).toBeNull();
    expect(prepaidPaymentRefusal({ amountFen: 101, balanceFen: 100, paymentUpperLimitFen: null })?.zh).toBe('预存账户余额不足，请先充值');
    expect(prepaidPaymentRefusal({ amountFen: 100, balanceFen: 1_000, paymentUpperLimitFen: 99 })?.zh).toBe('支付金额超过预存账户单笔支付上限');
  });

  it('checks the freight-loan line', () => {
    expect(creditPaymentRefusal({ amountFen: 1, creditLimitFen: 0, creditUsedFen: 0 })).toEqual({ zh: '尚未开通运费贷额度', en: 'No freight-loan credit line has been opened yet' });
    expect(creditPaymentRefusal({ amountFen: 501, creditLimitFen: 1_000, creditUsedFen: 500 })?.zh).toBe('运费贷可用额度不足');
    expect(creditPaymentRefusal({ amountFen: 500, creditLimitFen: 1_000, creditUsedFen: 500 })).toBeNull();
  });

  it('gives the reasons the catalogue also refuses with in the catalogue’s words, in both languages', () => {
    const sameAs = (key: 'PAYMENT_OVER_UPPER_LIMIT' | 'PAYMENT_BALANCE_INSUFFICIENT' | 'PAYMENT_CREDIT_INSUFFICIENT') => ({ zh: ERRORS[key].msg, en: ERROR_MESSAGES_EN[key] });
    expect(PAYMENT_RULE_MESSAGES.overUpperLimit).toEqual(sameAs('PAYMENT_OVER_UPPER_LIMIT'));
    expect(PAYMENT_RULE_MESSAGES.balanceTooLow).toEqual(sameAs('PAYMENT_BALANCE_INSUFFICIENT'));
    expect(PAYMENT_RULE_MESSAGES.creditTooLow).toEqual(sameAs('PAYMENT_CREDIT_INSUFFICIENT'));
  });

  it('allows zero down payment for nothing due or a diamond member only', () => {
    expect(canZeroPay({ totalFen: 0, enterpriseLevel: null })).toBe(true);
    expect(canZeroPay({ totalFen: 100, enterpriseLevel: 2 })).toBe(false);
    expect(canZeroPay({ totalFen: 100, enterpriseLevel: 3 })).toBe(true);
    expect(canZeroPay({ totalFen: 100, enterpriseLevel: null })).toBe(false);
  });
});
