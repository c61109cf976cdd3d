import type { TUploadFileResponse } from '@coastbook/contracts';
import type { FileType } from '@coastbook/contracts';
import { ApiError, type Envelope, buildUrl, requestHeaders } from '../../../api/transport';
import { messageForHttpStatus, NO_RESPONSE_MESSAGE } from '@coastbook/domain';
import { sessionStore } from '../../../session/session-store';

export interface UploadOptions {
  file: Blob & { name?: string };
  fileType: FileType;
  bussinessId?: string;
  /** 0-100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const UPLOAD_PATH = 'web/auth/file/uploadFile';

/**
 * POST web/auth/file/uploadFile?fileType=…, multipart with one part named `file`. Sent with
 * XMLHttpRequest rather than the fetch transport because only XHR reports upload progress; the
 * envelope and the headers follow the transport's rules (bearer on web/ paths, 000 §7.1; the page's language).
 * An expired token is not recovered here: the page's own calls renew it first.
 */
export function uploadFile(options: UploadOptions): Promise<TUploadFileResponse> {
  const url = buildUrl(UPLOAD_PATH, { fileType: options.fileType, bussinessId: options.bussinessId });
  const form = new FormData();
  form.append('file', options.file, options.file.name ?? 'file');

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // The transport's headers: the page's language (a refusal such as "file too large" comes worded in it) and the token.
    for (const [name, value] of Object.entries(requestHeaders(UPLOAD_PATH, sessionStore.getState().accessToken))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError({ code: -1, msg: NO_RESPONSE_MESSAGE }));
    xhr.onabort = () => reject(new ApiError({ code: -1, msg: NO_RESPONSE_MESSAGE }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      const envelope = body as Partial<Envelope<TUploadFileResponse>> | undefined;
      if (envelope && typeof envelope.code === 'number' && xhr.status < 500) {
        if (envelope.code === 0 && xhr.status < 300 && envelope.data) {
          resolve(envelope.data);
          return;
        }
        reject(
          new ApiError({
            code: envelope.code === 0 ? xhr.status : envelope.code,
            msg: envelope.msg || messageForHttpStatus(xhr.status),
            data: envelope.data,
            httpStatus: xhr.status,
          }),
        );
        return;
      }
      reject(new ApiError({ code: xhr.status, msg: messageForHttpStatus(xhr.status), httpStatus: xhr.status, requestId: xhr.getResponseHeader('x-request-id') }));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
