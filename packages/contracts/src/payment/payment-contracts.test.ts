import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZApplyBlankNoteRequest } from '../assets/assets';
import { ZBookingInfoRequest } from '../order/booking';
import { ZBatchPaymentRequest, ZBlankNoteRedeemRequest, ZOrderPayRequest, ZZeroPaymentRequest } from './payment';

const orderId = '7f1c1f0e-2c1a-4c7e-9d8e-0a1b2c3d4e5f';
const AGREEMENT_ISSUE = { path: ['agreementTicked'], message: '请勾选已阅读并同意' };

/** Every call whose page shows the business agreement, with a body that is valid once ticked. */
const PAYING_CALLS = [
  { name: 'orderPayReq', schema: ZOrderPayRequest, body: { orderId, channel: 'WECHAT' } },
  { name: 'batchPayment', schema: ZBatchPaymentRequest, body: { orderIds: [orderId], channel: 'ALIPAY' } },
  { name: 'zeroPayment', schema: ZZeroPaymentRequest, body: { orderId } },
  { name: 'blankNoteRedeemPayment', schema: ZBlankNoteRedeemRequest, body: { blankNoteIds: [orderId], channel: 'UNION' } },
  { name: 'applyBlanknote', schema: ZApplyBlankNoteRequest, body: { orderIds: [orderId], payPassword: 'encrypted' } },
] as const;

describe('the business agreement on the paying calls (001 §5)', () => {
  it.each(PAYING_CALLS)('$name accepts agreementTicked true only, naming the field with the spec message', ({ schema, body }) => {
    expect(schema.safeParse({ ...body, agreementTicked: true }).success).toBe(true);
    const issuesOf = (value: object) => schema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issuesOf({ ...body, agreementTicked: false })).toEqual([AGREEMENT_ISSUE]);
    expect(issuesOf(body)).toEqual([AGREEMENT_ISSUE]);
    expect(issuesOf({ ...body, agreementTicked: 'true' })).toEqual([AGREEMENT_ISSUE]);
    // The OpenAPI document (and any client generated from it) states the one accepted value.
    expect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).properties?.agreementTicked).toMatchObject({ type: 'boolean', enum: [true] });
  });

  it('reports an unticked agreement beside a missing payment password', () => {
    const issues = ZOrderPayRequest.safeParse({ orderId, channel: 'ACCOUNTSTORE', agreementTicked: false }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['payPassword', 'agreementTicked']);
  });

  it('asks for the payment password on a deposit note, which spends the credit line at once', () => {
    const issuesOf = (value: object) => ZApplyBlankNoteRequest.safeParse(value).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
    expect(issuesOf({ orderIds: [orderId], agreementTicked: true })).toEqual([{ path: 'payPassword', message: '请输入支付密码' }]);
    expect(issuesOf({ orderIds: [orderId], payPassword: '', agreementTicked: true })).toEqual([{ path: 'payPassword', message: '请输入支付密码' }]);
    expect(issuesOf({ orderIds: [orderId], payPassword: 123456, agreementTicked: true })).toEqual([{ path: 'payPassword', message: '请输入支付密码' }]);
  });

  it('takes bank credit (pay way 3) on the freight-loan line only', () => {
    const body = { orderId, payPassword: 'encrypted', agreementTicked: true };
    expect(ZOrderPayRequest.safeParse({ ...body, channel: 'CREDIT_ACCOUNTSTORE', payWay: 3 }).success).toBe(true);
    const issues = ZOrderPayRequest.safeParse({ ...body, channel: 'ACCOUNTSTORE', payWay: 3 }).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
    expect(issues).toEqual([{ path: 'channel', message: '银行授信只能使用运费贷额度（CREDIT_ACCOUNTSTORE）支付' }]);
    expect(ZOrderPayRequest.safeParse({ ...body, channel: 'WECHAT', payWay: 4 }).success).toBe(false);
  });

  it('is the same check as the booking submission', () => {
    const issue = ZBookingInfoRequest.safeParse({
      orderId,
      shippingTerm: 0,
      shipper: { name: '上海华信' },
      consignee: { name: '泉州恒泰' },
      cgoBriefDescCde: '100001',
      weightKg: 1000,
      packages: 10,
      packagingCnnme: '纸箱',
      agreementTicked: false,
    }).error?.issues;
    expect(issue?.map(({ path, message }) => ({ path, message }))).toEqual([AGREEMENT_ISSUE]);
  });
});
