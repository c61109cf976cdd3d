import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, FileStorageUnavailableError, StoredObjectMissingError, type FileStorage } from './file-storage';
import { EMPTY_PAYLOAD_SHA256, sha256HexOf, signRequest, uriEncode, type SigningCredentials } from './sigv4';

export interface S3StorageOptions {
  /** Base URL of the service, e.g. https://s3.cn-north-1.amazonaws.com.cn or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: SigningCredentials;
  /** How long to wait for the store to answer (headers), default 30 s. */
  timeoutMs?: number;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in S3 mode) addressed path-style:
 * ENDPOINT/BUCKET/key, which every such store accepts. Requests are signed with SigV4 (sigv4.ts).
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const base = options.endpoint.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function send(method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    assertStorageKey(key);
    const url = new URL(`${base}/${uriEncode(options.bucket)}/${key.split('/').map(uriEncode).join('/')}`);
    const headers = signRequest({
      method,
      url,
      headers: init.headers,
      payloadHash: init.body ? sha256HexOf(init.body) : EMPTY_PAYLOAD_SHA256,
      credentials: options.credentials,
      region: options.region,
    });
    // `host` is set by fetch itself from the URL (the same value that was signed).
    const { host: _host, ...sent } = headers;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // A Uint8Array view satisfies both the Node and the DOM typings of fetch (e2e type-checks with DOM).
      const body = init.body ? new Uint8Array(init.body) : undefined;
      return await fetch(url, { method, headers: sent, body, signal: controller.signal });
    } catch (error) {
      throw new FileStorageUnavailableError(`S3 ${method} ${key}: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function refusal(method: string, key: string, response: Response): Promise<FileStorageUnavailableError> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    return new FileStorageUnavailableError(`S3 ${method} ${key} answered ${response.status} ${code}`.trim());
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, { body, headers: { 'content-type': contentType, 'content-length': String(body.length) } });
      if (!response.ok) throw await refusal('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        throw new StoredObjectMissingError(key);
      }
      if (!response.ok || !response.body) throw await refusal('GET', key, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 for a delete, also of a missing object; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await refusal('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
