import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

// Query parameters that may carry secrets (some embedded pages take a user token in the query string).
const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|refresh_token|password|payPassword|code|key)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
}

/**
 * pino options for the request log. Bodies are never logged; headers that carry credentials and any
 * field named like a password or token are redacted wherever they appear in a logged object.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.payPassword',
        '*.paymentPassword',
        '*.access_token',
        '*.refresh_token',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
        id: request.id,
      }),
    },
  };
}
