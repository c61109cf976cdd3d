import crypto from 'node:crypto';

/**
 * Links that open a file without a token, for <img> previews and "open in a new tab" (getFileUrl,
 * picture URLs, the upload answer's url). The link carries its expiry and an HMAC of file id +
 * expiry with a server-wide secret (server_secret 'file-link-signing-key'), so every instance accepts
 * it and nobody can forge or extend one. Expiries are rounded up to 5 minutes so a page showing the
 * same image twice gets the same URL (browser cache).
 */
export const FILE_LINK_TTL_SECONDS = 3_600;
const ROUND_SECONDS = 300;
export const SIGNED_FILE_PATH = '/api/web/commonUrl/file/view';

export interface FileLinkSigner {
  linkFor(fileId: string, now?: Date): { url: string; expiresAt: string };
  /** True when the signature is ours for this id and expiry, and the expiry has not passed. */
  isValid(options: { fileId: string; expires: number; signature: string; now?: Date }): boolean;
}

export function createFileLinkSigner(secret: Buffer): FileLinkSigner {
  const sign = (fileId: string, expires: number) => crypto.createHmac('sha256', secret).update(`file-link:${fileId}:${expires}`).digest('base64url');
  return {
    linkFor(fileId, now = new Date()) {
      const expires = Math.ceil((now.getTime() / 1000 + FILE_LINK_TTL_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
      const query = new URLSearchParams({ fileId, expires: String(expires), signature: sign(fileId, expires) });
      return { url: `${SIGNED_FILE_PATH}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
    isValid({ fileId, expires, signature, now = new Date() }) {
      if (expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
