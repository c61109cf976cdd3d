import crypto from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}
