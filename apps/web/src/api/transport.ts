import {
  API_TIMEOUT_MS,
  NO_RESPONSE_MESSAGE,
  RESPONSE_CODES,
  TOKENLESS_PATHS,
  messageForHttpStatus,
  pollingRetryExhaustedMessage,
} from '@coastbook/domain';
import { inPageLanguage, pageLanguageTag } from '../lib/server-words';
import type { RecoveryOutcome } from './auth-recovery';

/**
 * The one way the web talks to the API (000 §7.1, ARCHITECTURE.md "API conventions"): base /api,
 * 30 s timeout, envelope `{ code, msg, data }` unwrapped (code 0 = success, anything else throws
 * ApiError), HTTP statuses mapped to the spec's message catalogue in this one place.
 *
 * Token rules: `Authorization: bearer {token}` on web/ paths, the raw token elsewhere, none on the
 * token-issuing paths. A call refused as unauthenticated (401, or data 10040) goes through the
 * session's recovery (auth-recovery.ts) and is retried; 426 ends the session. The session binds
 * itself here at start-up (`bindTransportSession`), so this file knows nothing of storage or routing.
 */

export const API_BASE = '/api';

/** `code` of an ApiError raised when no HTTP response arrived at all (network down, CORS, DNS). */
export const NO_RESPONSE_CODE = -1;

/** `code` of an ApiError raised before sending: the page is not secure, so a password cannot be encrypted. */
export const INSECURE_PAGE_CODE = -2;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  /** Envelope code, or the HTTP status when the body was not an envelope, or NO_RESPONSE_CODE / INSECURE_PAGE_CODE. */
  readonly code: number;
  /**
   * The message to show the user (server's msg, or the catalogue's for the HTTP status), in the page's language
   * as far as it knows the words: on an English page the catalogue's Chinese becomes its English.
   */
  readonly msg: string;
  /** The message as the server (or this transport) worded it, for code that reads its parts. */
  readonly sentMsg: string;
  readonly data: unknown;
  /** HTTP status, when a response arrived. */
  readonly httpStatus: number | undefined;
  /**
   * The server's id of a request it failed (X-Request-Id, sent with its 5xx answers): the one thing a user can
   * quote to support to find the server's log line. Shown after the message by `errorMessage`.
   */
  readonly requestId: string | undefined;

  constructor(options: { code: number; msg: string; data?: unknown; httpStatus?: number; requestId?: string | null }) {
    const shown = inPageLanguage(options.msg);
    super(shown);
    this.name = 'ApiError';
    this.code = options.code;
    this.msg = shown;
    this.sentMsg = options.msg;
    this.data = options.data;
    this.httpStatus = options.httpStatus;
    this.requestId = options.requestId ?? undefined;
  }

  /** A business refusal (HTTP 200, non-zero code): repeating the same request will not help. */
  get isBusinessRefusal(): boolean {
    return this.httpStatus !== undefined && this.httpStatus < 300;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the gateway base, e.g. 'web/commonUrl/getHotProduct' (leading slash optional). */
  path: string;
  query?: QueryParams;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (application/x-www-form-urlencoded). */
  form?: QueryParams;
  /** Caller's cancellation (TanStack Query passes one); combined with the timeout. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Token-issuing calls opt out of the Authorization header (000 §7.1). */
  withoutToken?: boolean;
  /** Extra headers of this call (e.g. `Idempotency-Key` on money-moving calls, see idempotency.ts). */
  headers?: Readonly<Record<string, string>>;
}

/** What the transport needs from the session (app/session): the token to send and what to do when it fails. */
export interface TransportSession {
  /** The access token to send now, or null. */
  accessToken(): string | null;
  /** A call that carried `sentToken` was refused as unauthenticated: recover (000 §7.1). */
  recover(sentToken: string | null): Promise<RecoveryOutcome>;
  /** HTTP 426: log out to /login (000 §7.1). */
  upgradeRequired(): void;
}

let boundSession: TransportSession | undefined;

/** Called once by the session at start-up; tests bind a stub and unbind with undefined. */
export function bindTransportSession(session: TransportSession | undefined): void {
  boundSession = session;
}

/** How many times one call may go through recovery (e.g. adopt another tab's token, then refresh). */
const MAX_RECOVERIES_PER_CALL = 2;

function normalisePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** Token-issuing paths never carry a token (000 §7.1). */
export function isTokenlessPath(path: string): boolean {
  const clean = `/${normalisePath(path).split('?')[0] ?? ''}`;
  return (TOKENLESS_PATHS as readonly string[]).includes(clean);
}

/** 000 §7.1: 'bearer {token}' when the path starts with web/, the raw token otherwise. */
export function authorizationHeader(path: string, token: string | null): string | undefined {
  if (token === null || token === '' || isTokenlessPath(path)) return undefined;
  return normalisePath(path).startsWith('web/') ? `bearer ${token}` : token;
}

/** Headers of one call: Accept, the page's language (the server words its refusals in it), and the Authorization header the token rules give. */
export function requestHeaders(path: string, token: string | null): Record<string, string> {
  const authorization = authorizationHeader(path, token);
  return {
    Accept: 'application/json',
    'Accept-Language': pageLanguageTag(),
    ...(authorization !== undefined ? { Authorization: authorization } : {}),
  };
}

/** `a=1&b=x&b=y`; undefined and null values are left out, arrays repeat the name. */
export function encodeParams(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  return search.toString();
}

