import type { TDownloadDealDetailQuery } from '@coastbook/contracts';
import { API_TIMEOUT_MS } from '@coastbook/domain';
import { authorizationHeader, buildUrl } from '../../../api/transport';
import { sessionStore } from '../../../session/session-store';
import { ASSETS } from './assets-calls';

const PATH = `${ASSETS}/downloadAccountDealDetail`;

/** Thrown for any failed download; the page shows 001 §8's '网络连接错误'. */
export class DownloadFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DownloadFailedError';
  }
}

/** The file name of `Content-Disposition` (RFC 5987 `filename*=` first), or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** A JSON or HTML body is an error answer, not the file (001 §7 "Files"). */
export function isErrorContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type.includes('application/json') || type.includes('text/html');
}

/**
 * POST downloadAccountDealDetail (same filters as the list) → the xlsx, saved under the server's file name.
 * Sent outside the JSON transport because the answer is a blob; the token header follows the same rules.
 */
export async function downloadDealDetail(query: TDownloadDealDetailQuery, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const authorization = authorizationHeader(PATH, sessionStore.getState().accessToken);
  if (authorization !== undefined) headers.Authorization = authorization;
  let response: Response;
  try {
    response = await fetch(buildUrl(PATH), { method: 'POST', headers, body: JSON.stringify(query), signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch {
    throw new DownloadFailedError('no response');
  }
  if (!response.ok || isErrorContentType(response.headers.get('Content-Type'))) throw new DownloadFailedError(`status ${response.status}`);
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}
