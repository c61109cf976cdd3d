import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { createDatabaseFromTemplate } from '../../testing/test-cluster';
import { connectDatabase, isDatabaseUnavailableError, type Database } from './client';

/**
 * The database's host goes away mid-query without a word (a failover to another address, a firewall that
 * forgot the connection): no error, no close, and TCP would retransmit for ~15 minutes. A query with no
 * answer past the statement timeout plus a grace gives its connection up: the call fails as an outage
 * (503), the pool discards the connection and opens new ones.
 */
const STATEMENT_TIMEOUT_MS = 400;
const GRACE_MS = 300;
const DEADLINE_MS = STATEMENT_TIMEOUT_MS + GRACE_MS;

describe('pooled connections that go silent', () => {
  let created: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let proxy: TcpProxy;
  let database: Database;

  beforeAll(async () => {
    created = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'), 'silence');
    proxy = await startTcpProxy(created.url);
    database = connectDatabase({
      url: proxy.url,
      poolSize: 4,
      timeouts: { statementMs: STATEMENT_TIMEOUT_MS, lockMs: 200, idleInTransactionMs: 1_000 },
      answerGraceMs: GRACE_MS,
    });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await created?.drop();
  });

  it('fails the waiting queries as an outage soon after the deadline, drops their connections, and serves on new ones', async () => {
    // Four connections open and idle in the pool.
    const clients = await Promise.all([1, 2, 3, 4].map(() => database.pool.connect()));
    clients.forEach((client) => client.release());
    expect(database.pool.totalCount).toBe(4);

    proxy.silenceOpenConnections();
    const startedAt = Date.now();
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((n) => database.pool.query('select $1::int as n', [n])));
    const elapsedMs = Date.now() - startedAt;

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as Error & { code?: string };
      expect(reason.code).toBe('ETIMEDOUT');
      expect(isDatabaseUnavailableError(reason)).toBe(true);
    }
    expect(elapsedMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(elapsedMs).toBeLessThan(DEADLINE_MS + 2_000);
    // The silent connections are gone; the next queries open new ones and get their answers.
    await expect.poll(() => database.pool.totalCount).toBe(0);
    const answers = await Promise.all([5, 6].map((n) => database.pool.query<{ n: number }>('select $1::int as n', [n])));
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual([5, 6]);
  });

  it('fails a transaction that went silent between its statements the same way; PostgreSQL rolls it back', async () => {
    await database.pool.query('create table if not exists silence_probe (id int primary key)');
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query('insert into silence_probe values (1)');
    proxy.silenceOpenConnections();
    const startedAt = Date.now();
    const failed = await client.query('insert into silence_probe values (2)').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(Date.now() - startedAt).toBeLessThan(DEADLINE_MS + 2_000);
    expect(isDatabaseUnavailableError(failed)).toBe(true);
    client.release(failed as Error);

    // The abandoned session still holds row 1 until PostgreSQL ends it (its idle-in-transaction timeout): then
    // the same row can be written again, so the transaction was rolled back, not committed.
    await expect
      .poll(
        () =>
          database.pool.query('insert into silence_probe values (1)').then(
            () => 'written',
            (error: { code?: string }) => error.code,
          ),
        { timeout: 5_000, interval: 200 },
      )
      .toBe('written');
    expect((await database.pool.query<{ ids: number[] }>('select array_agg(id order by id) as ids from silence_probe')).rows[0]!.ids).toEqual([1]);
  });

  it('leaves a slow statement to the statement timeout: its answer (57014) comes before the deadline', async () => {
    const failed = await database.pool.query('select pg_sleep(2)').then(
      () => undefined,
      (error: unknown) => error as { code?: string },
    );
    expect(failed?.code).toBe('57014');
  });
});
