import type { LabelledValue, ListValue } from './labelled-list';

/** Payment, promotion and invoice constants (001 §9). */

/** How an order is paid. */
export const PAY_WAYS = [
  { value: 0, zh: '零首付', en: 'Zero down payment' },
  { value: 1, zh: '全款支付', en: 'Full payment' },
  { value: 2, zh: '首付款支付', en: 'Down payment' },
  { value: 3, zh: '银行授信', en: 'Bank credit' },
] as const satisfies readonly LabelledValue<number>[];
export type PayWay = ListValue<typeof PAY_WAYS>;

/** Payment channels as the payment calls name them; NAVITE_WECHAT is spelled as the spec spells it. */
export const PAYMENT_CHANNELS = [
  { value: 'WECHAT', zh: '微信支付', en: 'WeChat Pay' },
  { value: 'ALIPAY', zh: '支付宝', en: 'Alipay' },
  { value: 'ACCOUNTSTORE', zh: '预存账户', en: 'Prepaid account' },
  { value: 'UNION', zh: '银联支付', en: 'UnionPay' },
  { value: 'NAVITE_WECHAT', zh: '微信扫码支付', en: 'WeChat Pay (QR code)' },
  { value: 'CITIC_LOAN', zh: '中信银行运费贷', en: 'CITIC freight loan' },
  { value: 'CREDIT_ACCOUNTSTORE', zh: '运费贷账户', en: 'Freight-loan account' },
  { value: 'ALIMYBANK_LOAN', zh: '网商银行运费贷', en: 'MYbank freight loan' },
] as const satisfies readonly LabelledValue[];
export type PaymentChannel = ListValue<typeof PAYMENT_CHANNELS>;

/** Customer account types: `value` is the numeric account type, `code` its name. */
export const ACCOUNT_TYPES = [
  { value: 0, code: 'EPAN', zh: '预存账户', en: 'Prepaid account' },
  { value: 3, code: 'CREDIT', zh: '运费贷账户', en: 'Freight-loan account' },
] as const satisfies readonly (LabelledValue<number> & { code: string })[];
export type AccountType = ListValue<typeof ACCOUNT_TYPES>;

/** Who pays an order. */
export const PAYERS = [
  { value: 0, zh: '本人支付', en: 'Own payment' },
  { value: 1, zh: '第三方支付', en: 'Third-party payment' },
] as const satisfies readonly LabelledValue<number>[];
export type Payer = ListValue<typeof PAYERS>;

/** What a payment is for. */
export const PAYMENT_PURPOSES = [
  { value: 0, zh: '订单支付', en: 'Order payment' },
  { value: 1, zh: '差价支付', en: 'Price difference' },
  { value: 2, zh: '白条兑付', en: 'Deposit-note redemption' },
] as const satisfies readonly LabelledValue<number>[];
export type PaymentPurpose = ListValue<typeof PAYMENT_PURPOSES>;

/** UnionPay online banking kinds: `value` is the channel code sent to UnionPay. */
export const UNION_PAYMENT_TYPES = [
  { value: 12, code: 'COMPANY', zh: '企业网银', en: 'Corporate online banking' },
  { value: 11, code: 'PERSONAL', zh: '个人网银', en: 'Personal online banking' },
] as const satisfies readonly (LabelledValue<number> & { code: string })[];
export type UnionPaymentType = ListValue<typeof UNION_PAYMENT_TYPES>;

/** Kinds of promotion that reduce a charge. */
export const PROMOTION_CHARGE_TYPES = [
  { value: 'TP', zh: '限时优惠', en: 'Limited-time offer' },
  { value: 'FP', zh: '首单优惠', en: 'First-order offer' },
  { value: 'VP', zh: '会员优惠', en: 'Member offer' },
  { value: 'DP', zh: '门到门条款优惠', en: 'Door-term offer' },
  { value: 'FS', zh: '满减优惠', en: 'Spend-and-save offer' },
] as const satisfies readonly LabelledValue[];
export type PromotionChargeType = ListValue<typeof PROMOTION_CHARGE_TYPES>;

/** Invoice VAT rates; `value` is in percent so tax on integer fen stays exact integer arithmetic. */
export const INVOICE_TAX_RATES = [
  { value: 6, zh: '6%', en: '6%' },
  { value: 9, zh: '9%', en: '9%' },
] as const satisfies readonly LabelledValue<number>[];
export type InvoiceTaxRate = ListValue<typeof INVOICE_TAX_RATES>;
