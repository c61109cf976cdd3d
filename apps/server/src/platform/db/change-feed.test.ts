import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { createDatabaseFromTemplate, withAdminClient } from '../../testing/test-cluster';
import { CHANGE_CHANNEL, ChangeFeed } from './change-feed';
import { connectDatabase, type Database } from './client';

describe('ChangeFeed: the dedicated listener', () => {
  let created: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let proxy: TcpProxy;
  let database: Database;
  let feed: ChangeFeed;
  const heard: string[] = [];
  let resets = 0;

  /** Another instance's change: a NOTIFY on a connection of its own, straight to the database. */
  const changeElsewhere = (id: string) => withAdminClient(created.url, (client) => client.query(`NOTIFY ${CHANGE_CHANNEL}, 'session:${id}'`));

  beforeAll(async () => {
    created = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'), 'feed');
    proxy = await startTcpProxy(created.url);
    database = connectDatabase({ url: proxy.url, poolSize: 2 });
    feed = new ChangeFeed(database.pool, { heartbeatMs: 200, heartbeatTimeoutMs: 300 });
    feed.subscribe('session', (id) => heard.push(id));
    feed.onReset(() => (resets += 1));
    await feed.start();
  });
  afterAll(async () => {
    await feed?.close();
    await database?.close();
    await proxy?.close();
    await created?.drop();
  });

  it('notices a connection that went silent, empties the caches, and hears changes again on a new one', async () => {
    expect(feed.live).toBe(true);
    await changeElsewhere('before');
    await expect.poll(() => heard, { timeout: 2_000 }).toContain('before');

    // A firewall between the server and the database forgets the connection: no error, no close.
    const resetsBefore = resets;
    proxy.silenceOpenConnections();
    await changeElsewhere('unheard');
    // Within a heartbeat and its timeout, the feed stops vouching for the caches and empties them.
    await expect.poll(() => feed.live, { timeout: 2_000 }).toBe(false);
    expect(resets).toBeGreaterThan(resetsBefore);
    expect(heard).not.toContain('unheard');

    // It connects again (new connections pass) and hears the other instances once more.
    await expect.poll(() => feed.live, { timeout: 5_000 }).toBe(true);
    await changeElsewhere('after');
    await expect.poll(() => heard, { timeout: 2_000 }).toContain('after');
  });

  it('closes within a second when its connection has gone silent: it does not wait for a goodbye no one answers', async () => {
    // A feed of its own, so the one above keeps running for the other tests.
    const closing = new ChangeFeed(database.pool, { heartbeatMs: 60_000 });
    await closing.start();
    expect(closing.live).toBe(true);
    proxy.silenceOpenConnections();
    const startedAt = Date.now();
    await Promise.race([closing.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(closing.live).toBe(false);
  });
});

describe('ChangeFeed: each change heard once', () => {
  let created: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let database: Database;
  let feed: ChangeFeed;
  const heard: string[] = [];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const timesHeard = (id: string) => heard.filter((entry) => entry === id).length;

  beforeAll(async () => {
    created = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'), 'feed_once');
    database = connectDatabase({ url: created.url, poolSize: 4 });
    feed = new ChangeFeed(database.pool);
    feed.subscribe('session', (id) => heard.push(id));
    await feed.start();
    // Four connections at once: every one of them LISTENs and receives its copy of what follows.
    await Promise.all(Array.from({ length: 4 }, () => database.pool.query('SELECT pg_sleep(0.05)')));
    expect(database.pool.totalCount).toBe(4);
  });
  afterAll(async () => {
    await feed?.close();
    await database?.close();
    await created?.drop();
  });

  it('counts a change written through the pool once, and has it heard before the write returns', async () => {
    const before = feed.generationOf(['session']);
    await database.pool.query(`NOTIFY ${CHANGE_CHANNEL}, 'session:own'`);
    expect(timesHeard('own')).toBe(1);
    // The listener's and the other connections' copies arrive meanwhile; none of them counts again.
    await settle();
    expect(timesHeard('own')).toBe(1);
    expect(feed.generationOf(['session'])).toBe(before + 1);
  });

  it('counts another instance\u2019s change once', async () => {
    const before = feed.generationOf(['session']);
    await withAdminClient(created.url, (client) => client.query(`NOTIFY ${CHANGE_CHANNEL}, 'session:elsewhere'`));
    await expect.poll(() => timesHeard('elsewhere'), { timeout: 2_000 }).toBe(1);
    await settle();
    expect(timesHeard('elsewhere')).toBe(1);
    expect(feed.generationOf(['session'])).toBe(before + 1);
  });
});
