import type { Duplex } from 'node:stream';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { ERROR_MESSAGES_EN, ERRORS } from '@coastbook/domain';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './platform/config';
import { loadServerKeys, type ServerKeys } from './platform/crypto';
import { ChangeFeed } from './platform/db/change-feed';
import type { Database, Db } from './platform/db/client';
import { createFileStorage, type FileStorage } from './platform/files';
import { answerLanguageOf } from './platform/http/answer-language';
import { failure } from './platform/http/envelope';
import { installErrorHandler } from './platform/http/error-handler';
import { SharedRateLimitCounters, createPostgresRateLimitStore } from './platform/http/rate-limit-store';
import { requestIdGenerator } from './platform/http/request-id';
import { addSecurityHeaders, securityHeadersFor } from './platform/http/security-headers';
import { deferredChildLogger, loggerOptions } from './platform/logger';
import { API_DOCS_PREFIX, registerOpenApi } from './platform/openapi';
import { serveWebApp } from './platform/web/serve-web-app';
import { accountRoutes, checkCodeRecipient } from './modules/account';
import { authRoutes, SessionCache } from './modules/auth';
import { enterpriseRoutes } from './modules/enterprise';
import { basedataRoutes } from './modules/basedata/basedata.routes';
import { fileRoutes } from './modules/file';
import { addressRoutes } from './modules/address';
import { messageRoutes } from './modules/message';
import { accountTaskSources, TaskRegistry, taskRoutes } from './modules/task';
import { opsRoutes } from './modules/ops';
import { productAdminRoutes } from './modules/product/admin';
import { productCoreRoutes } from './modules/product';
import { healthRoutes } from './modules/health/health.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { verificationRoutes } from './modules/verification';
import { masterRequestOpsRoutes } from './modules/enterprise/master-request/master-request.ops.routes';
import { regionRoutes } from './modules/region';
import { unsubscribeOpsRoutes, unsubscribeRoutes } from './modules/unsubscribe';
import { driverRoutes } from './modules/driver';
import { orderOpsRoutes, orderRoutes, orderTaskSources } from './modules/order';
import { assetsRoutes, financeOpsRoutes } from './modules/assets';
import { blankNoteRoutes, paymentRoutes, paySandboxRoutes } from './modules/payment';
import { orderDocumentRoutes } from './modules/order/documents';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Row changes announced by the database, for in-process caches (platform/db/change-feed.ts). */
    changes: ChangeFeed;
    keys: ServerKeys;
    /** Where uploaded files' bytes live (FILE_STORAGE: local disk or an S3-compatible bucket). */
    fileStorage: FileStorage;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Overrides the logger built from config (tests pass false to keep output quiet). */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes under /api, registered before the app is sealed (tests use it to provoke failures). */
  extraRoutes?: FastifyPluginAsync;
}

export type App = FastifyInstance;

/**
 * Pages a browser renders under /api/, which get the documents' security headers instead of the JSON
 * answers' `default-src 'none'`: the API's Swagger UI, and the built-in sandboxes' pages standing in for
 * outside parties (the payment page behind the QR code, the supplier system; not in production).
 */
const PAGES_UNDER_API = [API_DOCS_PREFIX, '/api/dev/'];

const setSecurityHeaders = securityHeadersFor(
  {
    contentSecurityPolicy: {
      directives: {
        // antd writes its CSS-in-JS into <style> tags; images include data: URLs (QR codes, puzzle).
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'"],
        // Helmet's default turns every http: request of the page into https:. Every source above is the
        // page's own origin, so over HTTPS it changes nothing; over plain HTTP at a name other than localhost
        // (a server in the office network) it sent the scripts and styles to a port that speaks no TLS and the
        // page stayed a bare list of links.
        'upgrade-insecure-requests': null,
      },
    },
  },
  PAGES_UNDER_API,
);

