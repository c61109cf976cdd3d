import { MAX_BATCH_PAYMENT_ORDERS, PAYMENT_REQUEST_STATUSES, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { requireBusinessAgreementTicked, ZBusinessAgreementTicked } from '../order/fields';

/**
 * Order payment calls (001 §7 "Payment", under /api/web/domestic/order/payment/ and order/batchPayment).
 * Calls that move money need the `Idempotency-Key` header: a replay answers the first answer and moves
 * no money twice. ACCOUNTSTORE and CREDIT_ACCOUNTSTORE pay at once with the payment password (RSA-OAEP
 * encrypted with GET /api/auth/publicKey, like every password); WECHAT / ALIPAY / UNION answer a QR payload.
 * The paying calls carry `agreementTicked: true` (the pages' business agreement box, 001 §5): 400 names it otherwise.
 */

const STATUS_VALUES = valuesOf(PAYMENT_REQUEST_STATUSES) as ['INIT', 'PAID', 'FAILED', 'CLOSED'];

export const ZPayChannel = z.enum(['ACCOUNTSTORE', 'CREDIT_ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION'], {
  error: 'channel 须为 ACCOUNTSTORE、CREDIT_ACCOUNTSTORE、WECHAT、ALIPAY 或 UNION',
});
export type TPayChannel = z.infer<typeof ZPayChannel>;

const ZOrderId = z.uuid({ error: '订单ID格式不正确' });
export const ZPayPassword = z.string({ error: '请输入支付密码' }).min(1, '请输入支付密码').max(1024).describe('RSA-OAEP(SHA-256) 公钥加密后的 6 位支付密码（base64）');

/** POST order/payment/validate: can these orders be paid now, and through which channels. */
export const ZPaymentValidateRequest = z.object({
  orderIds: z.array(ZOrderId).min(1, '请选择订单').max(MAX_BATCH_PAYMENT_ORDERS, `一次最多支付${MAX_BATCH_PAYMENT_ORDERS}个订单`),
  channel: ZPayChannel.optional(),
});
export type TPaymentValidateRequest = z.infer<typeof ZPaymentValidateRequest>;

export const ZPayOrderLine = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.string(),
  totalFen: z.number().int().describe('本次应付：待支付订单为剩余全部金额，首付订单为尾款'),
  payDeadline: z.string().nullable(),
  kind: z.enum(['ORDER', 'BALANCE']).describe('ORDER 待支付订单；BALANCE 首付款订单的尾款'),
});
export type TPayOrderLine = z.infer<typeof ZPayOrderLine>;

export const ZPaymentValidation = z.object({
  payable: z.boolean(),
  reason: z.string().nullable().describe('不可支付时的原因（按 Accept-Language 为中文或英文）'),
  totalFen: z.number().int(),
  orders: z.array(ZPayOrderLine),
  balanceFen: z.number().int(),
  creditAvailableFen: z.number().int(),
  paymentUpperLimitFen: z.number().int().nullable(),
  canPay: z.boolean().describe('当前用户有支付权限（子账号需 user_pay）'),
  paymentPasswordSet: z.boolean(),
  channels: z.array(z.object({ channel: ZPayChannel, available: z.boolean(), reason: z.string().nullable() })),
  downPayment: z
    .object({
      available: z.boolean(),
      reason: z.string().nullable().describe('不可首付时的原因（按 Accept-Language 为中文或英文）'),
      percent: z.number().int(),
      amountFen: z.number().int().describe('现在支付的首付款'),
      balanceFen: z.number().int().describe('之后支付的尾款'),
      balanceDueAt: z.string().describe('尾款截止时间（开船前24小时）'),
    })
    .nullable()
    .describe('首付款支付（支付方式2）：仅单个待支付订单，其他情况为 null'),
});
export type TPaymentValidation = z.infer<typeof ZPaymentValidation>;

/**
 * POST order/payment/orderPayReq (Idempotency-Key): pay one awaiting-payment order — in full (1), by down
 * payment (2: 30 % now, the order goes to review) or on the freight-loan line (3) — or the balance of an order
 * booked with a down payment (1 or 3; the balance is paid in one go).
 */
export const ZOrderPayRequest = z
  .object({
    orderId: ZOrderId,
    channel: ZPayChannel,
    payWay: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'payWay 须为 1（全款）、2（首付款）或 3（银行授信）' }).default(1),
    payPassword: ZPayPassword.optional(),
    agreementTicked: ZBusinessAgreementTicked,
  })
  .refine((request) => !(request.channel === 'ACCOUNTSTORE' || request.channel === 'CREDIT_ACCOUNTSTORE') || !!request.payPassword, {
    message: '请输入支付密码',
    path: ['payPassword'],
  })
  .refine((request) => request.payWay !== 3 || request.channel === 'CREDIT_ACCOUNTSTORE', {
    message: '银行授信只能使用运费贷额度（CREDIT_ACCOUNTSTORE）支付',
    path: ['channel'],
  })
  .refine((request) => request.payWay !== 2 || request.channel !== 'CREDIT_ACCOUNTSTORE', {
    message: '首付款不能使用运费贷额度支付，请选择其他支付渠道',
    path: ['channel'],
  })
  .superRefine(requireBusinessAgreementTicked);
export type TOrderPayRequest = z.infer<typeof ZOrderPayRequest>;

