import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/auth';
import { humanTrack } from '../testing/identity';
import { createDatabaseFromTemplate, databaseUrl, withAdminClient } from '../testing/test-cluster';
import { bookableSailings, bookOrder, http, passwordLogin, runServerToExit, startServerProcess, withClient, type ServerProcess } from './instance-process';

/**
 * Two server processes on one database (issue 7): sessions, rate limits, slide-captcha keys and orders are
 * kept in PostgreSQL, so whichever instance a load balancer picks, the client sees one service.
 */
describe('two instances on one database', () => {
  let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'), 'twoinst');
    [a, b] = await Promise.all([startServerProcess(database.url), startServerProcess(database.url)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('logs in on A, refreshes on B, uses the new token on A; logout on A ends the session on B', async () => {
    const login = await passwordLogin(a.baseUrl, 'demo_ent', DEMO_PASSWORD);
    expect(login.body).toMatchObject({ code: 0 });
    const first = login.body.data;
    expect((await http(b.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: first.access_token })).body.code).toBe(0);

    const refreshed = await http<{ access_token: string; refresh_token: string }>(b.baseUrl, 'POST', 'auth/oauth/token', {
      form: { grant_type: 'refresh_token', scope: 'server', refresh_token: first.refresh_token },
    });
    expect(refreshed.body).toMatchObject({ code: 0 });
    const second = refreshed.body.data;
    expect(second.access_token).not.toBe(first.access_token);

    const onA = await http<{ logonId?: string }>(a.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: second.access_token });
    expect(onA.status).toBe(200);
    expect(onA.body.code).toBe(0);
    // Rotation ends the old access token on every instance.
    expect((await http(a.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: first.access_token })).status).toBe(401);
    // The rotated refresh token is spent on A too.
    const replayed = await http(a.baseUrl, 'POST', 'auth/oauth/token', { form: { grant_type: 'refresh_token', scope: 'server', refresh_token: first.refresh_token } });
    expect(replayed.body.code).not.toBe(0);

    // A new session (the replay above revoked the family), then logout on A.
    const again = (await passwordLogin(b.baseUrl, 'demo_ent', DEMO_PASSWORD)).body.data;
    expect((await http(a.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: again.access_token })).body.code).toBe(0);
    // B has checked (and keeps in its session cache) the token too before A ends it.
    expect((await http(b.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: again.access_token })).body.code).toBe(0);
    const logout = await http(a.baseUrl, 'DELETE', 'auth/token/logout', { token: again.access_token });
    expect(logout.body).toMatchObject({ code: 0, data: true });
    expect((await http(a.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: again.access_token })).status).toBe(401);
    // B hears of it through PostgreSQL's notification (ARCHITECTURE.md "Caches"): within milliseconds, allowed 1 s here.
    const startedAt = Date.now();
    let afterLogout = await http(b.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: again.access_token });
    while (afterLogout.status !== 401 && Date.now() - startedAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      afterLogout = await http(b.baseUrl, 'GET', 'web/entUser/getUserInfo', { token: again.access_token });
    }
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.code).toBe(401);
    const refreshAfterLogout = await http(b.baseUrl, 'POST', 'auth/oauth/token', { form: { grant_type: 'refresh_token', scope: 'server', refresh_token: again.refresh_token } });
    expect(refreshAfterLogout.body.code).not.toBe(0);
  });

  it('shares a strict rate limit: alternating A and B, the 21st code request within the minute is refused', async () => {
    // web/commonUrl/phoneCode allows 20 requests a minute per client; an empty body is refused 400 after
    // being counted. The pause between calls is longer than the 500 ms batching of the shared counters.
    const statuses: number[] = [];
    for (let index = 0; index < 26; index += 1) {
      const instance = index % 2 === 0 ? a : b;
      const answer = await http(instance.baseUrl, 'POST', 'web/commonUrl/phoneCode', { body: {} });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.code).toBe(429);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    expect(statuses.slice(0, 20).every((status) => status === 400), statuses.join(',')).toBe(true);
    expect(statuses.length, `answers: ${statuses.join(',')}`).toBe(21);
    expect(statuses[20]).toBe(429);
    // Both instances now refuse this client.
    expect((await http(a.baseUrl, 'POST', 'web/commonUrl/phoneCode', { body: {} })).status).toBe(429);
    expect((await http(b.baseUrl, 'POST', 'web/commonUrl/phoneCode', { body: {} })).status).toBe(429);
  }, 60_000);

  it('does not let an instance that counted a client earlier trust its stale count', async () => {
    // One hit on B, 19 quick hits on A, then (after A's batch is written) B: the 21st request is refused.
    expect((await http(b.baseUrl, 'POST', 'web/commonUrl/sendEmailCode', { body: {} })).status).toBe(400);
    for (let index = 0; index < 19; index += 1) expect((await http(a.baseUrl, 'POST', 'web/commonUrl/sendEmailCode', { body: {} })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const onB = await http(b.baseUrl, 'POST', 'web/commonUrl/sendEmailCode', { body: {} });
    expect(onB.status).toBe(429);
    expect(onB.body.code).toBe(429);
  });

  it('verifies on B a slide puzzle fetched from A, and spends the proof once', async () => {
    const puzzle = await http<{ key: string }>(a.baseUrl, 'GET', 'web/commonUrl/getSlideVerify');
    expect(puzzle.body.code).toBe(0);
    const { key } = puzzle.body.data;
    const offset = await withClient(database.url, async (client) => (await client.query<{ offset: number }>('select "offset" from slide_challenge where key = $1', [key])).rows[0]!.offset);
    const verified = await http(b.baseUrl, 'POST', 'web/commonUrl/verifySlideBlockByUrlKey', { body: { key, offset: String(offset), tracks: JSON.stringify(humanTrack(offset)) } });
    expect(verified.body).toMatchObject({ code: 0, data: true });
    const again = await http(a.baseUrl, 'POST', 'web/commonUrl/verifySlideBlockByUrlKey', { body: { key, offset: String(offset), tracks: JSON.stringify(humanTrack(offset)) } });
    expect(again.body.data).not.toBe(true);
  });

  it('shows on B an order reserved through A, with its inventory taken once', async () => {
    const token = (await passwordLogin(a.baseUrl, 'demo_ent', DEMO_PASSWORD)).body.data.access_token;
    const [productId] = await bookableSailings(database.url);
    const availableOf = () =>
      withClient(database.url, async (client) => (await client.query<{ available: number }>(`select available from sailing_inventory where sailing_id = $1 and container_type_code = '20GP'`, [productId])).rows[0]!.available);
    const before = await availableOf();
    const { created, submitted } = await bookOrder(a.baseUrl, token, productId!);
    expect(created.body).toMatchObject({ code: 0 });
    expect(submitted?.body).toMatchObject({ code: 0, data: { status: 'S' } });
    const seen = await http<{ orderId: string; orderNo: string; status: string }>(b.baseUrl, 'POST', 'web/domestic/order/getOrderByOrderIdOrBkgNo', {
      token,
      body: { orderId: created.body.data.orderId },
    });
    expect(seen.body).toMatchObject({ code: 0, data: { orderNo: created.body.data.orderNo, status: 'S' } });
    expect(await availableOf()).toBe(before - 1);
  });

  it('refuses a third start on a port A holds in one line that names the port, and A keeps serving', async () => {
    const port = new URL(a.baseUrl).port;
    const third = await runServerToExit(database.url, { PORT: port });
    expect(third.exitCode).toBe(1);
    expect(third.output).toContain(`[coastbook] cannot start: port ${port} is in use on 127.0.0.1: is CoastBook already running? Stop it, or start this one with another PORT.`);
    // An expected refusal, not a crash: no stack trace to read through.
    expect(third.output).not.toMatch(/^\s+at /m);
    expect((await http(a.baseUrl, 'GET', 'health')).status).toBe(200);
  }, 120_000);
});

