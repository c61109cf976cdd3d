import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SharedRateLimitCounters } from './rate-limit-store';

describe('rate limiting shared through PostgreSQL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => testApp?.close());

  it('refuses the request after the limit with a 429 envelope and keeps the counter in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/web/commonUrl/getCurrentTimeMillis', remoteAddress: '10.9.8.7' });
      statuses.push(response.statusCode);
      if (i === 5) {
        expect(response.json()).toMatchObject({ code: 429 });
        expect(response.json().msg).toMatch(/^请求过于频繁，请稍后再试，\d+$/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Read in English, the same refusal with the seconds after the comma.
    const inEnglish = await testApp.app.inject({
      method: 'GET',
      url: '/api/web/commonUrl/getCurrentTimeMillis',
      remoteAddress: '10.9.8.7',
      headers: { 'accept-language': 'en-US' },
    });
    expect(inEnglish.json()).toMatchObject({ code: 429 });
    expect(inEnglish.json().msg).toMatch(/^Too many requests, please try again later, \d+$/);
    // Another client is not affected.
    const other = await testApp.app.inject({ method: 'GET', url: '/api/web/commonUrl/getCurrentTimeMillis', remoteAddress: '10.9.8.8' });
    expect(other.statusCode).toBe(200);

    const rows = await testApp.database.db.execute<{ key: string; hits: number }>(sql`SELECT key, hits FROM rate_limit_counter WHERE key LIKE '%10.9.8.7%'`);
    expect(rows.rows.length).toBe(1);
  });

  it('counts hits taken by another instance on the same database', async () => {
    const second = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      // Both apps share one counter row only when they share a database; emulate by writing the row directly.
      await second.database.db.execute(
        sql`INSERT INTO rate_limit_counter (key, hits, window_ends_at) VALUES ('global:10.1.1.1', 3, now() + interval '60 seconds')`,
      );
      const response = await second.app.inject({ method: 'GET', url: '/api/web/commonUrl/getCurrentTimeMillis', remoteAddress: '10.1.1.1' });
      expect(response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('reads a stale key once however many requests arrive meanwhile, and counts every hit', async () => {
    const pool = testApp.database.pool;
    let statements = 0;
    const counting = { query: (...args: Parameters<typeof pool.query>) => ((statements += 1), pool.query(...args)) } as unknown as typeof pool;
    const counters = new SharedRateLimitCounters(counting, 60_000);
    try {
      const answers = await Promise.all(Array.from({ length: 100 }, () => counters.hit('global:10.7.7.7', 60_000)));
      expect(statements).toBe(1);
      expect(answers.map((answer) => answer.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
      await counters.sync();
      const rows = await testApp.database.db.execute<{ hits: number }>(sql`SELECT hits FROM rate_limit_counter WHERE key = 'global:10.7.7.7'`);
      expect(rows.rows[0]?.hits).toBe(100);
    } finally {
      counters.close();
    }
  });

  it("renews a busy client's view before it expires: under steady traffic only the window's first hit waits for the database", async () => {
    const pool = testApp.database.pool;
    // Every statement takes 30 ms, as on a loaded database; views expire after 400 ms.
    const slow = { query: async (...args: Parameters<typeof pool.query>) => (await new Promise((resolve) => setTimeout(resolve, 30)), pool.query(...args)) } as unknown as typeof pool;
    const counters = new SharedRateLimitCounters(slow, 400);
    const waited: number[] = [];
    try {
      const startedAt = Date.now();
      for (let hit = 1; hit <= 100; hit += 1) {
        // A hit answered from the view settles before the next turn of the event loop; one that waits for
        // an upsert does not.
        const answer = counters.hit('global:10.7.7.9', 60_000);
        const settled = await Promise.race([answer.then(() => true), new Promise((resolve) => setImmediate(() => resolve(false)))]);
        if (!settled) waited.push(Date.now() - startedAt);
        expect((await answer).current).toBe(hit);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(waited, 'moments (ms after the start) when a hit waited for the database').toHaveLength(1);
      expect(waited[0]).toBeLessThan(20);
    } finally {
      counters.close();
    }
  });

  it('counts the hits of a batch still being written, and hits taken meanwhile', async () => {
    const pool = testApp.database.pool;
    let releaseWrites: () => void = () => undefined;
    let writesHeld: Promise<void> | null = null;
    const held = {
      query: async (...args: Parameters<typeof pool.query>) => {
        if (writesHeld) await writesHeld;
        return pool.query(...args);
      },
    } as unknown as typeof pool;
    const counters = new SharedRateLimitCounters(held, 60_000);
    try {
      for (let hit = 1; hit <= 4; hit += 1) expect((await counters.hit('global:10.7.7.8', 60_000)).current).toBe(hit);
      writesHeld = new Promise((resolve) => (releaseWrites = resolve));
      const flushing = counters.sync();
      // The three pending hits are on their way to the database: they still count.
      expect((await counters.hit('global:10.7.7.8', 60_000)).current).toBe(5);
      // A second sync while the first write is in flight leaves the key alone.
      const second = counters.sync();
      releaseWrites();
      writesHeld = null;
      await Promise.all([flushing, second]);
      expect((await counters.hit('global:10.7.7.8', 60_000)).current).toBe(6);
      await counters.sync();
      const rows = await testApp.database.db.execute<{ hits: number }>(sql`SELECT hits FROM rate_limit_counter WHERE key = 'global:10.7.7.8'`);
      expect(rows.rows[0]?.hits).toBe(6);
    } finally {
      counters.close();
    }
  });
});
