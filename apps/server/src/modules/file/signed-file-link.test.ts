import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFileLinkSigner, FILE_LINK_TTL_SECONDS } from './signed-file-link';

const signer = createFileLinkSigner(crypto.randomBytes(32));
const fileId = '2f1c8f5e-6a53-4f3e-9d59-1c1f0f6b7a10';

function partsOf(url: string) {
  const query = new URL(url, 'http://x').searchParams;
  return { fileId: query.get('fileId')!, expires: Number(query.get('expires')), signature: query.get('signature')! };
}

describe('signed file links', () => {
  it('are valid for about an hour and rounded so repeated links match', () => {
    const now = new Date('2026-07-01T08:00:01Z');
    const link = signer.linkFor(fileId, now);
    expect(signer.linkFor(fileId, new Date(now.getTime() + 60_000)).url).toBe(link.url);
    const parts = partsOf(link.url);
    expect(parts.expires * 1000 - now.getTime()).toBeGreaterThanOrEqual(FILE_LINK_TTL_SECONDS * 1000);
    expect(signer.isValid({ ...parts, now })).toBe(true);
    expect(signer.isValid({ ...parts, now: new Date(parts.expires * 1000) })).toBe(false);
  });

  it('refuse another file, a moved expiry or another secret', () => {
    const parts = partsOf(signer.linkFor(fileId).url);
    expect(signer.isValid({ ...parts, fileId: crypto.randomUUID() })).toBe(false);
    expect(signer.isValid({ ...parts, expires: parts.expires + 300 })).toBe(false);
    expect(createFileLinkSigner(crypto.randomBytes(32)).isValid(parts)).toBe(false);
  });
});
