/**
 * The one catalogue of error codes the API answers with (ARCHITECTURE.md "API conventions").
 * Each entry: the envelope `code`, the HTTP status it travels with, and the Chinese message a user can act on.
 * Business refusals travel as HTTP 200 with a non-zero code; transport-level problems use their HTTP status.
 * Areas add their refusals here, grouped by area, numbered in their own thousand.
 */
export interface ErrorDefinition {
  /** The envelope's `code`; 0 is success and never appears here. */
  readonly code: number;
  /** HTTP status the envelope is sent with. */
  readonly httpStatus: number;
  /** Default user-facing message (zh-CN). */
  readonly msg: string;
}

export const ERRORS = {
  // ---- transport and platform (numbered as their HTTP status) ----
  /** Malformed input: bad JSON, a field failing its schema. The message names the fields. */
  BAD_REQUEST: { code: 400, httpStatus: 400, msg: '请求错误' },
  /** No valid access token, or it was revoked or expired. */
  UNAUTHORIZED: { code: 401, httpStatus: 401, msg: '未授权，请重新登录' },
  /** Authenticated but not allowed to do this. */
  FORBIDDEN: { code: 403, httpStatus: 403, msg: '拒绝访问' },
  /** Unknown path, or an object the caller may not see (answered as if absent). */
  NOT_FOUND: { code: 404, httpStatus: 404, msg: '请求的资源不存在' },
  /** Body too large for the route. */
  PAYLOAD_TOO_LARGE: { code: 413, httpStatus: 413, msg: '请求内容过大' },
  /** Content-Type the route does not accept. */
  UNSUPPORTED_MEDIA_TYPE: { code: 415, httpStatus: 415, msg: '不支持的请求格式' },
  /** The same Idempotency-Key was reused with a different request body. */
  IDEMPOTENCY_KEY_REUSED: { code: 422, httpStatus: 422, msg: '幂等键已用于另一笔不同的请求' },
  /** The client must log in again (000 §7.1: 426 logs the user out). */
  UPGRADE_REQUIRED: { code: 426, httpStatus: 426, msg: '登录状态已失效，请重新登录' },
  /** Rate limit hit (shared across instances, kept in PostgreSQL). */
  TOO_MANY_REQUESTS: { code: 429, httpStatus: 429, msg: '请求过于频繁，请稍后再试' },
  /** Any unexpected failure; details stay in the log. */
  INTERNAL: { code: 500, httpStatus: 500, msg: '服务器错误' },
  /** The database (or another required backend) is unreachable. */
  SERVICE_UNAVAILABLE: { code: 503, httpStatus: 503, msg: '服务不可用，请稍后再试' },
  /** Access token header missing on a call that needs one (000 §7.1: data 10040 triggers a refresh). */
  TOKEN_EMPTY: { code: 10040, httpStatus: 401, msg: '令牌为空，请重新登录' },

  // ---- generic business refusals (1xxx) ----
  /** A business rule refused the request; the message is given where it is raised. */
  BUSINESS_RULE: { code: 1000, httpStatus: 200, msg: '操作失败' },
  /** A system switch (sysSwitch) for this capability is off. */
  FEATURE_SWITCHED_OFF: { code: 1001, httpStatus: 200, msg: '该功能暂未开放' },

  // ---- basedata (2xxx) ----
  /**
   * Public cargo tracking (web/commonUrl/portal/newTrackingCargo): the waybill number matches no
   * order the caller may see. Same answer for "no such order" and "not yours", so numbers cannot be probed.
   */
  WAYBILL_INVALID_OR_FORBIDDEN: { code: 2001, httpStatus: 200, msg: '运单号无效或无权限' },

  // ---- auth: login and tokens (3000-3049) ----
  /** Wrong logon id / password, unknown account, or an account locked after 10 failures: one message for all, so nothing is revealed. */
  LOGIN_FAILED: { code: 3001, httpStatus: 200, msg: '用户名或密码错误' },
  /** Password login needs the slide-puzzle captcha first (after 3 failures of the account or IP in 15 minutes, or always by config). */
  CAPTCHA_REQUIRED: { code: 3002, httpStatus: 200, msg: '请先完成滑块验证' },
  /** Refresh token unknown, expired, revoked or reused: the client must log in again. */
  REFRESH_TOKEN_INVALID: { code: 3003, httpStatus: 401, msg: '登录已过期，请重新登录' },
  /** The account was locked by the carrier (state Lock), not by failed logins. */
  ACCOUNT_DISABLED: { code: 3004, httpStatus: 200, msg: '账号已被停用，请联系客服' },
  /** SMS-code login for a phone number no account uses. */
  PHONE_NOT_REGISTERED: { code: 3005, httpStatus: 200, msg: '该手机号未注册' },
  /** Unified-account (sister platform) login is not connected yet. */
  UNIFIED_ACCOUNT_UNAVAILABLE: { code: 3006, httpStatus: 200, msg: '统一账号登录暂未开通' },
  /** The captcha answer (slide key) was wrong, used or expired. */
  CAPTCHA_INVALID: { code: 3007, httpStatus: 200, msg: '滑块验证失败，请重新验证' },

  // ---- auth & account: verification (3050-3099) ----
  /** Slide puzzle: offset outside the tolerance, a track that does not look like a drag, or a key already tried. */
  SLIDE_VERIFY_FAILED: { code: 3050, httpStatus: 200, msg: '验证失败，请重试' },
  /** Slide puzzle: the key is unknown or older than 2 minutes; the client loads a new puzzle. */
  SLIDE_EXPIRED: { code: 3051, httpStatus: 200, msg: '验证码已过期，请刷新' },
  /** A code was requested without a passed, unused slide puzzle (slideKey) from the last 2 minutes. */
  SLIDE_PROOF_REQUIRED: { code: 3052, httpStatus: 200, msg: '请先完成滑块验证' },
  /**
   * A code was requested for the same phone/e-mail within 60 s. The message is sent as
   * '验证码请求过于频繁,<seconds left>' so the client's countdown resumes (000 §4.5; parseCodeSendRefusal).
   */
  CODE_SEND_TOO_FREQUENT: { code: 3053, httpStatus: 200, msg: '验证码请求过于频繁' },
  /** The phone number or e-mail address got its daily number of codes (China day, VERIFICATION_CODE_DAILY_LIMIT_PER_TARGET). */
  CODE_DAILY_LIMIT_TARGET: { code: 3054, httpStatus: 200, msg: '今日获取验证码次数已达上限，请明天再试' },
  /** The client IP got its daily number of codes (VERIFICATION_CODE_DAILY_LIMIT_PER_IP). */
  CODE_DAILY_LIMIT_IP: { code: 3055, httpStatus: 200, msg: '当前网络今日获取验证码次数过多，请明天再试' },
  /** The SMS/e-mail code does not match the latest one sent for this purpose (a wrong try is counted). */
  CODE_WRONG: { code: 3056, httpStatus: 200, msg: '验证码错误' },
  /** No live code: never sent, older than 5 minutes, or already used. */
  CODE_EXPIRED: { code: 3057, httpStatus: 200, msg: '验证码已失效，请重新获取' },
  /** The code had 5 wrong tries and is dead. */
  CODE_TOO_MANY_ATTEMPTS: { code: 3058, httpStatus: 200, msg: '验证码错误次数过多，请重新获取' },

  // ---- auth & account: account (3100-3199) ----
  /** Registration: the user name (logon id) is taken, compared case-insensitively. */
  USERNAME_TAKEN: { code: 3100, httpStatus: 200, msg: '用户名已存在' },
  /** Registration, or a register / bind code requested for a phone number an account already uses. */
  PHONE_TAKEN: { code: 3101, httpStatus: 200, msg: '手机号已注册' },
  /** updateUserInfo, or a register / bind e-mail code, for an address another account already uses. */
  EMAIL_TAKEN: { code: 3102, httpStatus: 200, msg: '该邮箱已被使用' },
  /** Password back or login by e-mail (code send or reset) for an address no account uses. */
  EMAIL_NOT_BOUND: { code: 3103, httpStatus: 200, msg: '该邮箱未绑定账号' },
  /** updateLoginPassword: the old password is wrong. */
  ORIGINAL_PASSWORD_WRONG: { code: 3104, httpStatus: 200, msg: '原登录密码错误' },
  /** updateLoginPassword: the new password equals the old one (000 §5). */
  NEW_PASSWORD_SAME_AS_OLD: { code: 3105, httpStatus: 200, msg: '新登录密码不能与原密码相同' },
  /** A new password (change, password back, reset) is valid but not strong: common word, user-name part... */
  PASSWORD_NOT_STRONG: { code: 3106, httpStatus: 200, msg: '密码强度弱：须8-16位、含三类字符，且不能包含常见词或用户名' },
  /** updateLoginPassword without a live identity ticket from verifyIdentityBySms (step 0 of the change box, 000 §4.6). */
  IDENTITY_VERIFICATION_REQUIRED: { code: 3107, httpStatus: 200, msg: '身份验证已失效，请重新进行短信验证' },
  /** resetLoginPassword for an account that is not in state ResetPassword. */
  PASSWORD_RESET_NOT_REQUIRED: { code: 3108, httpStatus: 200, msg: '该账号无需重置密码，请使用忘记密码' },
  /** setPaymentPassword when one is already set (use update or reset). */
  PAYMENT_PASSWORD_ALREADY_SET: { code: 3110, httpStatus: 200, msg: '支付密码已设置，请勿重复设置' },
  /** A payment-password call that needs an existing payment password. */
  PAYMENT_PASSWORD_NOT_SET: { code: 3111, httpStatus: 200, msg: '尚未设置支付密码' },
  /** updatePaymentPassword: the old payment password is wrong. */
  PAYMENT_PASSWORD_WRONG: { code: 3112, httpStatus: 200, msg: '原支付密码错误' },
  /** updatePaymentPassword / resetPaymentPwd: the new payment password equals the current one. */
  PAYMENT_PASSWORD_SAME_AS_OLD: { code: 3113, httpStatus: 200, msg: '新支付密码不能与原支付密码相同' },
  /** 5 wrong payment passwords within an hour: checks are refused for the rest of the hour (reset by SMS works). */
  PAYMENT_PASSWORD_LOCKED: { code: 3114, httpStatus: 200, msg: '支付密码错误次数过多，请1小时后再试或通过短信重置' },
  /** updateUserInfo changes the e-mail without a code sent to the new address (emailCodeType CHANGE_BIND). */
  EMAIL_CODE_REQUIRED: { code: 3115, httpStatus: 200, msg: '请输入新邮箱收到的验证码' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorKey = keyof typeof ERRORS;

/** Looks up the definition of a code number, for clients that only hold the number. */
export function findErrorByCode(code: number): ErrorDefinition | undefined {
  return Object.values(ERRORS).find((definition) => definition.code === code);
}
