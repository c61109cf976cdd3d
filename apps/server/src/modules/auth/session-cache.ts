import type { ChangeFeed } from '../../platform/db/change-feed';
import type { DbOrTx } from '../../platform/db/client';
import { OwnedCache } from '../../platform/db/owned-cache';
import { findSessionByTokenHash, type Actor } from './token.service';
import { hashToken } from './tokens';

/**
 * Access tokens already checked, so an authenticated call does not read auth_token and user_account
 * every time. An entry is dropped when any token or the account of its user changes (logout, refresh,
 * password change, lock, certification — migration 0007's triggers announce them on the change feed),
 * when the token expires, and after a minute at the latest.
 */
export class SessionCache {
  private readonly sessions: OwnedCache<Actor>;

  constructor(feed: ChangeFeed, options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.sessions = new OwnedCache(feed, 'user', { ttlMs: options.ttlMs ?? 60_000, maxEntries: options.maxEntries ?? 50_000 });
  }

  /** The actor of a live access token, or undefined when it is unknown, expired or revoked. */
  findActor(db: DbOrTx, accessToken: string): Promise<Actor | undefined> {
    // Keyed by the token itself: hashing it is only needed to look it up (the database keeps hashes only).
    return this.sessions.get(accessToken, async () => {
      const session = await findSessionByTokenHash({ db, tokenHash: hashToken(accessToken) });
      return session && { value: session.actor, owner: session.actor.userId, validUntil: session.accessExpiresAt.getTime() };
    });
  }
}
