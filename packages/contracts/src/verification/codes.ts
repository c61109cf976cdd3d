import { EMAIL_CODE_KINDS, SMS_CODE_KINDS, valuesOf } from '@coastbook/domain';
import { z } from 'zod';
import { ZEmailAddress, ZMobile, ZVerificationCode } from '../account/fields';
import { pageOf, ZPageRequest } from '../pagination';

/**
 * SMS and e-mail verification codes (000 §4.5, §9): 6 digits, valid 5 minutes, single use, 5 wrong
 * tries at most, one send per 60 s per phone / e-mail, daily caps per phone / e-mail and per IP.
 */

/** SMS purposes (000 §9 SMS code kinds; the codes are ours). */
export const ZSmsCodePurpose = z.enum(valuesOf(SMS_CODE_KINDS), { error: '验证码类型不正确' });
/** E-mail purposes (000 §9 e-mail code kinds, plus PASSWORD_BACK). */
export const ZEmailCodePurpose = z.enum(valuesOf(EMAIL_CODE_KINDS), { error: '验证码类型不正确' });

const ZSlideKey = z
  .string({ error: '请先完成滑块验证' })
  .min(1, '请先完成滑块验证')
  .max(100, '滑块验证标识过长')
  .describe('Key of a passed slide puzzle (verifySlideBlockByUrlKey); spent by this send');

/** POST web/commonUrl/phoneCode. Every purpose needs a passed slide puzzle (000 §5: the slider must pass). */
export const ZPhoneCodeRequest = z.object({
  phone: ZMobile,
  smsCode: ZSmsCodePurpose.describe('What the code is for: REGISTER, LOGIN, PASSWORD_BACK, CHANGE_PASSWORD, PAYMENT_PASSWORD_RESET, BIND, CHANGE_BIND'),
  slideKey: ZSlideKey,
});
export type TPhoneCodeRequest = z.infer<typeof ZPhoneCodeRequest>;

/** POST web/commonUrl/sendEmailCode; the address is lower-cased. */
export const ZSendEmailCodeRequest = z.object({
  email: ZEmailAddress,
  emailCodeType: ZEmailCodePurpose.describe('REGISTER, LOGIN, PASSWORD_BACK, CHANGE_BIND, ACCOUNT_UPGRADE, INVOICE_MANAGER, INVOICE_APPLY'),
  slideKey: ZSlideKey,
});
export type TSendEmailCodeRequest = z.infer<typeof ZSendEmailCodeRequest>;

/** Answer of a send: how long the code lives and when the next send is allowed (the button's countdown). */
export const ZCodeSentResponse = z.object({
  expiresIn: z.number().int().describe('seconds the code stays valid (300)'),
  resendAfter: z.number().int().describe('seconds until another code may be requested (60)'),
});
export type TCodeSentResponse = z.infer<typeof ZCodeSentResponse>;

/**
 * POST web/commonUrl/checkPhoneCode: is this the live code? It is not spent (the later call that needs
 * it spends it), but a wrong answer counts as one of the 5 tries. Refusals as for spending it.
 */
export const ZCheckPhoneCodeRequest = z.object({
  phone: ZMobile,
  code: ZVerificationCode,
  purpose: ZSmsCodePurpose,
});
export type TCheckPhoneCodeRequest = z.infer<typeof ZCheckPhoneCodeRequest>;
export const ZCheckPhoneCodeResponse = z.literal(true);

/** GET /api/dev/outbox (not in production): the messages the built-in outbox transport stored. */
export const ZDevOutboxQuery = ZPageRequest.extend({
  target: z.string().trim().max(80).optional().describe('only messages to this phone number or e-mail address'),
});
export type TDevOutboxQuery = z.infer<typeof ZDevOutboxQuery>;

export const ZDevOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  targetMasked: z.string(),
  purpose: z.string().nullable(),
  subject: z.string(),
  body: z.string().describe('the text as sent, code included'),
  transport: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TDevOutboxMessage = z.infer<typeof ZDevOutboxMessage>;
export const ZDevOutboxResponse = pageOf(ZDevOutboxMessage);
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;