/** POST order/batchPayment (Idempotency-Key): several awaiting-payment orders, one channel, all or nothing. */
export const ZBatchPaymentRequest = z
  .object({
    orderIds: z.array(ZOrderId).min(1, '请选择订单').max(MAX_BATCH_PAYMENT_ORDERS, `一次最多支付${MAX_BATCH_PAYMENT_ORDERS}个订单`),
    channel: ZPayChannel,
    payPassword: ZPayPassword.optional(),
    agreementTicked: ZBusinessAgreementTicked,
  })
  .refine((request) => !(request.channel === 'ACCOUNTSTORE' || request.channel === 'CREDIT_ACCOUNTSTORE') || !!request.payPassword, {
    message: '请输入支付密码',
    path: ['payPassword'],
  })
  .superRefine(requireBusinessAgreementTicked);
export type TBatchPaymentRequest = z.infer<typeof ZBatchPaymentRequest>;

/** POST order/payment/zeroPayment (Idempotency-Key): pay way 0, when the product / customer allows it. */
export const ZZeroPaymentRequest = z.object({ orderId: ZOrderId, agreementTicked: ZBusinessAgreementTicked }).superRefine(requireBusinessAgreementTicked);
export type TZeroPaymentRequest = z.infer<typeof ZZeroPaymentRequest>;

/** POST order/payment/blankNoteRedeemPayment (Idempotency-Key): redeem deposit notes (payment purpose 2). */
export const ZBlankNoteRedeemRequest = z
  .object({
    blankNoteIds: z.array(z.uuid({ error: '白条ID格式不正确' })).min(1, '请选择白条').max(20, '一次最多兑付20张白条'),
    channel: z.enum(['ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION'], { error: 'channel 须为 ACCOUNTSTORE、WECHAT、ALIPAY 或 UNION' }),
    payPassword: ZPayPassword.optional(),
    agreementTicked: ZBusinessAgreementTicked,
  })
  .refine((request) => request.channel !== 'ACCOUNTSTORE' || !!request.payPassword, { message: '请输入支付密码', path: ['payPassword'] })
  .superRefine(requireBusinessAgreementTicked);
export type TBlankNoteRedeemRequest = z.infer<typeof ZBlankNoteRedeemRequest>;

/** The answer of every paying call: PAID at once (prepaid, credit, zero) or INIT with a QR payload. */
export const ZPayResult = z.object({
  payNo: z.string(),
  status: z.enum(STATUS_VALUES),
  channel: z.string(),
  payWay: z.number().int(),
  purpose: z.number().int().describe('0 订单支付，1 差价，2 白条兑付，9 预存充值'),
  amountFen: z.number().int(),
  orders: z.array(z.object({ orderId: z.string(), orderNo: z.string(), status: z.string().describe('支付后的订单状态：W 待审核，A 已确认') })),
  qrContent: z.string().nullable().describe('扫码渠道：二维码内容（沙箱支付页地址 /api/dev/pay-sandbox/<payNo>）'),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type TPayResult = z.infer<typeof ZPayResult>;

/** POST order/payment/orderPayStatus: by payNo, or the latest payment of an order. */
export const ZOrderPayStatusRequest = z
  .object({ payNo: z.string().trim().min(1).max(40).optional(), orderId: ZOrderId.optional() })
  .refine((request) => !!request.payNo || !!request.orderId, { message: '请提供 payNo 或 orderId', path: ['payNo'] });
export type TOrderPayStatusRequest = z.infer<typeof ZOrderPayStatusRequest>;
export const ZOrderPayStatus = ZPayResult;
export type TOrderPayStatus = TPayResult;

/** POST order/payment/searchPayPoint/:orderId?disablePromotion= : points deduction available. */
export const ZSearchPayPointParams = z.object({ orderId: ZOrderId });
export const ZSearchPayPointQuery = z.object({ disablePromotion: z.enum(['true', 'false', '0', '1']).optional() });
export const ZPayPoint = z.object({
  availablePoints: z.number().int(),
  deductibleFen: z.number().int(),
  rule: z.string(),
});
export type TPayPoint = z.infer<typeof ZPayPoint>;

/**
 * POST order/payment/callback/:channel — the provider's notify (the sandbox page sends the same).
 * sign = hex HMAC-SHA256 over `${payNo}|${tradeNo}|${amountFen}|${result}|${timestamp}` with the server's notify key.
 */
export const ZPaymentCallbackParams = z.object({ channel: z.enum(['WECHAT', 'ALIPAY', 'UNION'], { error: 'channel 须为 WECHAT、ALIPAY 或 UNION' }) });
export const ZPaymentCallbackRequest = z.object({
  payNo: z.string().min(1).max(40),
  tradeNo: z.string().min(1).max(64),
  amountFen: z.number().int().min(0),
  result: z.enum(['SUCCESS', 'FAIL']),
  timestamp: z.number().int(),
  sign: z.string().regex(/^[0-9a-f]{64}$/, 'sign 格式不正确'),
});
export type TPaymentCallbackRequest = z.infer<typeof ZPaymentCallbackRequest>;
export const ZPaymentCallbackAnswer = z.object({ payNo: z.string(), status: z.enum(STATUS_VALUES), changed: z.boolean().describe('false：重复通知，未做任何改变') });
export type TPaymentCallbackAnswer = z.infer<typeof ZPaymentCallbackAnswer>;