/** Builds the whole application; used by main.ts and, through app.inject, by the API tests. */
export async function buildApp({ config, database, logger, extraRoutes }: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    childLoggerFactory: deferredChildLogger,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler: answerMalformedHttp,
    frameworkErrors: answerUndecodableUrl,
    bodyLimit: 1024 * 1024,
    // A call reaching a connection already open while the server drains (a load balancer's pooled connection)
    // is served, with Connection: close, while the database is still there; Fastify's default answered it
    // 503 with a body of its own, not the envelope.
    return503OnClosing: false,
    // Fastify's default is no limit: a client trickling a body held its connection (and a request in flight)
    // for good. Node answers 408 through answerMalformedHttp once the whole request took longer than this.
    // Given to Node's createServer too: only there does it also bound the wait for the headers (Node keeps the
    // headers' limit at most the request's); Fastify sets it on the server afterwards.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    http: { requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS, connectionsCheckingInterval: requestTimeoutCheckingInterval(config.HTTP_REQUEST_TIMEOUT_MS) },
    // Unique across instances (Fastify's req-1, req-2… repeat in each); a trusted proxy's X-Request-Id is kept.
    genReqId: requestIdGenerator({ trustProxy: config.TRUST_PROXY }),
    // One line per request only when debugging: at load, request lines would dominate the log.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();

  // zod's own messages (a wrong type, an unknown key, a bound the contract gives no message for) in Chinese,
  // like the contracts' messages: the envelope's message is what users read. They were English.
  z.config(z.locales.zhCN());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('keys', await loadServerKeys(database.db));
  app.decorate('fileStorage', createFileStorage(config));
  const changes = new ChangeFeed(database.pool);
  await changes.start();
  app.addHook('onClose', async () => changes.close());
  app.decorate('changes', changes);
  app.decorate('sessions', new SessionCache(changes));
  installErrorHandler(app);

  addSecurityHeaders(app, setSecurityHeaders);
  await app.register(formbody);
  // multipart/form-data is parsed only in the upload route's own scope (modules/file/file.routes.ts).

  const rateLimitCounters = new SharedRateLimitCounters(database.pool);
  app.addHook('onClose', async () => rateLimitCounters.close());
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    store: createPostgresRateLimitStore(rateLimitCounters),
    // The limit's headers only on the refusal (with retry-after): the web does not read them, and on every
    // other answer they were three headers for each client to parse.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Only the API is limited; the static web app is cheap and cacheable.
    allowList: (request) => !request.url.startsWith('/api/'),
    // The message ends with the seconds to wait, after the language's comma.
    errorResponseBuilder: (request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      const english = answerLanguageOf(request.headers['accept-language']) === 'en';
      return {
        statusCode: 429,
        ...failure(ERRORS.TOO_MANY_REQUESTS.code, english ? `${ERROR_MESSAGES_EN.TOO_MANY_REQUESTS}, ${seconds}` : `${ERRORS.TOO_MANY_REQUESTS.msg}，${seconds}`),
      };
    },
  });

  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(verificationRoutes, { checkRecipient: checkCodeRecipient });
      await api.register(accountRoutes);
      await api.register(enterpriseRoutes);
      await api.register(basedataRoutes);
      await api.register(trackingRoutes);
      await api.register(fileRoutes);
      await api.register(addressRoutes);
      await api.register(messageRoutes);
      // To-do sources: each area exports its own; orders add theirs here.
      await api.register(taskRoutes, { registry: new TaskRegistry([...accountTaskSources, ...orderTaskSources]) });
      await api.register(opsRoutes, { prefix: '/ops' });
      await api.register(productCoreRoutes);
      await api.register(productAdminRoutes, { prefix: '/ops/product' });
      await api.register(regionRoutes);
      await api.register(unsubscribeRoutes, { prefix: '/web/unsubscribe' });
      await api.register(unsubscribeOpsRoutes, { prefix: '/ops/unsubscribe-requests' });
      await api.register(driverRoutes, { prefix: '/web/tms/driverUploadPermission' });
      await api.register(masterRequestOpsRoutes, { prefix: '/ops/master-requests' });
      await api.register(orderRoutes);
      await api.register(orderOpsRoutes, { prefix: '/ops/orders' });
      await api.register(assetsRoutes, { prefix: '/web/domestic/member/assets' });
      await api.register(blankNoteRoutes, { prefix: '/web/domestic/member/assets' });
      await api.register(paymentRoutes, { prefix: '/web/domestic/order' });
      await api.register(financeOpsRoutes, { prefix: '/ops/finance' });
      // The sandbox payment provider's page: outside production only.
      if (!config.isProduction) await api.register(paySandboxRoutes, { prefix: '/dev/pay-sandbox' });
      await api.register(orderDocumentRoutes, { prefix: '/web/domestic/order/download' });
      if (extraRoutes) await api.register(extraRoutes);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, { distDir: config.WEB_DIST_DIR, prerender: config.WEB_PRERENDER });
  return app;
}

