import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256HexOf, signatureParts, type SigningCredentials } from './sigv4';

/**
 * Test support: a minimal S3 look-alike on 127.0.0.1 that keeps objects in memory and checks every
 * request's SigV4 signature the way S3 does (recomputing it from the signed headers), so the S3 store
 * can be tested end to end without a network.
 */
export interface FakeS3Server {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests seen, e.g. 'PUT /bucket/2026/07/x.pdf'. */
  requests: string[];
  close(): Promise<void>;
}

function parseAmzDate(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

export async function startFakeS3Server(options: { bucket: string; region: string; credentials: SigningCredentials }): Promise<FakeS3Server> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      requests.push(`${method} ${path}`);
      const fail = (status: number, code: string) => response.writeHead(status, { 'content-type': 'application/xml' }).end(`<Error><Code>${code}</Code></Error>`);

      const authorization = request.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+), Signature=([0-9a-f]+)/.exec(authorization);
      const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
      if (!signed || !authorization.includes(`Credential=${options.credentials.accessKeyId}/`)) return fail(403, 'InvalidAccessKeyId');
      const headers: Record<string, string> = {};
      for (const name of signed[1]!.split(';')) {
        if (name !== 'host' && name !== 'x-amz-date' && name !== 'x-amz-content-sha256') headers[name] = String(request.headers[name] ?? '');
      }
      const expected = signatureParts({
        method,
        url: new URL(`http://${request.headers.host}${request.url}`),
        headers,
        payloadHash,
        credentials: options.credentials,
        region: options.region,
        now: parseAmzDate(String(request.headers['x-amz-date'] ?? '')),
      });
      if (expected.signature !== signed[2]) return fail(403, 'SignatureDoesNotMatch');
      if (method === 'PUT' && sha256HexOf(body) !== payloadHash) return fail(400, 'XAmzContentSHA256Mismatch');

      const prefix = `/${options.bucket}/`;
      if (!path.startsWith(prefix)) return fail(404, 'NoSuchBucket');
      const key = decodeURIComponent(path.slice(prefix.length));
      if (method === 'PUT') {
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
        return response.writeHead(200).end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      const object = objects.get(key);
      if (!object) return fail(404, 'NoSuchKey');
      return response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
