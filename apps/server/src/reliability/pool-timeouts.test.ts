import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, isDatabaseUnavailableError } from '../platform/db/client';
import type { TestApp } from '../testing/test-app';
import { createReliabilityApp } from './reliability.test-support';

/**
 * The pool's two waits (platform/db/client.ts): opening a connection to a database that does not answer
 * gives up after 3 s and counts as "database unavailable" (→ 503), while a request queued behind a busy
 * pool keeps waiting (the oversell test's 500 submissions on 20 connections answered 503 when both were 3 s).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReliabilityApp();
});
afterAll(async () => testApp?.close());

describe('database pool timeouts', () => {
  it('a server that accepts but never answers fails the connect in about 3 s, as an outage', async () => {
    const silent = net.createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const database = connectDatabase({ url: `postgres://nobody:secret@127.0.0.1:${(silent.address() as net.AddressInfo).port}/none`, poolSize: 2 });
    const started = Date.now();
    const failure = await database.pool.query('select 1').then(
      () => null,
      (error: unknown) => error,
    );
    const elapsed = Date.now() - started;
    await database.close();
    silent.close();
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailableError(failure)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(2_500);
    expect(elapsed).toBeLessThan(6_000);
  });

  it('a query queued behind a busy pool for more than 3 s still runs', async () => {
    const url = testApp.database.pool.options.connectionString!;
    const database = connectDatabase({ url, poolSize: 1 });
    try {
      const busy = database.pool.query('select pg_sleep(4)');
      const started = Date.now();
      const queued = await database.pool.query<{ answer: number }>('select 42 as answer');
      expect(queued.rows[0]!.answer).toBe(42);
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
      await busy;
    } finally {
      await database.close();
    }
  });
});
