import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/auth';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createDatabaseFromTemplate } from '../testing/test-cluster';
import { http, passwordLogin, startServerProcess, type ServerProcess } from './instance-process';

/**
 * Stopping the server (issue 7, faults): a deploy or a scale-in sends SIGTERM, and the process must finish the
 * calls it is serving, close its connections and exit 0 — not drop calls halfway, and not wait on a database
 * that no longer answers.
 */
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startOnNewDatabase(
  options: { via?: (url: string) => Promise<string>; env?: Record<string, string> } = {},
): Promise<{ server: ServerProcess; databaseUrl: string }> {
  const database = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'), 'shutdown');
  cleanups.push(() => database.drop());
  const server = await startServerProcess(options.via ? await options.via(database.url) : database.url, options.env);
  cleanups.push(() => server.stop());
  return { server, databaseUrl: database.url };
}

const ORDER_LIST = 'web/domestic/customer/order/getOrderMastBySearchQuery';

/**
 * Another session (a maintenance script) holds the orders table, so an order-list call waits inside the server;
 * `callsWaiting` resolves once one does, `release` lets them through.
 */
async function lockOrderTable(databaseUrl: string): Promise<{ callsWaiting(): Promise<void>; release(): Promise<void> }> {
  const maintenance = new pg.Client({ connectionString: databaseUrl });
  await maintenance.connect();
  cleanups.push(() => maintenance.end());
  await maintenance.query('BEGIN');
  await maintenance.query('LOCK TABLE order_mast IN ACCESS EXCLUSIVE MODE');
  const waiting = async () => (await maintenance.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'order_mast'::regclass AND NOT granted")).rows[0]!.n;
  return {
    callsWaiting: () => expect.poll(waiting).toBeGreaterThan(0),
    release: async () => void (await maintenance.query('ROLLBACK')),
  };
}

describe('stopping the server', () => {
  it('finishes the call in flight on SIGTERM, answering it whole, then exits 0', async () => {
    const { server, databaseUrl } = await startOnNewDatabase();
    const token = (await passwordLogin(server.baseUrl, 'demo_ent', DEMO_PASSWORD)).body.data.access_token;
    const lock = await lockOrderTable(databaseUrl);
    const inFlight = http<{ total: number }>(server.baseUrl, 'POST', ORDER_LIST, { token, body: { tab: 'all', months: 3, current: 1, size: 20 } });
    await lock.callsWaiting();

    process.kill(server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.isRunning(), 'still serving the call in flight').toBe(true);
    await lock.release();

    const answer = await inFlight;
    const answeredAt = Date.now();
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.total).toBeGreaterThan(0);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Once the call is answered nothing is left to wait for: not the keep-alive of its connection, not the grace.
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    expect(server.output()).toContain('SIGTERM received, shutting down');
  });

  it('serves a call that reaches it while it drains (pipelined behind one in flight) in the envelope, and closes that connection', async () => {
    const { server, databaseUrl } = await startOnNewDatabase();
    const token = (await passwordLogin(server.baseUrl, 'demo_ent', DEMO_PASSWORD)).body.data.access_token;
    const lock = await lockOrderTable(databaseUrl);

    // Two calls on one connection, as a load balancer's pooled connection carries them: the order list (held
    // by the lock), then, once the server is draining, the health check.
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const list = JSON.stringify({ tab: 'all', months: 3, current: 1, size: 20 });
    socket.write(
      `POST /api/${ORDER_LIST} HTTP/1.1\r\nHost: x\r\nAuthorization: bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(list)}\r\n\r\n${list}`,
    );
    await lock.callsWaiting();
    process.kill(server.pid, 'SIGTERM');
    await expect.poll(() => server.output()).toContain('SIGTERM received, shutting down');
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await lock.release();
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    const health = answers[1]!;
    expect(health.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(health.slice(health.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 0, data: { status: 'UP' } });
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('ends within seconds of SIGTERM when the database has gone silent: no wait for a goodbye it never answers', async () => {
    let proxy: TcpProxy | undefined;
    const { server } = await startOnNewDatabase({
      via: async (url) => {
        proxy = await startTcpProxy(url);
        cleanups.push(() => proxy!.close());
        return proxy.url;
      },
    });
    // The pool and the change feed's listener hold open connections when the database goes silent.
    expect((await http(server.baseUrl, 'GET', 'health')).status).toBe(200);
    proxy!.silenceOpenConnections();
    const startedAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    const exit = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000))]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('closes the connections still open after SHUTDOWN_GRACE_MS (a client trickling an upload), then exits 0', async () => {
    const { server } = await startOnNewDatabase({ env: { SHUTDOWN_GRACE_MS: '1000' } });
    const { port } = new URL(server.baseUrl);
    const upload = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => upload.once('connect', resolve));
    // A login form whose body comes a byte at a time (the server reads a form whole before the call runs).
    upload.write('POST /api/auth/oauth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\ngrant_type=password&username=');
    const trickle = setInterval(() => upload.writable && upload.write('x'), 100);
    let answered = '';
    upload.on('data', (chunk: Buffer) => (answered += chunk.toString()));
    const closed = new Promise((resolve) => upload.once('close', resolve));
    upload.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const startedAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const stoppedAfterMs = Date.now() - startedAt;
    clearInterval(trickle);
    await closed;
    expect(answered, 'no answer: the request never arrived whole').toBe('');
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(1_000);
    expect(stoppedAfterMs).toBeLessThan(4_000);
    expect(server.output()).toContain('calls still open after 1000 ms: closing their connections');
  });
});
