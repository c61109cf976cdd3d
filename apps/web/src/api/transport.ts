import { API_TIMEOUT_MS, NO_RESPONSE_MESSAGE, messageForHttpStatus } from '@coastbook/domain';

/**
 * The one way the web talks to the API (000 §7.1, ARCHITECTURE.md "API conventions"): base /api,
 * 30 s timeout, envelope `{ code, msg, data }` unwrapped (code 0 = success, anything else throws
 * ApiError), HTTP statuses mapped to the spec's message catalogue in this one place.
 *
 * Not here yet, by design: token headers (see `requestHeaders`), the 401/10040 single-flight refresh
 * and the 426 logout. The session issue adds them around `send` without changing any feature call.
 */

export const API_BASE = '/api';

/** `code` of an ApiError raised when no HTTP response arrived at all (network down, CORS, DNS). */
export const NO_RESPONSE_CODE = -1;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  /** Envelope code, or the HTTP status when the body was not an envelope, or NO_RESPONSE_CODE. */
  readonly code: number;
  /** The message to show the user (server's msg, or the catalogue's for the HTTP status). */
  readonly msg: string;
  readonly data: unknown;
  /** HTTP status, when a response arrived. */
  readonly httpStatus: number | undefined;

  constructor(options: { code: number; msg: string; data?: unknown; httpStatus?: number }) {
    super(options.msg);
    this.name = 'ApiError';
    this.code = options.code;
    this.msg = options.msg;
    this.data = options.data;
    this.httpStatus = options.httpStatus;
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
}

/**
 * Headers every request carries. The seam for the session issue: it will add
 * `Authorization: bearer {token}` for web/ paths and the raw token otherwise (000 §7.1).
 */
export function requestHeaders(_path: string, _options: { withoutToken?: boolean }): Record<string, string> {
  return {};
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

/**
 * Sends one request and returns the envelope's `data`. Throws ApiError for a non-zero code, an HTTP
 * failure (message from the 000 §8 catalogue), a timeout (408 message) or no response at all.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const hasBody = options.json !== undefined || options.form !== undefined;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...requestHeaders(options.path, { withoutToken: options.withoutToken ?? false }),
  };
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
  });
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

/** The message to show for any error a call raised. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return NO_RESPONSE_MESSAGE;
}
