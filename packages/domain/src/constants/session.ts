import type { LabelledValue, ListValue } from './labelled-list';

/** Session, token and sign-in constants (000 §4.2, §4.9, §5, §9). */

/**
 * A token counts as about to expire once `now` reaches 99.9999% of its `active_time` (000 §4.2).
 * The spec applies the ratio to the timestamp itself, not to the lifetime: with millisecond
 * timestamps around 1.7e12 that is roughly 28 minutes before expiry.
 */
export const TOKEN_RENEWAL_THRESHOLD = 0.999999;

/** How often the client checks that its token still matches the stored one (000 §9). */
export const TOKEN_CHECK_INTERVAL_MS = 10_000;

/** How often unread message counts are polled (000 §9). */
export const UNREAD_MESSAGE_POLL_INTERVAL_MS = 300_000;

/** Seconds the "get verification code" button counts down after a send (000 §4.5). */
export const VERIFICATION_CODE_COUNTDOWN_SECONDS = 60;

/** Length of an SMS verification code (000 §5, §9). */
export const SMS_CODE_LENGTH = 6;

/** Maximum length of a mobile number input (000 §5, §9). */
export const PHONE_MAX_LENGTH = 11;

/** Login password length bounds (000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** active_time = now + expires_in seconds (000 §4.2). */
export function computeTokenActiveTime(nowMs: number, expiresInSeconds: number): number {
  return nowMs + expiresInSeconds * 1000;
}

/** A token is active while now is before active_time (000 §4.2). */
export function isTokenActive(activeTimeMs: number, nowMs: number): boolean {
  return nowMs < activeTimeMs;
}

/** True once now reaches 99.9999% of active_time: the client refreshes ahead of expiry (000 §4.2). */
export function isTokenAboutToExpire(activeTimeMs: number, nowMs: number): boolean {
  return nowMs >= activeTimeMs * TOKEN_RENEWAL_THRESHOLD;
}

/** Results of a token refresh attempt (000 §4.2). */
export const TOKEN_REFRESH_RESULTS = {
  SUCCESS: 1,
  FAILURE: -1,
  NO_REFRESH_TOKEN: 0,
} as const;

/** Ways to sign in (000 §4.9). */
export const LOGIN_MODES = [
  { value: 'EMAIL', zh: '邮箱登录', en: 'E-mail' },
  { value: 'PHONE', zh: '手机号登录', en: 'Mobile phone' },
  { value: 'USER_NAME', zh: '用户名登录', en: 'User name' },
] as const satisfies readonly LabelledValue[];
export type LoginMode = ListValue<typeof LOGIN_MODES>;

/** How a session was opened (the token call's grant_type), as the console's login history shows it. */
export const LOGIN_GRANT_TYPES = [
  { value: 'password', zh: '密码登录', en: 'Password' },
  { value: 'verifyCode', zh: '短信验证码登录', en: 'SMS code' },
  { value: 'unifiedAccountToken', zh: '统一账号登录', en: 'Unified account' },
] as const satisfies readonly LabelledValue[];
export type LoginGrantType = ListValue<typeof LOGIN_GRANT_TYPES>;

/** Progress of a login; 'LONGIN' is spelled as the spec spells it (000 §4.9). */
export const LOGIN_PROGRESS_STATES = [
  { value: 'LONGIN', zh: '登录中', en: 'Logging in' },
  { value: 'SYNCHRONOUS_DATA', zh: '数据同步中', en: 'Synchronising data' },
  { value: 'FAILED', zh: '登录失败', en: 'Failed' },
  { value: 'SUCCESS', zh: '登录成功', en: 'Succeeded' },
] as const satisfies readonly LabelledValue[];
export type LoginProgressState = ListValue<typeof LOGIN_PROGRESS_STATES>;

/** Client kinds (000 §9, 001 §9). */
export const CLIENT_KINDS = [
  { value: 'PC', zh: '电脑端', en: 'PC' },
  { value: 'APP', zh: '手机APP', en: 'Mobile app' },
  { value: 'WECHAT', zh: '微信小程序', en: 'WeChat' },
] as const satisfies readonly LabelledValue[];
export type ClientKind = ListValue<typeof CLIENT_KINDS>;

/**
 * Purposes an SMS code is sent for (000 §9). The spec names the purposes but not their codes;
 * these codes are ours.
 */
export const SMS_CODE_KINDS = [
  { value: 'BIND', zh: '绑定手机', en: 'Bind phone' },
  { value: 'CHANGE_BIND', zh: '更换绑定', en: 'Change binding' },
  { value: 'LOGIN', zh: '登录', en: 'Log in' },
  { value: 'REGISTER', zh: '注册', en: 'Register' },
  { value: 'CHANGE_PASSWORD', zh: '修改密码', en: 'Change password' },
  { value: 'PASSWORD_BACK', zh: '找回密码', en: 'Recover password' },
  // Not in the spec's list: the payment password is reset by an SMS code to the account's own phone.
  { value: 'PAYMENT_PASSWORD_RESET', zh: '重置支付密码', en: 'Reset payment password' },
  // Not in the spec's list: an account cancellation (/unsubscribeApply) is confirmed by a code to the own phone.
  { value: 'ACCOUNT_CANCEL', zh: '账号注销', en: 'Account cancellation' },
] as const satisfies readonly LabelledValue[];
export type SmsCodeKind = ListValue<typeof SMS_CODE_KINDS>;

/** Purposes an e-mail code is sent for, as `emailCodeType` (000 §9); codes are ours, as for SMS. */
export const EMAIL_CODE_KINDS = [
  { value: 'REGISTER', zh: '注册', en: 'Register' },
  { value: 'ACCOUNT_UPGRADE', zh: '账号升级', en: 'Account upgrade' },
  { value: 'CHANGE_BIND', zh: '更换绑定', en: 'Change binding' },
  { value: 'LOGIN', zh: '登录', en: 'Log in' },
  { value: 'INVOICE_MANAGER', zh: '发票接收邮箱维护', en: 'Invoice mailbox maintenance' },
  { value: 'INVOICE_APPLY', zh: '发票申请', en: 'Invoice application' },
  // Not in the spec's list: "password back by e-mail" needs a code of its own kind.
  { value: 'PASSWORD_BACK', zh: '找回密码', en: 'Recover password' },
] as const satisfies readonly LabelledValue[];
export type EmailCodeKind = ListValue<typeof EMAIL_CODE_KINDS>;
