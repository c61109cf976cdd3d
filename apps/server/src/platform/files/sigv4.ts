import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests (header form), written out instead of pulling in the AWS SDK:
 * the file store needs three calls (PUT, GET, DELETE of one object), and the signing is a short, fixed
 * recipe checked against AWS's published example in sigv4.test.ts.
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignRequestOptions {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type, range). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_SHA256 for none). */
  payloadHash: string;
  credentials: SigningCredentials;
  region: string;
  service?: string;
  now?: Date;
}

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The request's path with each segment encoded once (S3 does not normalise or double-encode). */
function canonicalPath(url: URL): string {
  const segments = url.pathname.split('/').map((segment) => uriEncode(decodeURIComponent(segment)));
  return segments.join('/') || '/';
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** '20130524T000000Z' and '20130524' from a date. */
function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/** The pieces of a signature, exposed so the test can compare each step with AWS's example. */
export function signatureParts(options: SignRequestOptions) {
  const { method, url, payloadHash, credentials, region } = options;
  const service = options.service ?? 's3';
  const { amzDate, day } = amzDates(options.now ?? new Date());
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [method.toUpperCase(), canonicalPath(url), canonicalQuery(url), canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service), 'aws4_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature, authorization };
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(options: SignRequestOptions): Record<string, string> {
  const { headers, authorization } = signatureParts(options);
  return { ...headers, authorization };
}

export function sha256HexOf(body: Buffer): string {
  return sha256Hex(body);
}
