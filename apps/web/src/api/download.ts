import { API_TIMEOUT_MS } from '@coastbook/domain';
import { sessionStore } from '../session/session-store';
import { ApiError, buildUrl, requestHeaders, type QueryParams } from './transport';

/**
 * Blob downloads (001 §7 "Files"): the file is saved under the name the server gives in
 * Content-Disposition; a JSON or HTML answer is a failure (an envelope's msg is kept, e.g. a refusal
 * with code 1), and so is any HTTP error or no answer. The caller decides what the user reads (an
 * Excel export shows '网络连接错误' whatever went wrong, 001 §8).
 */

export interface DownloadRequest {
  path: string;
  method?: 'GET' | 'POST';
  query?: QueryParams;
  json?: unknown;
  /** Name used when the server sends none. */
  fallbackName: string;
  /** Default 30 s; the batch confirm downloads use 120 s (001 §9). */
  timeoutMs?: number;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 5987 filename* first), or undefined. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (header === null) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim();
}

/** Fetches a file with the session's token; throws ApiError when the answer is not a file. */
export async function fetchFile(options: DownloadRequest): Promise<DownloadedFile> {
  const headers: Record<string, string> = { ...requestHeaders(options.path, sessionStore.getState().accessToken), Accept: '*/*' };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(options.path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ code: -1, msg: '网络连接错误' });
  } finally {
    clearTimeout(timer);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json') || type.includes('text/html')) {
    const text = await response.text().catch(() => '');
    let msg = '网络连接错误';
    let code = response.status;
    try {
      const envelope = JSON.parse(text) as { code?: number; msg?: string };
      if (typeof envelope.msg === 'string' && envelope.msg !== '') msg = envelope.msg;
      if (typeof envelope.code === 'number') code = envelope.code;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError({ code, msg, httpStatus: response.status, requestId: response.headers.get('x-request-id') });
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? options.fallbackName };
}

/** Hands a fetched file to the browser's save dialog. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetch + save in one go. */
export async function downloadFile(options: DownloadRequest): Promise<DownloadedFile> {
  const file = await fetchFile(options);
  saveFile(file);
  return file;
}
