import { AppError } from '@coastbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCache } from './session-cache';
import type { Actor } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyInstance {
    sessions: SessionCache;
  }
}

/**
 * 000 §7.1: `web/` paths carry `Authorization: bearer {token}`, other paths the raw token. Both forms
 * are accepted everywhere so a client never fails on the prefix.
 */
export function readAccessToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * preHandler for routes that need a logged-in user. No token → 401 with data 10040 (the client then
 * tries its refresh token); an unknown, expired or revoked token → 401.
 */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = readAccessToken(request.headers.authorization);
  if (!token) throw new AppError('TOKEN_EMPTY', { data: 10040 });
  const actor = await request.server.sessions.findActor(request.server.db, token);
  if (!actor) throw new AppError('UNAUTHORIZED');
  request.actor = actor;
}

/** preHandler for public routes that behave differently for a logged-in user. Never refuses. */
export async function optionalAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = readAccessToken(request.headers.authorization);
  if (!token) return;
  request.actor = await request.server.sessions.findActor(request.server.db, token);
}

/** The actor of a route guarded by requireAuth. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
}