describe('two instances started together on an empty database (the first deploy, or a new version with a migration)', () => {
  it('both start: they migrate in turn, one seeds the demo data, and both serve it', async () => {
    const adminUrl = inject('databaseAdminUrl');
    const name = `twoempty_${Date.now().toString(36)}`;
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = databaseUrl(adminUrl, name);
    const servers = await Promise.allSettled([startServerProcess(url), startServerProcess(url)]);
    try {
      expect(servers.map((server) => (server.status === 'fulfilled' ? 'serving' : String(server.reason).slice(0, 400)))).toEqual(['serving', 'serving']);
      const outputs = servers.map((server) => (server.status === 'fulfilled' ? server.value.output() : ''));
      expect(outputs.filter((output) => output.includes('empty database: demo data loaded'))).toHaveLength(1);
      for (const server of servers) {
        if (server.status !== 'fulfilled') continue;
        expect((await passwordLogin(server.value.baseUrl, 'demo_ent', DEMO_PASSWORD)).body.code).toBe(0);
      }
      const carriers = await withClient(url, async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM carrier')).rows[0]!.n);
      expect(carriers).toBeGreaterThan(0);
    } finally {
      await Promise.all(servers.map((server) => (server.status === 'fulfilled' ? server.value.stop() : undefined)));
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 180_000);
});
