import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deferredChildLogger, loggerOptions, redactUrl, type DeferredChildLogger } from './logger';

describe('redactUrl', () => {
  it('hides tokens and passwords carried in the query string', () => {
    expect(redactUrl('/ssb/historyTask?token=abc123&x=1')).toBe('/ssb/historyTask?token=[REDACTED]&x=1');
    expect(redactUrl('/api/x?a=1&access_token=t&password=p')).toBe('/api/x?a=1&access_token=[REDACTED]&password=[REDACTED]');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/web/product/search?from=CNSHA')).toBe('/api/web/product/search?from=CNSHA');
  });
});

describe('deferredChildLogger (each request’s logger)', () => {
  async function appWithLog() {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' });
    const app = Fastify({
      logger: { ...(options as object), stream },
      childLoggerFactory: deferredChildLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    const built: Record<string, boolean> = {};
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/talks', async (request) => {
      request.log.info({ token: 'secret-token', orderId: 'O1' }, 'order looked up');
      return { ok: true };
    });
    app.addHook('onResponse', async (request) => {
      built[request.url] = (request.log as DeferredChildLogger).isBuilt;
    });
    await app.ready();
    return { app, lines, built };
  }

  it('writes a request’s lines with its request id, secrets redacted (top-level fields too)', async () => {
    const { app, lines } = await appWithLog();
    const answer = await app.inject({ method: 'GET', url: '/talks' });
    const line = lines.find((entry) => entry.msg === 'order looked up');
    expect(answer.statusCode).toBe(200);
    expect(line).toMatchObject({ reqId: expect.stringMatching(/^req-/), orderId: 'O1', token: '[REDACTED]' });
    await app.close();
  });

  it('builds no child logger for a request that writes nothing', async () => {
    const { app, built } = await appWithLog();
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/talks' });
    expect(built).toEqual({ '/quiet': false, '/talks': true });
    await app.close();
  });
});

describe('serializeError (every logged err)', () => {
  it("keeps a failed query's statement and the database's reason, never the values bound to it", async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const reason = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    const failed = new DrizzleQueryError('insert into "order_mast" ("consignee_name", "consignee_phone") values ($1, $2)', ['泉州恒泰贸易有限公司', '13800138000'], reason);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) as object), stream } });
    app.log.warn({ err: failed }, 'database busy: statement cancelled');
    // The wrapper one level up (a service rethrowing with the query error as its cause) is scrubbed too.
    app.log.error({ err: new Error('could not book', { cause: failed }) }, 'unhandled error');
    await app.close();

    const logged = lines.join('');
    expect(logged).not.toContain('13800138000');
    expect(logged).not.toContain('泉州恒泰');
    const [busy, unhandled] = lines.map((line) => JSON.parse(line) as { err: Record<string, string> });
    expect(busy!.err).toMatchObject({ type: 'DrizzleQueryError', params: '[2 redacted]', query: expect.stringContaining('insert into "order_mast"') });
    expect(busy!.err.message).toBe('Failed query: insert into "order_mast" ("consignee_name", "consignee_phone") values ($1, $2)\nparams: [2 redacted]: canceling statement due to lock timeout');
    expect(busy!.err.stack).toContain('caused by: Error: canceling statement due to lock timeout');
    expect(unhandled!.err.message).toBe('could not book: Failed query: insert into "order_mast" ("consignee_name", "consignee_phone") values ($1, $2)\nparams: [2 redacted]: canceling statement due to lock timeout');
  });
});
