import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loginCustomer, rawCall, type Customer } from './reliability.test-support';

/**
 * The database's host goes away without a word while calls wait on it (issue 7, faults): a failover that moves
 * the database to another address, or a firewall between the server and the database that forgets the
 * connections. No error and no close arrive; TCP would retransmit for ~15 minutes while each call and its
 * pooled connection waited, until the pool had none left. The serving pool gives a connection up when a query
 * has no answer past the statement timeout plus a grace (platform/db/client.ts): the calls answer the 503
 * envelope, and the next calls are served on new connections.
 */
const STATEMENT_TIMEOUT_MS = 800;
const GRACE_MS = 400;
/** The deadline, plus the call's own work on a busy CI machine. */
const QUICK_MS = STATEMENT_TIMEOUT_MS + GRACE_MS + 2_000;
const UNAVAILABLE = { code: 503, msg: '服务不可用，请稍后再试' };

let proxy: TcpProxy;
let testApp: TestApp;
let ent: Customer;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_MAX: '100000000', DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
    databaseUrlVia: async (url) => (proxy = await startTcpProxy(url)).url,
    answerGraceMs: GRACE_MS,
  });
  ent = await loginCustomer(testApp, 'demo_ent');
});
afterAll(async () => {
  // The proxy first: closing it ends the silent sockets, which pg would otherwise wait on to say goodbye.
  await proxy?.close();
  await testApp?.close();
});

const balance = () => rawCall(testApp, ent, 'POST', '/api/web/domestic/member/assets/getBalanceAccount');

describe('a database that goes silent', () => {
  it('answers the calls on silent connections 503 soon after the statement timeout; the calls queued behind them get new connections', async () => {
    expect((await balance()).body.code).toBe(0);
    // Every connection the pool may hold is open and idle when the database goes silent.
    const poolSize = testApp.config.DB_POOL_SIZE;
    const clients = await Promise.all(Array.from({ length: poolSize }, () => testApp.database.pool.connect()));
    clients.forEach((client) => client.release());

    proxy.silenceOpenConnections();
    const startedAt = Date.now();
    const answers = await Promise.all(Array.from({ length: poolSize + 5 }, balance));
    const elapsedMs = Date.now() - startedAt;

    const failed = answers.filter((answer) => answer.status === 503);
    expect(failed).toHaveLength(poolSize);
    for (const answer of failed) expect(answer.body).toMatchObject(UNAVAILABLE);
    // The five that waited for a connection were served on new ones, once the silent ones were given up.
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(elapsedMs).toBeLessThan(QUICK_MS);

    const again = await balance();
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(0);
  });
});
