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
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorKey = keyof typeof ERRORS;

/** Looks up the definition of a code number, for clients that only hold the number. */
export function findErrorByCode(code: number): ErrorDefinition | undefined {
  return Object.values(ERRORS).find((definition) => definition.code === code);
}
