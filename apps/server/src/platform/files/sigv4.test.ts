import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, signatureParts, uriEncode } from './sigv4';

// AWS's worked example "GET Object" from the S3 documentation (Signature Version 4, header form).
const EXAMPLE = {
  method: 'GET',
  url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
  headers: { Range: 'bytes=0-9' },
  payloadHash: EMPTY_PAYLOAD_SHA256,
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('AWS Signature V4', () => {
  it("reproduces AWS's published GET Object example step by step", () => {
    const parts = signatureParts(EXAMPLE);
    expect(parts.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_SHA256,
      ].join('\n'),
    );
    expect(parts.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(parts.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(parts.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes path segments and sorts the query the way S3 canonicalises them', () => {
    const parts = signatureParts({ ...EXAMPLE, url: new URL('https://host.example/bucket/a%20b/c(1).txt?prefix=x y&acl') });
    const [, path, query] = parts.canonicalRequest.split('\n');
    expect(path).toBe('/bucket/a%20b/c%281%29.txt');
    expect(query).toBe('acl=&prefix=x%20y');
    expect(uriEncode("it's*")).toBe('it%27s%2A');
  });

  it('changes the signature with any signed input', () => {
    const base = signatureParts(EXAMPLE).signature;
    expect(signatureParts({ ...EXAMPLE, method: 'DELETE' }).signature).not.toBe(base);
    expect(signatureParts({ ...EXAMPLE, region: 'cn-north-1' }).signature).not.toBe(base);
    expect(signatureParts({ ...EXAMPLE, credentials: { ...EXAMPLE.credentials, secretAccessKey: 'other' } }).signature).not.toBe(base);
  });
});
