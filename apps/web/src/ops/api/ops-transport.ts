import { API_TIMEOUT_MS, messageForHttpStatus, NO_RESPONSE_MESSAGE } from '@coastbook/domain';
import { IDEMPOTENCY_HEADER } from '../../api/idempotency';
import { ApiError, buildUrl, NO_RESPONSE_CODE, type QueryParams } from '../../api/transport';
import { pageLanguageTag } from '../../lib/server-words';
import { clearOpsToken, readOpsToken } from '../session/ops-token';

/**
 * The console's own transport for /api/ops: the operator token as `Authorization: bearer <token>`,
 * never the customer's token and none of the customer's refresh logic (operator tokens are not
 * refreshed). A 401 ends the console session (the layout then shows /ops/login?redirect=…); errors
 * are the portal's ApiError, so the query client's retry rule and `msg` handling apply unchanged.
 */

const LOGIN_PATH = 'ops/auth/login';

interface OpsRequest {
  method: 'GET' | 'POST';
  /** Below /api, e.g. 'ops/certifications'. */
  path: string;
  query?: QueryParams;
  json?: unknown;
  signal?: AbortSignal;
  /** A money decision's Idempotency-Key (lib/money-action.ts keeps it across the clerk's presses). */
  idempotencyKey?: string;
}

/** The page's language (the server words its refusals in it) and the operator token. */
export function opsHeaders(): Record<string, string> {
  const token = readOpsToken();
  return { 'Accept-Language': pageLanguageTag(), ...(token === null ? {} : { Authorization: `bearer ${token}` }) };
}

/** Sends the request with the operator token; answers the raw Response or throws ApiError for no answer at all. */
async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  const abortFromCaller = () => timeout.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return await fetch(url, { ...init, signal: timeout.signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.signal.aborted) throw new ApiError({ code: 408, msg: messageForHttpStatus(408) });
    throw new ApiError({ code: NO_RESPONSE_CODE, msg: NO_RESPONSE_MESSAGE });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

function endSessionOn401(response: Response, path: string): void {
  if (response.status === 401 && path !== LOGIN_PATH) clearOpsToken();
}

export async function opsRequest<T>(request: OpsRequest): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...opsHeaders(),
    ...(request.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: request.idempotencyKey }),
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const response = await send(buildUrl(request.path, request.query), { method: request.method, headers, body }, request.signal);
  endSessionOn401(response, request.path);
  const text = await response.text().catch(() => '');
  let payload: unknown;
  try {
    payload = text === '' ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }
  const envelope = payload as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  if (typeof envelope?.code === 'number' && response.status < 500) {
    if (envelope.code === 0 && response.ok) return envelope.data as T;
    throw new ApiError({
      code: envelope.code === 0 ? response.status : envelope.code,
      msg: typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : messageForHttpStatus(response.status),
      data: envelope.data,
      httpStatus: response.status,
    });
  }
  throw new ApiError({ code: response.status, msg: messageForHttpStatus(response.status), httpStatus: response.status, requestId: response.headers.get('x-request-id') });
}

export function opsGet<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return opsRequest<T>({ method: 'GET', path, ...(query ? { query } : {}), ...(signal ? { signal } : {}) });
}

export function opsPost<T>(path: string, json?: unknown, options: { idempotencyKey?: string } = {}): Promise<T> {
  return opsRequest<T>({ method: 'POST', path, json: json ?? {}, ...options });
}

/**
 * An uploaded file's bytes (GET /api/ops/files/:fileId as the API's downloadPath gives it). A plain
 * link cannot carry the operator's header, so the file is fetched as a blob.
 */
export async function fetchOpsFile(downloadPath: string): Promise<Blob> {
  const response = await send(downloadPath, { method: 'GET', headers: opsHeaders() });
  endSessionOn401(response, downloadPath);
  if (response.ok) return response.blob();
  const envelope = (await response.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
  throw new ApiError({
    code: envelope?.code ?? response.status,
    msg: envelope?.msg || messageForHttpStatus(response.status),
    httpStatus: response.status,
    requestId: response.headers.get('x-request-id'),
  });
}