export function buildUrl(path: string, query?: QueryParams): string {
  const cleanPath = path.replace(/^\/+/, '');
  const queryString = query ? encodeParams(query) : '';
  return `${API_BASE}/${cleanPath}${queryString === '' ? '' : `?${queryString}`}`;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request with the given token and returns the envelope's `data`. */
async function sendOnce<T>(options: RequestOptions, token: string | null): Promise<T> {
  const hasBody = options.json !== undefined || options.form !== undefined;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  const headers = { ...options.headers, ...requestHeaders(options.path, token) };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = encodeParams(options.form);
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const abortFromCaller = () => timeout.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(options.path, options.query), {
      method,
      headers,
      body,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A caller's cancellation propagates as is, so TanStack Query treats it as cancelled, not failed.
    if (options.signal?.aborted) throw error;
    if (timeout.signal.aborted) {
      throw new ApiError({ code: 408, msg: messageForHttpStatus(408) });
    }
    throw new ApiError({ code: NO_RESPONSE_CODE, msg: NO_RESPONSE_MESSAGE });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  const payload = await readBody(response).catch(() => undefined);

  // 200-499 pass through as responses (000 §7.1): a 4xx envelope carries the server's own message
  // (e.g. the fields a 400 names). Without an envelope, or for 5xx, the catalogue speaks.
  if (isEnvelope(payload) && response.status < 500) {
    if (payload.code === 0 && response.ok) return payload.data as T;
    throw new ApiError({
      code: payload.code === 0 ? response.status : payload.code,
      msg: payload.msg || messageForHttpStatus(response.status),
      data: payload.data,
      httpStatus: response.status,
    });
  }
  throw new ApiError({
    code: response.status,
    msg: messageForHttpStatus(response.status),
    data: isEnvelope(payload) ? payload.data : undefined,
    httpStatus: response.status,
    requestId: response.headers.get('x-request-id'),
  });
}

/** 401, or a non-zero code whose data (or code) is 10040 — the token was missing, expired or revoked. */
export function isUnauthenticated(error: ApiError): boolean {
  return (
    error.httpStatus === RESPONSE_CODES.UNAUTHORIZED ||
    (error.code !== RESPONSE_CODES.SUCCESS &&
      (error.data === RESPONSE_CODES.EMPTY_TOKEN || error.code === RESPONSE_CODES.EMPTY_TOKEN))
  );
}

/**
 * Sends a call and returns the envelope's `data`. Throws ApiError for a non-zero code, an HTTP
 * failure (message from the 000 §8 catalogue), a timeout (408 message) or no response at all.
 * Unauthenticated answers are recovered and the call retried (see TransportSession).
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const session = options.withoutToken || isTokenlessPath(options.path) ? undefined : boundSession;
  for (let recoveries = 0; ; recoveries += 1) {
    const token = session?.accessToken() ?? null;
    try {
      return await sendOnce<T>(options, token);
    } catch (error) {
      if (session === undefined || !(error instanceof ApiError)) throw error;
      if (error.httpStatus === RESPONSE_CODES.UPGRADE_REQUIRED) {
        session.upgradeRequired();
        throw error;
      }
      if (!isUnauthenticated(error) || recoveries >= MAX_RECOVERIES_PER_CALL) throw error;
      const outcome = await session.recover(token);
      if (outcome.kind === 'exhausted') {
        throw new ApiError({ code: error.code, msg: pollingRetryExhaustedMessage(outcome.attempts), httpStatus: error.httpStatus });
      }
      if (outcome.kind === 'expired') throw error;
    }
  }
}

export function get<T>(path: string, query?: QueryParams, options: Partial<RequestOptions> = {}): Promise<T> {
  return request<T>({ ...options, method: 'GET', path, ...(query ? { query } : {}) });
}

export function postJson<T>(path: string, json: unknown, options: Partial<RequestOptions> = {}): Promise<T> {
  return request<T>({ ...options, method: 'POST', path, json });
}

export function postForm<T>(path: string, form: QueryParams, options: Partial<RequestOptions> = {}): Promise<T> {
  return request<T>({ ...options, method: 'POST', path, form });
}

/** POST with the parameters in the query string and no body (000 §7.1 "query-parameter POST"). */
export function postQuery<T>(path: string, query: QueryParams, options: Partial<RequestOptions> = {}): Promise<T> {
  return request<T>({ ...options, method: 'POST', path, query });
}

export function del<T>(path: string, query?: QueryParams, options: Partial<RequestOptions> = {}): Promise<T> {
  return request<T>({ ...options, method: 'DELETE', path, ...(query ? { query } : {}) });
}

/**
 * The message to show for any error a call raised, in the page's language. A server failure (5xx) names its
 * request: "服务器错误（请求编号：…）", so a user's report can be matched to the server's log line.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.requestId === undefined ? error.msg : withRequestId(error.msg, error.requestId);
  const refusedBeforeSending = firstIssueOfZodError(error);
  if (refusedBeforeSending !== undefined) return inPageLanguage(refusedBeforeSending);
  return inPageLanguage(NO_RESPONSE_MESSAGE);
}

function withRequestId(message: string, requestId: string): string {
  return pageLanguageTag().startsWith('en') ? `${message} (request ID: ${requestId})` : `${message}（请求编号：${requestId}）`;
}

/**
 * The page's last check of a request against its contract refused it before sending: its first rule's words, not
 * "连接服务器失败" (the address form's rules between fields read so until 2026-12-01). Recognised by its name
 * rather than `instanceof z.ZodError`, which would bring ~14 KB of zod into every first load.
 */
function firstIssueOfZodError(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ZodError') return undefined;
  const [first] = (error as Error & { issues?: Array<{ message?: unknown }> }).issues ?? [];
  return typeof first?.message === 'string' ? first.message : undefined;
}
