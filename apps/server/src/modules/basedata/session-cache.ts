import type { FastifyReply, FastifyRequest } from 'fastify';

/** Lists the web keeps for the whole session (000 §9: carriers, rate types, cargo types, facilities). */
export const SESSION_CACHE_CONTROL = 'private, max-age=300';

/** onSend hook: lets the browser reuse a successful answer for five minutes; errors are never cached. */
export async function cacheForSession(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode === 200) reply.header('cache-control', SESSION_CACHE_CONTROL);
  return payload;
}