/**
 * A path the router cannot decode (a broken %-escape such as `/order%` or `/%E0%A4%A`): the 400 envelope, not
 * Fastify's own `{ error, code: 'FST_ERR_BAD_URL' }` body. The router calls this before any route or hook.
 */
function answerUndecodableUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for it, so the security headers every other answer gets in onRequest are set here.
  setSecurityHeaders(request.url, reply.raw);
  const english = answerLanguageOf(request.headers['accept-language']) === 'en';
  const detail =
    error.code !== 'FST_ERR_BAD_URL' ? error.message : english ? 'the address contains an invalid %-escape' : '请求地址含有无效的%编码';
  void reply.status(400).send(failure(ERRORS.BAD_REQUEST.code, english ? `${ERROR_MESSAGES_EN.BAD_REQUEST}: ${detail}` : `${ERRORS.BAD_REQUEST.msg}：${detail}`));
}

/**
 * How often Node looks for requests past HTTP_REQUEST_TIMEOUT_MS: a tenth of it (12 s for the default 120 s),
 * so the 408 comes at most 10 % late; Node's own 30 s would let a short limit run over by far.
 */
export function requestTimeoutCheckingInterval(timeoutMs: number): number {
  if (timeoutMs === 0) return 30_000;
  return Math.min(30_000, Math.max(100, Math.floor(timeoutMs / 10)));
}

/**
 * What Node's HTTP parser refuses before Fastify sees the request, by its error code; anything else it refuses
 * (raw non-ASCII in the URL, broken headers) is a 400.
 */
const PARSER_REFUSALS: Readonly<Record<string, { status: number; reason: string; msg: string }>> = {
  // The whole request took longer than HTTP_REQUEST_TIMEOUT_MS to arrive.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: '请求超时：请求未能及时发送完整，请检查网络后重试' },
  // Headers over Node's 16 KB: in practice cookies piled up by other sites of the same domain. It was answered
  // "无法解析的HTTP请求", which told the user nothing they could do.
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', msg: '请求头过大：请清除本站的Cookie后重试' },
};

/**
 * Requests Node's HTTP parser rejects before Fastify sees them still get the envelope, so clients have one error
 * shape to handle. A page the browser navigated to (its request line, when Node kept it, names a path outside
 * /api/) gets the same words as a small HTML page instead: a browser would show the envelope as raw JSON.
 */
function answerMalformedHttp(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  const refusal = PARSER_REFUSALS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', msg: `${ERRORS.BAD_REQUEST.msg}：无法解析的HTTP请求` };
  // What Node had read of the request when it gave up (not kept for a request that timed out).
  const { rawPacket } = error as { rawPacket?: unknown };
  const path = /^[A-Z]+ (\/\S*)/.exec(Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 2048).toString('latin1') : '')?.[1];
  const forPage = path !== undefined && !path.startsWith('/api/');
  const body = forPage ? refusalPage(refusal.msg) : JSON.stringify(failure(refusal.status, refusal.msg));
  const headers = forPage
    ? "Content-Type: text/html; charset=utf-8\r\nContent-Security-Policy: default-src 'none'; style-src 'unsafe-inline'\r\nX-Content-Type-Options: nosniff\r\n"
    : 'Content-Type: application/json; charset=utf-8\r\n';
  socket.end(`HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** "标题：说明" as a page of its own: nothing of the app can load when the request itself was refused. */
function refusalPage(msg: string): string {
  const [title, advice = ''] = msg.split('：');
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:36em;margin:15vh auto;padding:0 1.5em;color:#1f2937}` +
    `h1{font-size:1.5em;color:#b91c1c}</style></head><body><h1>${title}</h1><p>${advice}</p></body></html>`
  );
}

