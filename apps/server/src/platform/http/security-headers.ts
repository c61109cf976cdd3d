import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers (CSP, HSTS, frame and sniffing protections) as a fixed set for the given options.
 *
 * They do not vary by request (no CSP nonces), so helmet runs once at start-up against a stand-in
 * response and the headers it set are replayed on each request. @fastify/helmet rebuilt helmet's
 * middleware on every request (re-parsing the CSP directives): ~14 % of the CPU of a small API call.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of JSON answers under /api/, after OWASP's REST guidance: nothing in them is a document a
 * browser renders, so CSP only forbids everything (and framing), and the document-only headers of the web
 * app's pages are left out — about half the header bytes on the busiest answers.
 */
const API_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Sets a request's security headers on its raw response. */
export type SecurityHeaders = (url: string, response: ServerResponse) => void;

/**
 * Documents (the web app) get `documentOptions`; answers under /api/ get API_SECURITY_HEADERS, except under
 * `documentsUnderApi`: pages a browser renders that live under /api/, whose scripts, styles and images the
 * REST set's `default-src 'none'` blocks (the Swagger UI stayed blank, the sandboxes' pages unstyled).
 */
export function securityHeadersFor(documentOptions: HelmetOptions, documentsUnderApi: readonly string[] = []): SecurityHeaders {
  const forDocuments = Object.entries(securityHeaders(documentOptions));
  const forApi = Object.entries(securityHeaders(API_SECURITY_HEADERS));
  const isApiAnswer = (url: string) => url.startsWith('/api/') && !documentsUnderApi.some((prefix) => url.startsWith(prefix));
  return (url, response) => {
    for (const [name, value] of isApiAnswer(url) ? forApi : forDocuments) response.setHeader(name, value);
  };
}

/** Every request's answer gets its headers before any route or hook of the app can answer it. */
export function addSecurityHeaders(app: FastifyInstance, setHeaders: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.url, reply.raw);
    done();
  });
}
