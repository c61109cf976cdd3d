import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy's X-Request-Id may look like to be kept (its own generators write UUIDs or hex). */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids that tell instances and restarts apart: this process's boot id and a counter. Fastify's default
 * (req-1, req-2…) repeats in every process, so the id a failed call's answer names matched lines of every
 * instance's log. Behind a trusted proxy, the proxy's X-Request-Id is kept, so its access log and ours meet.
 */
export function requestIdGenerator(options: { trustProxy: boolean }): (request: IncomingMessage) => string {
  const bootId = randomBytes(4).toString('hex');
  let issued = 0;
  return (request) => {
    const forwarded = options.trustProxy ? request.headers['x-request-id'] : undefined;
    if (typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded)) return forwarded;
    issued += 1;
    return `${bootId}-${issued.toString(36)}`;
  };
}
